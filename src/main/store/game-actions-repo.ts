import type Database from 'better-sqlite3';

/** One accepted action, numbered from 1 in the order it was accepted. */
export interface LoggedAction {
  seq: number;
  action: unknown;
  at: string;
}

/** The log of every accepted action of every game: the source of truth a game is replayed from. */
export class GameActionsRepo {
  private readonly appendStmt;
  private readonly afterStmt;

  constructor(db: Database.Database) {
    this.appendStmt = db.prepare<[string, number, string, string]>(
      'INSERT INTO game_actions (game_id, seq, action, at) VALUES (?, ?, ?, ?)',
    );
    this.afterStmt = db.prepare<[string, number], { seq: number; action: string; at: string }>(
      'SELECT seq, action, at FROM game_actions WHERE game_id = ? AND seq > ? ORDER BY seq',
    );
  }

  append(gameId: string, seq: number, action: unknown, at: string): void {
    this.appendStmt.run(gameId, seq, JSON.stringify(action), at);
  }

  /** The actions after `seq`, in order (all of them for seq 0). */
  after(gameId: string, seq: number): LoggedAction[] {
    return this.afterStmt.all(gameId, seq).map((row) => ({
      seq: row.seq,
      action: JSON.parse(row.action) as unknown,
      at: row.at,
    }));
  }
}
