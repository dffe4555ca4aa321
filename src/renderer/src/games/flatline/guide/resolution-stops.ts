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

/** The lit lines (index and entry) of the log, in order. */
const litLines = (log: readonly LogEntry[]): [number, LogEntry][] =>
  log.flatMap((entry, i): [number, LogEntry][] => (spotOf(entry) === undefined ? [] : [[i, entry]]));

/**
 * The moment a lit log line belongs to: the lit lines (their indexes) from its moment's first to
 * `line`, and whether `line` ends it (the next lit line starts another moment, or there is none yet).
 */
function momentOf(log: readonly LogEntry[], line: number): { run: number[]; ends: boolean } {
  const lit = litLines(log);
  let run: [number, LogEntry][] = [];
  for (let k = 0; k < lit.length; k++) {
    const here = lit[k]!;
    run = run.length > 0 && continues(run.map(([, e]) => e), here[1]) ? [...run, here] : [here];
    if (here[0] !== line) continue;
    const next = lit[k + 1];
    return { run: run.map(([i]) => i), ends: !next || !continues(run.map(([, e]) => e), next[1]) };
  }
  return { run: [], ends: false };
}

/**
 * Whether the guide stands on this log line while the board lights it: it is lit, it ends its
 * moment, and it is not one the guide lets pass. FLATLINE's guide block gives this to the guide's
 * model (`TableGuideBlock.stops`, used by `GuideModel.stopsAt`).
 */
export function isResolutionStop(log: readonly LogEntry[], line: number): boolean {
  const entry = log[line];
  return !!entry && spotOf(entry) !== undefined && !PASSES.has(entry.code) && momentOf(log, line).ends;
}

/** The lit log lines a stop explains at once (its moment's, the stop last); just `line` for a line alone. */
export function stopRun(log: readonly LogEntry[], line: number): number[] {
  const { run } = momentOf(log, line);
  return run.length > 0 ? run : [line];
}
