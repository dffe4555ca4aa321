import type { FlatlineSetup } from './setup';
import type { SymbolId } from './symbols';
import type { TriggerEffect } from './cards';
import type { Pending } from './pending';
import type { LogEntry } from './log';
import type { Seed } from '../seed';

/**
 * The plain-JSON state of a FLATLINE game (JSON round-trip safe). The renderer draws it; the engine
 * in src/main/engine/flatline is the only thing that changes it.
 */

/** Phases A–H of a round (rulebook "Gameplay"), and the end of the game. */
export const FLATLINE_PHASES = [
  'A-lose-power',
  'B-add-emergencies',
  'C-roll-emergency-dice',
  'D-planning',
  'E-countdown',
  'F-resolve-cards',
  'G-resolve-patients',
  'H-turn-dial',
  'game-over',
] as const;
export type FlatlinePhase = (typeof FLATLINE_PHASES)[number];

/**
 * Where the engine waits for the players when nothing is pending. Windows (round-start,
 * before-roll, after-roll, after-countdown, before-patients, before-dial) are moments to use triage
 * cards; the engine only waits at them when a triage card could be used. `planning` and
 * `countdown` always wait.
 */
export const FLATLINE_STOPS = [
  'round-start',
  'before-roll',
  'after-roll',
  'planning',
  'countdown',
  'after-countdown',
  'before-patients',
  'before-dial',
] as const;
export type FlatlineStop = (typeof FLATLINE_STOPS)[number];

/** The stops that are triage windows: the engine waits at one only while a triage card is usable. */
const TRIAGE_WINDOWS: readonly FlatlineStop[] = ['round-start', 'before-roll', 'after-roll', 'after-countdown', 'before-patients', 'before-dial'];
export const isTriageWindow = (stop: FlatlineStop | null): boolean => stop !== null && TRIAGE_WINDOWS.includes(stop);

/** Something dice can be placed on: a patient line, an emergency or stat card, a recharging station. */
export type TargetRef =
  | { kind: 'line'; slot: number; line: number }
  | { kind: 'card'; card: string }
  | { kind: 'station'; station: number };

/** Where a medic die is: every die is always in exactly one of these. */
export type DieLocation =
  | { kind: 'tray' }
  | { kind: 'out' }
  | { kind: 'reroll'; index: number }
  | { kind: 'space'; target: TargetRef; space: number };

/** Why a die placed may no longer be taken back (the next automatic step came, or something new was rolled). */
export type TakeBackClosed = 'countdown-over' | 'ended-countdown' | 'after-reroll';

/** The last die a seat placed this countdown (`at`: the action that placed it), under the house rule. */
export interface TakeBackEntry {
  seat: number;
  die: string;
  at: number;
  closed?: TakeBackClosed;
}

export interface DieState {
  /** `s<seat>d<n>`, stable for the whole game. */
  id: string;
  seat: number;
  /** The rolled face; null until the countdown rolls it. */
  face: SymbolId | null;
  at: DieLocation;
}

export interface PatientInPlay {
  card: string;
  /** One flag per line: a cleared tile lies on it. */
  cleared: boolean[];
  /** Treated this resolution: its trigger is resolving and it leaves once that is done. */
  treated: boolean;
}

export interface EmergencyDie {
  value: number | null;
  /** Disaster Averted set this die aside after the roll. */
  ignored: boolean;
}

/** Effects that last for the current round (they end when the dial turns). */
export interface RoundEffects {
  noGreenTriggers: boolean;
  skipDialTurn: boolean;
  /** A green trigger lets the players choose not to turn the dial this round. */
  maySkipDialTurn: boolean;
  /** Free re-rolls left per seat (A Fresh Start, a green trigger). */
  freeRerolls: number[];
  /** Face changes left per seat (Concentrated Effort). */
  faceChanges: number[];
  /** Crisis Averted before the roll: no emergency dice this round. */
  skipEmergencyRoll: boolean;
  /** Disaster Averted before the roll: one emergency die only. */
  rollOneEmergencyDie: boolean;
  /** Crisis Averted after the roll: the rolled dice do nothing. */
  ignoreEmergencyDice: boolean;
  /** Escalation re-rolls done this round (a guard against endless chains). */
  escalations: number;
}

/** What the resolution of this round carries into the next one. */
export interface NextRoundEffects {
  diceDelta: number[];
  freeRerolls: number[];
  faceChanges: number[];
  lockRerolls: boolean;
}

