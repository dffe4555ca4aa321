import { afterEach, describe, expect, it } from 'vitest';
import { hasKey, setLocale, t } from './i18n.svelte';

// t() keeps the words it has made (a redrawn board asks for the same ones again); what it answers
// must still follow the language, the count and every value it is given.
describe('t: the words for a key', () => {
  afterEach(() => setLocale('en'));

  it('answers the same words when asked again, and follows the language when it changes', () => {
    expect(t('app.newGame.players')).toBe('Players');
    expect(t('app.newGame.players')).toBe('Players');
    setLocale('it');
    expect(t('app.newGame.players')).toBe('Giocatori');
    setLocale('en');
    expect(t('app.newGame.players')).toBe('Players');
  });

  it('makes each count and each value its own words', () => {
    expect(t('app.newGame.playerCount', { count: 1 })).toBe('1 player');
    expect(t('app.newGame.playerCount', { count: 4 })).toBe('4 players');
    expect(t('app.newGame.playerCount', { count: 1 })).toBe('1 player');
    setLocale('it');
    expect(t('app.newGame.playerCount', { count: 4 })).toBe('4 giocatori');
  });

  it('knows which keys exist, asked again', () => {
    expect(hasKey('app.newGame.players')).toBe(true);
    expect(hasKey('app.newGame.players')).toBe(true);
    expect(hasKey('app.newGame.noSuchKey')).toBe(false);
    expect(hasKey('app.newGame.noSuchKey')).toBe(false);
  });
});
