import { z } from 'zod';
import { colourSchema, faceSchema } from './components';

const dieId = z.string().regex(/^d[0-9]{2}$/, 'a die id looks like d07');
const cardId = z.string().regex(/^(bomb|spark)-[0-9]{2}$/, 'a card id looks like bomb-07 or spark-12');
const seat = z.number().int().min(0).max(3);

/**
 * Everything a table can do in a FUSE: Countdown game. The engine checks each action against the
 * state again and refuses an illegal one with a stable code, leaving the state untouched.
 */
export const fuseCountdownActionSchema = z.discriminatedUnion('type', [
  /** The players are ready: the clock starts and the first turn opens (the table is laid out and the roles known). */
  z.object({ type: z.literal('start') }).strict(),
  /** Step 1: the leader draws and rolls. The Cutter names a colour, the Operations Engineer a number. */
  z.object({ type: z.literal('roll'), name: z.union([z.object({ colour: colourSchema }).strict(), z.object({ number: faceSchema }).strict()]).optional() }).strict(),
  /** Cutter, Operations Engineer or Technologist: show a rolled die as another colour until it is placed. */
  z.object({ type: z.literal('change-colour'), die: dieId, colour: colourSchema }).strict(),
  /** Cutter, Operations Engineer or Equipment Technician: turn a rolled die to another number. */
  z.object({ type: z.literal('change-number'), die: dieId, number: faceSchema }).strict(),
  /** Disposal Expert: turn rolled dice to their opposite faces. */
  z.object({ type: z.literal('flip'), dice: z.array(dieId).min(1).max(5) }).strict(),
  /** Explosives Instructor: roll some rolled dice again (three times at most). */
  z.object({ type: z.literal('reroll'), dice: z.array(dieId).min(1).max(5) }).strict(),
  /** Logistics Specialist: put one rolled die back in the bag; the leader then takes one die fewer, without a spark. */
  z.object({ type: z.literal('return-die'), die: dieId }).strict(),
  /** Step 2: a seat takes a rolled die and places it on a cell of one of its bomb or spark cards. */
  z.object({ type: z.literal('place'), seat, die: dieId, card: cardId, cell: z.number().int().min(0).max(5) }).strict(),
  /** House rule: the seat takes its last placed die back among the rolled dice (docs/take-back.md). */
  z.object({ type: z.literal('take-back'), seat, die: dieId }).strict(),
  /** With one or two players: defuse a finished bomb or spark during step 2. */
  z.object({ type: z.literal('defuse'), seat, card: cardId }).strict(),
  /** The team ends step 2 (refused while a seat short of its quota could still take a die). */
  z.object({ type: z.literal('done') }).strict(),
  /** Answer the pending decision with one of its options. */
  z.object({ type: z.literal('decide'), seat, option: z.string().min(1).max(40) }).strict(),
  /** Roll spare dice for every seat still to roll a 6 (the roll-a-six fuse card). */
  z.object({ type: z.literal('roll-six') }).strict(),
  /** The table ends a game whose ship can no longer be saved, as the clock running out would. */
  z.object({ type: z.literal('end-now') }).strict(),
  /**
   * The services' own, never a player's: at least two seats play from their own devices (or no
   * longer do) before the clock starts, so a fitted clock is fitted to that table.
   */
  z.object({ type: z.literal('fit-clock'), devices: z.boolean() }).strict(),
  /** Total countdown time elapsed so far (paused time excluded). */
  z.object({ type: z.literal('tick'), elapsedMs: z.number().int().min(0).max(86_400_000) }).strict(),
]);
export type FuseCountdownAction = z.infer<typeof fuseCountdownActionSchema>;
