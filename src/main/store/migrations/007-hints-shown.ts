/**
 * 007: hints. A game counts the hints shown at its table (`hints_shown`: each "what would you do?"
 * that suggested something), and its result keeps the count (`hints`), so history says hints were
 * used and statistics and best scores keep hinted games apart. Every existing game had none.
 */
export const name = 'hints-shown';

export const sql = `
ALTER TABLE games ADD COLUMN hints_shown INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_results ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
`;
