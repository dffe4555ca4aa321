import { DataFolderNotWritableError } from './folder-lock';

/** A SQLite file that is not a FUSE Table database: refused, and left exactly as it was. */
export class ForeignDatabaseError extends Error {
  readonly code = 'database-foreign';
  constructor(
    readonly file: string,
    readonly tables: readonly string[],
  ) {
    super(
      `The file ${file} is an SQLite database, but not one of FUSE Table's saved games (it has tables ` +
        `${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''} and no schema_version). It was left untouched; ` +
        `move it away or choose another folder with --data-dir DIR or FUSE_TABLE_DATA_DIR.`,
    );
    this.name = 'ForeignDatabaseError';
  }
}

/** The database can be read but not written (a read-only file or folder, or a full disk). */
export class DatabaseNotWritableError extends Error {
  constructor(
    readonly code: 'database-read-only' | 'database-disk-full',
    readonly file: string,
    readonly reason: string,
  ) {
    super(
      code === 'database-disk-full'
        ? `The saved games file ${file} cannot be written: the disk is full (${reason}). Nothing was changed; free some space and start again.`
        : `The saved games file ${file} cannot be written (${reason}): the file or its folder is read-only. ` +
            `Nothing was changed; allow writing to it, or choose another folder with --data-dir DIR or FUSE_TABLE_DATA_DIR.`,
    );
    this.name = 'DatabaseNotWritableError';
  }
}

/** SQLite's answer to a write, read as "this cannot be written", or null when it is something else. */
export function notWritableCode(error: unknown): DatabaseNotWritableError['code'] | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === 'SQLITE_FULL') return 'database-disk-full';
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PERM') return 'database-read-only';
  return null;
}

/** The notice (code, message, params) for a store that was refused at start, when the reason is one of ours. */
export function storeOpenRefusal(error: unknown): { code: string; message: string; params: Record<string, string> } | undefined {
  if (error instanceof ForeignDatabaseError) return { code: error.code, message: error.message, params: { file: error.file } };
  if (error instanceof DatabaseNotWritableError) return { code: error.code, message: error.message, params: { file: error.file, reason: error.reason } };
  if (error instanceof DataFolderNotWritableError) return { code: error.code, message: error.message, params: { file: error.dataDir, reason: error.reason } };
  return undefined;
}
