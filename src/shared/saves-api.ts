import { z } from 'zod';
import { gameIdSchema, type GameDetail, type GameSummary } from './games';
import { profileIdSchema, profileInputSchema, type Profile } from './profiles';
import { campaignIdSchema, campaignInputSchema, type Campaign } from './campaigns';
import { statsFilterSchema, type GameResult, type Stats } from './history';
import { gameTitleSchema } from './clean-text';
import { GAME_FILE_MAX_CHARS, type ExportedGame } from './saves';

/** Payload schemas of the saves, profiles, campaigns, history and statistics methods. */
export const savesInputSchemas = {
  renameGame: z.object({ id: gameIdSchema, title: gameTitleSchema }).strict(),
  exportGame: z.object({ id: gameIdSchema }).strict(),
  importGame: z.object({ text: z.string().min(1, 'the file is empty').max(GAME_FILE_MAX_CHARS, 'the file is too large to be a saved game') }).strict(),
  listProfiles: z.object({}).strict(),
  saveProfile: profileInputSchema,
  deleteProfile: z.object({ id: profileIdSchema }).strict(),
  listCampaigns: z.object({}).strict(),
  createCampaign: campaignInputSchema,
  continueCampaign: z.object({ id: campaignIdSchema }).strict(),
  deleteCampaign: z.object({ id: campaignIdSchema }).strict(),
  listHistory: statsFilterSchema.extend({ limit: z.number().int().min(1).max(500).default(100), offset: z.number().int().min(0).default(0) }).strict(),
  getStats: statsFilterSchema,
} as const;

export interface SavesResults {
  renameGame: GameSummary;
  exportGame: ExportedGame;
  importGame: GameSummary;
  listProfiles: Profile[];
  saveProfile: Profile;
  deleteProfile: { id: string };
  listCampaigns: Campaign[];
  createCampaign: Campaign;
  continueCampaign: GameDetail;
  deleteCampaign: { id: string };
  listHistory: { total: number; entries: GameResult[] };
  getStats: Stats;
}
