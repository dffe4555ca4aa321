import { z } from 'zod';
import { cleanTextSchema } from './clean-text';

/** The five die-body colours of the physical game; every player also gets an initial and a pattern. */
export const PLAYER_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
export type PlayerColour = (typeof PLAYER_COLOURS)[number];

export const playerNameSchema = cleanTextSchema(24, { empty: 'a player needs a name', tooLong: 'a player name has at most 24 characters' });

export const seatSchema = z.object({
  name: playerNameSchema,
  colour: z.enum(PLAYER_COLOURS),
});
export type Seat = z.infer<typeof seatSchema>;
