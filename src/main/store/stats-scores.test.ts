import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store';
import { tempDirs } from './test-support';
import { flatlineModule } from '../engine/flatline/module';
import { fuseCountdownModule } from '../engine/fuse-countdown/module';
import { SCORES_KEPT } from '@shared/history';

/** Both games' declarations, as the services pass them. */
const DECLARED = { flatline: flatlineModule.records!.stats, 'fuse-countdown': fuseCountdownModule.records!.stats };

const dirs = tempDirs('stats-scores');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});
const NOW = '2026-11-22T09:00:00.000Z';

interface Countdown {
  won?: boolean;
  cause?: string | null;
  level?: string;
  fuses?: number;
  players?: number;
  timer?: string;
  score?: number;
  roles?: string;
  timeLeftMs?: number | null;
  bombsDefused?: number;
  /** Chosen "Take back a misplaced die", and how many dice were taken back (absent: not chosen). */
  takenBack?: number;
}

/** A finished FUSE: Countdown game written the way the services write one. */
function countdown(store: Store, n: number, g: Countdown) {
  const id = `c${String(n).padStart(3, '0')}`;
  const finishedAt = `2026-11-${String(1 + Math.floor(n / 10)).padStart(2, '0')}T10:${String(n % 60).padStart(2, '0')}:00.000Z`;
  const won = g.won ?? false;
  store.games.insert({
    id, kind: 'fuse-countdown', title: `Game ${n}`, setup: { seats: [], level: g.level ?? 'standard' },
    seed: n, status: won ? 'won' : 'lost', round: 5, actionCount: 0, createdAt: finishedAt, updatedAt: finishedAt, finishedAt, paused: false,
  });
  store.results.insert({
    gameId: id, kind: 'fuse-countdown', outcome: won ? 'won' : 'lost', cause: won ? null : (g.cause ?? 'time-out-bombs'), level: g.level ?? 'standard',
    players: g.players ?? 2, solitaire: (g.players ?? 2) === 1, timer: g.timer ?? '600', rounds: 5, score: g.score ?? 10, startedAt: finishedAt, finishedAt, durationMs: 1000,
    details: { fuses: g.fuses ?? 0, roles: g.roles ?? 'cutter,technologist', timeLeftMs: g.timeLeftMs === undefined ? 1000 : g.timeLeftMs, bombsDefused: g.bombsDefused ?? 4, sparksDefused: 1, fuseCardsMet: 0,
      ...(g.takenBack === undefined ? {} : { takeBack: 'on', takenBack: g.takenBack }) },
  });
}

function flatline(store: Store, n: number) {
  const id = `f${n}`;
  const finishedAt = `2026-10-0${n}T10:00:00.000Z`;
  store.games.insert({
    id, kind: 'flatline', title: `F ${n}`, setup: { seats: [], solitaire: false, level: 'standard', meterSide: 'standard', timerSeconds: 60 },
    seed: n, status: 'won', round: 8, actionCount: 0, createdAt: finishedAt, updatedAt: finishedAt, finishedAt, paused: false,
  });
  store.results.insert({
    gameId: id, kind: 'flatline', outcome: 'won', cause: null, level: 'standard', players: 2, solitaire: false, timer: '60', rounds: 8, score: null,
    startedAt: finishedAt, finishedAt, durationMs: 1000, details: { meterSide: 'standard', patientsTreated: 3, emergenciesCleared: 4, statFailed: 1, rerollsUsed: 2 },
  });
}

