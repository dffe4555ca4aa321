// Quick start: the settings of the last game started at this window, kept in localStorage and
// offered on the start screen. A fresh deal each time: the seed and the title are not kept. What is
// read back is checked against the API's own schema, so a damaged or outdated entry offers nothing.
import { apiInputSchemas, type ApiInput } from '@shared/api';
import type { StorageLike } from '../lib/table/settings';

export const LAST_SETUP_KEY = 'fuse-table.last-setup.v1';

type CreateInput = ApiInput<'createGame'>;

/** The part of a new game's input that quick start repeats. */
export function quickStartInput(input: CreateInput): CreateInput {
  const { seed: _seed, title: _title, ...kept } = input;
  return kept as CreateInput;
}

export function rememberSetup(storage: StorageLike | null, input: CreateInput): boolean {
  if (!storage) return false;
  try {
    storage.setItem(LAST_SETUP_KEY, JSON.stringify(quickStartInput(input)));
    return true;
  } catch {
    return false;
  }
}

export function lastSetup(storage: StorageLike | null): CreateInput | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(LAST_SETUP_KEY);
    if (raw === null) return null;
    const parsed = apiInputSchemas.createGame.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as CreateInput) : null;
  } catch {
    return null;
  }
}
