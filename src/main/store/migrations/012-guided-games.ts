/**
 * 012: guided first games (docs/guided-game.md). `guided_games` marks a stored game as a guided one
 * and keeps where its guide stands (its step, and whether its clock is held); a guided game never
 * enters history or statistics. `guides_finished` is what the profile keeps of it: who finished
 * which game's guide, and when ('' for a guest).
 */
export const name = 'guided-games';

export const sql = `
CREATE TABLE guided_games (
  game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  step    INTEGER NOT NULL DEFAULT 0,
  held    INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE guides_finished (
  kind        TEXT NOT NULL,
  profile_id  TEXT NOT NULL DEFAULT '',
  finished_at TEXT NOT NULL,
  PRIMARY KEY (kind, profile_id)
);
`;
