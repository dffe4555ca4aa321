// FUSE: Countdown's odds (docs/odds.md): a setting is the player count, the level and the table the
// fitted clock is fitted to (one screen or devices; one player is always one screen), with the
// level's usual fuse cards and the roles dealt. Another clock or fuse count has no odds. A result is
// the score (more is better).
import type { OddsFile, SettingOdds } from '../odds';
import { fittedClock } from './fitted-clock';
import { CLOCK_TABLES, COUNTDOWN_LEVELS, DEFAULT_FUSES, fuseCount, type ClockTable, type CountdownLevel, type FuseCountdownSetup } from './setup';
import odds from './odds.json';

export interface CountdownOddsSetting {
  players: number;
  level: CountdownLevel;
  table: ClockTable;
}

export const countdownOddsKey = ({ players, level, table }: CountdownOddsSetting): string => `${players}p-${level}-${players > 1 ? table : 'one-screen'}`;

/** Every setting with odds: 1–4 players at each level, two players and more at each table. */
export const COUNTDOWN_ODDS_SETTINGS: readonly CountdownOddsSetting[] = [1, 2, 3, 4].flatMap((players) =>
  COUNTDOWN_LEVELS.flatMap((level) => (players > 1 ? CLOCK_TABLES : (['one-screen'] as const)).map((table) => ({ players, level, table }))),
);

export const countdownOdds = odds as OddsFile;

/** Why a game's choices have no odds: a clock other than the fitted one, or other fuse cards than the level's usual. */
export type NoCountdownOdds = 'clock' | 'fuses';

/** The odds of the form's choices: the fitted clock and the usual fuse cards only. */
export function countdownOddsOf(
  choice: CountdownOddsSetting & { fitted: boolean; fuses: number },
  file: OddsFile = countdownOdds,
): SettingOdds | NoCountdownOdds | null {
  if (!choice.fitted) return 'clock';
  if (choice.fuses !== DEFAULT_FUSES[choice.level]) return 'fuses';
  return file.settings[countdownOddsKey(choice)] ?? null;
}

/**
 * A played game's setting. The setup keeps the clock's minutes, not the table: a fitted clock is the
 * devices' only when it is not also the one-screen clock (where both are the same, one screen); a
 * length that is neither table's fitted clock has no odds.
 */
export function countdownOddsOfGame(setup: Pick<FuseCountdownSetup, 'seats' | 'level' | 'fuses' | 'clockMinutes' | 'clockFitted'>, file: OddsFile = countdownOdds) {
  const players = setup.seats.length;
  const table = CLOCK_TABLES.find((t) => fittedClock(players, setup.level, t).clockMinutes === setup.clockMinutes);
  const fitted = setup.clockFitted && table !== undefined;
  return countdownOddsOf({ players, level: setup.level, table: table ?? 'one-screen', fitted, fuses: fuseCount(setup) }, file);
}
