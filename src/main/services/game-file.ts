import { createHash } from 'node:crypto';
import { z } from 'zod';
import { flatlineSetupSchema, type FlatlineSetup } from '../../shared/flatline/setup';
import { flatlineActionSchema, type FlatlineAction } from '../../shared/flatline/actions';
import type { FlatlineState } from '../../shared/flatline/state';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION, type GameFile } from '../../shared/saves';
import { payloadError } from '../../shared/validate';
import type { GameRecord, LoggedAction } from '../store/store';
import type { FlatlineRules } from './game-service';
import { ServiceError } from './service-error';
import { appTimestampSchema, timesProblem } from './game-file-checks';
import { gameTitleSchema } from '../../shared/clean-text';

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

/** The file of one saved game: setup, seed, every accepted action, and a checksum over them. */
export function gameFile(record: GameRecord, actions: readonly LoggedAction[], exportedAt: string): GameFile {
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
    },
    actions: actions.map((a) => ({ seq: a.seq, action: a.action, at: a.at })),
  };
  return { ...body, checksum: checksumOf(body) };
}

const isoSchema = appTimestampSchema;

const fileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    version: z.literal(GAME_FILE_VERSION),
    exportedAt: isoSchema,
    game: z
      .object({
        kind: z.literal('flatline'),
        title: gameTitleSchema,
        setup: flatlineSetupSchema,
        seed: z.number().int().min(0).max(0xffffffff),
        status: z.enum(['in-progress', 'won', 'lost']),
        round: z.number().int().min(0),
        createdAt: isoSchema,
        updatedAt: isoSchema,
        finishedAt: isoSchema.nullable(),
      })
      .strict(),
    actions: z.array(z.object({ seq: z.number().int().min(1), action: flatlineActionSchema, at: isoSchema }).strict()).max(200_000),
    checksum: z.string().regex(/^[0-9a-f]{64}$/, 'a checksum is 64 hex digits'),
  })
  .strict();

/** A file that passed every check, with the state its actions lead to. */
export interface CheckedGameFile {
  game: { title: string; setup: FlatlineSetup; seed: number; createdAt: string; updatedAt: string; finishedAt: string | null };
  actions: { seq: number; action: FlatlineAction; at: string }[];
  start: FlatlineState;
  final: FlatlineState;
}

const refuse = (code: string, message: string, params?: Record<string, string | number>): never => {
  throw new ServiceError({ code, message: `This file cannot be imported: ${message}`, ...(params ? { params } : {}) });
};

/**
 * Checks an exported game before anything is written: JSON, format and version, every field, the
 * checksum, then a replay of every action through the engine, which must accept each one and end
 * where the file says the game stands.
 */
export function checkGameFile(text: string, rules: FlatlineRules): CheckedGameFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('import-not-json', 'it is not a FUSE Table game file (not JSON).');
  }
  const head = raw as { format?: unknown; version?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== GAME_FILE_FORMAT) {
    return refuse('import-wrong-format', 'it is not a FUSE Table game file.');
  }
  if (typeof head.version === 'number' && head.version > GAME_FILE_VERSION) {
    return refuse('import-too-new', `it was written by a newer FUSE Table (file version ${head.version}; this one reads ${GAME_FILE_VERSION}).`, {
      found: head.version,
      supported: GAME_FILE_VERSION,
    });
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    const error = payloadError(parsed.error, 'game file');
    return refuse('import-invalid', `${error.message}.`, { detail: error.message });
  }
  const file = parsed.data;
  const { checksum, ...body } = raw as GameFile;
  if (checksumOf(body) !== checksum) return refuse('import-tampered', 'its contents were changed after it was exported (the checksum does not match).');
  file.actions.forEach((logged, i) => {
    if (logged.seq !== i + 1) refuse('import-invalid', `the actions are out of order at number ${i + 1}.`, { seq: i + 1 });
  });

  const start = rules.start(file.game.setup, file.game.seed);
  let state = start;
  for (const logged of file.actions) {
    if (rules.status(state) !== 'in-progress') refuse('import-replay-mismatch', `action ${logged.seq} comes after the game ended.`, { seq: logged.seq });
    const applied = rules.apply(state, logged.action);
    if (!applied.ok) {
      return refuse('import-replay-refused', `action ${logged.seq} is not allowed by the rules (${applied.refusal.reason}).`, {
        seq: logged.seq,
        reason: applied.refusal.code,
      });
    }
    state = applied.state;
  }
  if (rules.status(state) !== file.game.status || rules.round(state) !== file.game.round) {
    refuse('import-replay-mismatch', 'replaying its actions does not lead to the round and outcome it records.');
  }
  const times = timesProblem(file);
  if (times) refuse('import-invalid', `${times.field}: ${times.message}.`, { detail: times.message, field: times.field });
  return {
    game: {
      title: file.game.title,
      setup: file.game.setup,
      seed: file.game.seed,
      createdAt: file.game.createdAt,
      updatedAt: file.game.updatedAt,
      finishedAt: file.game.finishedAt,
    },
    actions: file.actions,
    start,
    final: state,
  };
}

/** A file name for an export: the title in safe characters. */
export function exportFileName(title: string, exportedAt: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 40);
  return `${safe || 'game'}-${exportedAt.slice(0, 10)}.fuse-game.json`;
}
