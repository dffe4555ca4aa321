// Which state the board draws while it replays what the game did by itself. The engine answers an
// action with the state after the whole resolution; the board instead keeps drawing the state the
// players last saw, stepped along by the log lines already shown, so a lit step lights the card,
// dice, light or meter it is about. Lines of a later round (lose power, reveals, the emergency
// dice) are drawn on the live state. Pure, so the pictures are tested without a browser.
import type { LogEntry } from '@shared/flatline/log';
import type { FlatlineView } from '@shared/flatline/view';
import { applyLine, sweepBefore } from '@shared/flatline/log-steps';

/**
 * Lines about something that arrives (a new patient, a card moved into the triage area or the X
 * area, the dial's new value, a cube on the meter) are drawn with their change made while they are
 * lit, since the light is on where it arrives; the others (a card or line cleared, a light fired)
 * are lit on the picture before their change.
 */
const ARRIVALS = new Set([
  'patient-arrived',
  'stat-failed',
  'triage-card-gained',
  'triage-card-moved-first',
  'emergency-slid-down',
  'dial-turned',
  'cube-moved',
  'cube-removed',
  'cube-restored',
  'emergency-revealed',
]);

/**
 * The state to draw while line `at` of `after.log` is shown (null: the replay is over or skipped).
 * `before` is the state the players saw before the delivery being replayed. Its round is drawn on
 * `before`, stepped by the lines shown so far; nothing can be placed or decided on that picture
 * (no stop, nothing pending). A line of a later round, or a `before` that does not lead to `after`,
 * draws `after`.
 */
export function replayPicture(before: FlatlineView, after: FlatlineView, at: number | null): FlatlineView {
  const first = before.log.length;
  if (at === null || before === after || at < first - 1 || at >= after.log.length) return after;
  // Before the first new line is shown, the picture belongs to the round of the line coming next.
  const entry = after.log[Math.max(at, first)];
  if (!entry || entry.round !== before.round || before.outcome !== 'in-progress') return after;
  let picture: FlatlineView = { ...before, stop: null, pending: null };
  for (let i = first; i < at; i++) picture = applyLine(picture, after.log[i] as LogEntry);
  if (at >= first) picture = ARRIVALS.has(entry.code) ? applyLine(picture, entry) : sweepBefore(picture, entry);
  return picture;
}

/**
 * The state a new delivery is replayed from: the last state, once every line it brought has been
 * shown; otherwise the one an unfinished replay is still drawing from.
 */
export function replayBase(base: FlatlineView, last: FlatlineView, shown: number): FlatlineView {
  return shown >= last.log.length ? last : base;
}
