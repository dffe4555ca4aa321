import type Database from 'better-sqlite3';

/** The open companion's clock, kept across a restart (migration 014): one row at most, its state as JSON. */
export class CompanionRepo {
  private readonly getStmt;
  private readonly setStmt;
  private readonly clearStmt;

  constructor(db: Database.Database) {
    this.getStmt = db.prepare<[], { session: string }>('SELECT session FROM companion_clock WHERE slot = 1');
    this.setStmt = db.prepare('INSERT OR REPLACE INTO companion_clock (slot, session, kept_at) VALUES (1, @session, @at)');
    this.clearStmt = db.prepare('DELETE FROM companion_clock');
  }

  /** The kept companion's JSON, or undefined when none is kept. */
  get(): string | undefined {
    return this.getStmt.get()?.session;
  }

  set(session: string, at: string): void {
    this.setStmt.run({ session, at });
  }

  clear(): void {
    this.clearStmt.run();
  }
}
