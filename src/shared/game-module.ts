/**
 * The parts of a game module that both sides read: the clock a game needs, how it ended, and which
 * of its result details statistics show. The engine's module interface is in
 * src/main/engine/core/game-module.ts.
 */

/** The clock a game needs at this moment: running or not, its limit (null when untimed), time used. */
export interface GameClock {
  running: boolean;
  limitMs: number | null;
  elapsedMs: number;
}

/** How a finished game ended, and why (a stable cause code, or null for a plain win). */
export interface GameOutcome {
  status: 'won' | 'lost';
  cause: string | null;
}

/** A game's own numbers and settings in its result row (flat JSON). */
export type ResultDetails = Record<string, number | string | boolean | null>;

/**
 * Which details statistics break down by (win rate per value, e.g. FLATLINE's meter side) and which
 * they average (e.g. patients treated), in the order the screens show them.
 */
export interface StatsDeclaration {
  /**
   * `multi`: the detail holds several values joined by commas (each seat's role), and a game counts
   * once under each of them.
   */
  dimensions: readonly { key: string; order?: readonly string[]; multi?: boolean }[];
  averages: readonly string[];
  /**
   * Details that, with the level, the player count and the clock, make one setting; a game that keeps
   * a score gets its best score kept per setting (FUSE: Countdown: the fuse cards in the deck).
   */
  setting?: readonly string[];
}
