import type { Colour, RoleId } from './components';
import type { FuseCountdownSetup } from './setup';
import type { Pending } from './pending';
import type { LogEntry } from './log';

/**
 * The plain-JSON state of a FUSE: Countdown game. The engine in src/main/engine/fuse-countdown is the
 * only thing that changes it; `view` strips what the table could not see (deck order, the bag's
 * contents, the generator).
 */

/** `roles`: seats choose their role; `roll`: the leader is to draw and roll; `distribute`: step 2;
 * `resolve`: steps 3–5 run (waiting only on decisions); `over`: the game has ended. */
/** 'ready': the table is laid out and the roles known; the clock waits for the players to start it. */
export type CountdownPhase = 'roles' | 'ready' | 'roll' | 'distribute' | 'resolve' | 'over';

/** A die on a card. `shown` is what it counted as when placed (a role may have changed its colour);
 * every later rule reads the die's own colours. A changed number stays (the die was turned). */
export interface PlacedDie {
  die: string;
  cell: number;
  face: number;
  shown: Colour[];
}

export interface CardInPlay {
  card: string;
  /** Dice in the order they were placed. */
  dice: PlacedDie[];
}

/** A rolled die waiting to be taken. `colours` is what it shows now (changed by a role or not). */
export interface RolledDie {
  die: string;
  face: number;
  colours: Colour[];
  /** Which role change this die has had this turn (a die changes its colour or its number, never both). */
  changed: 'colour' | 'number' | null;
  flipped: boolean;
}

export interface SeatState {
  role: RoleId | null;
  /** False while a "roles go dark" fuse card holds, until this seat defuses a bomb. */
  roleActive: boolean;
  bombs: CardInPlay[];
  sparks: CardInPlay[];
  /** Dice this seat took this turn. */
  taken: number;
}

/** Why a die placed may no longer be taken back (the sharing out ended, or a card left the table). */
export type TakeBackClosed = 'sharing-over' | 'ended-sharing' | 'card-defused' | 'defused-since';

/**
 * The last die a seat placed this turn, under the house rule (docs/take-back.md): the rolled die as it
 * was (`index`: its place among the rolled dice), the card it went on, and `at`, the action that placed it.
 */
export interface TakeBackEntry {
  seat: number;
  die: string;
  card: string;
  index: number;
  rolled: RolledDie;
  at: number;
  closed?: TakeBackClosed;
}

/** What the leader's ability has done this turn. */
export interface TurnAbility {
  /** Cutter / Operations Engineer: the colour or number named before the draw. */
  named: { colour: Colour } | { number: number } | null;
  /** Technologist / Equipment Technician: their one change is spent. */
  changeUsed: boolean;
  /** Explosives Instructor: rerolls made (at most three). */
  rerolls: number;
  /** Logistics Specialist: took an extra die, or returned one to the bag. */
  logistics: 'returned' | null;
  /** The first die has been taken: the abilities that act on rolled dice are closed. */
  closed: boolean;
}

/** 'dice-locked': untimed, every card left in front of the players waits for dice that only other such cards hold (our reading). */
export type LossCause = 'time-out-bombs' | 'time-out-sparks' | 'bag-empty' | 'dice-locked';

export interface CountdownOutcome {
  status: 'won' | 'lost';
  cause: 'saved' | LossCause;
}

/** Work the engine still has to do in steps 3–5 (and for a bomb defused early with 1–2 players). */
export type Task =
  | { kind: 'defuse-complete' }
  | { kind: 'replace'; seat: number }
  | { kind: 'refill' }
  | { kind: 'fuse-return'; fuse: string; seat: number }
  | { kind: 'end-of-step-3' }
  | { kind: 'draw-sparks' }
  | { kind: 'spark-for'; seat: number }
  | { kind: 'pass-bag' };

export interface CountdownStats {
  bombsDefused: number;
  bombPoints: number;
  sparksDefused: number;
  fusesActivated: number;
  sparksDrawn: number;
  turnsPlayed: number;
}

export interface FuseCountdownState {
  version: 1;
  kind: 'fuse-countdown';
  setup: FuseCountdownSetup;
  players: number;
  /** Fuse cards shuffled into the deck. */
  fuses: number;
  rng: number[];
  /** Turn number, from 1. */
  turn: number;
  leader: number;
  phase: CountdownPhase;
  /** Dice in the bag (a hidden multiset; order is meaningless, draws are uniform). */
  bag: string[];
  rolled: RolledDie[];
  ability: TurnAbility;
  /** Dice each seat must take this turn, and the most it may take. */
  quotas: number[];
  maxTake: number[];
  /** Top of the deck is the first entry; fuse cards hide among the bombs. */
  bombDeck: string[];
  row: string[];
  /** Bombs not used this game (back in the box). */
  boxed: string[];
  scorePile: string[];
  /** Bombs turned face down at the win (not scored). */
  faceDown: string[];
  fuseDiscard: string[];
  sparkDeck: string[];
  sparkDiscard: string[];
  seats: SeatState[];
  /** The roll-a-six fuse card: seats still to roll a 6 (null when no such card is active). */
  rollSix: number[] | null;
  pending: Pending | null;
  queue: Task[];
  clock: { limitMs: number | null; elapsedMs: number; stoppedAtMs: number | null };
  /**
   * Cards in front of the players that no die can ever finish (our reading, locked.ts), as found when
   * the current turn started; empty while none is, or while a way out may still come.
   */
  locked: string[];
  /** The ship can no longer be saved (the win needs a locked card): the team plays on for points, or ends now. */
  lostCause: boolean;
  outcome: CountdownOutcome | null;
  stats: CountdownStats;
  log: LogEntry[];
  /**
   * The house rule "Take back a misplaced die": each seat's last die placed this turn, while it may
   * go back among the rolled dice, or why it no longer may. Absent when the table did not choose it.
   */
  takeBack?: TakeBackEntry[];
  /** Accepted actions so far. */
  actions: number;
}
