import { describe, expect, it } from 'vitest';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import type { AnyGameModule } from '../../engine/core/game-module';
import { coinFlipModule } from '../../engine/core/coin-flip.test-support';
import { GAME_MODULES } from '../../engine/registry';
import { ServiceError } from '../service-error';
import { botAt, checkPlay, deviceAt, hintSeats, MAIN_SCREEN, SERVICES, type Actor, type Seating } from './authority';

// Who may send what, for every actor, every kind of action and every way the seats are played, in
// both games and the test-only third one. Two seats throughout: seat 0 (Ann) and seat 1 (Bo).

/** The kinds of action, as the games spell them (a game leaves out what it does not have). */
type Kind = 'own seat' | 'other seat' | "other seat's die" | 'table' | 'every seat at once' | 'services' | 'tick' | 'take back own die' | "take back other seat's die";

const SEATS = [
  { name: 'Ann', colour: 'red' },
  { name: 'Bo', colour: 'blue' },
];

interface Game {
  module: AnyGameModule;
  setup: unknown;
  actions: Partial<Record<Kind, unknown>>;
}

const GAMES: Record<string, Game> = {
  FLATLINE: {
    module: GAME_MODULES.flatline,
    setup: flatlineSetupSchema.parse({ seats: SEATS }),
    actions: {
      'own seat': { type: 'place', die: 's0d0', target: { kind: 'line', slot: 0, line: 0 }, space: 0 },
      'other seat': { type: 'done', seat: 1 },
      // Seat 0's re-roll sacrificing seat 1's die, which seat 1 did not offer.
      "other seat's die": { type: 'reroll', seat: 0, dice: ['s0d1'], sacrifice: 's1d0' },
      table: { type: 'advance' },
      'every seat at once': { type: 'done' },
      tick: { type: 'tick', elapsedMs: 1000 },
      // The house rule "Take back a misplaced die": a person's second thought at the die's own seat.
      'take back own die': { type: 'take-back', die: 's0d0' },
      "take back other seat's die": { type: 'take-back', die: 's1d0' },
    },
  },
  'FUSE: Countdown': {
    module: GAME_MODULES['fuse-countdown'],
    setup: fuseCountdownSetupSchema.parse({ seats: SEATS, level: 'training' }),
    actions: {
      'own seat': { type: 'decide', seat: 0, option: 'keep' },
      'other seat': { type: 'decide', seat: 1, option: 'keep' },
      table: { type: 'start' },
      // The clock fitted to the devices at the table.
      services: { type: 'fit-clock', devices: true },
      tick: { type: 'tick', elapsedMs: 1000 },
      'take back own die': { type: 'take-back', seat: 0, die: 'd05' },
      "take back other seat's die": { type: 'take-back', seat: 1, die: 'd05' },
    },
  },
  'coin flip (test only)': {
    module: coinFlipModule as unknown as AnyGameModule,
    setup: { seats: SEATS },
    actions: {
      'own seat': { type: 'flip', seat: 0 },
      'other seat': { type: 'flip', seat: 1 },
      table: { type: 'jam' },
      // No tick: the coin flip declares no clock block, so nothing of its is the clock's time.
    },
  },
};

/** How the two seats are played. */
const SITUATIONS = {
  'one screen': { devices: [], bots: [] },
  'Ann on a device': { devices: [0], bots: [] },
  'Bo on a device': { devices: [1], bots: [] },
  'Bo a bot': { devices: [], bots: [1] },
  'every seat a bot': { devices: [], bots: [0, 1] },
} as const;
type Situation = keyof typeof SITUATIONS;

const ACTORS = {
  'the main screen': MAIN_SCREEN,
  "Ann's device": deviceAt(0),
  "Ann's bot": botAt(0),
  "Bo's bot": botAt(1),
  'the services': SERVICES,
} as const;
type ActorName = keyof typeof ACTORS;

/** What each actor may send where its seat is played so: 'ok', or the refusal's code (and the seat it names). */
type Expected = 'ok' | string | [code: string, seat: number];

const ALL_KINDS: Kind[] = ['own seat', 'other seat', "other seat's die", 'table', 'every seat at once', 'services', 'tick', 'take back own die', "take back other seat's die"];

