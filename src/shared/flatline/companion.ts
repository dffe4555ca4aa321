import { z } from 'zod';
import { companionOutcomeSchema, companionPlayersSchema } from '../companion';
import { FLATLINE_LEVELS, METER_SIDES } from './setup';

/** The companion's countdowns: the 60 seconds of the box, or the slower 90 and 120 the app offers. */
export const FLATLINE_COMPANION_TIMERS = [60, 90, 120] as const;
const timerSchema = z.union([z.literal(60), z.literal(90), z.literal(120)]);

/** The clock a FLATLINE table chooses for the companion. */
export const flatlineCompanionClockSchema = z.object({ timerSeconds: timerSchema.default(60) }).strict();
export type FlatlineCompanionClock = z.output<typeof flatlineCompanionClockSchema>;

/** The result form of a FLATLINE game played with the box. */
export const flatlineCompanionResultSchema = z
  .object({
    kind: z.literal('flatline'),
    players: companionPlayersSchema(1, 5),
    level: z.enum(FLATLINE_LEVELS),
    meterSide: z.enum(METER_SIDES),
    timerSeconds: timerSchema,
    outcome: companionOutcomeSchema,
    /** The deck holds 20 patient cards. */
    patientsTreated: z.number().int('a whole number').min(0, 'at least 0').max(20, 'at most 20 (the deck holds 20 patients)'),
    rounds: z.number().int('a whole number').min(1, 'at least 1').max(99, 'at most 99'),
  })
  .strict();
export type FlatlineCompanionResult = z.output<typeof flatlineCompanionResultSchema>;
