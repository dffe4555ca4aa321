import { z } from 'zod';
import { gameIdSchema } from './games';
import type { AdviceReason } from './advice';
import type { GameKind, GameTypes } from './game-registry';

/** Payload schema of the host's hint method ("what would you do?"). */
export const hintsInputSchemas = {
  /**
   * A hint for one seat, or (without `seat`) for every seat the main screen plays. Worked out from the
   * players' view; the game's record keeps that a hint was shown.
   */
  askHint: z.object({ id: gameIdSchema, seat: z.number().int().min(0).max(4).optional() }).strict(),
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

export interface HintsResults {
  askHint: Hint;
}
