/**
 * 005: a campaign may play its missions on the game's clock fitted to the table (FUSE: Countdown:
 * set by each mission's level and the crew's size) instead of one clock setting; its
 * `timer_seconds` is then NULL. Every campaign made before keeps its clock (`fitted_clock` 0).
 */
export const name = 'campaign-fitted-clock';

export const sql = `
ALTER TABLE campaigns ADD COLUMN fitted_clock INTEGER NOT NULL DEFAULT 0 CHECK (fitted_clock IN (0, 1));
`;
