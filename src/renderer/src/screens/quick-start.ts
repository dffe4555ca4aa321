// Quick start: the settings of the last game of each kind started at this window, kept in
// localStorage and offered on the start screen beside that game's form (never another game's). A fresh deal each time: the seed and the title are not kept. What is
// read back is checked against the API's own schema, so a damaged or outdated entry offers nothing.
import { apiInputSchemas, type ApiInput } from '@shared/api';
import type { StorageLike } from '../lib/table/settings';
import type { GameKind } from '@shared/games';

/** Where the last game's settings were kept before each game had its own (read as that game's). */
export const LAST_SETUP_KEY = 'fuse-table.last-setup.v1';
/** Where each game's last settings are kept. */
export const lastSetupKey = (kind: GameKind): string => `${LAST_SETUP_KEY}.${kind}`;

type CreateInput = ApiInput<'createGame'>;

/** The part of a new game's input that quick start repeats. */
export function quickStartInput(input: CreateInput): CreateInput {
  const { seed: _seed, title: _title, ...kept } = input;
  return kept as CreateInput;
}

export function rememberSetup(storage: StorageLike | null, input: CreateInput): boolean {
  if (!storage) return false;
  try {
    storage.setItem(lastSetupKey(input.kind), JSON.stringify(quickStartInput(input)));
    return true;
  } catch {
    return false;
  }
}

/** The last settings of one game, or null (nothing kept, or what is kept no longer passes the API's schema). */
export function lastSetup(storage: StorageLike | null, kind: GameKind): CreateInput | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(lastSetupKey(kind)) ?? storage.getItem(LAST_SETUP_KEY);
    if (raw === null) return null;
    const parsed = apiInputSchemas.createGame.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.kind === kind ? (parsed.data as CreateInput) : null;
  } catch {
    return null;
  }
}

/** Every game's last settings, by kind. */
export const lastSetups = (storage: StorageLike | null, kinds: readonly GameKind[]): Partial<Record<GameKind, CreateInput>> =>
  Object.fromEntries(kinds.flatMap((kind) => {
    const kept = lastSetup(storage, kind);
    return kept ? [[kind, kept]] : [];
  }));
