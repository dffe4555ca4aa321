import { createHash } from 'node:crypto';
import { z } from 'zod';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, type GameFile } from '@shared/saves';
import type { GameRecord, LoggedAction } from '../../store/store';
import type { AnyGameModule } from '../../engine/core/game-module';
import { ServiceError } from '../service-error';
import { appTimestampSchema } from './game-file-checks';
import { gameTitleSchema } from '@shared/clean-text';
import { botSeatsSchema, type BotSeats } from '@shared/bots';
import { seedSchema, type Seed } from '@shared/seed';

/** JSON with object keys sorted at every level, so the checksum does not depend on key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const checksumOf = (file: Omit<GameFile, 'checksum'>): string => createHash('sha256').update(canonicalJson(file)).digest('hex');

/**
 * The file of one saved game: setup, seed, every accepted action, the hints shown at its table (only
 * when some were, so a game played without them writes the file it always did), and a checksum over them.
 */
export function gameFile(record: GameRecord, actions: readonly LoggedAction[], exportedAt: string, hintsShown = 0): GameFile {
  const body: Omit<GameFile, 'checksum'> = {
    format: GAME_FILE_FORMAT,
    version: GAME_FILE_VERSION,
    exportedAt,
    game: {
      kind: record.kind,
      title: record.title,
      setup: record.setup,
      seed: record.seed,
      status: record.status,
      round: record.round,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      finishedAt: record.finishedAt,
      ...(record.bots ? { bots: record.bots } : {}),
      ...(hintsShown > 0 ? { hintsShown } : {}),
    },
    actions: actions.map((a) => ({ seq: a.seq, action: a.action, at: a.at })),
  };
  return { ...body, checksum: checksumOf(body) };
}

const isoSchema = appTimestampSchema;

/** The hints shown at a game's table: a count, so a wrong one is refused rather than read as another. */
const hintsShownSchema = z
  .number({ error: 'the number of hints shown must be a number' })
  .int('the number of hints shown must be a whole number')
  .min(0, 'the number of hints shown cannot be below 0')
  .max(1_000_000, 'the number of hints shown is larger than any game reaches');

/** A game file's fields; the setup and the actions are checked by the game's own schemas. */
export const fileSchemaOf = (module: AnyGameModule) => z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    version: z.literal(GAME_FILE_VERSION),
    exportedAt: isoSchema,
    game: z
      .object({
        kind: z.literal(module.kind),
        title: gameTitleSchema,
        setup: module.setupSchema,
        seed: seedSchema,
        status: z.enum(['in-progress', 'won', 'lost']),
        round: z.number().int().min(0),
        createdAt: isoSchema,
        updatedAt: isoSchema,
        finishedAt: isoSchema.nullable(),
        bots: botSeatsSchema.optional(),
        hintsShown: hintsShownSchema.optional(),
      })
      .strict(),
    actions: z.array(z.object({ seq: z.number().int().min(1), action: module.actionSchema, at: isoSchema }).strict()).max(200_000),
    checksum: z.string().regex(/^[0-9a-f]{64}$/, 'a checksum is 64 hex digits'),
  })
  .strict();

/** A file that passed every check, with the state its actions lead to. */
export interface CheckedGameFile {
  module: AnyGameModule;
  /** `hintsShown` is 0 for a file without the field (written before hints were counted, or without hints). */
  game: { title: string; setup: unknown; seed: Seed; createdAt: string; updatedAt: string; finishedAt: string | null; bots?: BotSeats; hintsShown: number };
  actions: { seq: number; action: unknown; at: string }[];
  start: unknown;
  final: unknown;
}

export const refuse = (code: string, message: string, params?: Record<string, string | number>): never => {
  throw new ServiceError({ code, message: `This file cannot be imported: ${message}`, ...(params ? { params } : {}) });
};

// The checks an imported file goes through are in game-file-check.ts (run in slices, so a large
// file does not hold up the host).

/** A file name for an export: the title in safe characters (a replay file ends `.fusereplay` instead). */
export function exportFileName(title: string, exportedAt: string, extension = 'fuse-game.json'): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 40);
  return `${safe || 'game'}-${exportedAt.slice(0, 10)}.${extension}`;
}
