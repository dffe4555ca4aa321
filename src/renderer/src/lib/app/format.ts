/**
 * Dates and months as the players' system writes them in the interface language: English under a
 * British system is "22 Nov 2026" (en-GB), not "Nov 22, 2026" (bare "en" is American); Italian is
 * Italian wherever the system is. One formatter per locale and kind: making an Intl.DateTimeFormat
 * loads the language's calendar data, which costs tens of milliseconds the first time, and lists
 * format a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The system's languages, most preferred first (none where there is no browser: the server's drawing). */
const systemLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/**
 * The locale dates are written in: the system's first locale of the interface language ("en-GB" for
 * English on a British system), else that language's own (an Italian interface on an English system
 * writes Italian dates).
 */
export function dateLocale(language: string, system: readonly string[] = systemLanguages()): string {
  const base = language.toLowerCase().split('-')[0]!;
  const regional = system.find((tag) => tag.toLowerCase().split('-')[0] === base);
  if (!regional) return language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([regional]).length > 0 ? regional : language;
  } catch {
    return language;
  }
}

function formatter(locale: string, kind: 'when' | 'month'): Intl.DateTimeFormat {
  const key = `${kind}:${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, kind === 'when' ? { dateStyle: 'medium', timeStyle: 'short' } : { month: 'short', year: 'numeric', timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/** A moment as the players' system writes it in the interface language ("22 Nov 2026, 14:05"); the ISO text when unreadable. */
export function formatWhen(iso: string, language: string, system?: readonly string[]): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(dateLocale(language, system), 'when').format(date);
}

/** A month kept as 'YYYY-MM' ("2026-11"), written as the players read it: "Nov 2026", "nov 2026"; the key itself when unreadable. */
export function formatMonth(key: string, language: string, system?: readonly string[]): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return key;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return key;
  return formatter(dateLocale(language, system), 'month').format(new Date(Date.UTC(Number(match[1]), month - 1, 1)));
}
