import { afterEach, describe, expect, it } from 'vitest';
import { GameCache } from './game-cache';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { gameId, SETUP, testHost, value } from './host.test-support';

const dirs = tempDirs('cache');
afterEach(() => dirs.cleanUp());

describe('the cache of games in play', () => {
  it('drops the game used least recently when full', () => {
    const cache = new GameCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C');
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
  });

  it('plays more games than it holds, reloading each from the database when needed', async () => {
    const { host } = testHost(dirs.make(), { cacheSize: 1 });
    try {
      for (let n = 1; n <= 3; n++) value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
      for (let round = 0; round < 2; round++) {
        for (let n = 1; n <= 3; n++) value(await host.dispatch('act', { kind: 'flatline', id: gameId(n), action: { type: 'advance' } }));
      }
      const moves = [];
      for (let n = 1; n <= 3; n++) {
        moves.push((value<GameDetail>(await host.dispatch('getGame', { id: gameId(n) })).state as unknown as CountingState).moves);
      }
      expect(moves).toEqual([2, 2, 2]);
    } finally {
      host.close();
    }
  });
});
