// Which state the board draws while it replays what the game did by itself. The engine answers an
// action with the state after the whole resolution; the board instead keeps drawing the state the
// players last saw, stepped along by the log lines already shown, so a lit step lights the card,
// dice, light or meter it is about. Lines of a later round (lose power, reveals, the emergency
// dice) are drawn on the live state. Pure, so the pictures are tested without a browser.
import type { LogEntry } from '@shared/flatline/log';
import type { DieState, FlatlinePhase, TargetRef } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import { PATIENT_BY_ID } from '@shared/flatline/data/patient-cards';

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

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

/** Order of the resolution phases: a line of a later phase means the earlier ones are done. */
const RESOLUTION: readonly FlatlinePhase[] = ['F-resolve-cards', 'G-resolve-patients', 'H-turn-dial'];

function onTarget(die: DieState, test: (target: TargetRef) => boolean): boolean {
  return die.at.kind === 'space' && test(die.at.target);
}

/** Dice on the targets `test` picks go back to their trays, unrolled (the engine's returnDice). */
function returnDice(dice: DieState[], test: (target: TargetRef) => boolean): DieState[] {
  return dice.map((die) => (onTarget(die, test) ? { ...die, at: { kind: 'tray' as const }, face: null } : die));
}

const cardTarget = (card: string) => (t: TargetRef) => t.kind === 'card' && t.card === card;

/** The first copy of `card` taken out of a list. */
function without(list: readonly string[], card: string): string[] {
  const i = list.indexOf(card);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

/**
 * What is already done when a line is written: phase F ends by returning the dice of every stat and
 * emergency card, cleared or not; phase G (patients, then the stations) every other placed die. A
 * line of a later phase shows that this has happened, though no line of its own said so.
 */
export function sweepPicture(s: FlatlineView, entry: LogEntry): FlatlineView {
  const phase = RESOLUTION.indexOf(entry.phase);
  if (phase < 1 || !s.dice.some((d) => d.at.kind === 'space')) return s;
  return { ...s, dice: returnDice(s.dice, phase >= 2 ? () => true : (t) => t.kind === 'card') };
}

/**
 * The picture after one log line, for the lines whose params say exactly what changed. Lines it
 * does not know leave the picture as it is (the live state is drawn once the replay ends).
 */
export function stepPicture(s: FlatlineView, entry: LogEntry): FlatlineView {
  const p = entry.params;
  const next = sweepPicture(s, entry);
  const card = str(p.card);
  const slot = num(p.slot);
  switch (entry.code) {
    case 'stat-cleared':
      if (!card) return next;
      return { ...next, statArea: without(next.statArea, card), triageWaiting: [...next.triageWaiting, card], dice: returnDice(next.dice, cardTarget(card)) };
    case 'stat-failed':
      if (!card) return next;
      return { ...next, statArea: without(next.statArea, card), xArea: [...next.xArea, card], dice: returnDice(next.dice, cardTarget(card)) };
    case 'triage-card-gained':
    case 'triage-card-moved-first':
      if (!card) return next;
      return { ...next, triageWaiting: without(next.triageWaiting, card), triageArea: [...next.triageArea, card] };
    case 'triage-used':
      if (!card) return next;
      return { ...next, triageArea: next.triageArea.filter((c) => c !== card), discardPile: [...next.discardPile, card] };
    case 'emergency-cleared':
      if (!card) return next;
      return {
        ...next,
        emergencyArea: next.emergencyArea.map((row) => row.map((c) => (c === card ? null : c))),
        discardPile: [...next.discardPile, card],
        dice: returnDice(next.dice, cardTarget(card)),
      };
    case 'emergency-revealed': {
      const row = num(p.row);
      if (!card) return next;
      if (p.area === 'stat') return { ...next, statArea: [...next.statArea, card] };
      if (p.area !== 'emergency' || row === null || slot === null) return next;
      return { ...next, emergencyArea: next.emergencyArea.map((r, k) => (k === row - 1 ? r.map((c, n) => (n === slot - 1 ? card : c)) : r)) };
    }
    case 'emergency-slid-down': {
      if (!card || slot === null) return next;
      const [one, two, ...rest] = next.emergencyArea;
      if (!one || !two) return next;
      const i = slot - 1;
      return { ...next, emergencyArea: [one.map((c, k) => (k === i ? card : c)), two.map((c, k) => (k === i ? null : c)), ...rest] };
    }
    case 'line-cleared': {
      const line = num(p.line);
      const patient = slot === null ? null : next.patients[slot];
      if (!patient || line === null) return next;
      const lineTarget = (t: TargetRef) => t.kind === 'line' && t.slot === slot && t.line === line;
      return {
        ...next,
        patients: next.patients.map((pt, k) => (k === slot && pt ? { ...pt, cleared: pt.cleared.map((c, n) => c || n === line) } : pt)),
        dice: returnDice(next.dice, lineTarget),
      };
    }
    case 'patient-treated':
      if (slot === null) return next;
      return { ...next, patients: next.patients.map((pt, k) => (k === slot && pt ? { ...pt, treated: true } : pt)) };
    case 'patient-arrived': {
      const old = slot === null ? null : next.patients[slot];
      const lines = card ? PATIENT_BY_ID.get(card)?.lines.length : undefined;
      if (slot === null || !card || lines === undefined) return next;
      return {
        ...next,
        patients: next.patients.map((pt, k) => (k === slot ? { card, cleared: Array.from({ length: lines }, () => false), treated: false } : pt)),
        patientsTreated: old ? [...next.patientsTreated, old.card] : next.patientsTreated,
        patientDeckCount: Math.max(0, next.patientDeckCount - 1),
      };
    }
    case 'station-activated': {
      const station = num(p.station);
      if (station === null) return next;
      return { ...next, dice: returnDice(next.dice, (t) => t.kind === 'station' && t.station === station) };
    }
    case 'cube-moved': {
      const left = num(p.left);
      if (left === null) return next;
      const from = /^station-(\d)$/.exec(String(p.from));
      const to = /^station-(\d)$/.exec(String(p.to));
      const stationCubes = next.stationCubes.map((c, k) => c - (from && Number(from[1]) === k ? 1 : 0) + (to && Number(to[1]) === k ? 1 : 0));
      return { ...next, meter: { ...next.meter, cubes: left }, stationCubes };
    }
    case 'cube-removed':
    case 'cube-restored': {
      const left = num(p.left);
      return left === null ? next : { ...next, meter: { ...next.meter, cubes: left } };
    }
    case 'dial-turned': {
      const diamond = num(p.diamond);
      return diamond === null ? next : { ...next, diamond };
    }
    default:
      return next;
  }
}

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
  for (let i = first; i < at; i++) picture = stepPicture(picture, after.log[i] as LogEntry);
  if (at >= first) picture = ARRIVALS.has(entry.code) ? stepPicture(picture, entry) : sweepPicture(picture, entry);
  return picture;
}

/**
 * The state a new delivery is replayed from: the last state, once every line it brought has been
 * shown; otherwise the one an unfinished replay is still drawing from.
 */
export function replayBase(base: FlatlineView, last: FlatlineView, shown: number): FlatlineView {
  return shown >= last.log.length ? last : base;
}
