import { z } from 'zod';
import { seatSchema } from '../players';

export const FLATLINE_LEVELS = ['training', 'standard', 'expert'] as const;
export type FlatlineLevel = (typeof FLATLINE_LEVELS)[number];

export const METER_SIDES = ['standard', 'expert'] as const;
export type MeterSide = (typeof METER_SIDES)[number];

/** Countdown lengths offered: 60 s (the rulebook's), 90, 120, or untimed (null). */
export const TIMER_CHOICES = [60, 90, 120, null] as const;
export type TimerSeconds = 60 | 90 | 120 | null;

/**
 * How a FLATLINE game is set up. `seats` are the dice colours at the table: 2–5 seats,
 * where a solitaire game is one person playing two seats (`solitaire: true`).
 */
export const flatlineSetupSchema = z
  .object({
    seats: z.array(seatSchema).min(2, 'FLATLINE needs two seats (solitaire plays two colours)').max(5, 'FLATLINE seats at most five players'),
    solitaire: z.boolean().default(false),
    level: z.enum(FLATLINE_LEVELS).default('standard'),
    meterSide: z.enum(METER_SIDES).default('standard'),
    timerSeconds: z.union([z.literal(60), z.literal(90), z.literal(120), z.null()]).default(60),
    /** The house rule "Take back a misplaced die" (docs/take-back.md): true when chosen; absent (as in older saves) or false, off. */
    takeBack: z.boolean().optional(),
  })
  .superRefine((setup, ctx) => {
    if (setup.solitaire && setup.seats.length !== 2) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: 'a solitaire game plays exactly two colours' });
    }
    const colours = new Set(setup.seats.map((s) => s.colour));
    if (colours.size !== setup.seats.length) {
      ctx.addIssue({ code: 'custom', path: ['seats'], message: 'every seat needs its own colour' });
    }
  });
export type FlatlineSetup = z.output<typeof flatlineSetupSchema>;
export type FlatlineSetupInput = z.input<typeof flatlineSetupSchema>;

