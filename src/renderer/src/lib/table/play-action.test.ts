import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@shared/errors';
import { playAction } from './play-action';

const words = { refused: () => 'Not now.', error: (error: unknown) => `Refused: ${(error as Error).message}` };

describe('an action a board plays', () => {
  it('is taken when the host answers', async () => {
    expect(await playAction(async () => ({ version: 2 }), words)).toEqual({ ok: true });
  });

  it("is refused with the board's words when the host says false, and with the reason when it throws", async () => {
    expect(await playAction(async () => false, words)).toEqual({ ok: false, text: 'Not now.' });
    expect(await playAction(() => Promise.reject(new Error('placement-wrong-symbol')), words)).toEqual({ ok: false, text: 'Refused: placement-wrong-symbol' });
  });

  it("keeps the engine's refusal code beside its words, so a board can name the seat that was quicker", async () => {
    const refused = new ApiCallError({ code: 'die-not-available', message: 'That die is not an unplaced rolled die.', params: { die: 's1d2' } });
    expect(await playAction(() => Promise.reject(refused), words)).toEqual({ ok: false, text: 'Refused: That die is not an unplaced rolled die.', code: 'die-not-available' });
  });
});
