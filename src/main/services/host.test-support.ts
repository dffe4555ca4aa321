import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import { DATABASE_FILE } from '../store/store';
import { createApiHost } from './application';
import type { ApiHost, ApiHostOptions } from './api-host';
import { ManualClock } from './clock';
import { countingRules, modulesOf, type CountingRules } from './counting-rules.test-support';

export const START = '2026-11-22T09:00:00.000Z';
export const gameId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SETUP = {
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bea', colour: 'blue' },
  ],
};

/** An application over `dataDir` with a manual clock, numbered ids and the counting rules. */
export function testHost(dataDir: string, extra: Partial<ApiHostOptions> & { rules?: CountingRules; firstId?: number } = {}) {
  const clock = new ManualClock(START);
  const logged: string[] = [];
  let next = extra.firstId ?? 1;
  const host: ApiHost = createApiHost(
    { dataDir, transport: 'web', appVersion: '0.1.0', clock, log: (message) => logged.push(message), ...extra },
    { modules: modulesOf(extra.rules ?? countingRules), newId: () => gameId(next++), newSeed: () => 4242 },
  );
  const events: ApiEvent[] = [];
  host.subscribe((event) => events.push(event));
  return { host, clock, logged, events };
}

/** The value of a Result that must have succeeded. */
export function value<T = unknown>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/** Everything stored, read through a separate connection (so only committed data shows). */
export function dumpDatabase(dataDir: string): { games: unknown[]; game_actions: unknown[]; snapshots: unknown[] } {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    return {
      games: db.prepare('SELECT * FROM games ORDER BY id').all(),
      game_actions: db.prepare('SELECT * FROM game_actions ORDER BY game_id, seq').all(),
      snapshots: db.prepare('SELECT * FROM snapshots ORDER BY game_id, seq').all(),
    };
  } finally {
    db.close();
  }
}
