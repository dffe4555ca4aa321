/**
 * 002: a game can be paused. A paused game hides its board and its countdown clock stands still;
 * a game reopened in the middle of a countdown comes back paused.
 */
export const name = 'paused';

export const sql = `
ALTER TABLE games ADD COLUMN paused INTEGER NOT NULL DEFAULT 0 CHECK (paused IN (0, 1));
`;
