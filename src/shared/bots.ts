import { z } from 'zod';

/**
 * Bot teammates (docs/bots.md): the seats of a game a bot plays, and the pace it plays at. A setting
 * of the game, chosen in the new-game form and kept with the game (migration 007).
 */
export const BOT_PACES = ['relaxed', 'steady', 'quick'] as const;
export type BotPace = (typeof BOT_PACES)[number];

export const botSeatsSchema = z
  .object({
    /** The seats (from 0) a bot plays: each once. */
    seats: z.array(z.number().int().min(0).max(4)).min(1).max(5),
    pace: z.enum(BOT_PACES).default('steady'),
  })
  .strict();
export type BotSeats = z.infer<typeof botSeatsSchema>;
