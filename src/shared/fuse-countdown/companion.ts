import { z } from 'zod';
import { companionOutcomeSchema, companionPlayersSchema } from '../companion';
import { COUNTDOWN_LEVELS, usesFuseCards } from './setup';

/** The companion's clocks: fitted to the table, the printed ten minutes, or the slower 15 and 20. */
export const COUNTDOWN_COMPANION_CLOCKS = ['fitted', '10', '15', '20'] as const;
const clockSchema = z.enum(COUNTDOWN_COMPANION_CLOCKS);
const levelSchema = z.enum(COUNTDOWN_LEVELS);

/** The clock a FUSE: Countdown table chooses for the companion (a fitted clock needs the level and the players). */
export const countdownCompanionClockSchema = z
  .object({
    clock: clockSchema.default('fitted'),
    players: z.number().int().min(1).max(4).default(2),
    level: levelSchema.default('standard'),
  })
  .strict();
export type CountdownCompanionClock = z.output<typeof countdownCompanionClockSchema>;

/** The result form of a FUSE: Countdown game played with the box. */
export const countdownCompanionResultSchema = z
  .object({
    kind: z.literal('fuse-countdown'),
    players: companionPlayersSchema(1, 4),
    level: levelSchema,
    /** The fuse cards shuffled into the deck: none below Expert, 1–10 from Expert. */
    fuses: z.number().int('a whole number').min(0).max(10, 'at most 10'),
    clock: clockSchema,
    outcome: companionOutcomeSchema,
    score: z.number().int('a whole number').min(0, 'at least 0').max(999, 'at most 999'),
  })
  .strict()
  .superRefine((result, ctx) => {
    if (!usesFuseCards(result.level) && result.fuses !== 0) ctx.addIssue({ code: 'custom', path: ['fuses'], message: 'no fuse cards below Expert' });
    if (usesFuseCards(result.level) && result.fuses === 0) ctx.addIssue({ code: 'custom', path: ['fuses'], message: 'from Expert the deck has 1 to 10 fuse cards' });
  });
export type CountdownCompanionResult = z.output<typeof countdownCompanionResultSchema>;
