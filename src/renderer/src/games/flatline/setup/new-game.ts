import { PLAYER_COLOURS, type PlayerColour } from '@shared/players';
import type { FlatlineLevel, MeterSide, TimerSeconds } from '@shared/flatline/setup';
import type { ApiInput } from '@shared/api';

/** What the New game form holds while the players fill it in. */
export interface NewGameDraft {
  /** People at the table: 1 (solitaire, two colours) to 5. */
  players: number;
  /** One name per person (only the first `players` count). */
  names: string[];
  /** Die colours in seat order: solitaire uses the first two for its one person. */
  colours: PlayerColour[];
  level: FlatlineLevel;
  meterSide: MeterSide;
  timerSeconds: TimerSeconds;
  /** The house rule "Take back a misplaced die" (off unless ticked). */
  takeBack: boolean;
  /** Free text: empty for a random game, a whole number to replay a known deal. */
  seed: string;
}

export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 5;
export const MAX_SEED = 0xffffffff;

export function defaultDraft(): NewGameDraft {
  return {
    players: 2,
    names: ['', '', '', '', ''],
    colours: [...PLAYER_COLOURS],
    level: 'standard',
    meterSide: 'standard',
    timerSeconds: 60,
    takeBack: false,
    seed: '',
  };
}

/** Number of die colours in play: solitaire plays two. */
export const seatCount = (players: number): number => (players === 1 ? 2 : players);

export type DraftProblem = { field: string; key: string; params?: Record<string, string | number> };

/**
 * Turns the form into a createGame call, or lists what is wrong (as translation keys, by field).
 * Blank names become "Player 1"… through `defaultName`, so nobody has to type to start.
 */
export function draftToInput(
  draft: NewGameDraft,
  defaultName: (person: number) => string,
): { ok: true; input: ApiInput<'createGame'> } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  if (!Number.isInteger(draft.players) || draft.players < MIN_PLAYERS || draft.players > MAX_PLAYERS) {
    problems.push({ field: 'players', key: 'app.newGame.problems.players', params: { min: MIN_PLAYERS, max: MAX_PLAYERS } });
  }
  const people = Array.from({ length: Math.min(Math.max(draft.players, 0), MAX_PLAYERS) }, (_, i) => {
    const typed = (draft.names[i] ?? '').trim();
    if (typed.length > 24) problems.push({ field: `names.${i}`, key: 'app.newGame.problems.nameTooLong', params: { max: 24 } });
    return typed || defaultName(i + 1);
  });
  let seed: number | undefined;
  const seedText = draft.seed.trim();
  if (seedText !== '') {
    if (!/^\d+$/.test(seedText) || Number(seedText) > MAX_SEED) {
      problems.push({ field: 'seed', key: 'app.newGame.problems.seed', params: { max: MAX_SEED } });
    } else seed = Number(seedText);
  }
  if (problems.length > 0) return { ok: false, problems };

  const solitaire = draft.players === 1;
  const seats = solitaire
    ? [0, 1].map((seat) => ({ name: people[0]!, colour: draft.colours[seat]! }))
    : people.map((name, seat) => ({ name, colour: draft.colours[seat]! }));
  return {
    ok: true,
    input: {
      kind: 'flatline',
      setup: { seats, solitaire, level: draft.level, meterSide: draft.meterSide, timerSeconds: draft.timerSeconds, ...(draft.takeBack ? { takeBack: true } : {}) },
      ...(seed === undefined ? {} : { seed }),
    },
  };
}