export interface Locks {
  reroll: boolean;
  triage: boolean;
  stations: boolean[];
}

/** Automatic steps still to run this round, oldest first (kept in the state so play can pause). */
export type Step =
  | { kind: 'window'; at: FlatlineStop }
  | { kind: 'lose-power' }
  | { kind: 'add-emergencies'; count: number }
  | { kind: 'roll-emergency' }
  | { kind: 'activate-rolled' }
  | { kind: 'activate'; slot: number; row: number }
  | { kind: 'escalate'; slot: number }
  | { kind: 'end-emergency-dice' }
  | { kind: 'trigger-effect'; effect: TriggerEffect; source: string; triageable: boolean }
  | { kind: 'planning' }
  | { kind: 'resolve-stat' }
  | { kind: 'settle-triage' }
  | { kind: 'resolve-emergency-area' }
  | { kind: 'resolve-patients' }
  | { kind: 'resolve-patient'; slot: number }
  | { kind: 'replace-patient'; slot: number }
  | { kind: 'sweep-treated' }
  | { kind: 'resolve-stations' }
  | { kind: 'turn-dial' }
  | { kind: 'end-round' };

export type LossCause = 'power-out' | 'stat-overflow';

/** A die its owner offers for the re-roll of the seat `to`, which asked for one. */
export interface DieOffer {
  die: string;
  to: number;
}

export interface FlatlineState {
  version: 1;
  setup: FlatlineSetup;
  /** The deal (shared/seed.ts); never in the players' view. */
  seed: Seed;
  /** Players the rules count (a solitaire game counts two). */
  players: number;
  round: number;
  phase: FlatlinePhase;
  stop: FlatlineStop | null;
  pending: Pending | null;
  outcome: 'in-progress' | 'won' | 'lost';
  lossCause: LossCause | null;
  /** pure-rand xoroshiro128+ state: dice and shuffles replay exactly. */
  rng: number[];
  queue: Step[];
  /** Number of accepted actions so far (the log and the services count on it). */
  actions: number;
  /**
   * Where the log stood before the latest action: the lines after it are what that action and the
   * steps it ran did, which the board shows one by one (and a triage window's wait counts them).
   * Absent in games saved before it was kept: then nothing counts as new.
   */
  logFrom?: number;
  /** Set when a player asked the open triage window to wait ("Wait") until someone goes on. */
  held?: true;
  /**
   * The house rule "Take back a misplaced die" (docs/take-back.md): each seat's last die placed this
   * countdown, while it may still go back to the tray, or why it no longer may. Absent when the
   * table did not choose the rule, or in games saved before it.
   */
  takeBack?: TakeBackEntry[];

  dice: DieState[];
  /** Dice each seat has in play this round. */
  diceInPlay: number[];
  rerollTrack: (string | null)[];
  rerollCapacity: number;

  patientDeck: string[];
  patients: (PatientInPlay | null)[];
  patientsTotal: number;
  patientsTreated: string[];
  /** The slot the diamond connector points at; slot i is connected to its trigger (i − diamond) mod 4. */
  diamond: number;

  emergencyDeck: string[];
  discardPile: string[];
  /** Cards out of the game for good (revealed while all twelve emergency spaces were full). */
  outOfGame: string[];
  /** Two rows of six slots: emergencyArea[row][slot − 1]. */
  emergencyArea: (string | null)[][];
  statArea: string[];
  triageArea: string[];
  /** Cleared stat cards waiting for room in the triage area (phase F). */
  triageWaiting: string[];
  xArea: string[];
  emergencyDice: EmergencyDie[];

  meter: { cubes: number; numbers: number[] };
  stationCubes: number[];
  /** Cubes removed from the game by Lose Power and penalties (Recharge can bring one back). */
  spentCubes: number;

  /**
   * `ready`: the seats that said they are done with their own device (FLATLINE with devices); absent
   * in games saved before devices, read as none. `asks` and `offers`: a die for another seat's
   * re-roll, as devices agree on it (engine/flatline/die-offers.ts): the seats asking for one, and the
   * dice their owners offer them; absent when none.
   */
  countdown: { elapsedMs: number; endedBy: 'time' | 'all-placed' | 'done' | null; ready?: number[]; asks?: number[]; offers?: DieOffer[] };
  locks: Locks;
  effects: RoundEffects;
  next: NextRoundEffects;
  log: LogEntry[];
}

