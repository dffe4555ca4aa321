/**
 * 011: the daily deal (docs/daily-deal.md). `daily_plays`: every game started from a day's deal, its
 * UTC date and setting (as text: "players=2 level=standard meter=standard"), whether it is the day's
 * one counted try (the first for that game, date and setting; later ones are practice), and once
 * it ends its outcome and share line. A play outlives its game (`game_id` is emptied when the game is
 * deleted), so deleting a game neither gives a second counted try nor takes a day out of the series.
 * `daily_friend_lines`: friends' share lines pasted in, checked, with the name given.
 */
export const name = 'daily-deals';

export const sql = `
CREATE TABLE daily_plays (
  id           INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL,
  date         TEXT    NOT NULL,
  setting      TEXT    NOT NULL,
  game_id      TEXT    UNIQUE REFERENCES games (id) ON DELETE SET NULL,
  counted      INTEGER NOT NULL CHECK (counted IN (0, 1)),
  started_at   TEXT    NOT NULL,
  outcome      TEXT    CHECK (outcome IN ('won', 'lost')),
  line         TEXT,
  finished_at  TEXT
) STRICT;
CREATE UNIQUE INDEX daily_plays_one_counted ON daily_plays (kind, date, setting) WHERE counted = 1;
CREATE INDEX daily_plays_by_date ON daily_plays (date);

CREATE TABLE daily_friend_lines (
  id        INTEGER PRIMARY KEY,
  kind      TEXT NOT NULL,
  date      TEXT NOT NULL,
  setting   TEXT NOT NULL,
  friend    TEXT NOT NULL,
  line      TEXT NOT NULL,
  added_at  TEXT NOT NULL,
  UNIQUE (friend, line)
) STRICT;
CREATE INDEX daily_friend_lines_by_date ON daily_friend_lines (date);
`;
