import { z } from 'zod';
import { gameIdSchema } from './games';
import type { AdviceReason } from './advice';
import { GAME_KINDS, GAME_SCHEMAS, type GameKind, type GameTypes } from './game-registry';

/** The hint a screen shows, sent back when the game has moved on: its game's kind and the action it suggests. */
const shownOf = <K extends GameKind>(kind: K) => z.object({ kind: z.literal(kind), action: GAME_SCHEMAS[kind].action }).strict();
type ShownSchema = { [K in GameKind]: ReturnType<typeof shownOf<K>> }[GameKind];
export const shownHintSchema = z.discriminatedUnion('kind', GAME_KINDS.map((kind) => shownOf(kind) as ShownSchema) as unknown as [ShownSchema, ...ShownSchema[]]);
export type ShownHint = z.infer<typeof shownHintSchema>;

/** Payload schema of the host's hint method ("what would you do?"). */
export const hintsInputSchemas = {
  /**
   * A hint for one seat, or (without `seat`) for every seat people play at the main screen. Worked out
   * from the players' view; the game's record keeps that a hint was shown. With `shown` (the hint on
   * the screen, after someone else's act): kept while it is still possible, else a new one.
   */
  askHint: z.object({ id: gameIdSchema, seat: z.number().int().min(0).max(4).optional(), shown: shownHintSchema.optional() }).strict(),
} as const;

/** A hint as the table shows it: for the game at `version`, the suggested action (or none) and why. */
export type HintOf<K extends GameKind> = {
  id: string;
  kind: K;
  /** The game's version it was worked out for: a later move makes it stale. */
  version: number;
  /** The seats it was asked for. */
  seats: number[];
  action: GameTypes[K]['action'] | null;
  why: AdviceReason;
};
export type Hint = { [K in GameKind]: HintOf<K> }[GameKind];

/** The answer to a hint sent back (`shown`) that is still possible at `version`: the screen keeps showing it. */
export interface HintKept {
  id: string;
  kind: GameKind;
  version: number;
  seats: number[];
  kept: true;
}

/** A hint, or (only when the screen sent its hint back) word that the one shown still stands. */
export type HintAnswer = Hint | HintKept;

export interface HintsResults {
  askHint: HintAnswer;
}