/** One row per kind, in ALL_KINDS order. */
const TABLE: [ActorName, Situation, Expected[]][] = [
  //                                      own seat                        other seat                      other seat's die                table                 every seat at once          services                   tick   take back own die   take back other seat's die
  ['the main screen', 'one screen', ['ok', 'ok', 'ok', 'ok', 'ok', 'action-forbidden', 'action-forbidden', 'ok', 'ok']],
  ['the main screen', 'Ann on a device', [['seat-played-from-device', 0], 'ok', ['seat-played-from-device', 0], 'ok', 'ok', 'action-forbidden', 'action-forbidden', ['seat-played-from-device', 0], 'ok']],
  ['the main screen', 'Bo on a device', ['ok', ['seat-played-from-device', 1], ['seat-played-from-device', 1], 'ok', 'ok', 'action-forbidden', 'action-forbidden', 'ok', ['seat-played-from-device', 1]]],
  ['the main screen', 'Bo a bot', ['ok', ['seat-played-by-bot', 1], ['seat-played-by-bot', 1], 'ok', 'ok', 'action-forbidden', 'action-forbidden', 'ok', ['seat-played-by-bot', 1]]],
  ['the main screen', 'every seat a bot', [['seat-played-by-bot', 0], ['seat-played-by-bot', 1], ['seat-played-by-bot', 0], 'ok', 'ok', 'action-forbidden', 'action-forbidden', ['seat-played-by-bot', 0], ['seat-played-by-bot', 1]]],
  ["Ann's device", 'Ann on a device', ['ok', ['not-your-seat', 1], ['die-not-offered', 1], 'ok', 'guest-action-forbidden', 'guest-action-forbidden', 'guest-action-forbidden', 'ok', ['not-your-seat', 1]]],
  ["Bo's bot", 'Bo a bot', [['not-your-seat', 0], 'ok', ['not-your-seat', 0], 'action-forbidden', 'action-forbidden', 'action-forbidden', 'action-forbidden', ['not-your-seat', 0], ['bot-never-takes-back', 1]]],
  ["Ann's bot", 'every seat a bot', ['ok', ['not-your-seat', 1], ['die-not-offered', 1], 'ok', 'action-forbidden', 'action-forbidden', 'action-forbidden', ['bot-never-takes-back', 0], ['not-your-seat', 1]]],
  ["Bo's bot", 'every seat a bot', [['not-your-seat', 0], 'ok', ['not-your-seat', 0], 'action-forbidden', 'action-forbidden', 'action-forbidden', 'action-forbidden', ['not-your-seat', 0], ['bot-never-takes-back', 1]]],
  // A device or a bot at a seat it no longer plays (released, made a person's) sends nothing.
  ["Ann's device", 'Bo on a device', ALL_KINDS.map(() => 'invalid-token')],
  ["Bo's bot", 'one screen', ALL_KINDS.map((): Expected => ['seat-not-bot', 1])],
  ...(Object.keys(SITUATIONS) as Situation[]).map((situation): [ActorName, Situation, Expected[]] => ['the services', situation, ALL_KINDS.map(() => 'ok')]),
];

/** 'ok', or the code of the refusal (with the seat it names, when it names one). */
function outcome(game: Game, action: unknown, actor: Actor, situation: Situation): Expected {
  const seating: Seating = { names: SEATS.map((s) => s.name), ...SITUATIONS[situation] };
  const state = game.module.start(game.setup, 7);
  try {
    checkPlay(game.module, state, action, actor, seating);
    return 'ok';
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const seat = error.error.params?.seat;
    return seat === undefined ? error.error.code : [error.error.code, Number(seat)];
  }
}

describe.each(Object.entries(GAMES))('who may send what in %s', (_name, game) => {
  const rows = TABLE.flatMap(([actor, situation, expected]) =>
    ALL_KINDS.flatMap((kind, k) => (game.actions[kind] === undefined ? [] : [{ actor, kind, situation, expected: expected[k]! }])),
  );

  it('every action is well formed for the game', () => {
    for (const action of Object.values(game.actions)) expect(game.module.actionSchema.safeParse(action).success).toBe(true);
  });

  it.each(rows)('$actor, $kind, $situation: $expected', ({ actor, kind, situation, expected }) => {
    expect(outcome(game, game.actions[kind], ACTORS[actor], situation)).toEqual(expected);
  });
});

describe('who a hint may be asked for', () => {
  const seating = (situation: Situation): Seating => ({ names: SEATS.map((s) => s.name), ...SITUATIONS[situation] });
  const refusedCode = (f: () => unknown) => {
    try {
      f();
      return 'ok';
    } catch (error) {
      return (error as ServiceError).error.code;
    }
  };

  it.each([
    ['one screen', [0, 1]],
    ['Ann on a device', [1]],
    ['Bo a bot', [0]],
    ['every seat a bot', []],
  ] as [Situation, number[]][])('the main screen, %s: the seats it plays, %j', (situation, seats) => {
    expect(hintSeats(MAIN_SCREEN, seating(situation))).toEqual(seats);
  });

  it('the main screen never for a device’s seat, a bot’s or one not there; a device always for its own', () => {
    expect(refusedCode(() => hintSeats(MAIN_SCREEN, seating('Ann on a device'), 0))).toBe('seat-played-from-device');
    expect(refusedCode(() => hintSeats(MAIN_SCREEN, seating('Bo a bot'), 1))).toBe('seat-played-by-bot');
    expect(refusedCode(() => hintSeats(MAIN_SCREEN, seating('one screen'), 2))).toBe('no-such-seat');
    expect(hintSeats(MAIN_SCREEN, seating('Bo a bot'), 0)).toEqual([0]);
    expect(hintSeats(deviceAt(0), seating('Ann on a device'))).toEqual([0]);
  });
});
