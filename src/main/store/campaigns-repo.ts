import type Database from 'better-sqlite3';
import type { CampaignBots } from '@shared/campaigns';

/** One row of `campaigns` with its crew (profile ids in seat order) and its record so far. */
export interface CampaignRecord {
  id: string;
  /** The game whose ladder the crew climbs. */
  kind: string;
  name: string;
  /** Mission ids, in the order they are climbed. */
  ladder: string[];
  /** The clock in seconds (each game its own settings), or null when untimed or fitted. */
  timerSeconds: number | null;
  /** Missions run on the game's clock fitted to the table (false for campaigns made before it existed). */
  fittedClock: boolean;
  step: number;
  currentGameId: string | null;
  crew: string[];
  /** Bot teammates after the crew (absent: none). */
  bots?: CampaignBots;
  wins: number;
  losses: number;
  createdAt: string;
  updatedAt: string;
}

interface CampaignRow {
  id: string;
  kind: string;
  name: string;
  ladder: string;
  timer_seconds: number | null;
  fitted_clock: number;
  step: number;
  current_game_id: string | null;
  created_at: string;
  updated_at: string;
  crew: string | null;
  bots: string;
  wins: number | null;
  losses: number | null;
}

const SELECT = `
SELECT c.id, c.kind, c.name, c.ladder, c.timer_seconds, c.fitted_clock, c.step, c.current_game_id, c.created_at, c.updated_at, c.bots,
  (SELECT json_group_array(profile_id) FROM (SELECT profile_id FROM campaign_crew WHERE campaign_id = c.id ORDER BY seat)) AS crew,
  (SELECT sum(r.outcome = 'won') FROM campaign_games g JOIN game_results r ON r.game_id = g.game_id WHERE g.campaign_id = c.id) AS wins,
  (SELECT sum(r.outcome = 'lost') FROM campaign_games g JOIN game_results r ON r.game_id = g.game_id WHERE g.campaign_id = c.id) AS losses
FROM campaigns c`;

const fromRow = (row: CampaignRow): CampaignRecord => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  ladder: JSON.parse(row.ladder) as string[],
  timerSeconds: row.timer_seconds as CampaignRecord['timerSeconds'],
  fittedClock: row.fitted_clock === 1,
  step: row.step,
  currentGameId: row.current_game_id,
  crew: row.crew ? (JSON.parse(row.crew) as string[]) : [],
  ...(row.bots ? { bots: JSON.parse(row.bots) as CampaignBots } : {}),
  wins: row.wins ?? 0,
  losses: row.losses ?? 0,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** Campaigns, their crews, and which games were played for which mission. */
export class CampaignsRepo {
  private readonly listStmt;
  private readonly getStmt;
  private readonly insertStmt;
  private readonly crewStmt;
  private readonly progressStmt;
  private readonly deleteStmt;
  private readonly linkStmt;
  private readonly ofGameStmt;

  constructor(db: Database.Database) {
    this.listStmt = db.prepare<[], CampaignRow>(`${SELECT} ORDER BY c.updated_at DESC, c.id`);
    this.getStmt = db.prepare<[string], CampaignRow>(`${SELECT} WHERE c.id = ?`);
    this.insertStmt = db.prepare(
      `INSERT INTO campaigns (id, kind, name, ladder, timer_seconds, fitted_clock, step, current_game_id, created_at, updated_at, bots)
       VALUES (@id, @kind, @name, @ladder, @timerSeconds, @fittedClock, @step, @currentGameId, @createdAt, @updatedAt, @bots)`,
    );
    this.crewStmt = db.prepare<[string, number, string]>('INSERT INTO campaign_crew (campaign_id, seat, profile_id) VALUES (?, ?, ?)');
    this.progressStmt = db.prepare('UPDATE campaigns SET step = @step, current_game_id = @currentGameId, updated_at = @updatedAt WHERE id = @id');
    this.deleteStmt = db.prepare<[string]>('DELETE FROM campaigns WHERE id = ?');
    this.linkStmt = db.prepare<[string, string, string]>('INSERT INTO campaign_games (game_id, campaign_id, mission_id) VALUES (?, ?, ?)');
    this.ofGameStmt = db.prepare<[string], { campaign_id: string; mission_id: string }>(
      'SELECT campaign_id, mission_id FROM campaign_games WHERE game_id = ?',
    );
  }

  list(): CampaignRecord[] {
    return this.listStmt.all().map(fromRow);
  }

  get(id: string): CampaignRecord | undefined {
    const row = this.getStmt.get(id);
    return row ? fromRow(row) : undefined;
  }

  /** A new campaign; on the clock it names (`timerSeconds`) unless `fittedClock` says so. */
  insert(campaign: Omit<CampaignRecord, 'wins' | 'losses' | 'fittedClock'> & { fittedClock?: boolean }): void {
    const { bots, ...row } = campaign;
    this.insertStmt.run({ ...row, ladder: JSON.stringify(campaign.ladder), fittedClock: campaign.fittedClock === true ? 1 : 0, bots: bots ? JSON.stringify(bots) : '' });
    campaign.crew.forEach((profileId, seat) => this.crewStmt.run(campaign.id, seat, profileId));
  }

  /** Moves a campaign on (or back to no current game); false when it does not exist. */
  progress(id: string, step: number, currentGameId: string | null, updatedAt: string): boolean {
    return this.progressStmt.run({ id, step, currentGameId, updatedAt }).changes === 1;
  }

  /** Deletes the campaign; its games stay in history as ordinary games. */
  delete(id: string): boolean {
    return this.deleteStmt.run(id).changes === 1;
  }

  /** Records that a game is a campaign's attempt at a mission. */
  link(gameId: string, campaignId: string, missionId: string): void {
    this.linkStmt.run(gameId, campaignId, missionId);
  }

  ofGame(gameId: string): { campaignId: string; missionId: string } | undefined {
    const row = this.ofGameStmt.get(gameId);
    return row ? { campaignId: row.campaign_id, missionId: row.mission_id } : undefined;
  }
}
