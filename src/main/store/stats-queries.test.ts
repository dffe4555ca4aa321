import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store';
import { tempDirs } from './test-support';
import { flatlineModule } from '../engine/flatline/module';

/** What FLATLINE declares its statistics read, as the services pass it. */
const DECLARED = { flatline: flatlineModule.records!.stats };

/** A FLATLINE result as a test writes it: the platform's columns and FLATLINE's own numbers. */
interface Played {
  won?: boolean;
  lossCause?: string | null;
  level?: string;
  meterSide?: string;
  players?: number;
  solitaire?: boolean;
  timer?: string;
  rounds?: number;
  patientsTreated?: number;
  emergenciesCleared?: number;
  statFailed?: number;
  rerollsUsed?: number;
  finishedAt?: string;
}

const dirs = tempDirs('stats');
const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  dirs.cleanUp();
});

const NOW = '2026-11-22T09:00:00.000Z';

/** Adds a finished game (its row, who played, its result) the way the services do. */
function finished(store: Store, n: number, result: Played & { profile?: string; campaign?: string }) {
  const id = `g${n}`;
  const finishedAt = result.finishedAt ?? `2026-0${1 + Math.floor(n / 10)}-${String(1 + (n % 10)).padStart(2, '0')}T10:00:00.000Z`;
  store.games.insert({
    id, kind: 'flatline', title: `Game ${n}`, setup: { seats: [], solitaire: false, level: 'standard', meterSide: 'standard', timerSeconds: 60 },
    seed: n, status: result.won ? 'won' : 'lost', round: result.rounds ?? 8, actionCount: 0, createdAt: finishedAt, updatedAt: finishedAt, finishedAt, paused: false,
  });
  if (result.profile) store.profiles.seat(id, 0, result.profile);
  if (result.campaign) store.campaigns.link(id, result.campaign, 'flatline-training-standard');
  const r = { level: 'standard', meterSide: 'standard', players: 2, solitaire: false, timer: '60', won: false, lossCause: 'power-out',
    rounds: 8, patientsTreated: 3, emergenciesCleared: 4, statFailed: 1, rerollsUsed: 2, ...result };
  store.results.insert({
    gameId: id, kind: 'flatline', outcome: r.won ? 'won' : 'lost', cause: r.lossCause, level: r.level, players: r.players, solitaire: r.solitaire,
    timer: r.timer, rounds: r.rounds, score: null, startedAt: finishedAt, finishedAt, durationMs: 1000,
    details: { meterSide: r.meterSide, patientsTreated: r.patientsTreated, emergenciesCleared: r.emergenciesCleared, statFailed: r.statFailed, rerollsUsed: r.rerollsUsed },
  });
}

