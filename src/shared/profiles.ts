import { z } from 'zod';
import { PLAYER_COLOURS, playerNameSchema, type PlayerColour } from './players';

/** A person who plays at this table: a name and the die colour they like to take. */
export interface Profile {
  id: string;
  name: string;
  colour: PlayerColour;
  createdAt: string;
}

export const profileIdSchema = z.string().regex(/^p-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'a profile id looks like p-<uuid>');

export const profileInputSchema = z
  .object({
    /** Absent: a new profile. */
    id: profileIdSchema.optional(),
    name: playerNameSchema,
    colour: z.enum(PLAYER_COLOURS),
  })
  .strict();
