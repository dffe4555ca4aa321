// What the screens' component tests share: a fake API client that answers from fixtures and
// records every call, and the fixtures themselves (fixed ids, names and dates).
import { API_METHODS, type ApiInput, type ApiMethod, type ApiResults } from '@shared/api';
import { CAMPAIGN_LADDERS, type Campaign } from '@shared/campaigns';
import { ApiCallError } from '@shared/errors';
import { GAME_SCHEMAS } from '@shared/game-registry';
import type { GameDetail, GameKind, GameSummary, GameSummaryOf } from '@shared/games';
import type { GameResult, Stats } from '@shared/history';
import type { Profile } from '@shared/profiles';
import type { Seat } from '@shared/players';
import type { ApiClient } from '../lib/api/client';

/** What a screen asked the API, in order: the method and its input. */
export type Call = { [M in ApiMethod]: [M, ApiInput<M>] }[ApiMethod];

/** The answers a test gives: a value (or a promise of one) per method; throw to refuse. */
export type Answers = { [M in ApiMethod]?: (input: ApiInput<M>) => ApiResults[M] | Promise<ApiResults[M]> };

/**
 * An ApiClient over `answers`: each call is recorded, then answered. A method the test gave no
 * answer for fails the call (and the test's expectations on `calls` say which one it was).
 */
export function fakeClient(answers: Answers): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const client: Record<string, unknown> = { subscribe: () => () => undefined };
  for (const method of API_METHODS) {
    client[method] = async (input: unknown) => {
      calls.push([method, input] as Call);
      const answer = answers[method] as ((input: unknown) => unknown) | undefined;
      if (!answer) throw new Error(`The test gave no answer for ${method}`);
      return answer(input);
    };
  }
  return { client: client as ApiClient, calls };
}

/** A refusal as the API sends it (the screens translate its code). */
export const refusal = (code: string, message: string, params?: Record<string, string | number>): ApiCallError =>
  new ApiCallError({ code, message, ...(params ? { params } : {}) });

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const gameId = (n: number): string => uuid(n);
export const profileId = (n: number): string => `p-${uuid(n)}`;
export const campaignId = (n: number): string => `c-${uuid(n)}`;

const CREATED = '2026-03-01T18:00:00.000Z';

export const ANN: Profile = { id: profileId(1), name: 'Ann', colour: 'red', createdAt: CREATED };
export const BO: Profile = { id: profileId(2), name: 'Bo', colour: 'blue', createdAt: CREATED };
export const CY: Profile = { id: profileId(3), name: 'Cy', colour: 'green', createdAt: CREATED };
export const DI: Profile = { id: profileId(4), name: 'Di', colour: 'yellow', createdAt: CREATED };
export const ED: Profile = { id: profileId(5), name: 'Ed', colour: 'purple', createdAt: CREATED };

const seatsOf = (people: Profile[]): Seat[] => people.map((p) => ({ name: p.name, colour: p.colour }));

/** A game in progress of one kind, its setup completed by the game's own schema. */
function summary<K extends GameKind>(kind: K, n: number, title: string, setup: Record<string, unknown>, round: number): GameSummaryOf<K> {
  const parsed = GAME_SCHEMAS[kind].setup.parse(setup) as GameSummaryOf<K>['setup'];
  return {
    id: gameId(n),
    kind,
    title,
    seats: parsed.seats,
    solitaire: false,
    seed: n,
    status: 'in-progress',
    round,
    paused: false,
    createdAt: CREATED,
    updatedAt: CREATED,
    setup: parsed,
  } as GameSummaryOf<K>;
}

/** FLATLINE in round 3, Standard, 60 s: Ann and Bo at the table. */
export const NIGHT_SHIFT: GameSummary = summary('flatline', 1, 'Night shift', { seats: seatsOf([ANN, BO]), level: 'standard', timerSeconds: 60 }, 3);
/** FUSE: Countdown in turn 5, Expert: Cy alone. */
export const BOMB_SQUAD: GameSummary = summary('fuse-countdown', 2, 'Bomb squad', { seats: seatsOf([CY]), level: 'expert', clockMinutes: 10 }, 5);

/** A finished FLATLINE game, won by Ann and Bo in 4 rounds. */
export const WON_SHIFT: Extract<GameResult, { kind: 'flatline' }> = {
  gameId: gameId(11),
  kind: 'flatline',
  title: 'Quiet night',
  setup: GAME_SCHEMAS.flatline.setup.parse({ seats: seatsOf([ANN, BO]), level: 'training', meterSide: 'standard', timerSeconds: 90 }),
  players: [
    { seat: 0, name: 'Ann', colour: 'red', profileId: ANN.id },
    { seat: 1, name: 'Bo', colour: 'blue', profileId: BO.id },
  ],
  campaignId: null,
  missionId: null,
  outcome: 'won',
  cause: null,
  level: 'training',
  timer: '90',
  rounds: 4,
  score: null,
  startedAt: '2026-03-02T20:00:00.000Z',
  finishedAt: '2026-03-02T20:12:30.000Z',
  durationMs: 750_000,
  details: { meterSide: 'standard', patientsTreated: 6 },
};

/** A tally row of statistics. */
const tally = (key: string, games: number, wins: number) => ({ key, games, wins });

