import { ApiCallError } from '@shared/errors';

/**
 * What came of one action a board played: taken, or refused with the words to show where the
 * players acted (and the engine's code, when it gave one, so a board can say more about it).
 */
export type Played = { ok: true } | { ok: false; text: string; code?: string };

/**
 * Plays one action for a board (its `act`, or another call to the host). The host's `false` is a
 * refusal without a reason; a thrown error (the engine's refusal code, a lost host) is said in the
 * players' words. Never throws, so the board's busy flag always comes down.
 */
export async function playAction(run: () => Promise<unknown>, words: { refused: () => string; error: (error: unknown) => string }): Promise<Played> {
  try {
    return (await run()) === false ? { ok: false, text: words.refused() } : { ok: true };
  } catch (error) {
    return error instanceof ApiCallError ? { ok: false, text: words.error(error), code: error.code } : { ok: false, text: words.error(error) };
  }
}
