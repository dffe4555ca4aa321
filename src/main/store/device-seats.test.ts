import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { openStore, type Store } from './store';
import { storedGame, tempDirs } from './test-support';
import { DATABASE_FILE } from './database';
import { flatlineModule } from '../engine/flatline/module';

// A game played with players' own devices: the seats claimed from a device are kept on the game's
// row (migration 006), carried into its result, shown by history and counted apart by statistics.

const dirs = tempDirs('device-seats');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

const NOW = '2026-11-22T09:00:00.000Z';

function open(dataDir = dirs.make()) {
  const store = openStore({ dataDir, now: () => NOW });
  stores.push(store);
  return store;
}

function finish(store: Store, id: string, won: boolean) {
  store.results.insert({
    gameId: id, kind: 'flatline', outcome: won ? 'won' : 'lost', cause: won ? null : 'power-out', level: 'standard', players: 2, solitaire: false,
    timer: '60', rounds: 8, score: null, startedAt: NOW, finishedAt: `2026-11-22T10:00:0${id.length % 10}.000Z`, durationMs: 1000,
    details: { meterSide: 'standard', patientsTreated: 3, emergenciesCleared: 4, statFailed: 1, rerollsUsed: 2 },
  });
}

describe('seats played from a device', () => {
  it('are recorded on the game once each, in claim order, and survive reopening the store', () => {
    const dataDir = dirs.make();
    const store = open(dataDir);
    store.games.insert(storedGame('g1'));
    expect(store.games.deviceSeats('g1')).toEqual([]);
    expect(store.games.addDeviceSeat('g1', 1)).toBe(true);
    expect(store.games.addDeviceSeat('g1', 0)).toBe(true);
    expect(store.games.addDeviceSeat('g1', 1)).toBe(true);
    expect(store.games.addDeviceSeat('nope', 0)).toBe(false);
    expect(store.games.deviceSeats('g1')).toEqual([1, 0]);
    store.close();
    stores.length = 0;
    expect(open(dataDir).games.deviceSeats('g1')).toEqual([1, 0]);
  });

  it('go into the result and history; a one-screen game records none', () => {
    const store = open();
    store.games.insert(storedGame('dev', { status: 'won' }));
    store.games.insert(storedGame('one', { status: 'lost' }));
    store.games.addDeviceSeat('dev', 1);
    finish(store, 'dev', true);
    finish(store, 'one', false);
    expect(store.results.get('dev')?.devices).toEqual([1]);
    expect(store.results.get('one')).not.toHaveProperty('devices');
    const { rows } = store.results.history({}, 10, 0);
    // Latest first (both finished at once: by id, descending).
    expect(rows.map((row) => [row.gameId, row.devices])).toEqual([
      ['one', undefined],
      ['dev', [1]],
    ]);
  });

  it('tell statistics one-screen games from device games', () => {
    const store = open();
    for (const [id, devices, won] of [['a', true, true], ['bb', true, false], ['ccc', false, true], ['dddd', false, true], ['eeeee', false, false]] as const) {
      store.games.insert(storedGame(id, { status: won ? 'won' : 'lost' }));
      if (devices) store.games.addDeviceSeat(id, 0);
      finish(store, id, won);
    }
    expect(store.stats.query({}, { flatline: flatlineModule.records!.stats }).byTable).toEqual([
      { key: 'one-screen', games: 3, wins: 2 },
      { key: 'devices', games: 2, wins: 1 },
    ]);
  });

  it('are a new column with an empty default: games and results from before were played at one screen', () => {
    const dataDir = dirs.make();
    open(dataDir).close();
    stores.length = 0;
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      const columns = (table: string) => (db.prepare(`SELECT name, dflt_value FROM pragma_table_info('${table}') WHERE name IN ('device_seats', 'devices')`).all());
      expect(columns('games')).toEqual([{ name: 'device_seats', dflt_value: "''" }]);
      expect(columns('game_results')).toEqual([{ name: 'devices', dflt_value: "''" }]);
    } finally {
      db.close();
    }
  });
});
