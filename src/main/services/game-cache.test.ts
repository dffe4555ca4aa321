import { afterEach, describe, expect, it } from 'vitest';
import { GameCache } from './game-cache';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { dumpDatabase, gameId, SETUP, START, testHost, value } from './host.test-support';
import { realHost } from './saves/saves.test-support';
import type { ApiEvent } from '@shared/api';
import type { FlatlineSetup } from '@shared/flatline/setup';
import { GAME_MODULES } from '../engine/registry';
import { createApiHost } from './application';
import { ManualClock } from './clock';
import { countingRules } from './counting-rules.test-support';
import { manualScheduler } from './scheduler.test-support';

const dirs = tempDirs('cache');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** A legal placement of any die the countdown shows. */
function anyPlacement(game: GameDetail) {
  const placements = (game.legalPlaces as { placements: Record<string, { target: unknown; space: number }[]> }).placements;
  const die = Object.keys(placements).find((d) => placements[d]!.length > 0)!;
  return { type: 'place', die, target: placements[die]![0]!.target, space: placements[die]![0]!.space };
}

describe('the cache of games in play', () => {
  it('drops the game used least recently when full', () => {
    const cache = new GameCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C');
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
  });

  it('never drops an entry that must stay (a game whose time runs): it holds more than its size meanwhile', () => {
    const running = new Set(['a', 'b']);
    const cache = new GameCache<string>(2, (entry) => running.has(entry));
    cache.set('a', 'a');
    cache.set('b', 'b');
    cache.set('c', 'c');
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, true, true, 3]);
    cache.set('d', 'd');
    expect([cache.has('c'), cache.has('d'), cache.size]).toEqual([false, true, 3]);
    // Once a game's time stands, it may go like any other.
    running.delete('a');
    cache.set('e', 'e');
    expect([cache.has('a'), cache.has('b'), cache.has('d'), cache.has('e'), cache.size]).toEqual([false, true, false, true, 2]);
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

  it('a timed game open mid-clock, reloaded after a restart, comes back paused', async () => {
    const dir = dirs.make();
    const first = realHost(dir);
    const seats = [{ name: 'Ann', colour: 'red' }];
    const game = await first.call<GameDetail>('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'standard', clockMinutes: 10 } });
    await first.call('act', { kind: 'fuse-countdown', id: game.id, action: { type: 'start' } });
    first.host.close();
    const second = realHost(dir, [], 2);
    try {
      expect((await second.call<GameDetail>('getGame', { id: game.id })).paused).toBe(true);
    } finally {
      second.host.close();
    }
  });
});

describe('a game whose clock runs stays in memory', () => {
  /** The real games over a fresh folder, a clock and a scheduler stepped by hand, and a window watching. */
  function table() {
    const clock = new ManualClock(START);
    const scheduler = manualScheduler();
    let next = 1;
    const host = createApiHost(
      { dataDir: dirs.make(), transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => undefined },
      { modules: GAME_MODULES, newId: () => gameId(next++), newSeed: () => 7 },
    );
    hosts.push(host);
    host.watch();
    const events: ApiEvent[] = [];
    host.subscribe((event) => events.push(event));
    const call = async <T>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
    const pass = (ms: number) => {
      clock.advance(ms);
      scheduler.run();
    };
    return { host, call, pass, events };
  }

  it('a FLATLINE countdown runs on, second after second, while sixteen other games are opened within one second', async () => {
    const { call, pass, events } = table();
    const seats = [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }];
    const game = await call<GameDetail>('createGame', { kind: 'flatline', setup: { seats, level: 'standard', timerSeconds: 60 } });
    await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    pass(1_000);
    for (let n = 0; n < 16; n++) {
      const other = await call<GameDetail>('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'training', clockMinutes: null } });
      await call('getGame', { id: other.id });
    }
    pass(1_000);
    pass(1_000);
    const now = await call<GameDetail>('getGame', { id: game.id });
    expect([now.paused, now.clock.running, now.clock.elapsedMs]).toEqual([false, true, 3_000]);
    // Every view heard each second of it.
    const seen = events.flatMap((e) => (e.type === 'gameChanged' && e.game.id === game.id ? [e.game] : []));
    expect(seen.at(-1)).toMatchObject({ paused: false, clock: { elapsedMs: 3_000 } });
    // And a move still counts.
    const placed = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: anyPlacement(now) });
    expect(placed.version).toBe(now.version + 1);
  });

  it('a game the service had to forget mid-clock (an engine failure) is paused when it is next read, and every view is told', async () => {
    const clock = new ManualClock(START);
    const scheduler = manualScheduler();
    // The counting stand-in with its countdown running from the start.
    const timed = { ...countingRules, start: (setup: FlatlineSetup, seed: number) => ({ ...countingRules.start(setup, seed), phase: 'E-countdown', stop: 'countdown', countdown: { elapsedMs: 0 } }) as never };
    const { host, events } = testHost(dirs.make(), { rules: timed, clock, scheduler: scheduler.schedule });
    hosts.push(host);
    host.watch();
    const game = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: { ...SETUP, timerSeconds: 60 } }));
    expect(game.clock.running).toBe(true);
    // The stand-in's "bug" throws from its rules: the service forgets the game it had in memory.
    expect(await host.dispatch('act', { kind: 'flatline', id: game.id, action: { type: 'decide', option: 'bug' } })).toMatchObject({ ok: false, error: { code: 'internal' } });
    const before = events.length;
    clock.advance(1_000);
    scheduler.run();
    const told = events.slice(before).flatMap((e) => (e.type === 'gameChanged' && e.game.id === game.id ? [e.game] : []));
    expect(told.map((g) => g.paused)).toEqual([true]);
    expect(value<GameDetail>(await host.dispatch('getGame', { id: game.id })).paused).toBe(true);
    // Its clock stood with it: nothing more ticks.
    expect(scheduler.active).toBe(0);
  });
});