describe('statistics of a game that keeps a score', () => {
  it('counts a game once under each seat role, and by its fuse cards', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    countdown(store, 1, { won: true, roles: 'cutter,technologist', level: 'expert', fuses: 3 });
    countdown(store, 2, { won: false, roles: 'technologist,disposal-expert', level: 'expert', fuses: 3 });
    countdown(store, 3, { won: true, roles: 'disposal-expert', players: 1 });
    flatline(store, 1);
    const stats = store.stats.query({ kind: 'fuse-countdown' }, DECLARED);
    const dim = (key: string) => stats.dimensions.find((d) => d.key === key)?.tallies.map((t) => [t.key, t.games, t.wins]);
    expect(dim('roles')).toEqual([
      ['cutter', 1, 1],
      ['technologist', 2, 1],
      ['disposal-expert', 2, 1],
    ]);
    expect(dim('fuses')).toEqual([
      ['0', 1, 1],
      ['3', 2, 1],
    ]);
    expect(stats.games).toBe(3);
    // FLATLINE's own breakdown is there when every game is counted, and no FUSE: Countdown one is skewed by it.
    const all = store.stats.query({}, DECLARED);
    expect(all.dimensions.map((d) => `${d.kind}.${d.key}`)).toEqual(['flatline.meterSide', 'flatline.takeBack', 'fuse-countdown.fuses', 'fuse-countdown.roles', 'fuse-countdown.takeBack']);
    expect(all.bestScores.every((b) => b.kind === 'fuse-countdown')).toBe(true);
  });

  it('keeps the best score per setting (level, players, clock and fuse cards), with the game that made it', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    countdown(store, 1, { score: 20, level: 'expert', fuses: 3 });
    countdown(store, 2, { score: 35, level: 'expert', fuses: 3, won: true });
    countdown(store, 3, { score: 35, level: 'expert', fuses: 3, won: true });
    countdown(store, 4, { score: 12, level: 'expert', fuses: 4 });
    countdown(store, 5, { score: 40, level: 'expert', fuses: 3, timer: 'untimed', won: true });
    countdown(store, 6, { score: 18, level: 'standard', players: 3 });
    const stats = store.stats.query({}, DECLARED);
    expect(stats.bestScores.map((b) => [b.level, b.players, b.timer, b.setting.fuses, b.score, b.games, b.gameId])).toEqual([
      ['expert', 2, 'untimed', '3', 40, 1, 'c005'],
      ['expert', 2, '600', '3', 35, 3, 'c002'],
      ['standard', 3, '600', '0', 18, 1, 'c006'],
      ['expert', 2, '600', '4', 12, 1, 'c004'],
    ]);
  });

  it('keeps the best of the games that could take back a misplaced die apart, and breaks win rates down by it', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    countdown(store, 1, { score: 30, level: 'expert', fuses: 3, won: true });
    countdown(store, 2, { score: 48, level: 'expert', fuses: 3, won: true, takenBack: 2 });
    countdown(store, 3, { score: 22, level: 'expert', fuses: 3, takenBack: 0 });
    const stats = store.stats.query({}, DECLARED);
    expect(stats.bestScores.map((b) => [b.setting.takeBack, b.score, b.games, b.gameId])).toEqual([
      ['on', 48, 2, 'c002'],
      ['unknown', 30, 1, 'c001'],
    ]);
    expect(stats.dimensions.find((d) => d.key === 'takeBack')?.tallies).toEqual([
      { key: 'unknown', games: 1, wins: 1 },
      { key: 'on', games: 2, wins: 1 },
    ]);
  });

  it('keeps the fitted clock apart from the printed one: its own best score, its own win rate, listed first', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    countdown(store, 1, { score: 30, level: 'expert', fuses: 3, timer: '600', won: true });
    countdown(store, 2, { score: 45, level: 'expert', fuses: 3, timer: 'fitted', won: true });
    countdown(store, 3, { score: 25, level: 'expert', fuses: 3, timer: 'fitted' });
    countdown(store, 4, { score: 50, level: 'expert', fuses: 3, timer: '900', won: true });
    const stats = store.stats.query({}, DECLARED);
    expect(stats.bestScores.map((b) => [b.timer, b.score, b.games, b.gameId])).toEqual([
      ['900', 50, 1, 'c004'],
      ['fitted', 45, 2, 'c002'],
      ['600', 30, 1, 'c001'],
    ]);
    expect(stats.byTimer.map((t) => [t.key, t.games, t.wins])).toEqual([
      ['fitted', 2, 1],
      ['600', 1, 1],
      ['900', 1, 1],
    ]);
  });

  it('returns the latest scores in order, at most SCORES_KEPT, and averages only the games that hold a number', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    for (let n = 0; n < SCORES_KEPT + 7; n++) countdown(store, n, { score: n, timeLeftMs: n % 2 === 0 ? null : 30_000, bombsDefused: n % 3 });
    const stats = store.stats.query({ kind: 'fuse-countdown' }, DECLARED);
    expect(stats.scores).toHaveLength(SCORES_KEPT);
    expect(stats.scores[0]).toMatchObject({ score: 7, gameId: 'c007' });
    expect(stats.scores.at(-1)).toMatchObject({ score: SCORES_KEPT + 6, gameId: `c0${SCORES_KEPT + 6}` });
    const avg = (key: string) => stats.detailAverages.find((a) => a.key === key)?.value;
    expect(avg('timeLeftMs')).toBe(30_000);
    // 57 games: bombs 0,1,2 repeating: 19 of each → 57 / 57 = 1.
    expect(avg('bombsDefused')).toBe(1);
  });
});
