import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecord } from './store';

/** A fresh temporary folder per test, removed afterwards. */
export function tempDirs(prefix: string) {
  const made: string[] = [];
  return {
    make(): string {
      const dir = mkdtempSync(join(tmpdir(), `fuse-table-${prefix}-`));
      made.push(dir);
      return dir;
    },
    cleanUp(): void {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The clock the store tests run at. */
export const NOW = '2026-11-22T03:50:07.123Z';
export const now = (): string => NOW;

/** A FLATLINE game of Ada and Bea as the store keeps it, in progress since NOW. */
export const storedGame = (id: string, overrides: Partial<GameRecord> = {}): GameRecord => ({
  id,
  kind: 'flatline',
  paused: false,
  title: 'Ada · Bea',
  setup: { seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }] },
  seed: 7,
  status: 'in-progress',
  round: 1,
  actionCount: 0,
  createdAt: NOW,
  updatedAt: NOW,
  finishedAt: null,
  ...overrides,
});
