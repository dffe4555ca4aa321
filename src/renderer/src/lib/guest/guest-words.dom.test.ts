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

  it("leaves the game's own refusals and answers as they are", async () => {
    const own = new ApiCallError({ code: 'cell-taken', message: 'taken' });
    await expect(inPlayersWords(Promise.reject(own))).rejects.toBe(own);
    expect(await inPlayersWords(Promise.resolve(7))).toBe(7);
  });
});
