import type Database from 'better-sqlite3';
import { migrations as allMigrations, type Migration } from './migrations';

/** A database recording a schema newer than this code: an older app must not write to it. */
export class DatabaseTooNewError extends Error {
  readonly code = 'database-too-new';
  constructor(
    readonly file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `The saved games file ${file} was written by a newer version of FUSE Table ` +
        `(schema ${found}; this version reads up to ${supported}). Update the app to open it; ` +
        `the file has been left untouched.`,
    );
    this.name = 'DatabaseTooNewError';
  }
}

const VERSION_TABLE = `
CREATE TABLE IF NOT EXISTS schema_version (
  version     INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL,
  applied_at  TEXT    NOT NULL
) STRICT`;

/** The highest schema version recorded in the database (0 for a fresh one, which has no table yet). */
export function schemaVersion(db: Database.Database): number {
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").get();
  if (!table) return 0;
  const row = db.prepare('SELECT max(version) AS v FROM schema_version').get() as { v: number | null };
  return row.v ?? 0;
}

/** Refuses, before anything is written, a database whose schema is newer than this code. */
export function checkNotTooNew(db: Database.Database, file: string, list: readonly Migration[] = allMigrations): void {
  const latest = list.length === 0 ? 0 : list[list.length - 1]!.version;
  const found = schemaVersion(db);
  if (found > latest) throw new DatabaseTooNewError(file, found, latest);
}

/**
 * Brings the database up to date: each pending migration runs in its own transaction together with
 * the row recording it, so a failure leaves the previous version intact. The check for a newer
 * schema runs first and inside the same write lock, so two processes cannot race past it.
 */
export function migrate(
  db: Database.Database,
  options: { file: string; now: () => string; migrations?: readonly Migration[] },
): number {
  const list = options.migrations ?? allMigrations;
  const latest = list.length === 0 ? 0 : list[list.length - 1]!.version;
  checkNotTooNew(db, options.file, list);

  for (const migration of list) {
    const step = db.transaction(() => {
      const current = schemaVersion(db);
      if (current > latest) throw new DatabaseTooNewError(options.file, current, latest);
      if (current >= migration.version) return;
      // The version table is made with the first migration, so a failed start leaves no trace.
      db.exec(VERSION_TABLE);
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, options.now());
    });
    step.immediate();
  }
  return schemaVersion(db);
}
