import { afterEach, describe, expect, it } from 'vitest';
import { ApiCallError } from '@shared/errors';
import { locale } from '../i18n/i18n.svelte';
import { inPlayersWords } from './guest-words';

afterEach(() => {
  locale.current = 'en';
});

describe("a device refusal in the players' words", () => {
  it('rewords a refusal about seats and devices in the interface language, keeping its code', async () => {
    locale.current = 'it';
    const refused = inPlayersWords(Promise.reject(new ApiCallError({ code: 'seat-played-from-device', message: 'Seat 2 is played from a device', params: { seat: 1 } })));
    await expect(refused).rejects.toMatchObject({ code: 'seat-played-from-device', message: 'Questo posto è giocato da un dispositivo: solo quel dispositivo agisce per lui.', params: { seat: 1 } });
  });

  it("says a seat's new hint asked before its turn as such, with the seconds to wait, and other limits as a device calling too often", async () => {
    const hints = inPlayersWords(Promise.reject(new ApiCallError({ code: 'slow-down', message: 'x', params: { retryAfterMs: 2_400, limit: 'hints' } })));
    await expect(hints).rejects.toMatchObject({ code: 'slow-down', message: "This seat's new hint needs a moment: ask again in 3 s." });
    const calls = inPlayersWords(Promise.reject(new ApiCallError({ code: 'slow-down', message: 'x', params: { retryAfterMs: 500, limit: 'calls' } })));
    await expect(calls).rejects.toMatchObject({ message: 'Too many requests from this device: wait a moment and try again.' });
  });

  it("leaves the game's own refusals and answers as they are", async () => {
    const own = new ApiCallError({ code: 'cell-taken', message: 'taken' });
    await expect(inPlayersWords(Promise.reject(own))).rejects.toBe(own);
    expect(await inPlayersWords(Promise.resolve(7))).toBe(7);
  });
});
