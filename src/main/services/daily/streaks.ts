/** The day after a UTC date (YYYY-MM-DD). */
const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The daily series' streaks (docs/daily-deal.md): days in a row on which a counted daily deal was
 * won. The current one runs up to today, or to yesterday while today's is not yet won (a day still
 * to play breaks nothing); the best is the longest there has been.
 */
export function dailyStreaks(wonDays: readonly string[], today: string): { current: number; best: number } {
  const days = [...new Set(wonDays)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && nextDay(previous) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const last = days[days.length - 1];
  const current = last !== undefined && (last === today || nextDay(last) === today) ? run : 0;
  return { current, best };
}
