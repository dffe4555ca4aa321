import type Database from 'better-sqlite3';

/**
 * Holds the actions of a game being imported in a temporary table (outside the database file),
 * filled a slice at a time so a long file does not hold up other calls; moving them into the log
 * is then one statement inside the import's transaction. A crash leaves nothing behind.
 */
export class ImportStaging {
  private next = 0;

  constructor(private readonly db: Database.Database) {}

  /** A new staging table for one import. */
  open(): StagedActions {
    const table = `temp.import_actions_${++this.next}`;
    this.db.exec(`CREATE TABLE ${table} (seq INTEGER PRIMARY KEY, action TEXT NOT NULL, at TEXT NOT NULL)`);
    const add = this.db.prepare<[number, string, string]>(`INSERT INTO ${table} (seq, action, at) VALUES (?, ?, ?)`);
    const addMany = this.db.transaction((rows: readonly { seq: number; action: unknown; at: string }[]) => {
      for (const row of rows) add.run(row.seq, JSON.stringify(row.action), row.at);
    });
    const move = this.db.prepare<[string]>(`INSERT INTO game_actions (game_id, seq, action, at) SELECT ?, seq, action, at FROM ${table} ORDER BY seq`);
    let dropped = false;
    return {
      add: (rows) => addMany(rows),
      moveInto: (gameId) => move.run(gameId).changes,
      drop: () => {
        if (dropped || !this.db.open) return;
        dropped = true;
        this.db.exec(`DROP TABLE IF EXISTS ${table}`);
      },
    };
  }
}

export interface StagedActions {
  /** Adds a slice of actions (in their own small transaction on the temporary table). */
  add(rows: readonly { seq: number; action: unknown; at: string }[]): void;
  /** Copies every staged action into the game's log; call inside the import's transaction. */
  moveInto(gameId: string): number;
  drop(): void;
}
