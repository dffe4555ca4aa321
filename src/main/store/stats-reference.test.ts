import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { openStore } from './store';
import { tempDirs } from './test-support';
import type { ResultFilter } from './results-repo';
import { flatlineModule } from '../engine/flatline/module';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';
import { SCORES_KEPT, type BestScore, type ScorePoint, type Stats, type WinTally } from '@shared/history';
import type { GameKind } from '@shared/games';

// Statistics read from the store against the same figures worked out plainly in memory, over random
// results of both games (and of a kind that declares nothing), for every filter.

const DECLARED = { flatline: flatlineModule.records!.stats, 'fuse-countdown': fuseCountdownModule.records!.stats };

/** One finished game as the test writes it. */
interface Played {
  gameId: string;
  kind: string;
  won: boolean;
  cause: string | null;
  level: string | null;
  players: number;
  timer: string;
  rounds: number;
  durationMs: number;
  score: number | null;
  finishedAt: string;
  details: Record<string, unknown>;
  profile: boolean;
  campaign: boolean;
}

const dirs = tempDirs('stats-reference');
afterEach(() => dirs.cleanUp());

/** Win tallies by key, sorted by rank (unranked last), then by key. */
function tallies(games: readonly Played[], keyOf: (g: Played) => string[], rank: (key: string) => number = () => 0): WinTally[] {
  const byKey = new Map<string, WinTally>();
  for (const game of games)
    for (const key of keyOf(game)) {
      const tally = byKey.get(key) ?? { key, games: 0, wins: 0 };
      tally.games++;
      if (game.won) tally.wins++;
      byKey.set(key, tally);
    }
  const r = (key: string) => (rank(key) < 0 ? Number.MAX_SAFE_INTEGER : rank(key));
  return [...byKey.values()].sort((a, b) => r(a.key) - r(b.key) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** What statistics should say about `games`, worked out one figure at a time. */
function reference(all: readonly Played[], filter: ResultFilter): Stats {
  const games = all
    .filter((g) => (!filter.kind || g.kind === filter.kind) && (!filter.profileId || g.profile) && (!filter.campaignId || g.campaign))
    .sort((a, b) => (a.finishedAt < b.finishedAt ? -1 : a.finishedAt > b.finishedAt ? 1 : a.gameId < b.gameId ? -1 : 1));
  const n = games.length;
  const wins = games.filter((g) => g.won).length;
  let currentStreak = 0;
  let bestStreak = 0;
  for (const g of games) {
    currentStreak = g.won ? currentStreak + 1 : 0;
    bestStreak = Math.max(bestStreak, currentStreak);
  }
  const scored = games.filter((g) => g.score !== null);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const kinds = [...new Set(games.map((g) => g.kind))];
  const declaredKinds = kinds.filter((k) => k in DECLARED) as (keyof typeof DECLARED)[];
  const detail = (g: Played, key: string) => String(g.details[key] ?? 'unknown');

  const lossCauses = new Map<string, number>();
  for (const g of games) if (!g.won) lossCauses.set(g.cause ?? 'unknown', (lossCauses.get(g.cause ?? 'unknown') ?? 0) + 1);

  const best = new Map<string, BestScore>();
  for (const g of scored) {
    const setting = Object.fromEntries((DECLARED[g.kind as keyof typeof DECLARED]?.setting ?? []).map((key) => [key, detail(g, key)]));
    const key = JSON.stringify([g.kind, g.level, g.players, g.timer, setting]);
    const held = best.get(key);
    if (!held) best.set(key, { kind: g.kind as GameKind, level: g.level, players: g.players, timer: g.timer, setting, score: g.score!, games: 1, gameId: g.gameId, finishedAt: g.finishedAt });
    else {
      held.games++;
      if (g.score! > held.score) Object.assign(held, { score: g.score, gameId: g.gameId, finishedAt: g.finishedAt });
    }
  }

  return {
    games: n,
    wins,
    winRate: n === 0 ? 0 : wins / n,
    byKind: tallies(games, (g) => [g.kind]),
    byLevel: tallies(games, (g) => (g.level === null ? [] : [g.level]), (k) => ['training', 'standard', 'expert', 'elite', 'heroic'].indexOf(k)),
    byPlayers: tallies(games, (g) => [String(g.players)], Number),
    byTimer: tallies(games, (g) => [g.timer], (k) => (k === 'untimed' ? 1e9 : Number(k))),
    // Nobody here played from a device.
    byTable: tallies(games, () => ['one-screen']),
    // Nor asked for a hint.
    byHints: tallies(games, () => ['without']),
    overTime: tallies(games, (g) => [g.finishedAt.slice(0, 7)]),
    currentStreak,
    bestStreak,
    averages:
      n === 0
        ? null
        : { rounds: sum(games.map((g) => g.rounds)) / n, durationMs: sum(games.map((g) => g.durationMs)) / n, score: scored.length === 0 ? null : sum(scored.map((g) => g.score!)) / scored.length },
    dimensions: declaredKinds.flatMap((kind) =>
      DECLARED[kind].dimensions.map(({ key, order, multi }) => ({
        kind,
        key,
        tallies: tallies(
          games.filter((g) => g.kind === kind),
          (g) => (multi ? [...new Set(detail(g, key).split(',').filter((v) => v !== ''))] : [detail(g, key)]),
          order ? (k) => order.indexOf(k) : undefined,
        ),
      })),
    ),
    detailAverages: declaredKinds.flatMap((kind) =>
      DECLARED[kind].averages.flatMap((key) => {
        const values = games.filter((g) => g.kind === kind).map((g) => g.details[key]).filter((v): v is number => typeof v === 'number');
        return values.length === 0 ? [] : [{ kind, key, value: sum(values) / values.length }];
      }),
    ),
    lossCauses: [...lossCauses].map(([cause, count]) => ({ cause, count })).sort((a, b) => b.count - a.count || (a.cause < b.cause ? -1 : 1)),
    bestScores: [...best.values()].sort((a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : b.score - a.score || (a.finishedAt < b.finishedAt ? -1 : 1))),
    scores: [...new Set(scored.map((g) => g.kind))].flatMap((kind) =>
      scored
        .filter((g) => g.kind === kind)
        .slice(-SCORES_KEPT)
        .map((g): ScorePoint => ({ kind: kind as GameKind, gameId: g.gameId, finishedAt: g.finishedAt, score: g.score!, won: g.won })),
    ),
  };
}

const ROLES = ['cutter', 'technologist', 'disposal-expert'];
/** A random finished game; settings, scores and finishing times are few, so games often share them. */
const played = fc.record({
  kind: fc.constantFrom('flatline', 'fuse-countdown', 'fuse-countdown', 'other'),
  won: fc.boolean(),
  cause: fc.constantFrom(null, 'power-out', 'stat-overflow', 'time-out-bombs', 'bag-empty'),
  level: fc.constantFrom(null, 'training', 'expert', 'custom'),
  players: fc.integer({ min: 1, max: 3 }),
  timer: fc.constantFrom('60', '600', 'untimed'),
  rounds: fc.integer({ min: 0, max: 40 }),
  durationMs: fc.integer({ min: 0, max: 4_000_000 }),
  score: fc.option(fc.integer({ min: -2, max: 6 }), { nil: null, freq: 4 }),
  month: fc.integer({ min: 1, max: 4 }),
  minute: fc.integer({ min: 0, max: 5 }),
  meterSide: fc.option(fc.constantFrom('standard', 'expert'), { nil: undefined, freq: 6 }),
  fuses: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined, freq: 6 }),
  roles: fc.array(fc.constantFrom(...ROLES, ''), { maxLength: 3 }).map((r) => r.join(',')),
  number: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null, freq: 5 }),
  profile: fc.boolean(),
  campaign: fc.boolean(),
});