describe('statistics over finished games', () => {
  it('counts win rates by setting, months, streaks, averages and loss causes, filtered by profile and campaign', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    store.profiles.insert({ id: 'p1', name: 'Ann', colour: 'red', createdAt: NOW });
    store.campaigns.insert({ id: 'c1', kind: 'flatline', name: 'Crew', ladder: ['flatline-training-standard'], timerSeconds: 60, step: 0, currentGameId: null, crew: ['p1'], createdAt: NOW, updatedAt: NOW });
    expect(store.stats.query({}, DECLARED)).toMatchObject({ games: 0, wins: 0, winRate: 0, averages: null, currentStreak: 0, bestStreak: 0, lossCauses: [] });

    // In order: W W L W W W L(stat) W — best streak 3, current 1.
    const plan: Played[] = [
      { won: true, lossCause: null, level: 'training', rounds: 6, patientsTreated: 5 },
      { won: true, lossCause: null, level: 'training', timer: 'untimed', rounds: 6, patientsTreated: 5 },
      { won: false, level: 'expert', meterSide: 'expert', players: 4, rounds: 10 },
      { won: true, lossCause: null, players: 1, solitaire: true, rerollsUsed: 6 },
      { won: true, lossCause: null, timer: '90' },
      { won: true, lossCause: null, timer: '120' },
      { won: false, lossCause: 'stat-overflow', statFailed: 3 },
      { won: true, lossCause: null, emergenciesCleared: 12 },
    ];
    plan.forEach((result, i) => finished(store, i, { ...result, ...(i < 3 ? { profile: 'p1' } : {}), ...(i >= 6 ? { campaign: 'c1' } : {}) }));
    finished(store, 10, { won: false, lossCause: 'power-out', finishedAt: '2026-02-05T10:00:00.000Z' });

    const all = store.stats.query({}, DECLARED);
    expect(all.games).toBe(9);
    expect(all.wins).toBe(6);
    expect(all.winRate).toBeCloseTo(6 / 9, 10);
    expect(all.byLevel).toEqual([
      { key: 'training', games: 2, wins: 2 },
      { key: 'standard', games: 6, wins: 4 },
      { key: 'expert', games: 1, wins: 0 },
    ]);
    expect(all.byKind).toEqual([{ key: 'flatline', games: 9, wins: 6 }]);
    expect(all.dimensions.find((d) => d.kind === 'flatline' && d.key === 'meterSide')?.tallies).toEqual([
      { key: 'standard', games: 8, wins: 6 },
      { key: 'expert', games: 1, wins: 0 },
    ]);
    expect(all.byPlayers).toEqual([
      { key: '1', games: 1, wins: 1 },
      { key: '2', games: 7, wins: 5 },
      { key: '4', games: 1, wins: 0 },
    ]);
    expect(all.byTimer).toEqual([
      { key: '60', games: 6, wins: 3 },
      { key: '90', games: 1, wins: 1 },
      { key: '120', games: 1, wins: 1 },
      { key: 'untimed', games: 1, wins: 1 },
    ]);
    expect(all.overTime).toEqual([
      { key: '2026-01', games: 8, wins: 6 },
      { key: '2026-02', games: 1, wins: 0 },
    ]);
    expect(all.currentStreak).toBe(0);
    expect(all.bestStreak).toBe(3);
    expect(all.lossCauses).toEqual([
      { cause: 'power-out', count: 2 },
      { cause: 'stat-overflow', count: 1 },
    ]);
    expect(all.averages!.rounds).toBeCloseTo((6 + 6 + 10 + 8 * 6) / 9, 10);
    const average = (key: string) => all.detailAverages.find((a) => a.kind === 'flatline' && a.key === key)!.value;
    expect(all.detailAverages.map((a) => a.key)).toEqual(['patientsTreated', 'emergenciesCleared', 'statFailed', 'rerollsUsed']);
    expect(average('patientsTreated')).toBeCloseTo((5 + 5 + 3 * 7) / 9, 10);
    expect(average('emergenciesCleared')).toBeCloseTo((4 * 8 + 12) / 9, 10);
    expect(average('statFailed')).toBeCloseTo((1 * 8 + 3) / 9, 10);
    expect(average('rerollsUsed')).toBeCloseTo((2 * 8 + 6) / 9, 10);
    expect(all.averages!.score).toBeNull();

    const ann = store.stats.query({ profileId: 'p1' }, DECLARED);
    expect(ann).toMatchObject({ games: 3, wins: 2, currentStreak: 0, bestStreak: 2 });
    const crew = store.stats.query({ campaignId: 'c1' }, DECLARED);
    expect(crew).toMatchObject({ games: 2, wins: 1, currentStreak: 1, bestStreak: 1, lossCauses: [{ cause: 'stat-overflow', count: 1 }] });
    expect(store.stats.query({ profileId: 'p1', campaignId: 'c1' }, DECLARED).games).toBe(0);

    const history = store.results.history({ profileId: 'p1' }, 2, 0);
    expect(history.total).toBe(3);
    expect(history.rows.map((r) => r.gameId)).toEqual(['g2', 'g1']);
    expect(history.rows[0]!.seats).toEqual({ '0': 'p1' });
  });
});

describe('parsed details', () => {
  it('a result written again is read again: statistics never show a replaced row’s old details', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    finished(store, 1, { won: true, lossCause: null, meterSide: 'standard', patientsTreated: 4 });
    const average = () => store.stats.query({}, DECLARED).detailAverages.find((a) => a.key === 'patientsTreated')!.value;
    expect(average()).toBe(4);
    const row = store.results.get('g1')!;
    store.results.insert({ ...row, details: { ...row.details, patientsTreated: 7 } });
    expect(average()).toBe(7);
  });

  it('a game deleted and another finished after it: statistics show the new game, never the deleted one', () => {
    const store = openStore({ dataDir: dirs.make(), now: () => NOW });
    stores.push(store);
    finished(store, 1, { won: true, lossCause: null, level: 'training', patientsTreated: 4 });
    finished(store, 2, { won: true, lossCause: null, level: 'training', patientsTreated: 6 });
    expect(store.stats.query({}, DECLARED)).toMatchObject({ games: 2, wins: 2, byLevel: [{ key: 'training', games: 2, wins: 2 }] });
    // The latest result goes with its game; the next result written takes its rowid again.
    expect(store.games.delete('g2')).toBe(true);
    finished(store, 3, { won: false, lossCause: 'stat-overflow', level: 'expert', patientsTreated: 1 });
    const stats = store.stats.query({}, DECLARED);
    expect(stats).toMatchObject({ games: 2, wins: 1, currentStreak: 0, bestStreak: 1, lossCauses: [{ cause: 'stat-overflow', count: 1 }] });
    expect(stats.byLevel).toEqual([
      { key: 'training', games: 1, wins: 1 },
      { key: 'expert', games: 1, wins: 0 },
    ]);
    expect(stats.detailAverages.find((a) => a.key === 'patientsTreated')!.value).toBe(2.5);
  });
});
