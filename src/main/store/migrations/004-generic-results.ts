/**
 * 004: results and campaigns for any game. A result row keeps what every game has (kind, outcome
 * and cause, times, players, timer, level, rounds, a score where the game keeps one) in columns,
 * and the game's own numbers and settings beside it in `game_result_details` (JSON; FLATLINE: meter
 * side, patients treated, emergencies cleared, stat cards failed, re-rolls used), so the rows the
 * statistics scan stay small. Every existing row is carried over exactly. A campaign belongs to one
 * game.
 */
export const name = 'generic-results';

export const sql = `
CREATE TABLE game_results_v4 (
  game_id      TEXT    PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  kind         TEXT    NOT NULL,
  outcome      TEXT    NOT NULL CHECK (outcome IN ('won', 'lost')),
  cause        TEXT,
  started_at   TEXT    NOT NULL,
  finished_at  TEXT    NOT NULL,
  duration_ms  INTEGER NOT NULL,
  players      INTEGER NOT NULL,
  solitaire    INTEGER NOT NULL CHECK (solitaire IN (0, 1)),
  timer        TEXT    NOT NULL,
  level        TEXT,
  rounds       INTEGER NOT NULL,
  score        INTEGER
) STRICT;

CREATE TABLE game_result_details (
  game_id  TEXT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  details  TEXT NOT NULL CHECK (json_valid(details))
) STRICT;

INSERT INTO game_results_v4 (game_id, kind, outcome, cause, started_at, finished_at, duration_ms, players, solitaire,
  timer, level, rounds, score)
SELECT game_id, kind, CASE won WHEN 1 THEN 'won' ELSE 'lost' END, loss_cause, started_at, finished_at, duration_ms,
  players, solitaire, timer, level, rounds, NULL
FROM game_results;

INSERT INTO game_result_details (game_id, details)
SELECT game_id, json_object('meterSide', meter_side, 'patientsTreated', patients_treated, 'emergenciesCleared', emergencies_cleared,
    'statFailed', stat_failed, 'rerollsUsed', rerolls_used)
FROM game_results;

DROP TABLE game_results;
ALTER TABLE game_results_v4 RENAME TO game_results;
CREATE INDEX game_results_by_finished ON game_results (finished_at, game_id);
CREATE INDEX game_results_by_kind ON game_results (kind, finished_at, game_id);

ALTER TABLE campaigns ADD COLUMN kind TEXT NOT NULL DEFAULT 'flatline';
`;
