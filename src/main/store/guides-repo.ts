import type Database from 'better-sqlite3';
import type { GuideFinished, GuideProgress } from '@shared/guide-api';
import type { GameKind } from '@shared/games';

/** Guided first games (migration 012): which games are guided and where their guide stands, and who finished one. */
export class GuidesRepo {
  private readonly getStmt;
  private readonly setStmt;
  private readonly finishStmt;
  private readonly finishedStmt;

  constructor(db: Database.Database) {
    this.getStmt = db.prepare<[string], { step: number; held: number }>('SELECT step, held FROM guided_games WHERE game_id = ?');
    this.setStmt = db.prepare('INSERT OR REPLACE INTO guided_games (game_id, step, held) VALUES (@id, @step, @held)');
    this.finishStmt = db.prepare('INSERT OR REPLACE INTO guides_finished (kind, profile_id, finished_at) VALUES (@kind, @profileId, @at)');
    this.finishedStmt = db.prepare<[], { kind: string; profile_id: string; finished_at: string }>(
      'SELECT kind, profile_id, finished_at FROM guides_finished ORDER BY finished_at, kind, profile_id',
    );
  }

  /** Where a guided game's guide stands; undefined for an ordinary game. */
  get(gameId: string): GuideProgress | undefined {
    const row = this.getStmt.get(gameId);
    return row ? { step: row.step, held: row.held === 1 } : undefined;
  }

  /** Marks a game as guided, or moves its guide on. */
  set(gameId: string, progress: GuideProgress): void {
    this.setStmt.run({ id: gameId, step: progress.step, held: progress.held ? 1 : 0 });
  }

  /** Keeps that `profileId` (null: a guest) finished the guided game of `kind` (the latest time counts). */
  finish(kind: string, profileId: string | null, at: string): void {
    this.finishStmt.run({ kind, profileId: profileId ?? '', at });
  }

  finished(): GuideFinished[] {
    return this.finishedStmt.all().map((row) => ({ kind: row.kind as GameKind, profileId: row.profile_id === '' ? null : row.profile_id, finishedAt: row.finished_at }));
  }
}
