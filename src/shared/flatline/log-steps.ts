// What a FLATLINE log line changed on the table, for the lines whose params say it exactly: the
// board folds a resolution's lines onto the state the players saw to draw each step where it
// happens (renderer games/flatline/board/replay-picture.ts). Pure; e2e/web/flatline-resolution
// checks, over many bot-played games, that the fold ends where the engine does.
import type { LogEntry } from './log';
import type { DieState, FlatlinePhase, TargetRef } from './state';
import type { FlatlineView } from './view';
import { PATIENT_BY_ID } from './data/patient-cards';
import { paramNumber as num, paramText as str, stationOfPlace } from './log-params';

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
 * Line `line` of the patient in `slot` covered with a cleared tile, its dice back in their trays:
 * unrolled when the line is completed in phase G (the engine's returnDice), or as they lie when the
 * triage card Clear! covers it (the engine's choose-line-to-clear keeps their faces).
 */
function coverLine(s: FlatlineView, slot: number, line: number, keepFaces: boolean): FlatlineView {
  const lineTarget = (t: TargetRef) => t.kind === 'line' && t.slot === slot && t.line === line;
  return {
    ...s,
    patients: s.patients.map((pt, k) => (k === slot && pt ? { ...pt, cleared: pt.cleared.map((c, n) => c || n === line) } : pt)),
    dice: s.dice.map((die) => (onTarget(die, lineTarget) ? { ...die, at: { kind: 'tray' as const }, face: keepFaces ? die.face : null } : die)),
  };
}

/** The line Clear!'s player chose (`option` "line:<slot>:<line>") covered, its dice keeping their faces. */
function coveredByTriage(s: FlatlineView, option: string | null): FlatlineView {
  const [kind, slotText, lineText] = (option ?? '').split(':');
  const slot = Number(slotText);
  const line = Number(lineText);
  if (kind !== 'line' || !Number.isInteger(slot) || !Number.isInteger(line) || !s.patients[slot]) return s;
  return coverLine(s, slot, line, true);
}

/**
 * What is already done when a line is written: phase F ends by returning the dice of every stat and
 * emergency card, cleared or not; phase G (patients, then the stations) every other placed die. A
 * line of a later phase shows that this has happened, though no line of its own said so.
 */
export function sweepBefore(s: FlatlineView, entry: LogEntry): FlatlineView {
  const phase = RESOLUTION.indexOf(entry.phase);
  if (phase < 1 || !s.dice.some((d) => d.at.kind === 'space')) return s;
  return { ...s, dice: returnDice(s.dice, phase >= 2 ? () => true : (t) => t.kind === 'card') };
}

/**
 * The table after one log line, for the lines whose params say exactly what changed. Lines it does
 * not know leave the table as it is (a player's decision, a treated patient leaving an empty deck).
 */
export function applyLine(s: FlatlineView, entry: LogEntry): FlatlineView {
  const p = entry.params;
  const next = sweepBefore(s, entry);
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
      if (slot === null || line === null || !next.patients[slot]) return next;
      return coverLine(next, slot, line, false);
    }
    case 'decided':
      return p.kind === 'choose-line-to-clear' ? coveredByTriage(next, str(p.option)) : next;
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
      const from = stationOfPlace(p.from);
      const to = stationOfPlace(p.to);
      const stationCubes = next.stationCubes.map((c, k) => c - (from === k ? 1 : 0) + (to === k ? 1 : 0));
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

/** The emergency dice as a roll line left them (`values` by die, `-` or missing: not rolled). */
function diceFrom(values: unknown): FlatlineView['emergencyDice'] {
  const parts = String(values ?? '').split(',');
  return [0, 1].map((i) => {
    const v = Number(parts[i]);
    return { value: Number.isInteger(v) && v > 0 ? v : null, ignored: false };
  });
}

/**
 * The table before line `index` of `log`, for the lines whose params say exactly what they
 * changed: a round's opening (power lost, cards revealed, the emergency dice rolled and rerolled),
 * cubes and the dial. The board rewinds the live state with it to draw a later round's steps one at
 * a time. Lines it does not know leave the table as it is.
 */
export function undoLine(s: FlatlineView, log: readonly LogEntry[], index: number): FlatlineView {
  const entry = log[index];
  if (!entry) return s;
  const p = entry.params;
  const card = str(p.card);
  const slot = num(p.slot);
  const left = num(p.left);
  switch (entry.code) {
    case 'cube-removed':
      return left === null ? s : { ...s, meter: { ...s.meter, cubes: left + 1 } };
    case 'cube-restored':
      return left === null ? s : { ...s, meter: { ...s.meter, cubes: left - 1 } };
    case 'cube-moved': {
      if (left === null) return s;
      const from = stationOfPlace(p.from);
      const to = stationOfPlace(p.to);
      const stationCubes = s.stationCubes.map((c, k) => c + (from === k ? 1 : 0) - (to === k ? 1 : 0));
      return { ...s, meter: { ...s.meter, cubes: from !== null ? left - 1 : left + 1 }, stationCubes };
    }
    case 'emergency-revealed': {
      const row = num(p.row);
      if (!card) return s;
      if (p.area === 'stat') {
        const i = s.statArea.lastIndexOf(card);
        return i < 0 ? s : { ...s, statArea: [...s.statArea.slice(0, i), ...s.statArea.slice(i + 1)] };
      }
      if (p.area !== 'emergency' || row === null || slot === null) return s;
      const was = str(p.replaces);
      return { ...s, emergencyArea: s.emergencyArea.map((r, k) => (k === row - 1 ? r.map((c, n) => (n === slot - 1 ? was : c)) : r)) };
    }
    case 'slot-activated': {
      // The card was in its slot when it woke (Caught Off Guard then leaves without a line).
      const row = num(p.row);
      if (!card || row === null || slot === null) return s;
      return { ...s, emergencyArea: s.emergencyArea.map((r, k) => (k === row - 1 ? r.map((c, n) => (n === slot - 1 ? card : c)) : r)) };
    }
    case 'emergency-slid-down': {
      const [one, two, ...rest] = s.emergencyArea;
      if (!card || slot === null || !one || !two) return s;
      return { ...s, emergencyArea: [one.map((c, k) => (k === slot - 1 ? null : c)), two.map((c, k) => (k === slot - 1 ? card : c)), ...rest] };
    }
    case 'emergency-dice-rolled':
      return { ...s, emergencyDice: diceFrom('') };
    case 'emergency-dice-rerolled': {
      // The values before a reroll are the ones the roll or reroll before it wrote down.
      for (let i = index - 1; i >= 0; i--) {
        const earlier = log[i];
        if (!earlier || earlier.round !== entry.round) break;
        if (earlier.code === 'emergency-dice-rolled' || earlier.code === 'emergency-dice-rerolled') {
          const ignored = s.emergencyDice.map((d) => d.ignored);
          return { ...s, emergencyDice: diceFrom(earlier.params.values).map((d, k) => ({ ...d, ignored: ignored[k] ?? false })) };
        }
      }
      return s;
    }
    case 'emergency-die-ignored': {
      const die = num(p.die);
      return die === null ? s : { ...s, emergencyDice: s.emergencyDice.map((d, k) => (k === die ? { ...d, ignored: false } : d)) };
    }
    case 'dial-turned':
      return { ...s, diamond: (s.diamond + 3) % 4 };
    default:
      return s;
  }
}
