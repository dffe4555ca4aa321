import { z } from 'zod';
import type { Seat } from './players';
import type { FlatlineSetup } from './flatline/setup';
import type { FlatlineState } from './flatline/state';
import type { FlatlineHints } from './flatline/hints';

/** Games the table hosts. FUSE: Countdown joins this list later. */
export const GAME_KINDS = ['flatline'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export type GameStatus = 'in-progress' | 'won' | 'lost';

export const gameIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a game id is a UUID');

/** What a list of games shows about each one. */
export interface GameSummary {
  id: string;
  kind: GameKind;
  title: string;
  seats: Seat[];
  solitaire: boolean;
  setup: FlatlineSetup;
  seed: number;
  status: GameStatus;
  round: number;
  /** Paused: the board is hidden and the countdown clock stands until the players continue. */
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One game in full: its summary and its current state. */
export interface GameDetail extends GameSummary {
  state: FlatlineState;
  /** Legal moves right now, when the game's engine offers them (see flatline/hints.ts). */
  hints?: FlatlineHints;
}
