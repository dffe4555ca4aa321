// What the countdown shows. The services own the clock; the timer only turns milliseconds left into
// what a player reads and hears.

/** The last ten seconds get a warning look, a warning mark and a tick each second. */
export const WARNING_SECONDS = 10;

export type CountdownMood = 'untimed' | 'calm' | 'warning' | 'over';

/** Whole seconds still to play: 59.2 s left reads as 60 so the display hits 0 exactly at the end. */
export function secondsLeft(remainingMs: number): number {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return 0;
  return Math.ceil(remainingMs / 1000);
}

/** "m:ss", as a kitchen timer shows it: 60 s is "1:00", 9 s is "0:09". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** How the timer should look for a number of seconds left (null: an untimed countdown). */
export function countdownMood(seconds: number | null): CountdownMood {
  if (seconds === null) return 'untimed';
  if (seconds <= 0) return 'over';
  return seconds <= WARNING_SECONDS ? 'warning' : 'calm';
}

/** Share of the countdown still left, 0…1, for the ring around the clock. */
export function fractionLeft(remainingMs: number, totalSeconds: number): number {
  if (!(totalSeconds > 0)) return 0;
  return Math.min(1, Math.max(0, remainingMs / (totalSeconds * 1000)));
}

/**
 * Which moments a screen reader should announce when the seconds left go from `before` to `after`:
 * half time, the thirty-second and ten-second marks, and time up. Only the latest one crossed is
 * spoken, so a jump (after a pause or a slow frame) never queues a burst of announcements.
 */
export function announcementBetween(before: number, after: number, totalSeconds: number): number | null {
  if (after >= before) return null;
  const marks = [Math.floor(totalSeconds / 2), 30, WARNING_SECONDS, 0].filter((m) => m < totalSeconds);
  const crossed = marks.filter((m) => m < before && m >= after);
  return crossed.length ? Math.min(...crossed) : null;
}
