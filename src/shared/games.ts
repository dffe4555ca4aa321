import { z } from 'zod';
import type { Seat } from './players';
import type { BotSeats } from './bots';
import type { Seed } from './seed';
import type { ProposalOf } from './proposals';
import type { GuideProgress } from './guide-api';
import { GAME_KINDS, type GameKind, type GameTypes } from './game-registry';

export { GAME_KINDS, type GameKind, type GameTypes } from './game-registry';

export type GameStatus = 'in-progress' | 'won' | 'lost';

export const gameKindSchema = z.enum(GAME_KINDS);

export const gameIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a game id is a UUID');

/** What a list of games shows about each one, whatever the game. */
interface SummaryBase {
  id: string;
  title: string;
  seats: Seat[];
  solitaire: boolean;
  /**
   * The deal, once the game is over (its replay, "play this deal"); never while it is played, when
   * the hidden cards and dice could be worked out from it (devices.md, "Untrusted by default").
   */
  seed?: Seed;
  status: GameStatus;
  round: number;
  /** Paused: the board is hidden and the game's clock stands until the players continue. */
  paused: boolean;
  createdAt: string;
  updatedAt: string;
  /** The seats a bot plays and its pace; absent when people sit at every seat. */
  bots?: BotSeats;
  /**
   * The clock's length the game is played on (ms; null untimed), which may differ from its set-up
   * (a clock fitted to the table follows the devices before the start, docs/devices.md); absent
   * when the services did not look (a game whose clock cannot change plays the set-up's).
   */
  clockMs?: number | null;
  /** A guided first game: where its guide stands (absent: an ordinary game). */
  guide?: GuideProgress;
}

/**
 * What will move a game on without a player, as the services keep it when they send the game: the
 * deadline's key (the same key is the same wait), its whole wait, and the milliseconds left of it
 * at sending. A view counts down from its own receipt and never acts when it runs out.
 */
export interface GameDeadline {
  key: string;
  waitMs: number;
  leftMs: number;
}

/**
 * Who paused a game, as every view says it: the main screen, a seat from its device, or a seat
 * whose device dropped mid-countdown (the table's "pause when a device drops"). A pause the table
 * made by itself (nobody watching, the window hidden) names nobody.
 */
export type PausedBy = { by: 'main-screen' } | { by: 'seat' | 'dropped'; seat: number; name: string };

/** A game of one kind in a list. */
export type GameSummaryOf<K extends GameKind> = SummaryBase & { kind: K; setup: GameTypes[K]['setup'] };

/** One game of one kind in full: its summary and the players' view of its state. */
export type GameDetailOf<K extends GameKind> = GameSummaryOf<K> & {
  /** The players' view of the game: nothing the table could not see (no deck order, no generator). */
  state: GameTypes[K]['view'];
  /** The board's legal places right now (where a die may go), when the game's engine offers them. */
  legalPlaces?: GameTypes[K]['legalPlaces'];
  /** The bots' proposal on the table decision waiting now, when bots sit with a person (docs/bots.md). */
  proposal?: ProposalOf<K>;
  /**
   * The game's clock as the services keep it: running (its time counts now, unless paused), the
   * time already counted, and its limit (null: untimed).
   */
  clock: { running: boolean; elapsedMs: number; limitMs: number | null };
  /** The deadline the services keep for the game now; absent or null when none runs (none declared, paused, held). */
  deadline?: GameDeadline | null;
  /** Who paused the game, while it is paused and someone did (kept while the host runs). */
  pausedBy?: PausedBy;
  /**
   * The game's version: its number of accepted actions. Every reply and push carries it; a window
   * ignores anything older than what it shows.
   */
  version: number;
};

/** A game in a list: a union discriminated by `kind`. */
export type GameSummary = { [K in GameKind]: GameSummaryOf<K> }[GameKind];
/** One game in full: a union discriminated by `kind`. */
export type GameDetail = { [K in GameKind]: GameDetailOf<K> }[GameKind];
