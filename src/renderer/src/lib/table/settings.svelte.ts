// The live settings of this window: reactive (Svelte 5 runes), persisted in localStorage, applied to
// the interface language, the page's reduced-motion flag and its colour theme as they change.
import { setLocale, systemLocale } from '../i18n/i18n.svelte';
import {
  applyChange,
  defaultSettings,
  loadSettings,
  saveSettings,
  type Settings,
  type SettingsProblem,
  type StorageLike,
  type SystemPreferences,
} from './settings';
import type { SoundSettings } from './sounds';
import { LOOK_COOKIE, lookCookieValue } from '@shared/table-page';

/** The browser's localStorage, or null where reading it is refused. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What the system prefers: its language list and its reduced-motion setting. */
export function browserPreferences(): SystemPreferences {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const reduce =
    typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)').matches : false;
  const contrast = typeof matchMedia === 'function' ? matchMedia('(prefers-contrast: more)').matches : false;
  return { language: systemLocale(languages), prefersReducedMotion: reduce, prefersContrast: contrast };
}

export class SettingsStore {
  #value = $state.raw<Settings>(defaultSettings({ language: 'en', prefersReducedMotion: false }));
  readonly #storage: StorageLike | null;
  readonly defaults: Settings;

  constructor(storage: StorageLike | null, system: SystemPreferences) {
    this.#storage = storage;
    this.defaults = defaultSettings(system);
    this.#value = loadSettings(storage, this.defaults);
    this.#apply();
  }

  get current(): Settings {
    return this.#value;
  }
  get language() {
    return this.#value.language;
  }
  get volume() {
    return this.#value.volume;
  }
  get muted() {
    return this.#value.muted;
  }
  get reducedMotion() {
    return this.#value.reducedMotion;
  }
  get resolutionSpeed() {
    return this.#value.resolutionSpeed;
  }
  get theme() {
    return this.#value.theme;
  }
  get pauseOnDrop() {
    return this.#value.pauseOnDrop;
  }
  /** What the countdown sounds read before each cue. */
  get sound(): SoundSettings {
    return { volume: this.#value.volume, muted: this.#value.muted };
  }

  /** Changes some settings if all are valid, saves and applies them; otherwise changes nothing. */
  update(change: Readonly<Record<string, unknown>>): { ok: true } | { ok: false; problems: SettingsProblem[] } {
    const result = applyChange(this.#value, change);
    if (!result.ok) return result;
    this.#value = result.settings;
    saveSettings(this.#storage, result.settings);
    this.#apply();
    return { ok: true };
  }

  /** Back to what the system prefers. */
  reset(): void {
    this.update({ ...this.defaults });
  }

  // The language drives the translation layer; the reduced-motion flag lets any stylesheet follow
  // the player's choice with :root[data-reduced-motion='true']. The look also goes to a cookie, so the
  // web host draws a linked game's table in it (a year; Electron's pages keep no cookies, harmlessly).
  #apply(): void {
    if (typeof document === 'undefined') return;
    setLocale(this.#value.language);
    document.documentElement.dataset.reducedMotion = String(this.#value.reducedMotion);
    document.documentElement.dataset.theme = this.#value.theme;
    const { language, theme, reducedMotion } = this.#value;
    try {
      document.cookie = `${LOOK_COOKIE}=${lookCookieValue({ language, theme, reducedMotion })}; path=/; max-age=31536000; SameSite=Strict`;
    } catch {
      // A page that may not keep cookies draws its tables in the browser's language instead.
    }
  }
}

/** The window's settings, read once at start-up. */
export const settings = new SettingsStore(browserStorage(), browserPreferences());
