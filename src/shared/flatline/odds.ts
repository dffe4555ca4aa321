// FLATLINE's odds (docs/odds.md): a setting is the player count (1: solitaire), the level and the
// meter side; the timer is left out (the strong bots play untimed). A win's result is the rounds it
// took (fewer is better), a loss's the patients treated (more is better).
import type { OddsFile, SettingOdds } from '../odds';
import { FLATLINE_LEVELS, METER_SIDES, type FlatlineLevel, type MeterSide } from './setup';
import odds from './odds.json';

export interface FlatlineOddsSetting {
  players: number;
  level: FlatlineLevel;
  meter: MeterSide;
}

export const flatlineOddsKey = ({ players, level, meter }: FlatlineOddsSetting): string => `${players}p-${level}-${meter}`;

/** Every setting the new-game form can make that changes the odds: 1–5 players, each level, each meter side. */
export const FLATLINE_ODDS_SETTINGS: readonly FlatlineOddsSetting[] = [1, 2, 3, 4, 5].flatMap((players) =>
  FLATLINE_LEVELS.flatMap((level) => METER_SIDES.map((meter) => ({ players, level, meter }))),
);

export const flatlineOdds = odds as OddsFile;

/** The shipped odds of a setting (null: not studied). */
export const flatlineOddsOf = (setting: FlatlineOddsSetting, file: OddsFile = flatlineOdds): SettingOdds | null =>
  file.settings[flatlineOddsKey(setting)] ?? null;
