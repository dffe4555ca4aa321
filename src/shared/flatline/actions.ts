import { z } from 'zod';

/**
 * PLACEHOLDER until the FLATLINE engine lands: the actions a table can take on a FLATLINE game.
 * The engine issue replaces this with the full action schema (a discriminated union on `type`).
 */
export const flatlineActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('begin-round') }).strict(),
]);
export type FlatlineAction = z.infer<typeof flatlineActionSchema>;
