/**
 * 014: the companion's clock kept across a restart (docs/companion.md). One row at most: the open
 * companion as the services last kept it (its step, its round and the countdown time used, as JSON),
 * so an app that closes or stops with a companion open brings it back, paused where it stood.
 */
export const name = 'companion-clock';

export const sql = `
CREATE TABLE companion_clock (
  slot     INTEGER PRIMARY KEY CHECK (slot = 1),
  session  TEXT NOT NULL,
  kept_at  TEXT NOT NULL
);
`;
