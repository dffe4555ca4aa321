import type Database from 'better-sqlite3';

/** One game started from a day's deal (migration 011). */
export interface DailyPlayRecord {
  kind: string;
  date: string;
  /** The setting as text ("players=2 level=standard meter=standard"). */
  setting: string;
  /** Null once the game was deleted. */
  gameId: string | null;
  counted: boolean;
  startedAt: string;
  /** Null while the game is played. */
  outcome: 'won' | 'lost' | null;
  line: string | null;
  finishedAt: string | null;
}

export interface FriendLineRecord {
  id: number;
  kind: string;
  date: string;
  setting: string;
  friend: string;
  line: string;
  addedAt: string;
}

interface PlayRow {
  kind: string;
  date: string;
  setting: string;
  game_id: string | null;
  counted: number;
  started_at: string;
  outcome: 'won' | 'lost' | null;
  line: string | null;
  finished_at: string | null;
}

const fromRow = (row: PlayRow): DailyPlayRecord => ({
  kind: row.kind,
  date: row.date,
  setting: row.setting,
  gameId: row.game_id,
  counted: row.counted === 1,
  startedAt: row.started_at,
  outcome: row.outcome,
  line: row.line,
  finishedAt: row.finished_at,
});

const PLAY_COLUMNS = 'kind, date, setting, game_id, counted, started_at, outcome, line, finished_at';

/** The daily deals played here and the friends' lines pasted in. */
export class DailyRepo {
  private readonly insertStmt;
  private readonly countedStmt;
  private readonly byGameStmt;
  private readonly finishStmt;
  private readonly onDateStmt;
  private readonly countedPlaysStmt;
  private readonly insertFriendStmt;
  private readonly friendStmt;
  private readonly friendsOnStmt;

  constructor(db: Database.Database) {
    this.insertStmt = db.prepare(
      `INSERT INTO daily_plays (kind, date, setting, game_id, counted, started_at) VALUES (@kind, @date, @setting, @gameId, @counted, @startedAt)`,
    );
    this.countedStmt = db.prepare<[string, string, string], { n: number }>('SELECT count(*) AS n FROM daily_plays WHERE kind = ? AND date = ? AND setting = ? AND counted = 1');
    this.byGameStmt = db.prepare<[string], PlayRow>(`SELECT ${PLAY_COLUMNS} FROM daily_plays WHERE game_id = ?`);
    this.finishStmt = db.prepare('UPDATE daily_plays SET outcome = @outcome, line = @line, finished_at = @finishedAt WHERE game_id = @gameId');
    this.onDateStmt = db.prepare<[string], PlayRow>(`SELECT ${PLAY_COLUMNS} FROM daily_plays WHERE date = ? ORDER BY started_at, id`);
    this.countedPlaysStmt = db.prepare<[], PlayRow>(`SELECT ${PLAY_COLUMNS} FROM daily_plays WHERE counted = 1 ORDER BY date DESC, kind, setting`);
    this.insertFriendStmt = db.prepare(
      `INSERT OR IGNORE INTO daily_friend_lines (kind, date, setting, friend, line, added_at) VALUES (@kind, @date, @setting, @friend, @line, @addedAt)`,
    );
    this.friendStmt = db.prepare<[string, string], FriendLineRecord>(
      'SELECT id, kind, date, setting, friend, line, added_at AS addedAt FROM daily_friend_lines WHERE friend = ? AND line = ?',
    );
    this.friendsOnStmt = db.prepare<[string], FriendLineRecord>(
      'SELECT id, kind, date, setting, friend, line, added_at AS addedAt FROM daily_friend_lines WHERE date = ? ORDER BY added_at, id',
    );
  }

  /** Whether the day's one counted try at this game and setting was taken. */
  countedTaken(kind: string, date: string, setting: string): boolean {
    return this.countedStmt.get(kind, date, setting)!.n > 0;
  }

  insert(play: Pick<DailyPlayRecord, 'kind' | 'date' | 'setting' | 'gameId' | 'counted' | 'startedAt'>): void {
    this.insertStmt.run({ ...play, counted: play.counted ? 1 : 0 });
  }

  byGame(gameId: string): DailyPlayRecord | undefined {
    const row = this.byGameStmt.get(gameId);
    return row ? fromRow(row) : undefined;
  }

  finish(gameId: string, outcome: 'won' | 'lost', line: string, finishedAt: string): void {
    this.finishStmt.run({ gameId, outcome, line, finishedAt });
  }

  onDate(date: string): DailyPlayRecord[] {
    return this.onDateStmt.all(date).map(fromRow);
  }

  /** Every counted try, latest day first. */
  countedPlays(): DailyPlayRecord[] {
    return this.countedPlaysStmt.all().map(fromRow);
  }

  /** Keeps a friend's line (the same line from the same friend once) and answers it as kept. */
  addFriendLine(line: Omit<FriendLineRecord, 'id'>): FriendLineRecord {
    this.insertFriendStmt.run(line);
    return this.friendStmt.get(line.friend, line.line)!;
  }

  friendsOn(date: string): FriendLineRecord[] {
    return this.friendsOnStmt.all(date);
  }
}
