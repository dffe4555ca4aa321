import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { setAside } from './set-aside';
import { checkNotTooNew, migrate } from './migrate';
import { lockDataFolder } from './folder-lock';
import { checkLog } from './wal-check';
import { LogKeeper } from './log-keeper';
import { DatabaseNotWritableError, ForeignDatabaseError, notWritableCode } from './open-errors';

export const DATABASE_FILE = 'games.db';

/** Something the user should be told about the database at start-up (it stays in AppInfo.notice). */
export interface StoreNotice {
  code: 'database-set-aside' | 'database-log-set-aside';
  message: string;
  params: { file: string; reason: string };
}

export interface OpenDatabaseOptions {
  dataDir: string;
  /** Path to a better-sqlite3 .node build for this runtime (Electron's differs from Node's). */
  nativeBinding?: string;
  /** ISO time, for the migration record and the name of a set-aside file. */
  now: () => string;
  /** Which program holds the folder while the database is open ('electron', 'web', …), for the lock. */
  owner?: string;
}

export interface OpenedDatabase {
  db: Database.Database;
  file: string;
  schemaVersion: number;
  notice?: StoreNotice;
  /** Keeps the write-ahead log marked as this database's; told of every write transaction. */
  log: LogKeeper;
  /** Gives the data folder back (after the database is closed). */
  release?: () => void;
}

/** Thrown when the file is unreadable as a database: it is set aside rather than trusted. */
class DamagedDatabaseError extends Error {}

const DAMAGE_CODES = new Set(['SQLITE_NOTADB', 'SQLITE_CORRUPT']);

function isDamage(error: unknown): boolean {
  if (error instanceof DamagedDatabaseError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && [...DAMAGE_CODES].some((c) => code === c || code.startsWith(`${c}_`));
}

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/**
 * Refuses a non-empty file without SQLite's header before SQLite touches it: opening it would let
 * SQLite discard a -wal file beside it on close, and a set-aside file must keep everything.
 */
function checkHeader(file: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const head = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(fd, head, 0, head.length, 0);
    if (read > 0 && !head.subarray(0, read).equals(SQLITE_HEADER.subarray(0, read))) {
      throw new DamagedDatabaseError('file is not a database');
    }
    if (read > 0 && read < SQLITE_HEADER.length) throw new DamagedDatabaseError('file is not a database');
  } finally {
    closeSync(fd);
  }
}

/** Tables of a database, read without writing anything. */
function tableNames(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );
}

/** Runs a first write; a database that refuses it is reported as not writable rather than failing later. */
function firstWrite<T>(file: string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    const code = notWritableCode(error);
    if (code) throw new DatabaseNotWritableError(code, file, (error as { code: string }).code);
    throw error;
  }
}

function openChecked(file: string, options: OpenDatabaseOptions): OpenedDatabase {
  checkHeader(file);
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    // Until the file is known to be ours, only reads: a foreign or too-new file stays as it was.
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new DamagedDatabaseError(String(check));
    const tables = tableNames(db);
    if (tables.length > 0 && !tables.includes('schema_version')) throw new ForeignDatabaseError(file, tables);
    checkNotTooNew(db, file);

    const log = firstWrite(file, () => {
      if (db.pragma('journal_mode = WAL', { simple: true }) !== 'wal') throw Object.assign(new Error('WAL refused'), { code: 'SQLITE_READONLY' });
      // FULL makes each commit durable across a power cut, which is what "saved" promises.
      db.pragma('synchronous = FULL');
      return new LogKeeper(db, `${file}-wal`);
    });
    const schemaVersion = migrate(db, { file, now: options.now });
    return { db, file, schemaVersion, log };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens (creating if needed) the games database in `dataDir`: first the folder is locked for this
 * process (DataFolderInUseError when another holds it), then WAL, foreign keys, a busy timeout,
 * every pending migration applied. A file that is not a database or fails `quick_check` is renamed
 * aside and a fresh database is opened, with a notice saying so; so is a write-ahead log that is
 * not this database's (the database itself is kept). A database from a newer app version, or an
 * SQLite file that is not ours, is refused and left untouched; one that cannot be written is
 * refused (DatabaseNotWritableError).
 */
export function openDatabase(options: OpenDatabaseOptions): OpenedDatabase {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, DATABASE_FILE);
  const lock = lockDataFolder(options.dataDir, options.owner ?? 'app', options.now());
  try {
    const opened = openUnlocked(file, options);
    return { ...opened, release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function openUnlocked(file: string, options: OpenDatabaseOptions): OpenedDatabase {
  let logNotice: StoreNotice | undefined;
  const verdict = checkHeaderQuietly(file) ? checkLog(file) : ({ kind: 'none' } as const);
  if (verdict.kind === 'foreign') {
    const movedTo = setAside(file, options.now(), ['-wal', '-shm']);
    logNotice = {
      code: 'database-log-set-aside',
      message:
        `A write-ahead log beside the saved games did not belong to them (${verdict.reason}) and was not applied. ` +
        `It was kept as ${basename(movedTo)}-wal; the saved games are as they were.`,
      params: { file: `${movedTo}-wal`, reason: verdict.reason },
    };
  }
  try {
    const opened = openChecked(file, options);
    return logNotice ? { ...opened, notice: logNotice } : opened;
  } catch (error) {
    if (!isDamage(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const movedTo = setAside(file, options.now());
    const opened = openChecked(file, options);
    return {
      ...opened,
      notice: {
        code: 'database-set-aside',
        message:
          `The saved games file could not be read (${reason}). It was kept as ${basename(movedTo)} ` +
          `and a new, empty file was started.`,
        params: { file: movedTo, reason },
      },
    };
  }
}

/** True when the main file passes the header check (a damaged one is set aside whole, log and all). */
function checkHeaderQuietly(file: string): boolean {
  try {
    checkHeader(file);
    return true;
  } catch (error) {
    if (error instanceof DamagedDatabaseError) return false;
    throw error;
  }
}
