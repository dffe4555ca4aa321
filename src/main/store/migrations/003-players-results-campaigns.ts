/**
 * 003: profiles (a person at this table), who sat at each seat of a game, campaigns (a crew climbing
 * a ladder of missions), and one result row per finished game, computed from its final state when it
 * ends, so history and statistics are SQL over small rows and never replay a game.
 */
export const name = 'players-results-campaigns';

export const sql = `
CREATE TABLE profiles (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  colour      TEXT NOT NULL,
  created_at  TEXT NOT NULL
) STRICT;

CREATE TABLE game_players (
  game_id     TEXT    NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat        INTEGER NOT NULL CHECK (seat >= 0),
  profile_id  TEXT    NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  PRIMARY KEY (game_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX game_players_by_profile ON game_players (profile_id, game_id);

CREATE TABLE campaigns (
  id               TEXT    PRIMARY KEY,
  name             TEXT    NOT NULL,
  ladder           TEXT    NOT NULL CHECK (json_valid(ladder)),
  timer_seconds    INTEGER,
  step             INTEGER NOT NULL DEFAULT 0 CHECK (step >= 0),
  current_game_id  TEXT    REFERENCES games (id) ON DELETE SET NULL,
  created_at       TEXT    NOT NULL,
  updated_at       TEXT    NOT NULL
) STRICT;

CREATE TABLE campaign_crew (
  campaign_id  TEXT    NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  seat         INTEGER NOT NULL CHECK (seat >= 0),
  profile_id   TEXT    NOT NULL REFERENCES profiles (id),
  PRIMARY KEY (campaign_id, seat)
) STRICT, WITHOUT ROWID;
CREATE INDEX campaign_crew_by_profile ON campaign_crew (profile_id);

CREATE TABLE campaign_games (
  game_id      TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  campaign_id  TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  mission_id   TEXT NOT NULL
) STRICT;
CREATE INDEX campaign_games_by_campaign ON campaign_games (campaign_id);

CREATE TABLE game_results (
  game_id              TEXT    PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  kind                 TEXT    NOT NULL,
  level                TEXT    NOT NULL,
  meter_side           TEXT    NOT NULL,
  players              INTEGER NOT NULL,
  solitaire            INTEGER NOT NULL CHECK (solitaire IN (0, 1)),
  timer                TEXT    NOT NULL,
  won                  INTEGER NOT NULL CHECK (won IN (0, 1)),
  loss_cause           TEXT,
  rounds               INTEGER NOT NULL,
  patients_treated     INTEGER NOT NULL,
  emergencies_cleared  INTEGER NOT NULL,
  stat_failed          INTEGER NOT NULL,
  rerolls_used         INTEGER NOT NULL,
  started_at           TEXT    NOT NULL,
  finished_at          TEXT    NOT NULL,
  duration_ms          INTEGER NOT NULL
) STRICT;
CREATE INDEX game_results_by_finished ON game_results (finished_at, game_id);
`;
