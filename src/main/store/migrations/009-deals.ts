/**
 * 009: deals of 128 bits (devices.md, "Untrusted by default"). A new game's deal is 128 random bits,
 * kept as 32 hex digits in `deal`; `seed` keeps a deal typed as a number, as every game saved
 * before this one had. A row's deal is `deal` when it is not empty, else `seed`.
 */
export const name = 'deals';

export const sql = `
ALTER TABLE games ADD COLUMN deal TEXT NOT NULL DEFAULT '';
`;
