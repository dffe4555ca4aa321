import type { FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import { clockSetting, fuseCount, PRINTED_CLOCK_MINUTES } from '@shared/fuse-countdown/setup';

type Translate = (key: string, params?: Record<string, string | number>) => string;

const R = 'fuse-countdown.records';

/** Minutes as a kitchen timer shows them: 11.5 is "11:30", 10 is "10:00". */
export const clockFace = (minutes: number): string => `${Math.floor(minutes)}:${String(Math.round((minutes % 1) * 60)).padStart(2, '0')}`;

/**
 * What a fitted clock is and why it differs from the printed one, in one line for the new-game form:
 * the fitted minutes against the rulebook's 10:00.
 */
export function fittedWhy(minutes: number, t: Translate): string {
  const compared = minutes < PRINTED_CLOCK_MINUTES ? 'shorter' : minutes > PRINTED_CLOCK_MINUTES ? 'longer' : 'same';
  return t(`fuse-countdown.new-game.fittedWhy.${compared}`);
}

/** A clock setting as statistics group it ('fitted', '600', '900', '1200', 'untimed') in words. */
export const clockSettingText = (setting: string, t: Translate): string => t(`${R}.clocks.${setting}`);

/**
 * A game's clock in words: "Fitted to the table: 11:30", "10 minutes (printed)", "Relaxed: 15 minutes",
 * "Untimed". `playedMs`, when known, is the length played: a fitted clock may have followed the
 * devices away from the one set up (docs/devices.md), and a game is named by the clock it ran on.
 */
export function clockText(setup: Pick<FuseCountdownSetup, 'clockMinutes' | 'clockFitted'>, t: Translate, playedMs?: number | null): string {
  const minutes = setup.clockFitted && typeof playedMs === 'number' ? playedMs / 60_000 : setup.clockMinutes;
  if (setup.clockFitted && minutes !== null) return t(`${R}.fittedClock`, { time: clockFace(minutes) });
  return clockSettingText(clockSetting(setup), t);
}

/** The clock a finished game was played on, from its result (older results have none: the set-up's). */
export const playedClockMs = (details: Record<string, unknown>): number | undefined =>
  typeof details.clockMs === 'number' ? details.clockMs : undefined;

/** A level with its fuse cards where it plays them: "Expert with 4 fuse cards", "Standard". */
export function levelText(level: FuseCountdownSetup['level'], fuses: number, t: Translate): string {
  const name = t(`${R}.levels.${level}`);
  return fuses > 0 ? t(`${R}.levelWithFuses`, { level: name, fuses: t(`${R}.fuses`, { count: fuses }) }) : name;
}

/** One line on how a game is set up: "2 players · Expert with 3 fuse cards · 10 minutes (printed)". */
export function setupSummary(setup: Pick<FuseCountdownSetup, 'seats' | 'level' | 'fuses' | 'clockMinutes' | 'clockFitted'>, t: Translate, playedMs?: number | null): string {
  return t(`${R}.summary`, {
    players: t(`${R}.players`, { count: setup.seats.length }),
    level: levelText(setup.level, fuseCount(setup), t),
    clock: clockText(setup, t, playedMs),
  });
}
