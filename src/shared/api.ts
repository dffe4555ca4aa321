import { z } from 'zod';
import type { ApiError, Result } from './errors';
import { gameIdSchema, type GameDetail, type GameSummary } from './games';
import { GAME_KINDS, GAME_SCHEMAS, type GameKind } from './game-registry';
import type { ApiMethod } from './api-methods';
import { savesInputSchemas, type SavesResults } from './saves-api';
import { profileIdSchema } from './profiles';
import { gameTitleSchema } from './clean-text';
import { botSeatsSchema } from './bots';
import { seedSchema } from './seed';
import { tableSettingsSchema, type TableSettings } from './table-settings';
import { farInputSchemas, type FarPush, type FarResults } from './far-api';
import { invitationsInputSchemas, type InvitationStatus, type InvitationsResults } from './invitations-api';
import { hintsInputSchemas, type HintsResults } from './hints-api';
import { dailyInputSchemas, type DailyResults } from './daily/daily-api';
import { replaysInputSchemas, type ReplaysResults } from './replays';
import { replayFilesInputSchemas, type ReplayFilesResults } from './replay-files-api';
import type { ReplayFileEntry } from './replay-files';
import { companionInputSchemas, type CompanionResults } from './companion-api';
import type { CompanionView } from './companion';
import { guideInputSchemas, type GuideResults } from './guide-api';

export { API_METHODS, IPC_CALL, IPC_EVENT, type ApiMethod } from './api-methods';

/** A new game of one kind: its setup is checked by that game's own schema. */
const createGameOf = <K extends GameKind>(kind: K) =>
  z
    .object({
      kind: z.literal(kind),
      setup: GAME_SCHEMAS[kind].setup,
      title: gameTitleSchema.optional(),
      /** A deal to replay (a typed number, or a finished game's 128-bit deal); none: a fresh one. */
      seed: seedSchema.optional(),
      /** Who sits at each seat (a profile id, or null for a guest), in seat order. */
      profiles: z.array(profileIdSchema.nullable()).max(5).optional(),
      /** The seats a bot plays, and its pace (docs/bots.md); none: people at every seat. */
      bots: botSeatsSchema.optional(),
      /** A guided first game (docs/guided-game.md): its clock held until its guide lets go; it counts in no history. */
      guided: z.literal(true).optional(),
    })
    .strict();

/** An action in a game of one kind, checked by that game's own action schema. */
const actOf = <K extends GameKind>(kind: K) =>
  z.object({ id: gameIdSchema, kind: z.literal(kind), action: GAME_SCHEMAS[kind].action }).strict();

type CreateGameSchema = { [K in GameKind]: ReturnType<typeof createGameOf<K>> }[GameKind];
type ActSchema = { [K in GameKind]: ReturnType<typeof actOf<K>> }[GameKind];
/** zod wants a non-empty tuple; the registry's kinds are one. */
const byKind = <S>(make: (kind: GameKind) => S) => GAME_KINDS.map(make) as unknown as [S, ...S[]];

/**
 * The one API contract. Every method takes one object; main validates it against the schema here
 * before anything runs. Electron reaches it over IPC, the browser over HTTP; both push ApiEvents.
 */
export const apiInputSchemas = {
  appInfo: z.object({}).strict(),
  listGames: z
    .object({ status: z.enum(['in-progress', 'finished', 'all']).default('all') })
    .strict(),
  createGame: z.discriminatedUnion('kind', byKind((kind) => createGameOf(kind) as CreateGameSchema)),
  getGame: z.object({ id: gameIdSchema }).strict(),
  act: z.discriminatedUnion('kind', byKind((kind) => actOf(kind) as ActSchema)),
  pauseGame: z.object({ id: gameIdSchema }).strict(),
  resumeGame: z.object({ id: gameIdSchema }).strict(),
  deleteGame: z.object({ id: gameIdSchema }).strict(),
  /** The host's settings for every table it runs (the pace its games' waits follow). */
  setTableSettings: tableSettingsSchema,
  ...savesInputSchemas,
  ...invitationsInputSchemas,
  ...hintsInputSchemas,
  ...dailyInputSchemas,
  ...replaysInputSchemas,
  ...replayFilesInputSchemas,
  ...companionInputSchemas,
  ...farInputSchemas,
  ...guideInputSchemas,
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

export interface ApiResults extends SavesResults, InvitationsResults, HintsResults, DailyResults, ReplaysResults, ReplayFilesResults, CompanionResults, FarResults, GuideResults {
  appInfo: AppInfo;
  listGames: GameSummary[];
  createGame: GameDetail;
  getGame: GameDetail;
  act: GameDetail;
  pauseGame: GameDetail;
  resumeGame: GameDetail;
  deleteGame: { id: string };
  /** The table settings now in force. */
  setTableSettings: TableSettings;
}

/** Events main pushes to every open window or browser tab. */
export type ApiEvent =
  /** A game's new version (see GameDetail.version: windows ignore versions older than they show). */
  | { type: 'gameChanged'; game: GameDetail }
  | { type: 'gameDeleted'; id: string }
  /** The invitations opened, closed, or a seat was claimed, released, moved, connected or dropped. */
  | { type: 'invitationsChanged'; status: InvitationStatus }
  /** A replay file the system opened with the app (Electron): shown, or refused with why (docs/replay-files.md). */
  | { type: 'replayFileOpened'; file: ReplayFileEntry }
  | { type: 'replayFileRefused'; name: string; error: ApiError }
  /** The companion clock's new view (docs/companion.md), or null when it was closed. */
  | { type: 'companionChanged'; companion: CompanionView | null }
  /** A room link the system opened with the app (Electron): its room, for "Join a table far away", or why it is refused (docs/far-away.md). */
  | { type: 'farLinkOpened'; room: string }
  | { type: 'farLinkRefused'; error: ApiError }
  /** A push for one friend far away, which the main screen holding the room carries to its peer. */
  | { type: 'farEvent'; peer: string; push: FarPush };

/** A view's link to the host's events: open, dropped, or open again after a drop (pushes may have been missed meanwhile). */
export type LinkState = 'open' | 'dropped' | 'reopened';

/**
 * What a transport offers the renderer: exactly the API's methods, plus event subscription. `link`
 * hears the connection's news where it can drop (the web host's socket; Electron's IPC never drops).
 */
export type ApiBridge = {
  [M in ApiMethod]: (input: ApiInput<M>) => Promise<Result<ApiResults[M]>>;
} & {
  subscribe(listener: (event: ApiEvent) => void, link?: (state: LinkState) => void): () => void;
};
