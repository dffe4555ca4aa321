import type { ApiParsedInput, ApiResults } from '@shared/api';
import type { GameDetail } from '@shared/games';
import type { SAVES_METHODS } from '@shared/saves-methods';
import type { GameRecord } from '../../store/store';
import { CampaignsService } from '../campaigns/campaigns-service';
import { SavesService, type SavesServiceOptions } from './saves-service';
import { ReplayFilesService } from '../replay-files/replay-files-service';

type SavesMethod = (typeof SAVES_METHODS)[number];
export type SavesHandlers = { [M in SavesMethod]: (input: ApiParsedInput<M>) => ApiResults[M] | Promise<ApiResults[M]> };

/** Saved games, profiles, campaigns, history and statistics over one open store. */
export interface SavesBundle {
  saves: SavesService;
  campaigns: CampaignsService;
  /** Friends' replay files and "Play this deal" (docs/replay-files.md). */
  replayFiles: ReplayFilesService;
  /** What happens when a game ends, inside the transaction of its last action. */
  finished(record: GameRecord, state: unknown): void;
}

/** Opens the services and records results of games that finished before results were kept. */
export function openSaves(options: SavesServiceOptions): SavesBundle {
  const saves = new SavesService(options);
  const campaigns = new CampaignsService({ store: options.store, games: options.games, saves, clock: options.clock, newId: options.newId });
  const replayFiles = new ReplayFilesService({ store: options.store, modules: options.modules, clock: options.clock, newId: options.newId, saves });
  const filled = saves.backfillResults();
  if (filled > 0) options.log(`recorded the results of ${filled} finished game(s) kept before results were stored`);
  return {
    saves,
    campaigns,
    replayFiles,
    finished(record, state) {
      // Never let bookkeeping refuse the action that ended the game: a missing result is filled in
      // at the next start. The result goes first: a campaign's record of wins and losses reads it.
      try {
        saves.recordResult(record, state);
      } catch (error) {
        options.log(`could not record the result of game ${record.id}`, error);
      }
      try {
        campaigns.gameFinished(record);
      } catch (error) {
        options.log(`could not move the campaign of game ${record.id} on`, error);
      }
    },
  };
}

/** The API methods these services answer; `changed` announces a game a method opened or created. */
export function savesHandlers(bundle: () => SavesBundle, changed: (game: GameDetail) => GameDetail): SavesHandlers {
  return {
    renameGame: ({ id, title }) => bundle().saves.rename(id, title),
    exportGame: ({ id }) => bundle().saves.export(id),
    importGame: ({ text }) => bundle().saves.import(text),
    listProfiles: () => bundle().saves.listProfiles(),
    saveProfile: (input) => bundle().saves.saveProfile(input),
    deleteProfile: ({ id }) => bundle().saves.deleteProfile(id),
    listCampaigns: () => bundle().campaigns.list(),
    createCampaign: (input) => bundle().campaigns.create(input),
    continueCampaign: ({ id }) => changed(bundle().campaigns.continue(id)),
    deleteCampaign: ({ id }) => bundle().campaigns.delete(id),
    listHistory: ({ limit, offset, ...filter }) => bundle().saves.history(filter, limit, offset),
    getStats: (filter) => bundle().saves.stats(filter),
  };
}
