/** A share as a whole percentage ("67 %" style is left to the locale). */
export function percent(part: number, whole: number, locale: string): string {
  const share = whole === 0 ? 0 : part / whole;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** An average with one decimal. */
export function average(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A game's length as hours and minutes, or minutes and seconds when short: "1 h 05 min", "12 min 30 s". */
export function duration(ms: number): { key: 'hours' | 'minutes'; params: { h: number; min: string; s: string } } {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(totalSeconds / 3600);
  const min = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return h > 0
    ? { key: 'hours', params: { h, min: String(min).padStart(2, '0'), s: String(s).padStart(2, '0') } }
    : { key: 'minutes', params: { h, min: String(min), s: String(s).padStart(2, '0') } };
}
