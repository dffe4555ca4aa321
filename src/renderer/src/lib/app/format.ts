/**
 * One formatter per language: making an Intl.DateTimeFormat loads the language's calendar data,
 * which costs tens of milliseconds the first time, and lists format a date per row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment as the interface language writes it ("22 Nov 2026, 14:05"); the ISO text when unreadable. */
export function formatWhen(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(date);
}
