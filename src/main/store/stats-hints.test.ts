import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store';
import { tempDirs } from './test-support';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';
import { LATEST_SCHEMA_VERSION } from './migrations';

const DECLARED = { 'fuse-countdown': fuseCountdownModule.records!.stats };
const dirs = tempDirs('stats-hints');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

/** A finished FUSE: Countdown game at one setting, with `hints` hints shown before it ended. */
function countdown(store: Store, n: number, score: number, hints: number, won = true) {
  const id = `c${n}`;
  const finishedAt = `2026-11-0${n}T10:00:00.000Z`;
  store.games.insert({
    id, kind: 'fuse-countdown', title: `Game ${n}`, setup: { seats: [], level: 'expert' },
    seed: n, status: won ? 'won' : 'lost', round: 5, actionCount: 0, createdAt: finishedAt, updatedAt: finishedAt, finishedAt, paused: false,
  });
  for (let i = 0; i < hints; i++) store.games.addHintShown(id);
  store.results.insert({
    gameId: id, kind: 'fuse-countdown', outcome: won ? 'won' : 'lost', cause: won ? null : 'time-out-bombs', level: 'expert',
    players: 2, solitaire: false, timer: '600', rounds: 5, score, startedAt: finishedAt, finishedAt, durationMs: 1000,
    details: { fuses: 2, roles: 'cutter,technologist', timeLeftMs: 1000, bombsDefused: 4, sparksDefused: 1, fuseCardsMet: 0 },
  });
}

describe('games played with hints', () => {
  function store(): Store {
    const opened = openStore({ dataDir: dirs.make(), now: () => '2026-11-22T09:00:00.000Z' });
    stores.push(opened);
    expect(opened.schemaVersion).toBe(LATEST_SCHEMA_VERSION);
    countdown(opened, 1, 40, 0);
    countdown(opened, 2, 90, 3);
    countdown(opened, 3, 55, 0, false);
    return opened;
  }

  it('keep their count in the result, which history shows', () => {
    const s = store();
    expect(s.results.get('c2')?.hints).toBe(3);
    expect(s.results.get('c1')).not.toHaveProperty('hints');
  });

  it('keep their best score on a line of its own: a hinted 90 does not beat an unhinted 55', () => {
    const { bestScores } = store().stats.query({}, DECLARED);
    expect(bestScores.map((b) => [b.score, b.games, b.hints])).toEqual([
      [90, 1, true],
      [55, 2, undefined],
    ]);
  });

  it('are told apart in statistics, and a filter leaves them out or keeps only them', () => {
    const s = store();
    expect(s.stats.query({}, DECLARED).byHints).toEqual([
      { key: 'without', games: 2, wins: 1 },
      { key: 'with', games: 1, wins: 1 },
    ]);
    expect(s.stats.query({ hints: 'without' }, DECLARED).games).toBe(2);
    expect(s.stats.query({ hints: 'with' }, DECLARED).bestScores.map((b) => b.score)).toEqual([90]);
  });
});
