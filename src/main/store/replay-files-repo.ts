import type Database from 'better-sqlite3';
import type { ResultRecord } from './results-repo';

/** A friend's finished game as its file brought it: the file's facts of the game, its log and its result. */
export interface ReplayFileRecord {
  id: string;
  /** A hash of the game and its log: the same game opened twice is one row. */
  fingerprint: string;
  kind: string;
  /** The deal as text (dealKey). */
  deal: string;
  finishedAt: string;
  openedAt: string;
  /** The file's `game` object, as it was checked. */
  game: Record<string, unknown>;
  actions: { seq: number; action: unknown; at: string }[];
  /** The result, computed once when the file was opened (gameId is the file's id). */
  result: ResultRecord;
}

interface Row {
  id: string;
  fingerprint: string;
  kind: string;
  deal: string;
  finished_at: string;
  opened_at: string;
  game: string;
  actions: string;
  result: string;
}

/** What a list needs: everything but the log. */
export type ReplayFileSummaryRecord = Omit<ReplayFileRecord, 'actions'>;

const summaryOf = (row: Omit<Row, 'actions'>): ReplayFileSummaryRecord => ({
  id: row.id,
  fingerprint: row.fingerprint,
  kind: row.kind,
  deal: row.deal,
  finishedAt: row.finished_at,
  openedAt: row.opened_at,
  game: JSON.parse(row.game) as Record<string, unknown>,
  result: JSON.parse(row.result) as ResultRecord,
});

const SUMMARY = 'id, fingerprint, kind, deal, finished_at, opened_at, game, result';

/** Friends' replay files (migration 010): apart from `games`, so never in history or statistics. */
export class ReplayFilesRepo {
  private readonly insertStmt;
  private readonly reopenStmt;
  private readonly byFingerprintStmt;
  private readonly getStmt;
  private readonly summaryStmt;
  private readonly listStmt;
  private readonly onDealStmt;
  private readonly deleteStmt;

  constructor(db: Database.Database) {
    this.insertStmt = db.prepare(
      `INSERT INTO replay_files (id, fingerprint, kind, deal, finished_at, opened_at, game, actions, result)
       VALUES (@id, @fingerprint, @kind, @deal, @finishedAt, @openedAt, @game, @actions, @result)`,
    );
    this.reopenStmt = db.prepare<[string, string]>('UPDATE replay_files SET opened_at = ? WHERE id = ?');
    this.byFingerprintStmt = db.prepare<[string], { id: string }>('SELECT id FROM replay_files WHERE fingerprint = ?');
    this.getStmt = db.prepare<[string], Row>('SELECT * FROM replay_files WHERE id = ?');
    this.summaryStmt = db.prepare<[string], Omit<Row, 'actions'>>(`SELECT ${SUMMARY} FROM replay_files WHERE id = ?`);
    this.listStmt = db.prepare<[], Omit<Row, 'actions'>>(`SELECT ${SUMMARY} FROM replay_files ORDER BY opened_at DESC, id DESC`);
    this.onDealStmt = db.prepare<[string, string], Omit<Row, 'actions'>>(
      `SELECT ${SUMMARY} FROM replay_files WHERE kind = ? AND deal = ? ORDER BY finished_at DESC, id DESC`,
    );
    this.deleteStmt = db.prepare<[string]>('DELETE FROM replay_files WHERE id = ?');
  }

  /** A new row; the log comes as its JSON text (written a slice at a time by the caller, as a file can be large). */
  insert(file: Omit<ReplayFileRecord, 'actions'> & { actionsJson: string }): void {
    const { actionsJson, ...row } = file;
    this.insertStmt.run({ ...row, game: JSON.stringify(file.game), actions: actionsJson, result: JSON.stringify(file.result) });
  }

  /** The row already holding this game, if it was opened before. */
  idOf(fingerprint: string): string | undefined {
    return this.byFingerprintStmt.get(fingerprint)?.id;
  }

  reopened(id: string, openedAt: string): void {
    this.reopenStmt.run(openedAt, id);
  }

  get(id: string): ReplayFileRecord | undefined {
    const row = this.getStmt.get(id);
    return row ? { ...summaryOf(row), actions: JSON.parse(row.actions) as ReplayFileRecord['actions'] } : undefined;
  }

  summary(id: string): ReplayFileSummaryRecord | undefined {
    const row = this.summaryStmt.get(id);
    return row ? summaryOf(row) : undefined;
  }

  /** Forgets a file; false when there was none. */
  delete(id: string): boolean {
    return this.deleteStmt.run(id).changes > 0;
  }

  /** Latest opened first. */
  list(): ReplayFileSummaryRecord[] {
    return this.listStmt.all().map(summaryOf);
  }

  /** The files on one deal of one game, latest finished first. */
  onDeal(kind: string, deal: string): ReplayFileSummaryRecord[] {
    return this.onDealStmt.all(kind, deal).map(summaryOf);
  }
}
