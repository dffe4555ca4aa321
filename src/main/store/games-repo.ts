import type Database from 'better-sqlite3';
import type { SavedGameFacts } from '@shared/saves';
import { BOT_PACES, type BotPace, type BotSeats } from '@shared/bots';
import type { GuideProgress } from '@shared/guide-api';

/** One row of `games`: what a list of games needs without loading any state. */
export interface GameRecord extends SavedGameFacts {
  id: string;
  /** Number of accepted actions (the seq of the last one). */
  actionCount: number;
  /** Paused by the players (or reopened mid-countdown): the board is hidden, the clock stands. */
  paused: boolean;
  /** The seats a bot plays and its pace (absent: people at every seat). */
  bots?: BotSeats;
  /** A guided first game: where its guide stands (kept in `guided_games`, GuidesRepo). */
  guide?: GuideProgress;
}

/** What changes on a game's row when an action is accepted. */
export type GameProgress = Pick<GameRecord, 'id' | 'status' | 'round' | 'actionCount' | 'updatedAt' | 'finishedAt'>;

export type GameListFilter = 'in-progress' | 'finished' | 'all';

interface GameRow {
  id: string;
  kind: string;
  title: string;
  setup: string;
  seed: number;
  deal: string;
  status: string;
  round: number;
  action_count: number;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
  paused: number;
  bot_seats: string;
  bot_pace: string;
}

const fromRow = (row: GameRow): GameRecord => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  setup: JSON.parse(row.setup) as unknown,
  seed: row.deal === '' ? row.seed : row.deal,
  status: row.status,
  round: row.round,
  actionCount: row.action_count,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  finishedAt: row.finished_at,
  paused: row.paused === 1,
  ...(row.bot_seats ? { bots: { seats: parseSeats(row.bot_seats), pace: botPace(row.bot_pace) } } : {}),
});

/** A stored pace this code knows, else the default. */
const botPace = (text: string): BotPace => (BOT_PACES as readonly string[]).includes(text) ? (text as BotPace) : 'steady';

/** A comma-joined list of seat numbers, as `device_seats` and a result's `devices` keep it. */
export const parseSeats = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 0));

const COLUMNS = 'id, kind, title, setup, seed, deal, status, round, action_count, created_at, updated_at, finished_at, paused, bot_seats, bot_pace';

/** The games table, through prepared statements. Most recently played first in lists. */
export class GamesRepo {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly listAllStmt;
  private readonly listInProgressStmt;
  private readonly listFinishedStmt;
  private readonly progressStmt;
  private readonly deleteStmt;
  private readonly pausedStmt;
  private readonly deviceSeatsStmt;
  private readonly addDeviceSeatStmt;
  private readonly hintShownStmt;
  private readonly hintsShownStmt;
  private readonly setHintsShownStmt;
  private readonly botsStmt;
  private readonly physicalStmt;
  private readonly isPhysicalStmt;

  constructor(db: Database.Database) {
    this.insertStmt = db.prepare(
      `INSERT INTO games (${COLUMNS}) VALUES (@id, @kind, @title, @setup, @seed, @deal, @status, @round, @actionCount, @createdAt, @updatedAt, @finishedAt, @paused, @botSeats, @botPace)`,
    );
    this.getStmt = db.prepare<[string], GameRow>(`SELECT ${COLUMNS} FROM games WHERE id = ?`);
    const list = (where: string) =>
      db.prepare<[], GameRow>(`SELECT ${COLUMNS} FROM games ${where} ORDER BY updated_at DESC, id`);
    // A game played with the physical box (migration 013) has a result and nothing to open or save.
    this.listAllStmt = list('WHERE physical = 0');
    this.listInProgressStmt = list(`WHERE status = 'in-progress' AND physical = 0`);
    this.listFinishedStmt = list(`WHERE status <> 'in-progress' AND physical = 0`);
    this.progressStmt = db.prepare(
      `UPDATE games SET status = @status, round = @round, action_count = @actionCount,
         updated_at = @updatedAt, finished_at = @finishedAt WHERE id = @id`,
    );
    this.deleteStmt = db.prepare<[string]>('DELETE FROM games WHERE id = ?');
    this.pausedStmt = db.prepare('UPDATE games SET paused = @paused, updated_at = @updatedAt WHERE id = @id');
    this.deviceSeatsStmt = db.prepare<[string], string>('SELECT device_seats FROM games WHERE id = ?').pluck();
    this.addDeviceSeatStmt = db.prepare('UPDATE games SET device_seats = @seats WHERE id = @id');
    this.hintShownStmt = db.prepare<[string]>('UPDATE games SET hints_shown = hints_shown + 1 WHERE id = ?');
    this.hintsShownStmt = db.prepare<[string], number>('SELECT hints_shown FROM games WHERE id = ?').pluck();
    this.setHintsShownStmt = db.prepare('UPDATE games SET hints_shown = @count WHERE id = @id');
    this.botsStmt = db.prepare('UPDATE games SET bot_seats = @seats, bot_pace = @pace WHERE id = @id');
    this.physicalStmt = db.prepare<[string]>('UPDATE games SET physical = 1 WHERE id = ?');
    this.isPhysicalStmt = db.prepare<[string], number>('SELECT physical FROM games WHERE id = ?').pluck();
  }

