import { z } from 'zod';
import { SYMBOLS } from './symbols';
import { TRIAGE_CARDS } from './cards';

/**
 * Everything a table can do in a FLATLINE game. The API validates actions with this schema; the
 * engine checks them again against the state and refuses illegal ones with a stable code.
 */
const dieId = z.string().regex(/^s[0-4]d[0-9]$/, 'a die id looks like s0d3');
const seat = z.number().int().min(0).max(4);

export const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('line'), slot: z.number().int().min(0).max(3), line: z.number().int().min(0).max(4) }).strict(),
  z.object({ kind: z.literal('card'), card: z.string().min(1).max(40) }).strict(),
  z.object({ kind: z.literal('station'), station: z.number().int().min(0).max(1) }).strict(),
]);

export const flatlineActionSchema = z.discriminatedUnion('type', [
  /** Run the automatic steps up to the next point that needs the players. */
  z.object({ type: z.literal('advance') }).strict(),
  /** Keep the open triage window until someone goes on: its wait no longer moves play on. */
  z.object({ type: z.literal('hold') }).strict(),
  /** Put a rolled die from a tray on a space of a line, card or station (countdown only). */
  z.object({ type: z.literal('place'), die: dieId, target: targetSchema, space: z.number().int().min(0).max(4) }).strict(),
  /** House rule: the die's owner takes back the last die it placed, to its tray (docs/take-back.md). */
  z.object({ type: z.literal('take-back'), die: dieId }).strict(),
  /**
   * Re-roll some of `seat`'s unplaced dice: either by sacrificing `sacrifice` (any player's unplaced
   * die) on the re-roll track, or, without it, with a free re-roll (A Fresh Start).
   */
  z.object({ type: z.literal('reroll'), seat, dice: z.array(dieId).min(1).max(8), sacrifice: dieId.optional() }).strict(),
  /** Concentrated Effort: turn one unplaced die of its owner to any face. */
  z.object({ type: z.literal('change-face'), die: dieId, face: z.enum(SYMBOLS) }).strict(),
  /** Use a triage card from the + area. */
  z.object({ type: z.literal('use-triage'), card: z.enum(TRIAGE_CARDS) }).strict(),
  /** Discard a triage card from the + area to make room. */
  z.object({ type: z.literal('discard-triage'), card: z.enum(TRIAGE_CARDS) }).strict(),
  /** Answer the pending decision with one of its option ids. */
  z.object({ type: z.literal('decide'), option: z.string().min(1).max(60) }).strict(),
  /** Total countdown time elapsed so far (paused time excluded). */
  z.object({ type: z.literal('tick'), elapsedMs: z.number().int().min(0).max(86_400_000) }).strict(),
  /**
   * The players declare the countdown over; with `seat`, one seat's device says that seat is done
   * (the countdown ends once every seat that still holds dice is done).
   */
  z.object({ type: z.literal('done'), seat: seat.optional() }).strict(),
  /** A seat asks the table for a die to sacrifice for its re-roll (players at their own devices). */
  z.object({ type: z.literal('ask-die'), seat }).strict(),
  /** A die's owner offers it for the re-roll of `to`, which asked; `to` accepts with its `reroll`. */
  z.object({ type: z.literal('offer-die'), die: dieId, to: seat }).strict(),
  /** The asking seat asks no more (the offers to it go too). */
  z.object({ type: z.literal('withdraw-ask'), seat }).strict(),
]);
export type FlatlineAction = z.infer<typeof flatlineActionSchema>;
export type TargetInput = z.infer<typeof targetSchema>;
