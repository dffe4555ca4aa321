import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import { flatlineSetupSchema, type FlatlineSetupInput } from '@shared/flatline/setup';
import { GAME_MODULES } from '../../engine/registry';
import { greedyAction } from '../../engine/flatline/bot/greedy';
import { playGreedyGame } from '../../engine/flatline/bot/play';
import { DATABASE_FILE } from '../../store/store';
import { createApiHost } from '../application';
import type { ApiHost } from '../api-host';
import { ManualClock } from '../clock';
import { gameId, START, value } from '../host.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

/** An application with the real FLATLINE rules, a manual clock, numbered ids and chosen seeds. */
export function realHost(dataDir: string, seeds: number[] = [], firstId = 1) {
  const clock = new ManualClock(START);
  const logged: string[] = [];
  let next = firstId;
  const queue = [...seeds];
  const host: ApiHost = createApiHost(
    { dataDir, transport: 'web', appVersion: '0.1.0', clock, log: (message) => logged.push(message) },
    { modules: GAME_MODULES, newId: () => gameId(next++), newSeed: () => queue.shift() ?? 4242 },
  );
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
  return { host, clock, logged, call };
}

/** Plays a game to its end through the API with the greedy bot, a second passing per action. */
export async function playOut(call: <T>(method: string, payload?: unknown) => Promise<T>, clock: ManualClock, id: string): Promise<GameDetail> {
  let game = await call<GameDetail>('getGame', { id });
  for (let i = 0; i < 5000 && game.status === 'in-progress'; i++) {
    clock.advance(1000);
    game = await call<GameDetail>('act', { kind: 'flatline', id, action: greedyAction(game.state) satisfies FlatlineAction });
  }
  if (game.status === 'in-progress') throw new Error(`game ${id} did not end`);
  return game;
}

/** The first seed (from 1) whose game the greedy bot wins, or loses, with this setup. */
export function seedThat(outcome: 'won' | 'lost', setup: FlatlineSetupInput): number {
  const parsed = flatlineSetupSchema.parse(setup);
  for (let seed = 1; seed < 200; seed++) if (playGreedyGame(parsed, seed).state.outcome === outcome) return seed;
  throw new Error(`no seed under 200 is ${outcome} by the bot`);
}

/** Every table's rows, read through a separate connection (only committed data shows). */
export function dumpAll(dataDir: string): Record<string, unknown[]> {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}"`).all()]));
  } finally {
    db.close();
  }
}

export const TWO = { seats: [{ name: 'Ada', colour: 'red' as const }, { name: 'Bea', colour: 'blue' as const }], level: 'training' as const, timerSeconds: null };
