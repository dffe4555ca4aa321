import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE, openStore } from './store';
import { ForeignDatabaseError } from './open-errors';
import { checkLog } from './wal-check';
import { NOW, now, storedGame as game, tempDirs } from './test-support';
import { migrations } from './migrations';

const dirs = tempDirs('trusted');
afterEach(() => dirs.cleanUp());

/** A folder whose host was killed after saving `ids`: its database and log as they were at the kill. */
function killedHostFiles(ids: string[]): string {
  const live = dirs.make();
  const store = openStore({ dataDir: live, now });
  for (const id of ids) store.transaction(() => store.games.insert(game(id)));
  const left = dirs.make();
  // With synchronous=FULL every commit is in the log on disk; copying the files now is what a
  // SIGKILL leaves behind.
  for (const suffix of ['', '-wal', '-shm']) copyFileSync(join(live, DATABASE_FILE + suffix), join(left, DATABASE_FILE + suffix));
  store.close();
  return left;
}

/** A healthy folder, closed cleanly (no log beside the database). */
function healthyFolder(ids: string[]): string {
  const dataDir = dirs.make();
  const store = openStore({ dataDir, now });
  for (const id of ids) store.games.insert(game(id));
  store.close();
  expect(existsSync(join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);
  return dataDir;
}

const ids = (dataDir: string) => {
  const store = openStore({ dataDir, now });
  try {
    return { ids: store.games.list('all').map((g) => g.id), notice: store.notice };
  } finally {
    store.close();
  }
};

describe('a write-ahead log is applied only to its own database', () => {
  it('applies the log a killed host left beside its own database (nothing acknowledged is lost)', () => {
    const left = killedHostFiles(['a1', 'a2']);
    expect(checkLog(join(left, DATABASE_FILE))).toEqual({ kind: 'ours' });
    expect(ids(left)).toEqual({ ids: ['a1', 'a2'], notice: undefined });
  });

  it('sets aside a log from another folder (with its -shm), keeps the database and its games, and says so', () => {
    const other = killedHostFiles(['x1']);
    const dataDir = healthyFolder(['b1', 'b2']);
    const file = join(dataDir, DATABASE_FILE);
    copyFileSync(join(other, `${DATABASE_FILE}-wal`), `${file}-wal`);
    copyFileSync(join(other, `${DATABASE_FILE}-shm`), `${file}-shm`);
    const foreignLog = readFileSync(`${file}-wal`);

    const store = openStore({ dataDir, now });
    const aside = `${file}.damaged-2026-11-22T03-50-07Z`;
    expect(store.notice).toEqual({
      code: 'database-log-set-aside',
      message: expect.stringContaining('did not belong to them'),
      params: { file: `${aside}-wal`, reason: 'the write-ahead log belongs to another database' },
    });
    expect(store.games.list('all').map((g) => g.id).sort()).toEqual(['b1', 'b2']);
    store.close();
    // Kept, renamed, byte for byte; nothing deleted.
    expect(readFileSync(`${aside}-wal`).equals(foreignLog)).toBe(true);
    expect(existsSync(`${aside}-shm`)).toBe(true);
    expect(existsSync(aside)).toBe(false);
    // And after a clean stop the original games are still in the file.
    expect(ids(dataDir)).toEqual({ ids: expect.arrayContaining(['b1', 'b2']), notice: undefined });
  });

  it('sets aside a log whose database is missing or has another page size', () => {
    const other = killedHostFiles(['x1']);
    const empty = dirs.make();
    copyFileSync(join(other, `${DATABASE_FILE}-wal`), join(empty, `${DATABASE_FILE}-wal`));
    expect(checkLog(join(empty, DATABASE_FILE))).toEqual({ kind: 'foreign', reason: 'a write-ahead log was found without its database' });
    const opened = ids(empty);
    expect(opened.ids).toEqual([]);
    expect(opened.notice?.code).toBe('database-log-set-aside');

    const big = dirs.make();
    const raw = new Database(join(big, DATABASE_FILE));
    raw.pragma('page_size = 8192');
    raw.exec('CREATE TABLE t (x)');
    raw.close();
    copyFileSync(join(other, `${DATABASE_FILE}-wal`), join(big, `${DATABASE_FILE}-wal`));
    expect(checkLog(join(big, DATABASE_FILE))).toEqual({ kind: 'foreign', reason: 'the write-ahead log was written for a database with another page size' });
  });

  it('trusts, once, the log of a database from before tokens (an older app killed mid-play), then marks it', () => {
    const old = dirs.make();
    openStore({ dataDir: old, now }).close();
    const raw = new Database(join(old, DATABASE_FILE));
    raw.pragma('user_version = 0');
    raw.pragma('wal_checkpoint(TRUNCATE)');
    raw.prepare("INSERT INTO games (id, kind, title, setup, seed, status, round, created_at, updated_at) VALUES ('old', 'flatline', 'Old', '{}', 1, 'in-progress', 1, ?, ?)").run(NOW, NOW);
    const left = dirs.make();
    for (const suffix of ['', '-wal', '-shm']) copyFileSync(join(old, DATABASE_FILE + suffix), join(left, DATABASE_FILE + suffix));
    raw.close();
    expect(checkLog(join(left, DATABASE_FILE))).toEqual({ kind: 'legacy' });
    expect(ids(left)).toEqual({ ids: ['old'], notice: undefined });
    const marked = new Database(join(left, DATABASE_FILE), { readonly: true });
    expect(marked.pragma('user_version', { simple: true })).not.toBe(0);
    marked.close();
  });

  it('starts every log of a long session with the database token (the log restarts after each checkpoint)', () => {
    const dataDir = dirs.make();
    const store = openStore({ dataDir, now });
    store.games.insert(game('g'));
    // Enough writes to pass the log limit several times.
    for (let seq = 1; seq <= 3000; seq++) store.transaction(() => store.actions.append('g', seq, { type: 'advance', pad: 'x'.repeat(900) }, NOW));
    expect(checkLog(join(dataDir, DATABASE_FILE))).toEqual({ kind: 'ours' });
    store.close();
  });
});

describe('opening changes nothing until the file is known to be ours', () => {
  it('refuses a foreign SQLite file and leaves it byte for byte as it was (no log switch, no version table)', () => {
    const dataDir = dirs.make();
    const file = join(dataDir, DATABASE_FILE);
    const raw = new Database(file);
    raw.exec("CREATE TABLE games (name TEXT, score INTEGER); INSERT INTO games VALUES ('chess', 3)");
    raw.close();
    const before = readFileSync(file);

    expect(() => openStore({ dataDir, now })).toThrow(ForeignDatabaseError);
    expect(() => openStore({ dataDir, now })).toThrow(/not one of FUSE Table's saved games \(it has tables games and no schema_version\)/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual([DATABASE_FILE]);
  });

  it('creates the version table in the same transaction as the first migration', () => {
    const dataDir = dirs.make();
    const store = openStore({ dataDir, now });
    store.close();
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    expect(db.prepare('SELECT version FROM schema_version ORDER BY version').all()).toEqual(migrations.map((m) => ({ version: m.version })));
    db.close();
  });
});
