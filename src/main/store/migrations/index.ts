import * as games from './001-games';
import * as paused from './002-paused';
import * as playersResultsCampaigns from './003-players-results-campaigns';
import * as genericResults from './004-generic-results';
import * as campaignFittedClock from './005-campaign-fitted-clock';
import * as deviceSeats from './006-device-seats';
import * as hintsShown from './007-hints-shown';
import * as botSeats from './008-bot-seats';
import * as deals from './009-deals';
import * as replayFiles from './010-replay-files';
import * as dailyDeals from './011-daily-deals';
import * as guidedGames from './012-guided-games';
import * as physicalGames from './013-physical-games';
import * as companionClock from './014-companion-clock';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Every schema change, in order. A new change is a new numbered file added here; a released file
 * is never edited, because databases in the field have already applied it.
 */
export const migrations: readonly Migration[] = [
  { version: 1, name: games.name, sql: games.sql },
  { version: 2, name: paused.name, sql: paused.sql },
  { version: 3, name: playersResultsCampaigns.name, sql: playersResultsCampaigns.sql },
  { version: 4, name: genericResults.name, sql: genericResults.sql },
  { version: 5, name: campaignFittedClock.name, sql: campaignFittedClock.sql },
  { version: 6, name: deviceSeats.name, sql: deviceSeats.sql },
  { version: 7, name: hintsShown.name, sql: hintsShown.sql },
  { version: 8, name: botSeats.name, sql: botSeats.sql },
  { version: 9, name: deals.name, sql: deals.sql },
  { version: 10, name: replayFiles.name, sql: replayFiles.sql },
  { version: 11, name: dailyDeals.name, sql: dailyDeals.sql },
  { version: 12, name: guidedGames.name, sql: guidedGames.sql },
  { version: 13, name: physicalGames.name, sql: physicalGames.sql },
  { version: 14, name: companionClock.name, sql: companionClock.sql },
];

/** The schema version this code writes. A database recording a higher one came from a newer app. */
export const LATEST_SCHEMA_VERSION = migrations.length === 0 ? 0 : migrations[migrations.length - 1]!.version;
