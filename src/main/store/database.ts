import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { setAside } from './set-aside';
import { migrate } from './migrate';

export const DATABASE_FILE = 'games.db';

/** Something the user should be told about the database at start-up (it stays in AppInfo.notice). */
export interface StoreNotice {
  code: 'database-set-aside';
  message: string;
  params: { file: string; reason: string };
}

export interface OpenDatabaseOptions {
  dataDir: string;
  /** Path to a better-sqlite3 .node build for this runtime (Electron's differs from Node's). */
  nativeBinding?: string;
  /** ISO time, for the migration record and the name of a set-aside file. */
  now: () => string;
}

export interface OpenedDatabase {
  db: Database.Database;
  file: string;
  schemaVersion: number;
  notice?: StoreNotice;
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

function openChecked(file: string, options: OpenDatabaseOptions): OpenedDatabase {
  checkHeader(file);
  const db = new Database(file, options.nativeBinding ? { nativeBinding: options.nativeBinding } : {});
  try {
    db.pragma('journal_mode = WAL');
    // FULL makes each commit durable across a power cut, which is what "saved" promises.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new DamagedDatabaseError(String(check));
    const schemaVersion = migrate(db, { file, now: options.now });
    return { db, file, schemaVersion };
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens (creating if needed) the games database in `dataDir`: WAL, foreign keys, a busy timeout,
 * every pending migration applied. A file that is not a database or fails `quick_check` is renamed
 * aside and a fresh database is opened, with a notice saying so. A database from a newer app
 * version is refused (DatabaseTooNewError) and left untouched.
 */
export function openDatabase(options: OpenDatabaseOptions): OpenedDatabase {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, DATABASE_FILE);
  try {
    return openChecked(file, options);
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
