import type { ClockTable, CountdownLevel } from './setup';

/**
 * The clock fitted to a table played at one screen, in minutes, by player count (1–4) and level.
 * The rulebook prints 10:00 for every setting, for hands that place dice at once; at one screen one
 * pointer places every die in turn, so the balance targets need a clock per setting. Chosen by
 * `scripts/fuse-countdown-clock-study.ts` on tuning seeds 1–300 (the clocks nearest the middles of the
 * bands, exactly, under the constraints) and reported on seeds the choice never saw
 * (docs/fuse-countdown-balance.md, "Round 4: the fitted clock"): never shorter for a harder level or
 * for one more player, and in whole 30-second steps.
 */
export const FITTED_CLOCK_MINUTES: Readonly<Record<number, Readonly<Record<CountdownLevel, number>>>> = {
  1: { training: 8, standard: 8, expert: 9, elite: 9, heroic: 11.5 },
  2: { training: 8.5, standard: 9, expert: 10, elite: 10.5, heroic: 12.5 },
  3: { training: 9, standard: 9.5, expert: 10, elite: 10.5, heroic: 13.5 },
  4: { training: 10, standard: 10, expert: 10.5, elite: 11, heroic: 14.5 },
};

/**
 * The clock fitted to a table whose players place their dice on their own devices (parallel hands),
 * in minutes, by player count and level. Chosen by `scripts/fuse-countdown-clock-study.ts --table
 * devices` with the one-screen method and seeds (tuning 1–300, report 900001–900200, never seen by
 * the choice; docs/fuse-countdown-balance.md, "Round 5: parallel hands"), each player count alone:
 * with parallel hands one more player is not more work (two players are the slowest), so only
 * "never shorter for a harder level" holds. One player has no parallel hands: the one-screen clock.
 */
export const FITTED_CLOCK_MINUTES_DEVICES: Readonly<Record<number, Readonly<Record<CountdownLevel, number>>>> = {
  1: FITTED_CLOCK_MINUTES[1]!,
  2: { training: 7, standard: 7.5, expert: 8.5, elite: 9, heroic: 10.5 },
  3: { training: 6.5, standard: 7, expert: 7.5, elite: 7.5, heroic: 9.5 },
  4: { training: 6.5, standard: 6.5, expert: 6.5, elite: 7, heroic: 10 },
};

/** The fitted clock for a setting at a table of this kind, in minutes. */
export function fittedClockMinutes(players: number, level: CountdownLevel, table: ClockTable = 'one-screen'): number {
  const row = (table === 'devices' ? FITTED_CLOCK_MINUTES_DEVICES : FITTED_CLOCK_MINUTES)[Math.min(4, Math.max(1, players))];
  return row![level];
}

/** A fitted clock's setup fields, for a new game or a campaign mission. */
export const fittedClock = (players: number, level: CountdownLevel, table: ClockTable = 'one-screen') => ({
  clockMinutes: fittedClockMinutes(players, level, table),
  clockFitted: true as const,
});
