import type { BotSeats } from './bots';
import type { Seed } from './seed';

/** The versioned file a game is exported to and imported from (checked by main on import). */
export const GAME_FILE_FORMAT = 'fuse-table-game';
export const GAME_FILE_VERSION = 1;
/** Largest import accepted, in characters of JSON text. */
export const GAME_FILE_MAX_CHARS = 5_000_000;

/** A saved game's own facts, as its row keeps them and its file carries them: what it is, how it was set up and how far it has gone. */
export interface SavedGameFacts {
  kind: string;
  title: string;
  /** The game's setup, plain JSON as the engine defines it. */
  setup: unknown;
  /** The deal (shared/seed.ts). */
  seed: Seed;
  status: string;
  round: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** The seats a bot plays and its pace (docs/bots.md); absent when people sit at every seat. */
  bots?: BotSeats;
}

/** What a game file says of its game: its facts and, when hints were shown at its table, how many. */
export interface GameFileFacts extends SavedGameFacts {
  /** The hints shown at its table (history's "hints shown", statistics' hinted games); absent when none. */
  hintsShown?: number;
}

export interface GameFile {
  format: typeof GAME_FILE_FORMAT;
  version: typeof GAME_FILE_VERSION;
  exportedAt: string;
  game: GameFileFacts;
  actions: { seq: number; action: unknown; at: string }[];
  /** SHA-256 (hex) of the canonical JSON of everything above. */
  checksum: string;
}

/** An export: a suggested file name and the file's text. */
export interface ExportedGame {
  fileName: string;
  text: string;
}
