/**
 * 001: games of any kind, the log of every accepted action, and state snapshots.
 * A game is resumed from its latest snapshot plus the actions after it, so resuming a long game
 * costs about what a short one does. JSON columns hold plain-JSON engine data.
 */
export const name = 'games';

export const sql = `
CREATE TABLE games (
  id            TEXT    PRIMARY KEY,
  kind          TEXT    NOT NULL,
  title         TEXT    NOT NULL,
  setup         TEXT    NOT NULL CHECK (json_valid(setup)),
  seed          INTEGER NOT NULL,
  status        TEXT    NOT NULL,
  round         INTEGER NOT NULL,
  action_count  INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT    NOT NULL,
  updated_at    TEXT    NOT NULL,
  finished_at   TEXT
) STRICT;

CREATE INDEX games_by_updated ON games (updated_at DESC, id);

CREATE TABLE game_actions (
  game_id  TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seq      INTEGER NOT NULL CHECK (seq >= 1),
  action   TEXT    NOT NULL CHECK (json_valid(action)),
  at       TEXT    NOT NULL,
  PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;

CREATE TABLE snapshots (
  game_id  TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seq      INTEGER NOT NULL CHECK (seq >= 0),
  state    TEXT    NOT NULL CHECK (json_valid(state)),
  PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;
`;
