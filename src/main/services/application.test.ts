import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { GameDetailOf, GameSummary } from '@shared/games';
import type { AppInfo } from '@shared/api';
import { DATABASE_FILE } from '../store/store';
import { LATEST_SCHEMA_VERSION } from '../store/migrations';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { dumpDatabase, gameId, SETUP, START, testHost, value } from './host.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('services');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function open(dataDir = dirs.make(), extra: Parameters<typeof testHost>[1] = {}) {
  const made = testHost(dataDir, extra);
  hosts.push(made.host);
  return { ...made, dataDir };
}

const counting = (game: GameDetail) => game.state as unknown as CountingState;

describe('the application', () => {
  it('describes itself, with the schema version and no notice on a healthy database', async () => {
    const { host, dataDir } = open();
    expect(value<AppInfo>(await host.dispatch('appInfo', {}))).toEqual({
      name: 'FUSE Table',
      version: '0.1.0',
      transport: 'web',
      platform: process.platform,
      dataDir,
      schemaVersion: LATEST_SCHEMA_VERSION,
    });
  });

  it('refuses an unknown method', async () => {
    const { host } = open();
    for (const method of ['launchMissiles', 'toString', 42, undefined]) {
      const result = await host.dispatch(method, {});
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('unknown-method');
    }
  });

  it('creates, lists, gets, plays and deletes a game, emitting an event for each change', async () => {
    const { host, clock, events } = open();
    const created = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    const expectedSetup = { ...SETUP, solitaire: false, level: 'standard', meterSide: 'standard', timerSeconds: 60 };
    expect(created).toEqual({
      id: gameId(1),
      kind: 'flatline',
      title: 'Ada · Bea',
      seats: SETUP.seats,
      solitaire: false,
      setup: expectedSetup,
      status: 'in-progress',
      round: 1,
      paused: false,
      createdAt: START,
      updatedAt: START,
      state: { setup: expectedSetup, seed: 4242, round: 1, moves: 0, outcome: 'in-progress', history: [] },
      legalPlaces: { placements: {}, usableTriage: [], rerollTrackOpen: false },
      clock: { running: false, elapsedMs: 0, limitMs: 60_000 },
      deadline: null,
      version: 0,
    });

    clock.advance(1_500);
    const named = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, title: 'Friday', seed: 9 }));
    expect([named.id, named.title, named.seed]).toEqual([gameId(2), 'Friday', undefined]);

    clock.advance(1_000);
    for (let i = 0; i < 3; i++) await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } });
    const played = value<GameDetail>(await host.dispatch('getGame', { id: gameId(1) }));
    expect([played.round, counting(played).moves, played.updatedAt, played.version]).toEqual([2, 3, '2026-11-22T09:00:02.500Z', 3]);

    // Most recently played first.
    const listed = value<GameSummary[]>(await host.dispatch('listGames', {}));
    expect(listed.map((g) => [g.id, g.round])).toEqual([
      [gameId(1), 2],
      [gameId(2), 1],
    ]);
    expect(listed[0]).not.toHaveProperty('state');

    // The deal shows once the game is over (and not before: see player-view.test.ts).
    expect(value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id: gameId(2), action: { type: 'done' } })).seed).toBe(9);
    expect(value<GameSummary[]>(await host.dispatch('listGames', { status: 'finished' })).map((g) => [g.id, g.seed])).toEqual([[gameId(2), 9]]);
    expect(value<GameSummary[]>(await host.dispatch('listGames', { status: 'in-progress' })).map((g) => g.id)).toEqual([gameId(1)]);

    expect(value(await host.dispatch('deleteGame', { id: gameId(2) }))).toEqual({ id: gameId(2) });
    expect(await host.dispatch('getGame', { id: gameId(2) })).toEqual({
      ok: false,
      error: { code: 'game-not-found', message: `There is no game with id ${gameId(2)}.`, params: { id: gameId(2) } },
    });

    expect(events.map((e) => (e.type === 'gameChanged' ? `changed ${e.game.id.slice(-1)} r${e.game.round}` : e.type === 'gameDeleted' ? `deleted ${e.id.slice(-1)}` : e.type))).toEqual([
      'changed 1 r1',
      'changed 2 r1',
      'changed 1 r1',
      'changed 1 r1',
      'changed 1 r2',
      'changed 2 r1',
      'deleted 2',
    ]);
  });

  it('commits an accepted action before it answers or tells anyone', async () => {
    const { host, dataDir } = open();
    await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
    const seenByListener: unknown[] = [];
    host.subscribe(() => seenByListener.push(dumpDatabase(dataDir).game_actions.length));
    await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'hold' } });
    expect(seenByListener).toEqual([1]);
    expect(dumpDatabase(dataDir).game_actions).toEqual([
      { game_id: gameId(1), seq: 1, action: '{"type":"hold"}', at: START },
    ]);
  });

  it('answers a refused action with the rules\u2019 code, reason and params, and changes nothing', async () => {
    const { host, dataDir, events } = open();
    await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
    await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } });
    const before = dumpDatabase(dataDir);
    const eventsBefore = events.length;

    expect(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'decide', option: 'refuse' } })).toEqual({
      ok: false,
      error: { code: 'not-now', message: 'Not now.', params: { option: 'refuse' } },
    });
    expect(dumpDatabase(dataDir)).toEqual(before);
    expect(events.length).toBe(eventsBefore);
    expect(counting(value<GameDetail>(await host.dispatch('getGame', { id: gameId(1) }))).moves).toBe(1);
  });

  it('refuses any action on a finished game', async () => {
    const { host } = open();
    await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
    await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'decide', option: 'lose' } });
    const result = await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } });
    expect(result).toEqual({
      ok: false,
      error: { code: 'game-finished', message: 'This game is over and accepts no more actions.', params: { id: gameId(1), status: 'lost' } },
    });
  });

  it('answers an engine failure as an internal error, logs it, and keeps the saved game intact', async () => {
    const { host, logged } = open();
    await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
    await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } });
    expect(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'decide', option: 'bug' } })).toEqual({
      ok: false,
      error: { code: 'internal', message: 'engine bug' },
    });
    expect(logged).toEqual(['act failed unexpectedly']);
    // The scribbled cached state was dropped; the game is reloaded from the database.
    expect(counting(value<GameDetail>(await host.dispatch('getGame', { id: gameId(1) }))).moves).toBe(1);
  });

  it('keeps going when an event listener throws, and stops telling a listener that unsubscribed', async () => {
    const { host, events, logged } = open();
    const unsubscribe = host.subscribe(() => {
      throw new Error('listener broke');
    });
    expect(value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP })).id).toBe(gameId(1));
    expect(logged).toEqual(['An event listener failed on gameChanged']);
    unsubscribe();
    await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } });
    expect(logged).toHaveLength(1);
    expect(events).toHaveLength(2);
  });

  it('keeps every game across close and re-open', async () => {
    const first = open();
    await first.host.dispatch('createGame', { kind: 'flatline', setup: SETUP, title: 'Long night' });
    for (let i = 0; i < 7; i++) {
      first.clock.advance(10_000);
      await first.host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'decide', option: `note-${i}` } });
    }
    const before = value<GameDetail>(await first.host.dispatch('getGame', { id: gameId(1) }));
    const listBefore = await first.host.dispatch('listGames', {});
    first.host.close();

    const second = open(first.dataDir, { firstId: 50 });
    expect(value<GameDetail>(await second.host.dispatch('getGame', { id: gameId(1) }))).toEqual(before);
    expect(await second.host.dispatch('listGames', {})).toEqual(listBefore);
    // And play goes on where it stopped.
    const after = value<GameDetail>(await second.host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } }));
    expect(counting(after).history).toHaveLength(8);
  });

  it('resumes from the latest snapshot plus the later actions exactly as a replay from the start', async () => {
    const { host, dataDir } = open(dirs.make(), { snapshotEvery: 4, snapshotsKept: 2 });
    const created = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 77 }));
    const script = [
      { type: 'advance' },
      { type: 'decide', option: 'note-500' },
      { type: 'advance' },
      { type: 'advance' }, // move 3: round 1 ends
      { type: 'decide', option: 'note-900' },
      { type: 'advance' },
      { type: 'decide', option: 'note-1200' },
      { type: 'decide', option: 'note-1300' },
      { type: 'advance' },
      { type: 'decide', option: 'note-2000' },
      { type: 'advance' }, // move 6: round 2 ends
    ] as const;
    for (const action of script) value(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action }));
    host.close();

    // Snapshots at the start, every 4th action and at each round end (4, 8, 11); only the latest two kept.
    expect(dumpDatabase(dataDir).snapshots.map((s) => (s as { seq: number }).seq)).toEqual([0, 8, 11]);

    // Drop the last snapshot so resuming must replay actions 9-11 on top of snapshot 8.
    const raw = new Database(join(dataDir, DATABASE_FILE));
    raw.prepare('DELETE FROM snapshots WHERE seq = 11').run();
    raw.close();

    const { countingRules } = await import('./counting-rules.test-support');
    let straight = countingRules.start(created.setup, 77);
    for (const action of script) {
      const applied = countingRules.apply(straight, action);
      if (!applied.ok) throw new Error('script refused');
      straight = applied.state;
    }
    const reopened = open(dataDir);
    const resumed = value<GameDetail>(await reopened.host.dispatch('getGame', { id: gameId(1) }));
    expect(resumed.state).toEqual(straight);
    expect([resumed.round, counting(resumed).moves]).toEqual([3, 6]);
  });

  it('refuses calls once closed', async () => {
    const { host } = open();
    host.close();
    expect(await host.dispatch('listGames', {})).toEqual({
      ok: false,
      error: { code: 'host-closed', message: 'The application is shutting down.' },
    });
  });
});

