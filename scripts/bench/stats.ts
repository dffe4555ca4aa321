// Statistics benchmark: history and statistics queries over 100 and over 10,000 finished games of
// each game, FLATLINE and FUSE: Countdown mixed together (result rows as the services write them
// when a game ends). `npm run bench` picks up run();
// `tsx scripts/bench/stats.ts` prints it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openStore, type Store } from '../../src/main/store/store';
import { GAME_MODULES } from '../../src/main/engine/registry';
import { statsOf } from '../../src/main/engine/core/game-module';

/** What each game declares its statistics read (as the services pass it). */
const DECLARATIONS = Object.fromEntries(Object.values(GAME_MODULES).map((m) => [m.kind, statsOf(m)]));

export const name = 'stats';

const LEVELS = ['training', 'standard', 'expert'] as const;
const TIMERS = ['60', '90', '120', 'untimed'] as const;
const COUNTDOWN_LEVELS = ['training', 'standard', 'expert', 'elite', 'heroic'] as const;
const COUNTDOWN_CLOCKS = ['600', '900', '1200', 'untimed'] as const;
const ROLES = ['cutter', 'operations-engineer', 'logistics-specialist', 'technologist', 'equipment-technician', 'disposal-expert', 'explosives-instructor'] as const;
const COUNTDOWN_CAUSES = ['time-out-bombs', 'time-out-sparks', 'bag-empty'] as const;

/**
 * Fills the store with `count` finished games of each game from a fixed-seed sequence, the two games
 * alternating; a third played by one profile, a tenth in a campaign (one campaign per game).
 */
function seed(store: Store, count: number): void {
  let x = 12345;
  const next = (n: number) => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) % n;
  const at = '2026-01-01T00:00:00.000Z';
  store.profiles.insert({ id: 'p-ann', name: 'Ann', colour: 'red', createdAt: at });
  store.campaigns.insert({ id: 'c-crew', kind: 'flatline', name: 'Crew', ladder: ['flatline-training-standard'], timerSeconds: 60, step: 0, currentGameId: null, crew: ['p-ann'], createdAt: at, updatedAt: at });
  store.campaigns.insert({ id: 'c-squad', kind: 'fuse-countdown', name: 'Squad', ladder: ['fuse-countdown-training'], timerSeconds: 600, step: 0, currentGameId: null, crew: ['p-ann'], createdAt: at, updatedAt: at });
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
      countdown(store, i, finishedAt, next);
    }
  });
}

/** One finished FUSE: Countdown game, half an hour after the FLATLINE game of the same number. */
function countdown(store: Store, i: number, flatlineAt: string, next: (n: number) => number): void {
  const id = `fc-${i}`;
  const finishedAt = new Date(Date.parse(flatlineAt) + 1_800_000).toISOString();
  const won = next(100) < 40;
  const players = 1 + next(4);
  const level = COUNTDOWN_LEVELS[next(5)]!;
  const fuses = level === 'expert' || level === 'elite' || level === 'heroic' ? 1 + next(10) : 0;
  const roles = Array.from({ length: players }, (_, seat) => ROLES[(i + seat * 2) % ROLES.length]!).join(',');
  const timer = COUNTDOWN_CLOCKS[next(4)]!;
  const bombs = next(30);
  const sparks = next(8);
  const score = (won ? 10 + next(40) : 0) + bombs * 2 + sparks * 2 + fuses;
  store.games.insert({
    id, kind: 'fuse-countdown', title: `Squad ${i}`, setup: { seats: [{ name: 'Ann', colour: 'red' }], level, fuses: fuses || null, clockMinutes: timer === 'untimed' ? null : Number(timer) / 60 },
    seed: i, status: won ? 'won' : 'lost', round: 10 + next(20), actionCount: 300, createdAt: finishedAt, updatedAt: finishedAt, finishedAt, paused: false,
  });
  if (i % 3 === 0) store.profiles.seat(id, 0, 'p-ann');
  if (i % 10 === 0) store.campaigns.link(id, 'c-squad', 'fuse-countdown-training');
  store.results.insert({
    gameId: id, kind: 'fuse-countdown', outcome: won ? 'won' : 'lost', cause: won ? null : COUNTDOWN_CAUSES[next(3)]!, level, players, solitaire: players === 1, timer,
    rounds: 10 + next(20), score, startedAt: finishedAt, finishedAt, durationMs: 600_000,
    details: { bombsDefused: bombs, sparksDefused: sparks, fuseCardsMet: next(fuses + 1), timeLeftMs: timer === 'untimed' ? null : next(600_000), turns: 20, fuses, roles },
  });
}

/** Median milliseconds of the first statistics query after the store is opened again (nothing read yet), over a few openings. */
function firstQuery(dataDir: string, runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const store = openStore({ dataDir, now: () => new Date().toISOString() });
    try {
      const started = performance.now();
      store.stats.query({}, DECLARATIONS);
      times.push(performance.now() - started);
    } finally {
      store.close();
    }
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]! * 1000) / 1000;
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
    const of = `${count} games of each`;
    try {
      seed(store, count);
      figures[`statistics, both games, ${of} (ms)`] = timed(() => store.stats.query({}, DECLARATIONS));
      figures[`statistics, FLATLINE only, ${of} (ms)`] = timed(() => store.stats.query({ kind: 'flatline' }, DECLARATIONS));
      figures[`statistics, FUSE: Countdown only, ${of} (ms)`] = timed(() => store.stats.query({ kind: 'fuse-countdown' }, DECLARATIONS));
      figures[`statistics, one profile, ${of} (ms)`] = timed(() => store.stats.query({ profileId: 'p-ann' }, DECLARATIONS));
      figures[`statistics, one campaign, ${of} (ms)`] = timed(() => store.stats.query({ campaignId: 'c-crew' }, DECLARATIONS));
      figures[`statistics, FUSE: Countdown campaign, ${of} (ms)`] = timed(() => store.stats.query({ campaignId: 'c-squad' }, DECLARATIONS));
      figures[`history, first page of 100, ${of} (ms)`] = timed(() => store.results.history({}, 100, 0));
      figures[`history, FUSE: Countdown only, first page of 100, ${of} (ms)`] = timed(() => store.results.history({ kind: 'fuse-countdown' }, 100, 0));
    } finally {
      store.close();
    }
    try {
      // What a row holds is read once per opened store and kept; the first query reads it all.
      figures[`statistics, both games, first query after opening, ${of} (ms)`] = firstQuery(dataDir);
    } finally {
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
