import type Database from 'better-sqlite3';
import { openDatabase, type OpenDatabaseOptions, type StoreNotice } from './database';
import { GamesRepo } from './games-repo';
import { GameActionsRepo } from './game-actions-repo';
import { SnapshotsRepo } from './snapshots-repo';
import { ProfilesRepo } from './profiles-repo';
import { SavedGamesRepo } from './saved-games-repo';
import { CampaignsRepo } from './campaigns-repo';
import { ResultsRepo } from './results-repo';
import { GuidesRepo } from './guides-repo';
import { ParsedDetails, StatsQueries } from './stats-queries';
import { ImportStaging } from './import-staging';
import { DailyRepo } from './daily-repo';
import { ReplayFilesRepo } from './replay-files-repo';
import { CompanionRepo } from './companion-repo';

export { DatabaseTooNewError } from './migrate';
export { DATABASE_FILE, type StoreNotice } from './database';
export { DataFolderInUseError, LOCK_FILE } from './folder-lock';
export { storeOpenRefusal } from './open-errors';
export type { GameRecord, GameListFilter } from './games-repo';
export type { LoggedAction } from './game-actions-repo';
export type { CampaignRecord } from './campaigns-repo';
export type { ResultRecord } from './results-repo';
export type { DailyPlayRecord, FriendLineRecord } from './daily-repo';

/** The open database and its repositories. */
export interface Store {
  readonly file: string;
  readonly schemaVersion: number;
  readonly notice?: StoreNotice;
  readonly games: GamesRepo;
  readonly actions: GameActionsRepo;
  readonly snapshots: SnapshotsRepo;
  readonly profiles: ProfilesRepo;
  readonly savedGames: SavedGamesRepo;
  readonly campaigns: CampaignsRepo;
  readonly results: ResultsRepo;
  /** Guided first games and who finished one (docs/guided-game.md). */
  readonly guides: GuidesRepo;
  readonly stats: StatsQueries;
  /** The daily deals played and the friends' lines pasted in (docs/daily-deal.md). */
  readonly daily: DailyRepo;
  /** Where an import's actions wait, outside the database file, until its transaction. */
  readonly importStaging: ImportStaging;
  /** Friends' replay files, kept apart from the player's own games (migration 010). */
  readonly replayFiles: ReplayFilesRepo;
  /** The open companion's clock, kept across a restart (migration 014). */
  readonly companion: CompanionRepo;
  /** Runs `fn` in one write transaction: everything in it is committed together or not at all. */
  transaction<T>(fn: () => T): T;
  close(): void;
}

export function openStore(options: OpenDatabaseOptions): Store {
  const opened = openDatabase(options);
  const db: Database.Database = opened.db;
  return {
    file: opened.file,
    schemaVersion: opened.schemaVersion,
    ...(opened.notice ? { notice: opened.notice } : {}),
    games: new GamesRepo(db),
    actions: new GameActionsRepo(db),
    snapshots: new SnapshotsRepo(db),
    profiles: new ProfilesRepo(db),
    savedGames: new SavedGamesRepo(db),
    campaigns: new CampaignsRepo(db),
    results: new ResultsRepo(db),
    guides: new GuidesRepo(db),
    stats: new StatsQueries(db, new ParsedDetails()),
    daily: new DailyRepo(db),
    importStaging: new ImportStaging(db),
    replayFiles: new ReplayFilesRepo(db),
    companion: new CompanionRepo(db),
    transaction: <T>(fn: () => T): T => {
      opened.log.beforeWrite();
      const result = db.transaction(fn).immediate();
      opened.log.afterWrite();
      return result;
    },
    close: () => {
      if (db.open) db.close();
      opened.release?.();
    },
  };
}
