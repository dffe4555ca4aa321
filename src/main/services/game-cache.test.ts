import { afterEach, describe, expect, it } from 'vitest';
import { GameCache } from './game-cache';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { dumpDatabase, gameId, SETUP, testHost, value } from './host.test-support';
import { realHost } from './saves.test-support';

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

describe('a game reloaded after the cache dropped it', () => {
  it('an untimed FUSE: Countdown game opened again after 17 others, by a refused act and by getGame, keeps its row byte for byte', async () => {
    const dir = dirs.make();
    const { host, call } = realHost(dir);
    try {
      const seats = [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }];
      const first = await call<GameDetail>('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'standard', clockMinutes: null } });
      await call('act', { kind: 'fuse-countdown', id: first.id, action: { type: 'start' } });
      await call('act', { kind: 'fuse-countdown', id: first.id, action: { type: 'roll' } });
      for (let n = 0; n < 17; n++) await call('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'training', clockMinutes: null } });
      const before = dumpDatabase(dir);
      const refused = await host.dispatch('act', { kind: 'flatline', id: first.id, action: { type: 'advance' } });
      expect(refused.ok).toBe(false);
      expect(dumpDatabase(dir)).toEqual(before);
      for (let n = 0; n < 17; n++) await call('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'training', clockMinutes: null } });
      const again = dumpDatabase(dir);
      const reopened = await call<GameDetail>('getGame', { id: first.id });
      expect(reopened.paused).toBe(false);
      expect(dumpDatabase(dir)).toEqual(again);
    } finally {
      host.close();
    }
  });

  it('a timed game open mid-clock when the cache dropped it still comes back paused', async () => {
    const dir = dirs.make();
    const { host, call } = realHost(dir);
    try {
      const seats = [{ name: 'Ann', colour: 'red' }];
      const first = await call<GameDetail>('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'standard', clockMinutes: 10 } });
      expect(first.paused).toBe(false);
      await call('act', { kind: 'fuse-countdown', id: first.id, action: { type: 'start' } });
      for (let n = 0; n < 17; n++) await call('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'training', clockMinutes: null } });
      expect((await call<GameDetail>('getGame', { id: first.id })).paused).toBe(true);
    } finally {
      host.close();
    }
  });
});
