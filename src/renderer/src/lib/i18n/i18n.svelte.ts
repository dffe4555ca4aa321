import i18next from 'i18next';
import { resources, LOCALES, type Locale } from './resources';

/** Picks Italian for an Italian system language, English otherwise. */
export function systemLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (LOCALES.includes(base as Locale)) return base as Locale;
  }
  return 'en';
}

void i18next.init({
  resources,
  lng: 'en',
  fallbackLng: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The interface language, reactive: every t() call re-runs when it changes. */
class LocaleState {
  current = $state<Locale>('en');
}
export const locale = new LocaleState();

export function setLocale(next: Locale): void {
  locale.current = next;
  document.documentElement.lang = next;
}

/**
 * Words already made, by language, key and values. The resources never change while the app runs, so
 * the same call always gives the same words; a board redrawn for each push asks for hundreds of them
 * again (docs/far-away.md, "Speed": i18next's lookup was a sixth of a view's redraw). Bounded: a
 * table's words are a few thousand at most, and the cache starts again past that.
 */
// Not reactive on purpose: a cache, read only inside t(), which already follows the language.
// eslint-disable-next-line svelte/prefer-svelte-reactivity
const made = new Map<string, string>();
const MADE_AT_MOST = 8000;

/** Translates a key ("area.key") with optional interpolation values. */
export function t(key: string, params?: Record<string, string | number>): string {
  // Read first, so that every caller re-runs when the language changes.
  const lng = locale.current;
  const id = params === undefined ? `${lng}\u0000${key}` : `${lng}\u0000${key}\u0000${JSON.stringify(params)}`;
  const known = made.get(id);
  if (known !== undefined) return known;
  const words = i18next.t(key, { lng, ...params });
  if (made.size >= MADE_AT_MOST) made.clear();
  made.set(id, words);
  return words;
}

/** True when the key exists in the current language (for codes that may be untranslated). */
export function hasKey(key: string): boolean {
  const lng = locale.current;
  const id = `${lng}\u0001${key}`;
  const known = made.get(id);
  if (known !== undefined) return known === '1';
  const exists = i18next.exists(key, { lng });
  if (made.size >= MADE_AT_MOST) made.clear();
  made.set(id, exists ? '1' : '0');
  return exists;
}
