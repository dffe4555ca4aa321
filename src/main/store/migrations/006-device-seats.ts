/**
 * 006: players at their own devices. A game remembers which of its seats were ever played from a
 * device (`device_seats`: seat numbers from 0, comma-joined, in claim order; '' for a one-screen
 * game), and its result keeps the same list (`devices`), so history says which seats played from
 * a device and statistics tell one-screen games from device games. Every existing game and result
 * was played at one screen.
 */
export const name = 'device-seats';

export const sql = `
ALTER TABLE games ADD COLUMN device_seats TEXT NOT NULL DEFAULT '';
ALTER TABLE game_results ADD COLUMN devices TEXT NOT NULL DEFAULT '';
`;
