import { z } from 'zod';
import { SYMBOLS } from './symbols';

/**
 * The shapes of FLATLINE's printed components, as schema-checked data. The texts of cards are not
 * here: the renderer translates card ids. Only what the rules need (dice spaces, who may fill a
 * line, trigger lights and effect icons) is data.
 */

/** A die space: one symbol, two symbols (either may go), any symbol, or "any, but all `match` spaces of the line alike". */
export const dieSpaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('symbols'), symbols: z.array(z.enum(SYMBOLS)).min(1).max(2) }).strict(),
  z.object({ kind: z.literal('any') }).strict(),
  z.object({ kind: z.literal('match') }).strict(),
]);
export type DieSpace = z.infer<typeof dieSpaceSchema>;

/** Who may treat a line: one player alone, exactly two (split line), more than one, or every player. */
export const LINE_WHO = ['one', 'two', 'many', 'all'] as const;

/**
 * A patient line. For `two`, `split` is how many spaces the left part holds. For `all`, `spaces`
 * holds the single space every player fills once (the line has one space per player at the table).
 */
export const lineSpecSchema = z
  .object({
    who: z.enum(LINE_WHO),
    spaces: z.array(dieSpaceSchema).min(1).max(5),
    split: z.number().int().min(1).optional(),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (line.who === 'two' && (line.split === undefined || line.split >= line.spaces.length)) {
      ctx.addIssue({ code: 'custom', message: 'a split line needs a left and a right part' });
    }
    if (line.who !== 'two' && line.split !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'only a split line has a split' });
    }
    if (line.who === 'all' && line.spaces.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'an all-players line shows one space that every player fills' });
    }
    if (line.who === 'many' && line.spaces.length < 2) {
      ctx.addIssue({ code: 'custom', message: 'a line for more than one player needs two spaces at least' });
    }
  });
export type LineSpec = z.infer<typeof lineSpecSchema>;

/** Effect icons (rulebook "Icons"). Benefits appear on green lights, penalties on red ones. */
export const GREEN_EFFECTS = [
  'place-cleared-tile', 'one-gains-die', 'all-gain-die', 'power-up', 'discard-emergency', 'skip-dial-turn', 'free-reroll',
] as const;
export const RED_EFFECTS = [
  'discard-triage', 'one-loses-die', 'all-lose-die', 'remove-cleared-tile', 'draw-emergency', 'turn-dial', 'power-down', 'lock-rerolls',
] as const;
export type GreenEffect = (typeof GREEN_EFFECTS)[number];
export type RedEffect = (typeof RED_EFFECTS)[number];
export type TriggerEffect = GreenEffect | RedEffect;

export const triggerSchema = z.discriminatedUnion('light', [
  z.object({ light: z.literal('blank') }).strict(),
  z.object({ light: z.literal('green'), effect: z.enum(GREEN_EFFECTS) }).strict(),
  z.object({ light: z.literal('red'), effect: z.enum(RED_EFFECTS) }).strict(),
]);
export type Trigger = z.infer<typeof triggerSchema>;

export const patientCardSchema = z
  .object({
    id: z.string().regex(/^patient-\d{2}$/),
    lines: z.array(lineSpecSchema).min(3).max(5),
    triggers: z.array(triggerSchema).length(4),
  })
  .strict();
export type PatientCard = z.infer<typeof patientCardSchema>;

/** The 18 standard emergency cards, named in the rulebook's card breakdown. */
export const EMERGENCY_EFFECTS = [
  'lost-assistance', 'setback', 'bathroom-break', 'regression', 'no-help-in-sight', 'lock-down',
  'under-duress', 'increased-distress', 'unexpected-hindrance', 'foiled-plans', 'escalation', 'power-lock',
  'under-manned', 'chaos', 'bad-timing', 'power-loss', 'caught-off-guard', 'a-thankless-job',
] as const;
export type EmergencyEffect = (typeof EMERGENCY_EFFECTS)[number];

/** The 11 stat cards: once cleared they become the triage cards named in the card breakdown. */
export const TRIAGE_CARDS = [
  'tactical-decision', 'triage', 'concentrated-effort', 'clear', 'adrenaline-rush', 'crisis-averted',
  'under-control', 'disaster-averted', 'recharge', 'caffeine-rush', 'a-fresh-start',
] as const;
export type TriageCard = (typeof TRIAGE_CARDS)[number];

/** An emergency card: its id is its name's kebab form; `tab` says where a revealed card goes. */
export const emergencyCardSchema = z.discriminatedUnion('tab', [
  z
    .object({
      tab: z.literal('standard'),
      id: z.enum(EMERGENCY_EFFECTS),
      spaces: z.array(dieSpaceSchema).min(2).max(4),
    })
    .strict(),
  z
    .object({
      tab: z.literal('stat'),
      id: z.enum(TRIAGE_CARDS),
      spaces: z.array(dieSpaceSchema).min(2).max(4),
    })
    .strict(),
]);
export type EmergencyCard = z.infer<typeof emergencyCardSchema>;
