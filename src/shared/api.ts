import { z } from 'zod';
import type { Result } from './errors';
import { flatlineSetupSchema } from './flatline/setup';
import { flatlineActionSchema } from './flatline/actions';
import { gameIdSchema, type GameDetail, type GameSummary } from './games';
import type { ApiMethod } from './api-methods';
import { savesInputSchemas, type SavesResults } from './saves-api';
import { profileIdSchema } from './profiles';
import { gameTitleSchema } from './clean-text';

export { API_METHODS, IPC_CALL, IPC_EVENT, type ApiMethod } from './api-methods';

/**
 * The one API contract. Every method takes one object; main validates it against the schema here
 * before anything runs. Electron reaches it over IPC, the browser over HTTP; both push ApiEvents.
 */
export const apiInputSchemas = {
  appInfo: z.object({}).strict(),
  listGames: z
    .object({ status: z.enum(['in-progress', 'finished', 'all']).default('all') })
    .strict(),
  createGame: z
    .object({
      kind: z.literal('flatline'),
      setup: flatlineSetupSchema,
      title: gameTitleSchema.optional(),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      /** Who sits at each seat (a profile id, or null for a guest), in seat order. */
      profiles: z.array(profileIdSchema.nullable()).max(5).optional(),
    })
    .strict(),
  getGame: z.object({ id: gameIdSchema }).strict(),
  act: z.object({ id: gameIdSchema, action: flatlineActionSchema }).strict(),
  pauseGame: z.object({ id: gameIdSchema }).strict(),
  resumeGame: z.object({ id: gameIdSchema }).strict(),
  deleteGame: z.object({ id: gameIdSchema }).strict(),
  ...savesInputSchemas,
} as const satisfies Record<ApiMethod, z.ZodType>;

export type ApiInput<M extends ApiMethod> = z.input<(typeof apiInputSchemas)[M]>;
export type ApiParsedInput<M extends ApiMethod> = z.output<(typeof apiInputSchemas)[M]>;

export interface AppInfo {
  name: string;
  version: string;
  transport: 'electron' | 'web';
  platform: string;
  dataDir: string;
  schemaVersion: number;
  /** Set when the database could not be opened and was set aside; the app runs on a fresh one. */
  notice?: { code: string; message: string; params?: Record<string, string> };
}

export interface ApiResults extends SavesResults {
  appInfo: AppInfo;
  listGames: GameSummary[];
  createGame: GameDetail;
  getGame: GameDetail;
  act: GameDetail;
  pauseGame: GameDetail;
  resumeGame: GameDetail;
  deleteGame: { id: string };
}

/** Events main pushes to every open window or browser tab. */
export type ApiEvent =
  | { type: 'gameChanged'; game: GameDetail }
  | { type: 'gameDeleted'; id: string };

/** What a transport offers the renderer: exactly the API's methods, plus event subscription. */
export type ApiBridge = {
  [M in ApiMethod]: (input: ApiInput<M>) => Promise<Result<ApiResults[M]>>;
} & {
  subscribe(listener: (event: ApiEvent) => void): () => void;
};
