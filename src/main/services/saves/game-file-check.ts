import { createHash } from 'node:crypto';
import { z } from 'zod';
import { GAME_FILE_FORMAT, GAME_FILE_VERSION } from '@shared/saves';
import { payloadError } from '@shared/validate';
import type { GameModules } from '../../engine/registry';
import { canonicalJson, fileSchemaOf, refuse, type CheckedGameFile } from './game-file';
import { timesProblem } from './game-file-checks';
import { parseJsonInSlices } from './json-slices';

/** Actions checked, hashed or replayed between two looks at the clock. */
const SLICE = 100;

/**
 * Checks an exported game before anything is written: JSON, format and version, every field, the
 * checksum, then a replay of every action through the engine, which must accept each one and end
 * where the file says the game stands, and times that tell one story.
 * A generator: it yields between slices of the work, so the caller decides when to let other
 * calls in (checkGameFileSliced), and a file's size does not decide how long the host is deaf.
 */
export function* checkGameFileSteps(text: string, modules: GameModules): Generator<void, CheckedGameFile, void> {
  let raw: unknown;
  try {
    raw = yield* parseJsonInSlices(text);
  } catch {
    return refuse('import-not-json', 'it is not a FUSE Table game file (not JSON).');
  }
  const head = raw as { format?: unknown; version?: unknown; actions?: unknown } | null;
  if (typeof head !== 'object' || head === null || head.format !== GAME_FILE_FORMAT) {
    return refuse('import-wrong-format', 'it is not a FUSE Table game file.');
  }
  if (typeof head.version === 'number' && head.version > GAME_FILE_VERSION) {
    return refuse('import-too-new', `it was written by a newer FUSE Table (file version ${head.version}; this one reads ${GAME_FILE_VERSION}).`, {
      found: head.version,
      supported: GAME_FILE_VERSION,
    });
  }
  // The game's kind decides which schemas check the rest: a kind the registry given here knows.
  const named = (head as { game?: { kind?: unknown } }).game?.kind;
  const rules = typeof named === 'string' && Object.prototype.hasOwnProperty.call(modules, named) ? (modules as Record<string, GameModules[keyof GameModules]>)[named] : undefined;
  if (!rules) {
    return refuse('import-unknown-game', `it holds a game this app does not know (${typeof named === 'string' ? named.slice(0, 40) : 'none'}).`);
  }
  const fileSchema = fileSchemaOf(rules);
  const invalid = (error: z.ZodError) => {
    const detail = payloadError(error, 'game file');
    return refuse('import-invalid', `${detail.message}.`, { detail: detail.message });
  };
  // Everything but the actions at once, then the actions a slice at a time.
  const rawActions = Array.isArray(head.actions) ? (head.actions as unknown[]) : head.actions;
  const parsedHead = fileSchema.safeParse({ ...head, actions: Array.isArray(rawActions) ? [] : rawActions });
  if (!parsedHead.success) return invalid(parsedHead.error);
  const list = rawActions as unknown[];
  const actionsSchema = fileSchema.shape.actions;
  const actions: CheckedGameFile['actions'] = [];
  for (let from = 0; from < list.length; from += SLICE) {
    const slice = actionsSchema.safeParse(list.slice(from, from + SLICE));
    if (!slice.success) {
      const shifted = slice.error.issues.map((issue) => ({ ...issue, path: ['actions', from + Number(issue.path[0]), ...issue.path.slice(1)] }));
      return invalid(new z.ZodError(shifted));
    }
    actions.push(...(slice.data as CheckedGameFile['actions']));
    yield;
  }
  const file = { ...parsedHead.data, actions };

  // The checksum over the canonical JSON of everything but itself, hashed a slice at a time.
  const { checksum, ...body } = raw as Record<string, unknown>;
  const hash = createHash('sha256');
  const keys = Object.keys(body)
    .filter((key) => body[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  hash.update('{');
  for (const [i, key] of keys.entries()) {
    hash.update(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
    if (key !== 'actions') {
      hash.update(canonicalJson(body[key]));
      continue;
    }
    hash.update('[');
    for (let from = 0; from < list.length; from += SLICE) {
      hash.update(`${from > 0 ? ',' : ''}${list.slice(from, from + SLICE).map(canonicalJson).join(',')}`);
      yield;
    }
    hash.update(']');
  }
  hash.update('}');
  if (hash.digest('hex') !== checksum) return refuse('import-tampered', 'its contents were changed after it was exported (the checksum does not match).');
  file.actions.forEach((logged, i) => {
    if (logged.seq !== i + 1) refuse('import-invalid', `the actions are out of order at number ${i + 1}.`, { seq: i + 1 });
  });

  const start = rules.start(file.game.setup, file.game.seed);
  let state = start;
  for (const [i, logged] of file.actions.entries()) {
    if (rules.status(state) !== 'in-progress') refuse('import-replay-mismatch', `action ${logged.seq} comes after the game ended.`, { seq: logged.seq });
    const applied = rules.apply(state, logged.action);
    if (!applied.ok) {
      return refuse('import-replay-refused', `action ${logged.seq} is not allowed by the rules (${applied.refusal.reason}).`, {
        seq: logged.seq,
        reason: applied.refusal.code,
      });
    }
    state = applied.state;
    if ((i + 1) % SLICE === 0) yield;
  }
  if (rules.status(state) !== file.game.status || rules.round(state) !== file.game.round) {
    refuse('import-replay-mismatch', 'replaying its actions does not lead to the round and outcome it records.');
  }
  const times = timesProblem(file);
  if (times) refuse('import-invalid', `${times.field}: ${times.message}.`, { detail: times.message, field: times.field });
  const { title, setup, seed, createdAt, updatedAt, finishedAt, bots, hintsShown } = file.game;
  const seats = rules.seats(setup).length;
  if (bots && (!rules.bots || bots.seats.some((seat, i) => seat >= seats || bots.seats.indexOf(seat) !== i))) {
    refuse('import-invalid', 'its bot seats are not seats of its game.', { detail: 'bots' });
  }
  return { module: rules, game: { title, setup, seed, createdAt, updatedAt, finishedAt, ...(bots ? { bots } : {}), hintsShown: hintsShown ?? 0 }, actions: file.actions, start, final: state };
}

/** Runs the check, giving the event loop back whenever a stretch of it has taken `sliceMs`. */
export async function checkGameFileSliced(text: string, modules: GameModules, sliceMs = 10): Promise<CheckedGameFile> {
  const steps = checkGameFileSteps(text, modules);
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
}
