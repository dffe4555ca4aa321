import type { ResultNumbers } from '../history';

/** A daily deal's setting: one value (as text) per field the game declares, e.g. players=2 level=expert. */
export type DailySetting = Record<string, string>;

/** One field of a game's daily setting and the values it may take, in the order the picker offers them. */
export interface DailyField {
  key: string;
  values: readonly string[];
}

/** One number of a share line's result part (FLATLINE's patients treated, FUSE: Countdown's score). */
export interface DailyLineField {
  key: string;
  /** How the value is written: a whole number, or minutes and seconds (m:ss). */
  form: 'count' | 'clock';
}

/** What a share line says about a finished game, beside its game, date and setting. */
export interface DailyLineResult {
  outcome: 'won' | 'lost';
  /** The game's result fields, by key, as numbers (a clock in seconds). */
  values: Record<string, number>;
}

/** Why a result cannot have come from the game at that setting: the field and the most (or least) it can be. */
export interface ImpossibleValue {
  field: string;
  /** 'max' / 'min': beyond the limit; 'won' / 'lost': does not go with that outcome. */
  why: 'max' | 'min' | 'won' | 'lost';
  limit: number;
}

/**
 * A game's daily deal (docs/daily-deal.md): which settings have a deal each day, the setup a deal is
 * played at, and the numbers its share line carries. A game without this block has no daily deal.
 */
export interface DailyBlock<Setup = unknown> {
  /** The setting's fields, in the order the setting's key and the share line write them. */
  fields: readonly DailyField[];
  /** The game set up at a setting (`setting` is one the fields allow), its seats named `names` (one per person). */
  setup(setting: DailySetting, names: readonly string[]): Setup;
  /** The setting offered to a player who has not played the game yet. */
  usual: DailySetting;
  /** The daily setting nearest a game's setup (the player's usual one), or null when none fits. */
  settingOf(setup: Setup): DailySetting | null;
  /** The share line's result fields, in order. */
  lineFields: readonly DailyLineField[];
  /** A finished game's result as its share line says it. */
  lineResult(result: Pick<ResultNumbers, 'outcome' | 'score' | 'rounds' | 'details'>): DailyLineResult;
  /** Why a line's result could not come from the game at this setting, or null when it could. */
  impossible(setting: DailySetting, result: DailyLineResult): ImpossibleValue | null;
}

/** A setting as text, its fields in the block's order: "players=2 level=expert meter=standard" (the deal's rule, the line, the store). */
export function settingText(block: Pick<DailyBlock, 'fields'>, setting: DailySetting): string {
  return block.fields.map((field) => `${field.key}=${setting[field.key] ?? ''}`).join(' ');
}

/** Whether a setting names exactly the block's fields, each with a value it allows. */
export function isSetting(block: Pick<DailyBlock, 'fields'>, setting: DailySetting): boolean {
  const keys = Object.keys(setting);
  return keys.length === block.fields.length && block.fields.every((field) => field.values.includes(setting[field.key] ?? ''));
}
