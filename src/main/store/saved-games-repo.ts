import type Database from 'better-sqlite3';

/** What saved games need beyond play: renaming (which is not playing, so "last played" stays). */
export class SavedGamesRepo {
  private readonly renameStmt;

  constructor(db: Database.Database) {
    this.renameStmt = db.prepare<[string, string]>('UPDATE games SET title = ? WHERE id = ?');
  }

  /** False when the game does not exist. */
  rename(id: string, title: string): boolean {
    return this.renameStmt.run(title, id).changes === 1;
  }
}
