import type { GameResult } from './history';
import type { GameFile } from './saves';

/**
 * A replay file is a finished game's export file (shared/saves.ts, `fuse-table-game`, checked the
 * same way on opening) under its own extension, so the systems know it opens in FUSE Table as a
 * replay (docs/replay-files.md). The extension without its dot, as electron-builder registers it.
 */
export const REPLAY_FILE_EXTENSION = 'fusereplay';

/** A friend's finished game, opened from its file: kept apart from the player's own games. */
export interface ReplayFileEntry {
  /** Its id in the table of opened files (not a game id: it is never one of the player's games). */
  fileId: string;
  /** When it was (last) opened on this machine. */
  openedAt: string;
  /** The game's result as history shows one (`gameId` is the file's id; no campaign). */
  result: GameResult;
}

/** A finished game or a friend's file, as "Same deal" and "Play this deal" name it. */
export type DealSource = { game: string } | { file: string };

/** Every result on one deal on this machine: the player's own games and the friends' files. */
export interface SameDeal {
  games: GameResult[];
  files: ReplayFileEntry[];
}

/** What the replay screen replays from a file: the game's facts and its whole log (as game-file.ts writes them). */
export type ReplayFileLog = Pick<GameFile['game'], 'kind' | 'title' | 'setup' | 'seed' | 'status' | 'round' | 'finishedAt'> & {
  actions: GameFile['actions'];
};
