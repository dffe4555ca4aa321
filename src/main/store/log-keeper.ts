import { randomInt } from 'node:crypto';
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';

/** The log is emptied into the database once it passes this size (SQLite's own default is about 4 MB too). */
const LOG_LIMIT_BYTES = 4 * 1024 * 1024;
/** How many write transactions pass between two looks at the log's size. */
const LOOK_EVERY = 64;

/**
 * Keeps every write-ahead log of this database marked as its own (see wal-check.ts): SQLite's
 * automatic checkpoints are off, and each checkpoint the store runs is followed at once by writing
 * the database's token, so the first frame of each new log is page 1 carrying it.
 */
export class LogKeeper {
  private writes = 0;
  private tokenPending = false;
  readonly token: number;

  constructor(
    private readonly db: Database.Database,
    private readonly walFile: string,
  ) {
    db.pragma('wal_autocheckpoint = 0');
    const current = Number(db.pragma('user_version', { simple: true }));
    this.token = current !== 0 ? current : randomInt(1, 0x7fff_ffff);
    if (current === 0) db.pragma(`user_version = ${this.token}`);
    this.restart();
  }

  /** Empties the log into the database, then starts the next log with the token. */
  restart(): void {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.tokenPending = true;
    this.writeToken();
  }

  /** Before a write transaction: a token that could not be written after a checkpoint goes first. */
  beforeWrite(): void {
    if (this.tokenPending) this.writeToken();
  }

  /** After a committed write transaction: now and then, empties a log that has grown large. */
  afterWrite(): void {
    // Inside an enclosing transaction a checkpoint cannot run; the next write looks again.
    if (this.db.inTransaction || ++this.writes % LOOK_EVERY !== 0) return;
    let size: number;
    try {
      size = statSync(this.walFile).size;
    } catch {
      return;
    }
    if (size > LOG_LIMIT_BYTES) {
      try {
        this.restart();
      } catch {
        // Committed work is safe in the log; the token is retried before the next write.
      }
    }
  }

  private writeToken(): void {
    this.db.pragma(`user_version = ${this.token}`);
    this.tokenPending = false;
  }
}
