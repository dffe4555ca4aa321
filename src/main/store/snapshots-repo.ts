import type Database from 'better-sqlite3';

/** A game's full state after its first `seq` actions (seq 0: the state at the start). */
export interface Snapshot {
  seq: number;
  state: unknown;
}

/** Saved states, so resuming replays only the actions after the latest one. */
export class SnapshotsRepo {
  private readonly saveStmt;
  private readonly latestStmt;
  private readonly countStmt;
  private readonly pruneStmt;

  constructor(db: Database.Database) {
    this.saveStmt = db.prepare<[string, number, string]>(
      'INSERT OR REPLACE INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)',
    );
    this.latestStmt = db.prepare<[string, number], { seq: number; state: string }>(
      'SELECT seq, state FROM snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1',
    );
    this.countStmt = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM snapshots WHERE game_id = ?');
    this.pruneStmt = db.prepare<{ gameId: string; keep: number }>(
      `DELETE FROM snapshots WHERE game_id = @gameId AND seq > 0 AND seq NOT IN
         (SELECT seq FROM snapshots WHERE game_id = @gameId ORDER BY seq DESC LIMIT @keep)`,
    );
  }

  save(gameId: string, seq: number, state: unknown): void {
    this.saveStmt.run(gameId, seq, JSON.stringify(state));
  }

  /** The latest snapshot taken at or before action `seq`. */
  latest(gameId: string, atOrBefore: number): Snapshot | undefined {
    const row = this.latestStmt.get(gameId, atOrBefore);
    return row ? { seq: row.seq, state: JSON.parse(row.state) as unknown } : undefined;
  }

  /**
   * Keeps the start (seq 0) and the latest `keep` snapshots: resuming needs only the latest, and a
   * game's state (with its log) grows, so keeping every one would grow the file quadratically.
   */
  prune(gameId: string, keep: number): void {
    this.pruneStmt.run({ gameId, keep });
  }

  count(gameId: string): number {
    return this.countStmt.get(gameId)?.n ?? 0;
  }
}
