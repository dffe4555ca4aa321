import { describe, expect, it } from 'vitest';
import { gameIdFromAddress, gameIdFromHash } from './game-link';

describe('a link to one game', () => {
  it('reads the game id from #/game/<id>', () => {
    expect(gameIdFromHash('#/game/00000000-0000-4000-8000-00000000000A')).toBe('00000000-0000-4000-8000-00000000000a');
  });

  it('is no link for anything else', () => {
    for (const hash of ['', '#', '#/game/', '#/game/42', '#/games/00000000-0000-4000-8000-000000000001', '#/game/00000000-0000-4000-8000-000000000001/x', '#/game/../00000000-0000-4000-8000-000000000001']) {
      expect(gameIdFromHash(hash)).toBeNull();
    }
  });
});

describe("a window's address", () => {
  const one = '00000000-0000-4000-8000-000000000001';
  it('names a game by ?game=<id> (drawn by the web host) or by #/game/<id>', () => {
    expect(gameIdFromAddress({ search: `?game=${one}`, hash: '' })).toBe(one);
    expect(gameIdFromAddress({ search: '', hash: `#/game/${one}` })).toBe(one);
    expect(gameIdFromAddress({ search: '?game=nope', hash: '' })).toBeNull();
    expect(gameIdFromAddress({ search: '', hash: '' })).toBeNull();
  });
});
