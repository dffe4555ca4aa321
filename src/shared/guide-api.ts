import { z } from 'zod';
import { gameIdSchema, gameKindSchema, type GameDetail, type GameKind } from './games';

/**
 * Where a guided game stands (docs/guided-game.md): the guide's step, and whether the services hold
 * its clock and deadlines (while a step is explained, nothing of the game's time runs).
 */
export interface GuideProgress {
  step: number;
  held: boolean;
  /**
   * While the main screen's guide explains the resolution's lit steps: the index of the last log line
   * it has read there. The devices' boards stand on each lit line after it, as the main screen's does,
   * and their guide line explains it. Kept by the services with the live game only (a board drawn
   * afresh has nothing to replay, so a stored reading position would mean nothing); absent: none.
   */
  explained?: number;
}

/** A guided game finished by someone: the game's kind, the profile that played it (null: a guest), when. */
export interface GuideFinished {
  kind: GameKind;
  profileId: string | null;
  finishedAt: string;
}

/** Payload schemas of the guided game's methods. */
export const guideInputSchemas = {
  /**
   * The guide moved to `step` (a player's act, or the engine having done what the step asked); `held`:
   * the clock stands; `explained`: the last log line read of the lit steps the main screen explains.
   */
  setGuide: z.object({ id: gameIdSchema, step: z.number().int().min(0).max(500), held: z.boolean(), explained: z.number().int().min(-1).max(1_000_000).optional() }).strict(),
  /** The guide reached its end: the profile keeps that it was finished, and the guided game goes (it counts nowhere). */
  finishGuide: z.object({ id: gameIdSchema }).strict(),
  /** Every guided game finished on this machine, by kind and profile. */
  listGuidesFinished: z.object({ kind: gameKindSchema.optional() }).strict(),
} as const;

export interface GuideResults {
  setGuide: GameDetail;
  finishGuide: GuideFinished[];
  listGuidesFinished: GuideFinished[];
}
