/**
 * 010: friends' replay files (docs/replay-files.md). A finished game opened from a file is kept in
 * its own table, never in `games` or `game_results`, so it shows beside the player's own games on
 * the same deal and never in their history or statistics. `deal` is the deal as text (a typed number
 * in decimal, a drawn deal's 32 hex digits), as `games` gives it; `fingerprint` is a hash of the game
 * and its log (not of when the file was written), so opening the same game twice keeps one row.
 */
export const name = 'replay-files';

export const sql = `
CREATE TABLE replay_files (
  id TEXT PRIMARY KEY,
  fingerprint TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  deal TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  game TEXT NOT NULL,
  actions TEXT NOT NULL,
  result TEXT NOT NULL
);
CREATE INDEX replay_files_by_deal ON replay_files (kind, deal);
`;