  insert(game: GameRecord): void {
    const { bots, guide: _guide, ...row } = game;
    // A typed deal is a number (`seed`); a drawn one is 32 hex digits (`deal`, migration 009).
    const deal = typeof game.seed === 'string' ? { seed: 0, deal: game.seed } : { seed: game.seed, deal: '' };
    this.insertStmt.run({ ...row, ...deal, setup: JSON.stringify(game.setup), paused: game.paused ? 1 : 0, botSeats: bots?.seats.join(',') ?? '', botPace: bots?.pace ?? 'steady' });
  }

  get(id: string): GameRecord | undefined {
    const row = this.getStmt.get(id);
    return row ? fromRow(row) : undefined;
  }

  list(filter: GameListFilter): GameRecord[] {
    const stmt =
      filter === 'in-progress' ? this.listInProgressStmt : filter === 'finished' ? this.listFinishedStmt : this.listAllStmt;
    return stmt.all().map(fromRow);
  }

  /** Records an accepted action's effect on the row; false when the game does not exist. */
  recordProgress(progress: GameProgress): boolean {
    return this.progressStmt.run(progress).changes === 1;
  }

  /** Pauses or resumes a game; false when the game does not exist. */
  setPaused(id: string, paused: boolean, updatedAt: string): boolean {
    return this.pausedStmt.run({ id, paused: paused ? 1 : 0, updatedAt }).changes === 1;
  }

  /** The seats of a game ever played from a device, in claim order (none: played at one screen). */
  deviceSeats(id: string): number[] {
    return parseSeats(this.deviceSeatsStmt.get(id) ?? '');
  }

  /** The seats bots play from now on (none: people at every seat); false when the game does not exist. */
  setBots(id: string, bots: BotSeats | undefined): boolean {
    return this.botsStmt.run({ id, seats: bots?.seats.join(',') ?? '', pace: bots?.pace ?? 'steady' }).changes === 1;
  }

  /** Records that a seat is played from a device (once); false when the game does not exist. */
  addDeviceSeat(id: string, seat: number): boolean {
    const text = this.deviceSeatsStmt.get(id);
    if (text === undefined) return false;
    const seats = parseSeats(text);
    if (!seats.includes(seat)) this.addDeviceSeatStmt.run({ id, seats: [...seats, seat].join(',') });
    return true;
  }

  /** Counts one more hint shown at the game's table; false when the game does not exist. */
  addHintShown(id: string): boolean {
    return this.hintShownStmt.run(id).changes === 1;
  }

  /** Sets the hints shown at the game's table (an imported game keeps its file's count); false when the game does not exist. */
  setHintsShown(id: string, count: number): boolean {
    return this.setHintsShownStmt.run({ id, count }).changes === 1;
  }

  /** How many hints were shown at the game's table (0 when none, or no such game). */
  hintsShown(id: string): number {
    return this.hintsShownStmt.get(id) ?? 0;
  }

  /** Marks a game as played with the physical box (the companion's result); false when the game does not exist. */
  markPhysical(id: string): boolean {
    return this.physicalStmt.run(id).changes === 1;
  }

  /** Whether a game was played with the physical box: it has a result and no actions to load. */
  isPhysical(id: string): boolean {
    return this.isPhysicalStmt.get(id) === 1;
  }

  /** Deletes a game with its actions and snapshots (foreign keys cascade); false when absent. */
  delete(id: string): boolean {
    return this.deleteStmt.run(id).changes === 1;
  }
}