/** Statistics with nothing counted yet. */
export const NO_STATS: Stats = {
  games: 0,
  wins: 0,
  winRate: 0,
  byKind: [],
  byLevel: [],
  byPlayers: [],
  byTimer: [],
  byTable: [],
  byHints: [],
  overTime: [],
  currentStreak: 0,
  bestStreak: 0,
  averages: null,
  dimensions: [],
  detailAverages: [],
  lossCauses: [],
  bestScores: [],
  scores: [],
};

/**
 * Figures of `games` games of one kind, `wins` of them won (the latest in a row), all at one level, table
 * size and timer, in March 2026.
 */
const atOneSetting = (kind: GameKind, level: string, players: string, timer: string, games: number, wins: number): Stats => ({
  ...NO_STATS,
  games,
  wins,
  winRate: wins / games,
  byKind: [tally(kind, games, wins)],
  byLevel: [tally(level, games, wins)],
  byPlayers: [tally(players, games, wins)],
  byTimer: [tally(timer, games, wins)],
  byTable: [tally('one-screen', games, wins)],
  overTime: [tally('2026-03', games, wins)],
  currentStreak: wins,
  bestStreak: wins,
});

/** FLATLINE's figures: 3 games, 2 won, at Standard with two players. */
export const FLATLINE_STATS: Stats = {
  ...atOneSetting('flatline', 'standard', '2', '60', 3, 2),
  averages: { rounds: 5, durationMs: 600_000, score: null },
  dimensions: [{ kind: 'flatline', key: 'meterSide', tallies: [tally('standard', 3, 2)] }],
  lossCauses: [{ cause: 'power-out', count: 1 }],
};

/** FUSE: Countdown's figures: 1 game, won at Expert solo, scoring 42. */
export const COUNTDOWN_STATS: Stats = {
  ...atOneSetting('fuse-countdown', 'expert', '1', '600', 1, 1),
  averages: { rounds: 9, durationMs: 480_000, score: 42 },
  bestScores: [{ kind: 'fuse-countdown', level: 'expert', players: 1, timer: '600', setting: { fuses: '3' }, score: 42, games: 1, gameId: gameId(12), finishedAt: '2026-03-03T21:00:00.000Z' }],
  scores: [{ kind: 'fuse-countdown', gameId: gameId(12), finishedAt: '2026-03-03T21:00:00.000Z', score: 42, won: true }],
};

/** Both games counted together: 4 games, 3 won. */
export const BOTH_STATS: Stats = {
  ...NO_STATS,
  games: 4,
  wins: 3,
  winRate: 3 / 4,
  byKind: [tally('flatline', 3, 2), tally('fuse-countdown', 1, 1)],
  byLevel: [tally('expert', 1, 1), tally('standard', 3, 2)],
  byPlayers: [tally('1', 1, 1), tally('2', 3, 2)],
  byTimer: [tally('60', 3, 2), tally('600', 1, 1)],
  byTable: [tally('one-screen', 4, 3)],
  overTime: [tally('2026-03', 4, 3)],
  currentStreak: 3,
  bestStreak: 3,
  averages: { rounds: 6, durationMs: 570_000, score: 42 },
  lossCauses: [{ cause: 'power-out', count: 1 }],
};

/** A FLATLINE campaign of Ann and Bo on its second mission (Standard on the standard side), one won. */
export const NIGHT_CREW: Campaign = {
  id: campaignId(1),
  kind: 'flatline',
  name: 'Night crew',
  crew: [
    { profileId: ANN.id, name: 'Ann', colour: 'red' },
    { profileId: BO.id, name: 'Bo', colour: 'blue' },
  ],
  timerSeconds: 60,
  fittedClock: false,
  step: 1,
  mission: CAMPAIGN_LADDERS.flatline[1],
  missions: CAMPAIGN_LADDERS.flatline.length,
  status: 'active',
  currentGameId: null,
  wins: 1,
  losses: 0,
  createdAt: CREATED,
  updatedAt: CREATED,
};

/** A game as the API returns it in full (its state is not read by the screens tested here). */
export const detailOf = (game: GameSummary): GameDetail =>
  ({ ...game, state: {}, clock: { running: false, elapsedMs: 0, limitMs: null }, version: 0 }) as unknown as GameDetail;

/** A finished FUSE: Countdown game Cy lost at Expert, the bombs outlasting the clock, scoring 17. */
export const CLOSE_CALL: Extract<GameResult, { kind: 'fuse-countdown' }> = {
  gameId: gameId(12),
  kind: 'fuse-countdown',
  title: 'Close call',
  setup: GAME_SCHEMAS['fuse-countdown'].setup.parse({ seats: seatsOf([CY]), level: 'expert', clockMinutes: 10 }),
  players: [{ seat: 0, name: 'Cy', colour: 'green', profileId: CY.id }],
  campaignId: null,
  missionId: null,
  outcome: 'lost',
  cause: 'time-out-bombs',
  level: 'expert',
  timer: '600',
  rounds: 9,
  score: 17,
  startedAt: '2026-03-03T20:50:00.000Z',
  finishedAt: '2026-03-03T21:00:00.000Z',
  durationMs: 600_000,
  details: { bombsDefused: 5, sparksDefused: 2, fuseCardsMet: 1 },
};
