// Statistics benchmark: history and statistics queries over 100 and over 10,000 finished games
// (result rows as the services write them when a game ends). `npm run bench` picks up run();
// `tsx scripts/bench/stats.ts` prints it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openStore, type Store } from '../../src/main/store/store';
import { GAME_MODULES } from '../../src/main/engine/registry';

/** What each game declares its statistics read (as the services pass it). */
const DECLARATIONS = Object.fromEntries(Object.values(GAME_MODULES).map((m) => [m.kind, m.stats]));

export const name = 'stats';

const LEVELS = ['training', 'standard', 'expert'] as const;
const TIMERS = ['60', '90', '120', 'untimed'] as const;

/** Fills the store with `count` finished games from a fixed-seed sequence; a third played by one profile, a tenth in a campaign. */
function seed(store: Store, count: number): void {
  let x = 12345;
  const next = (n: number) => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n;
  const at = '2026-01-01T00:00:00.000Z';
  store.profiles.insert({ id: 'p-ann', name: 'Ann', colour: 'red', createdAt: at });
  store.campaigns.insert({ id: 'c-crew', kind: 'flatline', name: 'Crew', ladder: ['flatline-training-standard'], timerSeconds: 60, step: 0, currentGameId: null, crew: ['p-ann'], createdAt: at, updatedAt: at });
  store.transaction(() => {
    for (let i = 0; i < count; i++) {
      const id = `g-${i}`;
      const finishedAt = new Date(Date.parse(at) + i * 3_600_000).toISOString();
      const won = next(100) < 45;
      store.games.insert({
        id, kind: 'flatline', title: `Game ${i}`, setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], solitaire: false, level: 'standard', meterSide: 'standard', timerSeconds: 60 },
        seed: i, status: won ? 'won' : 'lost', round: 8, actionCount: 150, createdAt: finishedAt, updatedAt: finishedAt, finishedAt, paused: false,
      });
      if (i % 3 === 0) store.profiles.seat(id, 0, 'p-ann');
      if (i % 10 === 0) store.campaigns.link(id, 'c-crew', 'flatline-training-standard');
      const level = LEVELS[next(3)]!;
      const meterSide = next(2) === 0 ? 'standard' : 'expert';
      const players = 1 + next(5);
      const timer = TIMERS[next(4)]!;
      const cause = won ? null : next(4) === 0 ? 'stat-overflow' : 'power-out';
      const rounds = 5 + next(8);
      const details = { meterSide, patientsTreated: next(9), emergenciesCleared: next(15), statFailed: next(4), rerollsUsed: next(10) };
      store.results.insert({
        gameId: id, kind: 'flatline', outcome: won ? 'won' : 'lost', cause, level, players, solitaire: false, timer, rounds, score: null,
        details, startedAt: finishedAt, finishedAt, durationMs: 1_800_000,
      });
    }
  });
}

/** Median milliseconds of `work` over a few runs, after one to warm up. */
function timed(work: () => unknown, runs = 7): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]! * 1000) / 1000;
}

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number> = {};
  for (const count of [100, 10_000]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-bench-stats-'));
    const store = openStore({ dataDir, now: () => new Date().toISOString() });
    try {
      seed(store, count);
      figures[`statistics, all games, ${count} games (ms)`] = timed(() => store.stats.query({}, DECLARATIONS));
      figures[`statistics, one profile, ${count} games (ms)`] = timed(() => store.stats.query({ profileId: 'p-ann' }, DECLARATIONS));
      figures[`statistics, one campaign, ${count} games (ms)`] = timed(() => store.stats.query({ campaignId: 'c-crew' }, DECLARATIONS));
      figures[`history, first page of 100, ${count} games (ms)`] = timed(() => store.results.history({}, 100, 0));
    } finally {
      store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}

if (process.argv[1]?.endsWith(join('bench', 'stats.ts'))) {
  void run().then((figures) => {
    for (const [key, value] of Object.entries(figures)) console.log(`${key}: ${value}`);
  });
}