describe('statistics against a plain computation', () => {
  it('give exactly the figures worked out in memory, for random games of both games and every filter', () => {
    let run = 0;
    fc.assert(
      fc.property(fc.array(played, { maxLength: 260, size: 'max' }), (drawn) => {
        const store = openStore({ dataDir: dirs.make(), now: () => '2026-11-23T00:00:00.000Z' });
        try {
          const at = '2026-01-01T00:00:00.000Z';
          store.profiles.insert({ id: 'p1', name: 'Ann', colour: 'red', createdAt: at });
          store.campaigns.insert({ id: 'c1', kind: 'flatline', name: 'Crew', ladder: ['m1'], timerSeconds: 60, step: 0, currentGameId: null, crew: ['p1'], createdAt: at, updatedAt: at });
          const games: Played[] = drawn.map((d, i) => {
            const details: Record<string, unknown> =
              d.kind === 'flatline'
                ? { meterSide: d.meterSide, patientsTreated: d.number, emergenciesCleared: d.rounds, statFailed: i % 4, rerollsUsed: d.players }
                : d.kind === 'fuse-countdown'
                  ? { fuses: d.fuses, roles: d.roles, timeLeftMs: d.number === null ? null : d.number * 1000, bombsDefused: d.rounds, sparksDefused: 'n/a', fuseCardsMet: i % 3 }
                  : { anything: d.number };
            return {
              gameId: `g${String(run)}-${String((i * 7919) % 1000).padStart(3, '0')}`,
              kind: d.kind,
              won: d.won,
              cause: d.won ? null : d.cause,
              level: d.kind === 'flatline' ? (d.level ?? 'standard') : d.level,
              players: d.players,
              timer: d.timer,
              rounds: d.rounds,
              durationMs: d.durationMs,
              score: d.kind === 'flatline' ? null : d.score,
              finishedAt: `2026-0${d.month}-0${1 + (i % 3)}T10:0${d.minute}:00.000Z`,
              details: JSON.parse(JSON.stringify(details)) as Record<string, unknown>,
              profile: d.profile,
              campaign: d.campaign,
            };
          });
          run++;
          store.transaction(() => {
            for (const g of games) {
              store.games.insert({
                id: g.gameId, kind: g.kind, title: g.gameId, setup: {}, seed: 1, status: g.won ? 'won' : 'lost', round: g.rounds, actionCount: 0,
                createdAt: g.finishedAt, updatedAt: g.finishedAt, finishedAt: g.finishedAt, paused: false,
              } as Parameters<typeof store.games.insert>[0]);
              if (g.profile) store.profiles.seat(g.gameId, 0, 'p1');
              if (g.campaign) store.campaigns.link(g.gameId, 'c1', 'm1');
              store.results.insert({
                gameId: g.gameId, kind: g.kind, outcome: g.won ? 'won' : 'lost', cause: g.cause, level: g.level, players: g.players, solitaire: g.players === 1,
                timer: g.timer, rounds: g.rounds, score: g.score, startedAt: g.finishedAt, finishedAt: g.finishedAt, durationMs: g.durationMs, details: g.details,
              } as Parameters<typeof store.results.insert>[0]);
            }
          });
          const filters: ResultFilter[] = [{}, { kind: 'flatline' }, { kind: 'fuse-countdown' }, { kind: 'other' }, { profileId: 'p1' }, { campaignId: 'c1' }, { profileId: 'p1', kind: 'fuse-countdown' }];
          for (const filter of filters) {
            // Twice: the second query reads the details it parsed the first time.
            expect(store.stats.query(filter, DECLARED)).toEqual(reference(games, filter));
            expect(store.stats.query(filter, DECLARED)).toEqual(reference(games, filter));
          }
        } finally {
          store.close();
        }
      }),
      { numRuns: 15, seed: 20261123, endOnFailure: true },
    );
  });
});