describe('starting on a database it cannot use', () => {
  it('reports a damaged file that was set aside, and works on a fresh one', async () => {
    const dataDir = dirs.make();
    writeFileSync(join(dataDir, DATABASE_FILE), 'garbage');
    const { host, logged } = open(dataDir);
    const info = value<AppInfo>(await host.dispatch('appInfo', {}));
    expect(info.notice?.code).toBe('database-set-aside');
    expect(info.notice?.params?.file).toBe(join(dataDir, `${DATABASE_FILE}.damaged-2026-11-22T09-00-00Z`));
    expect(logged).toHaveLength(1);
    expect(value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP })).id).toBe(gameId(1));
  });

  it('starts without touching a database from a newer version, saying why on every call', async () => {
    const dataDir = dirs.make();
    open(dataDir).host.close();
    const raw = new Database(join(dataDir, DATABASE_FILE));
    raw.prepare("INSERT INTO schema_version VALUES (?, 'future', 'then')").run(LATEST_SCHEMA_VERSION + 1);
    raw.close();

    const { host } = open(dataDir);
    const info = value<AppInfo>(await host.dispatch('appInfo', {}));
    expect(info.notice).toMatchObject({
      code: 'database-too-new',
      params: { found: String(LATEST_SCHEMA_VERSION + 1), supported: String(LATEST_SCHEMA_VERSION) },
    });
    const listed = await host.dispatch('listGames', {});
    expect(listed.ok).toBe(false);
    if (!listed.ok) {
      expect(listed.error.code).toBe('database-too-new');
      expect(listed.error.message).toContain('written by a newer version of FUSE Table');
    }
  });

  it('starts without a usable driver, saying so instead of crashing', async () => {
    const dataDir = dirs.make();
    const missing = join(dataDir, 'nowhere', 'better_sqlite3.node');
    const { host, logged } = open(dataDir, { nativeBinding: missing });
    const info = value<AppInfo>(await host.dispatch('appInfo', {}));
    expect(info.notice?.code).toBe('database-unavailable');
    expect(info.notice?.message).toContain(`The saved games in ${dataDir} could not be opened`);
    expect(logged).toHaveLength(1);
    const created = await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
    expect(created.ok || created.error.code).toBe('database-unavailable');
  });
});
