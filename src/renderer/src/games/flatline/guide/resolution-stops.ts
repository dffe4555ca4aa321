// Which of the steps the board lights while a guided round resolves the guide stands on
// (docs/guided-game.md): one stop for each moment, where the board lights the last of its steps
// (the board plays the others at the table's pace before it). A moment is one thing the table did:
// a patient's lines cleared, the patient treated and its trigger, the emergency dice rolled and the slots they
// wake … so a newcomer reads it once, whole, instead of pressing Go on at every light. Pure.
import type { LogEntry } from '@shared/flatline/log';
import { spotOf } from '@shared/flatline/log-spots';

/** A lit step the guide never stands on: the player's own press, which the guide's step asked for and said what it does. */
const PASSES = new Set(['triage-used']);

const sameSlot = (a: LogEntry, b: LogEntry): boolean => a.params.slot === b.params.slot;

/** Whether lit line `next` goes on with the moment `run` (the lit lines since the last stop) began. */
function continues(run: readonly LogEntry[], next: LogEntry): boolean {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  switch (first.code) {
    case 'stat-cleared':
      return run.length === 1 && next.code === 'triage-card-gained';
    case 'line-cleared':
      // One patient's lines cleared, the patient treated, and the trigger that fires (read on its
      // card, still in its bed: the next patient's arrival is a step of its own).
      if (!sameSlot(first, next)) return false;
      if (last.code === 'line-cleared') return next.code === 'line-cleared' || next.code === 'patient-treated';
      return last.code === 'patient-treated' && next.code === 'trigger-fired';
    case 'cube-removed':
      return run.length === 1 && next.code === 'emergencies-to-reveal';
    case 'emergency-revealed':
      return next.code === 'emergency-revealed' && first.params.area === 'emergency' && next.params.area === 'emergency';
    case 'emergency-dice-rolled':
      return next.code === 'slot-activated';
    case 'escalation-pending':
      return run.length === 1 ? next.code === 'emergency-dice-rerolled' : next.code === 'slot-activated';
    default:
      return false;
  }
}

/** A lit line's moment: the lit lines (their indexes) from its first to this line, and whether this line ends it. */
interface Moment {
  run: readonly number[];
  ends: boolean;
}

/**
 * Each log's moments, by lit line, found in one walk: the guide and the board ask about every lit
 * step of the same log, often. A log is never changed once delivered (a new state brings a new log),
 * so the walk is kept for as long as the log itself.
 */
const momentsByLog = new WeakMap<readonly LogEntry[], ReadonlyMap<number, Moment>>();

/**
 * The moment of each lit line of `log`: a lit line ends its moment when the next lit line starts
 * another, or there is none yet (the table waits for the players there).
 */
function momentsOf(log: readonly LogEntry[]): ReadonlyMap<number, Moment> {
  const known = momentsByLog.get(log);
  if (known) return known;
  const moments = new Map<number, Moment>();
  let run: number[] = [];
  let entries: LogEntry[] = [];
  let before: Moment | null = null;
  for (const [i, entry] of log.entries()) {
    if (spotOf(entry) === undefined) continue;
    if (entries.length > 0 && continues(entries, entry)) {
      run.push(i);
      entries.push(entry);
    } else {
      if (before) before.ends = true;
      run = [i];
      entries = [entry];
    }
    before = { run: [...run], ends: false };
    moments.set(i, before);
  }
  if (before) before.ends = true;
  momentsByLog.set(log, moments);
  return moments;
}

/**
 * Whether the guide stands on this log line while the board lights it: it is lit, it ends its
 * moment, and it is not one the guide lets pass. FLATLINE's guide block gives this to the guide's
 * model (`TableGuideBlock.stops`, used by `GuideModel.stopsAt`).
 */
export function isResolutionStop(log: readonly LogEntry[], line: number): boolean {
  const entry = log[line];
  return !!entry && !PASSES.has(entry.code) && momentsOf(log).get(line)?.ends === true;
}

/** The lit log lines a stop explains at once (its moment's, the stop last); just `line` for a line alone. */
export function stopRun(log: readonly LogEntry[], line: number): readonly number[] {
  return momentsOf(log).get(line)?.run ?? [line];
}
