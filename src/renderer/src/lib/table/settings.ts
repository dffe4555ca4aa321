// The table's settings: what they are, their defaults, and how they survive in localStorage.
// Stored data is never trusted: a field that is missing or wrong falls back to its default, and
// nothing here throws, so a damaged entry can never stop the app from starting.
import { LOCALES, type Locale } from '../i18n/resources';
import { TABLE_PACES, type TablePace } from '@shared/table-settings';

export interface Settings {
  language: Locale;
  /** 0…100, whole numbers */
  volume: number;
  muted: boolean;
  reducedMotion: boolean;
  /**
   * How fast the steps a game runs by itself are shown on the board. It is also the host's table
   * pace (the waits a game declares follow it), sent to the services as it changes.
   */
  resolutionSpeed: ResolutionSpeed;
  /** The colour theme: the dark default or high contrast. */
  theme: Theme;
  /** Players at their own devices: a device dropping mid-countdown pauses the game (the host's table setting). */
  pauseOnDrop: boolean;
}

export const RESOLUTION_SPEEDS = TABLE_PACES;
export type ResolutionSpeed = TablePace;
export const THEMES = ['dark', 'high-contrast'] as const;
export type Theme = (typeof THEMES)[number];

/** Where the settings live in localStorage; the version lets a later shape migrate or start over. */
export const SETTINGS_STORAGE_KEY = 'fuse-table.settings.v1';

export const DEFAULT_VOLUME = 70;

/** What the system says before the player has chosen anything. */
export interface SystemPreferences {
  language: Locale;
  prefersReducedMotion: boolean;
  /** The system asks for more contrast (prefers-contrast: more). */
  prefersContrast?: boolean;
}

export function defaultSettings(system: SystemPreferences): Settings {
  return {
    language: system.language,
    volume: DEFAULT_VOLUME,
    muted: false,
    reducedMotion: system.prefersReducedMotion,
    resolutionSpeed: 'normal',
    theme: system.prefersContrast ? 'high-contrast' : 'dark',
    pauseOnDrop: false,
  };
}

/** The subset of the Storage API used here, so tests can pass a map and browsers localStorage. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export type SettingsProblem = { field: string; code: 'bad-language' | 'bad-volume' | 'bad-flag' | 'bad-choice' | 'unknown-setting' };

/** Checks one field's value; null when it is acceptable. */
export function problemWith<K extends keyof Settings>(field: K, value: unknown): SettingsProblem | null {
  switch (field) {
    case 'language':
      return typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? null : { field, code: 'bad-language' };
    case 'volume':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100 ? null : { field, code: 'bad-volume' };
    case 'resolutionSpeed':
      return (RESOLUTION_SPEEDS as readonly unknown[]).includes(value) ? null : { field, code: 'bad-choice' };
    case 'theme':
      return (THEMES as readonly unknown[]).includes(value) ? null : { field, code: 'bad-choice' };
    default:
      return typeof value === 'boolean' ? null : { field, code: 'bad-flag' };
  }
}

const FIELDS = ['language', 'volume', 'muted', 'reducedMotion', 'resolutionSpeed', 'theme', 'pauseOnDrop'] as const satisfies readonly (keyof Settings)[];

/** Reads stored settings: every valid field is kept, every invalid or missing one takes its default. */
export function parseStoredSettings(raw: string | null, defaults: Settings): Settings {
  if (raw === null) return { ...defaults };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ...defaults };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ...defaults };
  const stored = data as Record<string, unknown>;
  const out: Settings = { ...defaults };
  for (const field of FIELDS) {
    if (problemWith(field, stored[field]) === null) (out as unknown as Record<string, unknown>)[field] = stored[field];
  }
  return out;
}

export function loadSettings(storage: StorageLike | null, defaults: Settings): Settings {
  if (!storage) return { ...defaults };
  try {
    return parseStoredSettings(storage.getItem(SETTINGS_STORAGE_KEY), defaults);
  } catch {
    // Storage can refuse access (privacy modes, sandboxed pages); play on with the defaults.
    return { ...defaults };
  }
}

/** Saves the settings; answers false when the storage refused (full, disabled), which is not fatal. */
export function saveSettings(storage: StorageLike | null, settings: Settings): boolean {
  if (!storage) return false;
  try {
    storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

/**
 * Applies a change only if every field in it is valid; otherwise answers the problems and leaves the
 * settings as they were.
 */
export function applyChange(
  current: Settings,
  change: Readonly<Record<string, unknown>>,
): { ok: true; settings: Settings } | { ok: false; problems: SettingsProblem[] } {
  const problems: SettingsProblem[] = [];
  for (const [field, value] of Object.entries(change)) {
    if (!(FIELDS as readonly string[]).includes(field)) {
      problems.push({ field, code: 'unknown-setting' });
      continue;
    }
    const problem = problemWith(field as keyof Settings, value);
    if (problem) problems.push(problem);
  }
  if (problems.length) return { ok: false, problems };
  const next = { ...current };
  for (const field of FIELDS) {
    if (field in change) (next as unknown as Record<string, unknown>)[field] = change[field];
  }
  return { ok: true, settings: next };
}
