/**
 * 013: games played with the physical box (docs/companion.md). The companion's result form records
 * a finished game of the physical edition: a `games` row (no actions, no snapshots) marked
 * `physical`, and its result keeps the mark, so history says so and statistics keep such games apart
 * where a figure would mix them (best scores, the odds comparison). Every existing game was played
 * on screen.
 */
export const name = 'physical-games';

export const sql = `
ALTER TABLE games ADD COLUMN physical INTEGER NOT NULL DEFAULT 0 CHECK (physical IN (0, 1));
ALTER TABLE game_results ADD COLUMN physical INTEGER NOT NULL DEFAULT 0 CHECK (physical IN (0, 1));
`;
