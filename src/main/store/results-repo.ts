import type Database from 'better-sqlite3';
import type { ResultNumbers } from '@shared/history';
import type { ResultDetails } from '@shared/game-module';
import { parseSeats } from './games-repo';

/** One finished game's result row: what history and statistics read. */
export interface ResultRecord extends ResultNumbers {
  gameId: string;
  kind: string;
  /** People at the table: a solitaire game counts one. */
  players: number;
  solitaire: boolean;
}

/** Which results a query covers: one profile's games, one campaign's, one game's, or all. */
export interface ResultFilter {
  profileId?: string;
  campaignId?: string;
  kind?: string;
  /** Only the games played without hints, or only those with. */
  hints?: 'without' | 'with';
  /** Leave out the games a bot played a seat of. */
  noBots?: boolean;
  /** Only the games of one kind dealt from one deal (dealKey's text). */
  deal?: { kind: string; key: string };
  /** Only the games played on screen, or only those played with the physical box; both when absent. */
  physical?: 'without' | 'only';
}

/** A game row's deal as text: a drawn deal's hex digits, else the typed number (as dealKey writes it). */
const GAME_DEAL = "CASE WHEN deal = '' THEN CAST(seed AS TEXT) ELSE deal END";

export interface HistoryRow extends ResultRecord {
  title: string;
  setup: unknown;
  campaignId: string | null;
  missionId: string | null;
  /** Profile id by seat, as JSON object text. */
  seats: Record<string, string>;
}

interface ResultRow {
  game_id: string;
  kind: string;
  outcome: 'won' | 'lost';
  cause: string | null;
  started_at: string;
  finished_at: string;
  duration_ms: number;
  players: number;
  solitaire: number;
  timer: string;
  level: string | null;
  rounds: number;
  score: number | null;
  devices: string;
  hints: number;
  bots: string;
  physical: number;
  details: string;
}

const fromRow = (row: ResultRow): ResultRecord => ({
  gameId: row.game_id,
  kind: row.kind,
  outcome: row.outcome,
  cause: row.cause,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  durationMs: row.duration_ms,
  players: row.players,
  solitaire: row.solitaire === 1,
  timer: row.timer,
  level: row.level,
  rounds: row.rounds,
  score: row.score,
  details: JSON.parse(row.details) as ResultDetails,
  // Absent for a game played at one screen.
  ...(row.devices ? { devices: parseSeats(row.devices) } : {}),
  // Absent for a game played without hints.
  ...(row.hints > 0 ? { hints: row.hints } : {}),
  // Absent when people sat at every seat.
  ...(row.bots ? { bots: parseSeats(row.bots) } : {}),
  // Absent for a game played on screen.
  ...(row.physical === 1 ? { physical: true as const } : {}),
});

