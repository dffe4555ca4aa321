import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, DatabaseTooNewError, openStore } from './store';
import { LATEST_SCHEMA_VERSION, migrations } from './migrations';
import { migrate } from './migrate';
import { NOW, now, storedGame as game, tempDirs } from './test-support';

const dirs = tempDirs('store');
afterEach(() => dirs.cleanUp());

describe('opening the games database', () => {
  it('creates a fresh database in WAL mode with foreign keys and every migration recorded', () => {
    const dataDir = join(dirs.make(), 'nested', 'data');
    const store = openStore({ dataDir, now });
    expect(store.file).toBe(join(dataDir, DATABASE_FILE));
    expect(store.schemaVersion).toBe(LATEST_SCHEMA_VERSION);
    expect(store.notice).toBeUndefined();
    store.close();

    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // Every migration the code knows, each once, in order (the list in migrations/index.ts).
    expect(db.prepare('SELECT version, name, applied_at FROM schema_version').all()).toEqual(
      migrations.map(({ version, name }) => ({ version, name, applied_at: NOW })),
    );
    expect(migrations.slice(0, 6).map((m) => m.name)).toEqual(['games', 'paused', 'players-results-campaigns', 'generic-results', 'campaign-fitted-clock', 'device-seats']);
    expect(migrations.map((m) => m.name)).toContain('hints-shown');
    expect(migrations.map((m) => m.name)).toContain('bot-seats');
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((r) => (r as { name: string }).name);
    expect(tables).toEqual([
      'campaign_crew',
      'campaign_games',
      'campaigns',
      'companion_clock',
      'daily_friend_lines',
      'daily_plays',
      'game_actions',
      'game_players',
      'game_result_details',
      'game_results',
      'games',
      'guided_games',
      'guides_finished',
      'profiles',
      'replay_files',
      'schema_version',
      'snapshots',
    ]);
    db.close();
  });

  it('numbers migrations 1, 2, 3… with no gaps', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('re-opens an existing database without re-applying anything and keeps its games', () => {
    const dataDir = dirs.make();
    const first = openStore({ dataDir, now });
    first.games.insert(game('g1'));
    first.close();

    const second = openStore({ dataDir, now: () => '2030-01-01T00:00:00.000Z' });
    expect(second.schemaVersion).toBe(LATEST_SCHEMA_VERSION);
    expect(second.games.get('g1')?.title).toBe('Ada · Bea');
    second.close();

    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.prepare('SELECT count(*) AS n, max(applied_at) AS at FROM schema_version').get()).toEqual({ n: migrations.length, at: NOW });
    db.close();
  });

  it('refuses a database written by a newer version and leaves it untouched', () => {
    const dataDir = dirs.make();
    openStore({ dataDir, now }).close();
    const file = join(dataDir, DATABASE_FILE);
    const raw = new Database(file);
    raw.prepare("INSERT INTO schema_version (version, name, applied_at) VALUES (?, 'from the future', ?)").run(LATEST_SCHEMA_VERSION + 1, NOW);
    raw.close();
    const before = readFileSync(file);

    let refused: unknown;
    try {
      openStore({ dataDir, now }).close();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseTooNewError);
    const error = refused as DatabaseTooNewError;
    expect(error.code).toBe('database-too-new');
    expect(error.found).toBe(LATEST_SCHEMA_VERSION + 1);
    expect(error.supported).toBe(LATEST_SCHEMA_VERSION);
    expect(error.message).toContain('written by a newer version of FUSE Table');
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.includes('damaged'))).toEqual([]);
  });

  it('applies each migration in one transaction: a failing one leaves no trace and the version unchanged', () => {
    const db = new Database(join(dirs.make(), 'm.db'));
    const list = [
      { version: 1, name: 'one', sql: 'CREATE TABLE one (x INTEGER)' },
      { version: 2, name: 'two', sql: 'CREATE TABLE two (x INTEGER); CREATE TABLE broken (' },
    ];
    expect(() => migrate(db, { file: 'm.db', now, migrations: list })).toThrow();
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    expect(tables).toEqual([{ name: 'one' }, { name: 'schema_version' }]);
    expect(db.prepare('SELECT max(version) AS v FROM schema_version').get()).toEqual({ v: 1 });
    db.close();
  });

  it('sets aside a file that is not a database (with its -wal and -shm) and starts a fresh one', () => {
    const dataDir = dirs.make();
    const file = join(dataDir, DATABASE_FILE);
    writeFileSync(file, 'these are not the games you are looking for, but they are somebody\u2019s data');
    writeFileSync(`${file}-wal`, 'wal bytes');

    const store = openStore({ dataDir, now });
    const aside = `${file}.damaged-2026-11-22T03-50-07Z`;
    expect(store.notice).toEqual({
      code: 'database-set-aside',
      message: expect.stringContaining(`It was kept as ${DATABASE_FILE}.damaged-2026-11-22T03-50-07Z`),
      params: { file: aside, reason: 'file is not a database' },
    });
    expect(readFileSync(aside, 'utf8')).toContain('somebody\u2019s data');
    expect(readFileSync(`${aside}-wal`, 'utf8')).toBe('wal bytes');
    // The fresh database works.
    store.games.insert(game('g1'));
    expect(store.games.list('all').map((g) => g.id)).toEqual(['g1']);
    store.close();
  });

  it('sets aside a database whose pages are damaged (quick_check fails), under a new name each time', () => {
    const dataDir = dirs.make();
    const file = join(dataDir, DATABASE_FILE);
    const damage = () => {
      const store = openStore({ dataDir, now });
      const actions = store.actions;
      store.games.insert(game('g1'));
      store.transaction(() => {
        for (let seq = 1; seq <= 400; seq++) actions.append('g1', seq, { type: 'advance', pad: 'x'.repeat(80) }, NOW);
      });
      store.close();
      // Overwrite the fourth page with garbage.
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096 * 3);
      closeSync(fd);
    };

    damage();
    const first = openStore({ dataDir, now });
    expect(first.notice?.code).toBe('database-set-aside');
    expect(first.notice?.params.file).toBe(`${file}.damaged-2026-11-22T03-50-07Z`);
    expect(first.games.list('all')).toEqual([]);
    first.close();

    damage();
    const second = openStore({ dataDir, now });
    expect(second.notice?.params.file).toBe(`${file}.damaged-2026-11-22T03-50-07Z-2`);
    second.close();
    expect(existsSync(`${file}.damaged-2026-11-22T03-50-07Z`)).toBe(true);
  });
});
