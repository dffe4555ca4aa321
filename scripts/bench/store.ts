// Store benchmark: what saving every action costs next to applying it in memory, and what resuming
// a long game costs next to a short one. `npm run bench` picks up run(); `tsx scripts/bench/store.ts`
// prints it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { GameDetailOf } from '../../src/shared/games';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { FlatlineSetup } from '../../src/shared/flatline/setup';
import type { GameFile } from '../../src/shared/saves';
import { flatlineModule } from '../../src/main/engine/flatline';
import { openApiHost, type ApiHost } from '../../src/main/services';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

export const name = 'store';

const TICKS = 400;
const SETUP = {
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bea', colour: 'blue' },
  ],
  timerSeconds: null,
} as const;

async function call<T>(host: ApiHost, method: string, payload: unknown): Promise<T> {
  const result = await host.dispatch(method, payload);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/** Plays up to the first countdown (answering questions with their first option). */
async function toCountdown(host: ApiHost, game: GameDetail): Promise<GameDetail> {
  for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
    const action: FlatlineAction = game.state.pending
      ? { type: 'decide', option: game.state.pending.options[0]?.id ?? '' }
      : { type: 'advance' };
    game = await call<GameDetail>(host, 'act', { kind: 'flatline', id: game.id, action });
  }
  if (game.state.stop !== 'countdown') throw new Error('bench game never reached a countdown');
  return game;
}

/** The full state of a game (the host sends only the players' view): its exported file replayed. */
async function fullState(host: ApiHost, id: string): Promise<FlatlineState> {
  const file = JSON.parse((await call<{ text: string }>(host, 'exportGame', { id })).text) as GameFile;
  let state = flatlineModule.start(file.game.setup as FlatlineSetup, file.game.seed);
  for (const logged of file.actions) {
    const applied = flatlineModule.apply(state, logged.action as FlatlineAction);
    if (!applied.ok) throw new Error(applied.refusal.code);
    state = applied.state;
  }
  return state;
}

/** Small moves a screen may send (the clock's tick is the host's own): the first seat asks the table for a die, and takes the ask back. */
const ticks = (count: number): FlatlineAction[] =>
  Array.from({ length: count }, (_, i) => (i % 2 === 0 ? { type: 'ask-die', seat: 0 } : { type: 'withdraw-ask', seat: 0 }));

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-bench-'));
  const options = { dataDir, transport: 'web' as const, appVersion: 'bench', log: () => {} };
  try {
    let host = openApiHost(options);
    const long = await toCountdown(host, await call<GameDetail>(host, 'createGame', { kind: 'flatline', setup: SETUP, seed: 1 }));
    const short = await toCountdown(host, await call<GameDetail>(host, 'createGame', { kind: 'flatline', setup: SETUP, seed: 2 }));

    // In memory: the rules alone.
    let state: FlatlineState = await fullState(host, long.id);
    let started = performance.now();
    for (const action of ticks(TICKS)) {
      const applied = flatlineModule.apply(state, action);
      if (!applied.ok) throw new Error(applied.refusal.code);
      state = applied.state;
    }
    const applyMs = (performance.now() - started) / TICKS;

    // Autosaved: validated, applied, committed (synchronous=FULL) and announced.
    started = performance.now();
    for (const action of ticks(TICKS)) await call(host, 'act', { kind: 'flatline', id: long.id, action });
    const actMs = (performance.now() - started) / TICKS;
    host.close();

    // Resume after a restart: latest snapshot plus the actions after it.
    host = openApiHost(options);
    started = performance.now();
    const resumedLong = await call<GameDetail>(host, 'getGame', { id: long.id });
    const resumeLongMs = performance.now() - started;
    started = performance.now();
    await call<GameDetail>(host, 'getGame', { id: short.id });
    const resumeShortMs = performance.now() - started;
    host.close();

    return {
      'store: apply one action in memory (ms)': round(applyMs),
      'store: act with autosave (ms)': round(actMs),
      'store: resume a game of ~400 actions (ms)': round(resumeLongMs),
      'store: resume a game of a few actions (ms)': round(resumeShortMs),
      'store: saved state size (KB)': round(JSON.stringify(resumedLong.state).length / 1024),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 1000) / 1000;

if (process.argv[1]?.endsWith(join('bench', 'store.ts'))) {
  void run().then((figures) => {
    for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value}`);
  });
}
