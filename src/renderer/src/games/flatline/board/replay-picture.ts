// Which state the board draws while it replays what the game did by itself. The engine answers an
// action with the state after the whole resolution; the board instead keeps drawing the state the
// players last saw, stepped along by the log lines already shown, so a lit step lights the card,
// dice, light or meter it is about. Lines of a later round (lose power, reveals, the emergency
// dice) are drawn on the live state with the lines still to come taken back. Pure, so the pictures
// are tested without a browser.
import type { LogEntry } from '@shared/flatline/log';
import type { FlatlineView } from '@shared/flatline/view';
import { applyLine, sweepBefore, undoLine } from '@shared/flatline/log-steps';

/**
 * Lines about something that arrives (a new patient, a card moved into the triage area or the X
 * area, a revealed card, the dial's new value, a cube on the meter, the emergency dice's values) are drawn with their change made while they are
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
  'emergency-dice-rolled',
  'emergency-dice-rerolled',
  'emergency-die-ignored',
]);

/**
 * The state to draw while line `at` of `after.log` is shown (null: the replay is over or skipped).
 * `before` is the state the players saw before the delivery being replayed. Its round is drawn on
 * `before`, stepped by the lines shown so far; nothing can be placed or decided on that picture
 * (no stop, nothing pending). A line of a later round draws `after` rewound to that line; a
 * `before` that does not lead to `after`, or a game already over, draws `after`.
 */
export function replayPicture(before: FlatlineView, after: FlatlineView, at: number | null): FlatlineView {
  const first = before.log.length;
  if (at === null || before === after || at < first - 1 || at >= after.log.length) return after;
  // Before the first new line is shown, the picture belongs to the round of the line coming next.
  const entry = after.log[Math.max(at, first)];
  if (!entry || before.outcome !== 'in-progress') return after;
  if (entry.round !== before.round) return entry.round > before.round ? rewound(after, at, first) : after;
  let picture: FlatlineView = { ...before, stop: null, pending: null };
  for (let i = first; i < at; i++) picture = applyLine(picture, after.log[i] as LogEntry);
  if (at >= first) picture = ARRIVALS.has(entry.code) ? applyLine(picture, entry) : sweepBefore(picture, entry);
  return picture;
}

/**
 * A later round's step: the live state with the lines still to come (and the lit one, unless it
 * is about something arriving) taken back, so its power loss, reveals and emergency dice appear
 * one by one. Lines that cannot be taken back exactly stay as they are live.
 */
function rewound(after: FlatlineView, at: number, first: number): FlatlineView {
  if (after.outcome !== 'in-progress') return after;
  let picture: FlatlineView = { ...after, stop: null, pending: null };
  const lit = after.log[at];
  for (let i = after.log.length - 1; i > at; i--) picture = undoLine(picture, after.log, i);
  if (lit && at >= first && !ARRIVALS.has(lit.code)) picture = undoLine(picture, after.log, at);
  return picture;
}

/**
 * The state a new delivery is replayed from: the last state, once every line it brought has been
 * shown; otherwise the one an unfinished replay is still drawing from.
 */
export function replayBase(base: FlatlineView, last: FlatlineView, shown: number): FlatlineView {
  return shown >= last.log.length ? last : base;
}
