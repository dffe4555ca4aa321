import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store';
import { tempDirs } from './test-support';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';

// Games played with the box (migration 013) are kept apart where a figure would mix them.

const DECLARED = { 'fuse-countdown': fuseCountdownModule.records!.stats };
const dirs = tempDirs('stats-physical');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

/** A finished FUSE: Countdown game: on screen (7 turns), or with the box (its turns not counted). */
function game(store: Store, n: number, physical: boolean, score: number) {
  const id = `g${n}`;
  const at = `2026-11-0${n}T10:00:00.000Z`;
  store.games.insert({ id, kind: 'fuse-countdown', title: `Game ${n}`, setup: {}, seed: n, status: 'won', round: 7, actionCount: 0, createdAt: at, updatedAt: at, finishedAt: at, paused: false });
  if (physical) store.games.markPhysical(id);
  store.results.insert({
    gameId: id, kind: 'fuse-countdown', outcome: 'won', cause: null, level: 'expert', players: 2, solitaire: false, timer: '600',
    rounds: physical ? 0 : 7, score, startedAt: at, finishedAt: at, durationMs: 60_000, details: { fuses: 3, roles: physical ? '' : 'cutter,technologist' },
  });
}

describe('statistics with games played with the box', () => {
  it("keep the box's best score on its own line, count its table apart, and leave its uncounted turns out of the turns per game", () => {
    const store = openStore({ dataDir: dirs.make(), now: () => '2026-11-22T09:00:00.000Z' });
    stores.push(store);
    game(store, 1, false, 30);
    game(store, 2, true, 80);
    game(store, 3, false, 45);
    const stats = store.stats.query({}, DECLARED);
    expect(stats.bestScores.map((b) => [b.score, b.games, b.physical ?? false])).toEqual([
      [80, 1, true],
      [45, 2, false],
    ]);
    expect(stats.byTable).toEqual([
      { key: 'one-screen', games: 2, wins: 2 },
      { key: 'physical', games: 1, wins: 1 },
    ]);
    expect(stats.averages).toMatchObject({ rounds: 7, durationMs: 60_000, score: (30 + 80 + 45) / 3 });
    expect(stats.dimensions.find((d) => d.key === 'roles')?.tallies).toEqual([
      { key: 'cutter', games: 2, wins: 2 },
      { key: 'technologist', games: 2, wins: 2 },
    ]);
    expect(store.stats.query({ physical: 'without' }, DECLARED).games).toBe(2);
    expect(store.games.list('all').map((g) => g.id)).toEqual(['g3', 'g1']);
  });
});
