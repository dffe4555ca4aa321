import { z } from 'zod';
import { seatSchema } from '../players';
import { roleSchema } from './components';

export const COUNTDOWN_LEVELS = ['training', 'standard', 'expert', 'elite', 'heroic'] as const;
export type CountdownLevel = (typeof COUNTDOWN_LEVELS)[number];

/** Bomb deck size by player count (1–4) and level (the rulebook's setup table). */
export const BOMB_DECK_SIZE: Readonly<Record<number, Readonly<Record<CountdownLevel, number>>>> = {
  1: { training: 19, standard: 21, expert: 24, elite: 26, heroic: 28 },
  2: { training: 19, standard: 22, expert: 25, elite: 27, heroic: 29 },
  3: { training: 24, standard: 27, expert: 29, elite: 31, heroic: 33 },
  4: { training: 28, standard: 31, expert: 33, elite: 35, heroic: 37 },
};

/** Fuse cards shuffled into the bomb deck when the setup does not say: none below Expert. */
export const DEFAULT_FUSES: Readonly<Record<CountdownLevel, number>> = { training: 0, standard: 0, expert: 3, elite: 6, heroic: 10 };
export const usesFuseCards = (level: CountdownLevel): boolean => DEFAULT_FUSES[level] > 0;


/** The clocks offered besides the fitted one: the printed 10 minutes, Relaxed 15 and Calm 20. */
export const PLAIN_CLOCKS: readonly number[] = [10, 15, 20];
/** The clock the rulebook prints for every level and player count. */
export const PRINTED_CLOCK_MINUTES = 10;

/**
 * The table a fitted clock is fitted to: players at one screen (one pointer places every die in
 * turn) or on their own devices (each places its own dice at once).
 */
export const CLOCK_TABLES = ['one-screen', 'devices'] as const;
export type ClockTable = (typeof CLOCK_TABLES)[number];

/**
 * How a FUSE: Countdown game is set up: 1–4 seats, the level, how many fuse cards (1–10, only at
 * Expert, Elite and Heroic; defaults 3/6/10), the clock, the roles (dealt at random, chosen by each
 * seat at the start, or given), the first leader, and whether the board lights the legal slots.
 */
export const fuseCountdownSetupSchema = z
  .object({
    seats: z.array(seatSchema).min(1, 'FUSE: Countdown needs a player').max(4, 'FUSE: Countdown seats at most four players'),
    level: z.enum(COUNTDOWN_LEVELS).default('standard'),
    fuses: z.number().int().min(1).max(10).nullable().default(null),
    /** The clock's length in minutes (whole 30-second steps), or null for untimed. */
    clockMinutes: z.number().multipleOf(0.5).min(5).max(30).nullable().default(10),
    /** The clock was fitted to the table (`fitted-clock.ts`); false: the printed 10:00 or a slower one. */
    clockFitted: z.boolean().default(false),
    roles: z.union([z.enum(['dealt', 'chosen']), z.array(roleSchema)]).default('dealt'),
    firstLeader: z.number().int().min(0).max(3).default(0),
    assist: z.boolean().default(true),
    /** The house rule "Take back a misplaced die" (docs/take-back.md): true when chosen; absent (as in older saves) or false, off. */
    takeBack: z.boolean().optional(),
  })
  .strict()
  .superRefine((setup, ctx) => {
    if (setup.clockFitted && setup.clockMinutes === null) ctx.addIssue({ code: 'custom', path: ['clockMinutes'], message: 'a fitted clock has a length' });
    if (!setup.clockFitted && setup.clockMinutes !== null && !PLAIN_CLOCKS.includes(setup.clockMinutes)) {
      ctx.addIssue({ code: 'custom', path: ['clockMinutes'], message: 'the clock is 10 (printed), 15 or 20 minutes, untimed, or fitted to the table' });
    }
    if (setup.fuses !== null && !usesFuseCards(setup.level)) {
      ctx.addIssue({ code: 'custom', path: ['fuses'], message: 'fuse cards are played only at Expert, Elite and Heroic' });
    }
    if (setup.firstLeader >= setup.seats.length) ctx.addIssue({ code: 'custom', path: ['firstLeader'], message: 'the first leader must be one of the seats' });
    if (Array.isArray(setup.roles)) {
      if (setup.roles.length !== setup.seats.length) ctx.addIssue({ code: 'custom', path: ['roles'], message: 'give one role per seat' });
      if (new Set(setup.roles).size !== setup.roles.length) ctx.addIssue({ code: 'custom', path: ['roles'], message: 'every seat needs its own role' });
    }
  });
export type FuseCountdownSetup = z.output<typeof fuseCountdownSetupSchema>;
export type FuseCountdownSetupInput = z.input<typeof fuseCountdownSetupSchema>;

export const fuseCount = (setup: Pick<FuseCountdownSetup, 'level' | 'fuses'>): number =>
  usesFuseCards(setup.level) ? (setup.fuses ?? DEFAULT_FUSES[setup.level]) : 0;
export const clockLimitMs = (setup: Pick<FuseCountdownSetup, 'clockMinutes'>): number | null =>
  setup.clockMinutes === null ? null : setup.clockMinutes * 60_000;
/** The clock the game is meant to be played on (fitted or printed): the score's time bonus counts only there. */
export const playedOnTheMeantClock = (setup: Pick<FuseCountdownSetup, 'clockMinutes' | 'clockFitted'>): boolean =>
  setup.clockFitted || setup.clockMinutes === PRINTED_CLOCK_MINUTES;
/**
 * The clock as statistics and best scores group it: 'fitted', the printed or slower clock in seconds
 * ('600', '900', '1200'), or 'untimed'. A game saved before fitted clocks ({clockMinutes: 10}) is '600'.
 */
export const clockSetting = (setup: Pick<FuseCountdownSetup, 'clockMinutes' | 'clockFitted'>): string =>
  setup.clockFitted ? 'fitted' : setup.clockMinutes === null ? 'untimed' : String(setup.clockMinutes * 60);

/** Dice rolled each turn: one per player; three solo; four with two players (the Logistics Specialist adds one). */
export const diceRolled = (players: number): number => (players === 1 ? 3 : players === 2 ? 4 : players);
/** Dice each seat must take in a turn: all three solo, two each with two players, one each otherwise. */
export const baseQuota = (players: number): number => (players === 1 ? 3 : players === 2 ? 2 : 1);
/** Bombs each seat holds: four solo, two otherwise. */
export const handSize = (players: number): number => (players === 1 ? 4 : 2);

