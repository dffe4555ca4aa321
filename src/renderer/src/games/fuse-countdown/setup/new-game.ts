import { PLAYER_COLOURS, type PlayerColour } from '@shared/players';
import { DEFAULT_FUSES, usesFuseCards, type ClockTable, type CountdownLevel, type FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import { fittedClock } from '@shared/fuse-countdown/fitted-clock';
import { ROLES, type RoleId } from '@shared/fuse-countdown/components';
import type { ApiInput } from '@shared/api';

/** What FUSE: Countdown's New game form holds while the players fill it in. */
export interface CountdownDraft {
  /** People at the table: 1 to 4, one seat each. */
  players: number;
  /** One name per seat (only the first `players` count). */
  names: string[];
  colours: PlayerColour[];
  level: CountdownLevel;
  /** Fuse cards in the deck, as typed (only where the level plays them). */
  fuses: string;
  /** Fitted to the table (the default), the printed 10 minutes, Relaxed 15, Calm 20, or untimed. */
  clock: ClockChoice;
  /** Where the players play, which picks the fitted clock: at one screen, or each on their own device. */
  table: ClockTable;
  /** Dealt at random, chosen by each seat at the table, or given here per seat. */
  roles: 'dealt' | 'chosen' | 'given';
  /** The role given to each seat when `roles` is 'given'. */
  given: RoleId[];
  /** The house rule "Take back a misplaced die" (off unless ticked). */
  takeBack: boolean;
  /** Free text: empty for a random game, a whole number to replay a known deal. */
  seed: string;
}

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;
export const MIN_FUSES = 1;
export const MAX_FUSES = 10;
export const MAX_SEED = 0xffffffff;
/** The clocks offered, the fitted one first and the printed one next (design: "one click away"). */
export const CLOCK_CHOICES = ['fitted', '10', '15', '20', 'untimed'] as const;
export type ClockChoice = (typeof CLOCK_CHOICES)[number];

/** The score's time bonus counts on the fitted and the printed clock only. */
export const timeBonusCounts = (clock: ClockChoice): boolean => clock === 'fitted' || clock === '10';

/** Where the players play, as it counts: one player alone has no parallel hands, whatever the form says. */
export const tableFor = (table: ClockTable, players: number): ClockTable => (players > 1 ? table : 'one-screen');

/** A clock choice as the setup's fields, for this many players at this level, at this table. */
export function clockFields(clock: ClockChoice, players: number, level: CountdownLevel, table: ClockTable = 'one-screen'): { clockMinutes: number | null; clockFitted: boolean } {
  if (clock === 'fitted') return fittedClock(players, level, tableFor(table, players));
  return { clockMinutes: clock === 'untimed' ? null : Number(clock), clockFitted: false };
}

export function defaultDraft(): CountdownDraft {
  return {
    players: 2,
    names: ['', '', '', ''],
    colours: PLAYER_COLOURS.slice(0, 4),
    level: 'standard',
    fuses: String(DEFAULT_FUSES.standard),
    clock: 'fitted',
    table: 'one-screen',
    roles: 'dealt',
    given: [ROLES[0], ROLES[1], ROLES[2], ROLES[3]],
    takeBack: false,
    seed: '',
  };
}

/** A new level brings its own number of fuse cards (the rulebook's default for it). */
export const withLevel = (draft: CountdownDraft, level: CountdownLevel): CountdownDraft => ({ ...draft, level, fuses: String(DEFAULT_FUSES[level]) });

/** A createGame call for FUSE: Countdown. */
export type CountdownInput = ApiInput<'createGame'> & { kind: 'fuse-countdown'; setup: FuseCountdownSetupInput; seed?: number };

export type DraftProblem = { field: string; key: string; params?: Record<string, string | number> };

const P = 'fuse-countdown.new-game.problems';

/**
 * Turns the form into a createGame call, or lists what is wrong (as translation keys, by field).
 * Blank names become "Player 1"… through `defaultName`, so nobody has to type to start.
 */
export function draftToInput(
  draft: CountdownDraft,
  defaultName: (person: number) => string,
): { ok: true; input: CountdownInput } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const playersOk = Number.isInteger(draft.players) && draft.players >= MIN_PLAYERS && draft.players <= MAX_PLAYERS;
  if (!playersOk) problems.push({ field: 'players', key: `${P}.players`, params: { min: MIN_PLAYERS, max: MAX_PLAYERS } });
  const count = playersOk ? draft.players : 0;
  const names = Array.from({ length: count }, (_, i) => {
    const typed = (draft.names[i] ?? '').trim();
    if (typed.length > 24) problems.push({ field: `names.${i}`, key: `${P}.nameTooLong`, params: { max: 24 } });
    return typed || defaultName(i + 1);
  });
  let fuses: number | null = null;
  if (usesFuseCards(draft.level)) {
    const text = draft.fuses.trim();
    if (!/^\d+$/.test(text) || Number(text) < MIN_FUSES || Number(text) > MAX_FUSES) {
      problems.push({ field: 'fuses', key: `${P}.fuses`, params: { min: MIN_FUSES, max: MAX_FUSES } });
    } else fuses = Number(text);
  }
  if (draft.roles === 'given' && new Set(draft.given.slice(0, count)).size !== count) {
    problems.push({ field: 'roles', key: `${P}.roles` });
  }
  let seed: number | undefined;
  const seedText = draft.seed.trim();
  if (seedText !== '') {
    if (!/^\d+$/.test(seedText) || Number(seedText) > MAX_SEED) problems.push({ field: 'seed', key: `${P}.seed`, params: { max: MAX_SEED } });
    else seed = Number(seedText);
  }
  if (problems.length > 0) return { ok: false, problems };

  const seats = names.map((name, seat) => ({ name, colour: draft.colours[seat]! }));
  return {
    ok: true,
    input: {
      kind: 'fuse-countdown',
      setup: {
        seats,
        level: draft.level,
        fuses,
        ...clockFields(draft.clock, count, draft.level, draft.table),
        roles: draft.roles === 'given' ? draft.given.slice(0, count) : draft.roles,
        ...(draft.takeBack ? { takeBack: true } : {}),
      },
      ...(seed === undefined ? {} : { seed }),
    },
  };
}
