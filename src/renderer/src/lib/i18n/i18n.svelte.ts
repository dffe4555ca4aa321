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

/** Translates a key ("area.key") with optional interpolation values. */
export function t(key: string, params?: Record<string, string | number>): string {
  return i18next.t(key, { lng: locale.current, ...params });
}

/** True when the key exists in the current language (for codes that may be untranslated). */
export function hasKey(key: string): boolean {
  return i18next.exists(key, { lng: locale.current });
}
