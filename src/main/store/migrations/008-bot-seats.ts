/**
 * 008: bot teammates (docs/bots.md). A game remembers the seats a bot plays (`bot_seats`: seat
 * numbers from 0, comma-joined; '' when people sit at every seat) and the bots' pace (`bot_pace`),
 * so a saved game resumes with its bots; its result keeps the seats (`bots`), so history says which
 * seats were bots and statistics can leave bot games out. A campaign's crew may bring bot teammates
 * (`campaigns.bots`: JSON `{ names, pace }`, '' for none), seated after its people in every mission.
 * Every existing game and campaign was played by people.
 */
export const name = 'bot-seats';

export const sql = `
ALTER TABLE games ADD COLUMN bot_seats TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN bot_pace TEXT NOT NULL DEFAULT 'steady';
ALTER TABLE game_results ADD COLUMN bots TEXT NOT NULL DEFAULT '';
ALTER TABLE campaigns ADD COLUMN bots TEXT NOT NULL DEFAULT '';
`;