/** The WHERE clause of a filter (bound by name: @profileId, @campaignId). */
export function filterClause(filter: ResultFilter): string {
  const parts: string[] = [];
  if (filter.profileId) parts.push('r.game_id IN (SELECT game_id FROM game_players WHERE profile_id = @profileId)');
  if (filter.campaignId) parts.push('r.game_id IN (SELECT game_id FROM campaign_games WHERE campaign_id = @campaignId)');
  if (filter.kind) parts.push('r.kind = @kind');
  if (filter.hints) parts.push(filter.hints === 'with' ? 'r.hints > 0' : 'r.hints = 0');
  if (filter.noBots) parts.push("r.bots = ''");
  if (filter.deal) parts.push(`r.game_id IN (SELECT id FROM games WHERE kind = @dealKind AND ${GAME_DEAL} = @dealKey)`);
  if (filter.physical) parts.push(filter.physical === 'only' ? 'r.physical = 1' : 'r.physical = 0');
  return parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`;
}

export const filterParams = (filter: ResultFilter): Record<string, string> => ({
  ...(filter.profileId ? { profileId: filter.profileId } : {}),
  ...(filter.campaignId ? { campaignId: filter.campaignId } : {}),
  ...(filter.kind ? { kind: filter.kind } : {}),
  ...(filter.deal ? { dealKind: filter.deal.kind, dealKey: filter.deal.key } : {}),
});

/** Results of finished games: written once when a game ends, read by history and statistics. */
export class ResultsRepo {
  private readonly insertStmt;
  private readonly insertDetailsStmt;
  private readonly missingStmt;
  private readonly getStmt;

  constructor(private readonly db: Database.Database) {
    this.insertStmt = db.prepare(
      `INSERT OR REPLACE INTO game_results (game_id, kind, outcome, cause, started_at, finished_at, duration_ms, players, solitaire,
         timer, level, rounds, score, devices, hints, bots, physical)
       VALUES (@gameId, @kind, @outcome, @cause, @startedAt, @finishedAt, @durationMs, @players, @solitaire,
         @timer, @level, @rounds, @score, coalesce((SELECT device_seats FROM games WHERE id = @gameId), ''),
         coalesce((SELECT hints_shown FROM games WHERE id = @gameId), 0),
         coalesce((SELECT bot_seats FROM games WHERE id = @gameId), ''),
         coalesce((SELECT physical FROM games WHERE id = @gameId), 0))`,
    );
    this.insertDetailsStmt = db.prepare('INSERT OR REPLACE INTO game_result_details (game_id, details) VALUES (@gameId, @details)');
    this.missingStmt = db.prepare<[], { id: string }>(
      // A guided game never has a result (docs/guided-game.md).
      `SELECT id FROM games WHERE status <> 'in-progress' AND id NOT IN (SELECT game_id FROM game_results)
         AND id NOT IN (SELECT game_id FROM guided_games) ORDER BY finished_at, id`,
    );
    this.getStmt = db.prepare<[string], ResultRow>(`SELECT r.*, d.details FROM game_results r JOIN game_result_details d USING (game_id) WHERE r.game_id = ?`);
  }

  /** Writes a result and its details together (a savepoint inside the caller's transaction). */
  insert(result: ResultRecord): void {
    // The seats played from a device and the hints shown come from the game's row, as recorded then.
    // So do the seats a bot played, as the game was created.
    // So does the physical box's mark.
    const { details, devices: _devices, hints: _hints, bots: _bots, physical: _physical, ...row } = result;
    this.db.transaction(() => {
      this.insertStmt.run({ ...row, solitaire: row.solitaire ? 1 : 0 });
      this.insertDetailsStmt.run({ gameId: result.gameId, details: JSON.stringify(details) });
    })();
  }

  get(gameId: string): ResultRecord | undefined {
    const row = this.getStmt.get(gameId);
    return row ? fromRow(row) : undefined;
  }

  /** Finished games without a result row (finished before results were kept). */
  missing(): string[] {
    return this.missingStmt.all().map((row) => row.id);
  }

  /** Finished games, latest first, with their titles, setups and seats. */
  history(filter: ResultFilter, limit: number, offset: number): { total: number; rows: HistoryRow[] } {
    const where = filterClause(filter);
    const params = filterParams(filter);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM game_results r ${where}`).get(params) as { n: number }).n;
    const rows = this.db
      .prepare<Record<string, unknown>, ResultRow & { title: string; setup: string; campaign_id: string | null; mission_id: string | null; seats: string | null }>(
        `SELECT r.*, d.details, g.title, g.setup, cg.campaign_id, cg.mission_id,
           (SELECT json_group_object(seat, profile_id) FROM game_players p WHERE p.game_id = r.game_id) AS seats
         FROM game_results r JOIN game_result_details d USING (game_id) JOIN games g ON g.id = r.game_id LEFT JOIN campaign_games cg ON cg.game_id = r.game_id
         ${where} ORDER BY r.finished_at DESC, r.game_id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset });
    return {
      total,
      rows: rows.map((row) => ({
        ...fromRow(row),
        title: row.title,
        setup: JSON.parse(row.setup) as unknown,
        campaignId: row.campaign_id,
        missionId: row.mission_id,
        seats: row.seats ? (JSON.parse(row.seats) as Record<string, string>) : {},
      })),
    };
  }
}
