import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type GameRecord } from './store';
import { tempDirs } from './test-support';

const dirs = tempDirs('repos');
afterEach(() => dirs.cleanUp());

const now = () => '2026-11-22T04:00:00.000Z';
const game = (id: string, updatedAt: string, status = 'in-progress'): GameRecord => ({
  id,
  kind: 'flatline',
  paused: false,
  title: id,
  setup: { seats: [] },
  seed: 1,
  status,
  round: 1,
  actionCount: 0,
  createdAt: '2026-11-22T00:00:00.000Z',
  updatedAt,
  finishedAt: status === 'in-progress' ? null : updatedAt,
});

describe('repositories', () => {
  it('lists games most recently played first, filtered by in progress or finished', () => {
    const store = openStore({ dataDir: dirs.make(), now });
    store.games.insert(game('old', '2026-11-20T10:00:00.000Z'));
    store.games.insert(game('won', '2026-11-21T10:00:00.000Z', 'won'));
    store.games.insert(game('new', '2026-11-22T10:00:00.000Z'));
    store.games.insert(game('lost', '2026-11-19T10:00:00.000Z', 'lost'));
    expect(store.games.list('all').map((g) => g.id)).toEqual(['new', 'won', 'old', 'lost']);
    expect(store.games.list('in-progress').map((g) => g.id)).toEqual(['new', 'old']);
    expect(store.games.list('finished').map((g) => g.id)).toEqual(['won', 'lost']);
    store.close();
  });

  it('records progress, reads actions after a seq and the latest snapshot at or before one', () => {
    const store = openStore({ dataDir: dirs.make(), now });
    store.games.insert(game('g', '2026-11-22T00:00:00.000Z'));
    store.snapshots.save('g', 0, { n: 0 });
    for (let seq = 1; seq <= 5; seq++) store.actions.append('g', seq, { type: 'advance', seq }, `2026-11-22T00:00:0${seq}.000Z`);
    store.snapshots.save('g', 3, { n: 3 });
    expect(store.games.recordProgress({ id: 'g', status: 'won', round: 4, actionCount: 5, updatedAt: 'u', finishedAt: 'f' })).toBe(true);
    expect(store.games.recordProgress({ id: 'nobody', status: 'won', round: 4, actionCount: 5, updatedAt: 'u', finishedAt: 'f' })).toBe(false);

    expect(store.games.get('g')).toMatchObject({ status: 'won', round: 4, actionCount: 5, updatedAt: 'u', finishedAt: 'f' });
    expect(store.actions.after('g', 3)).toEqual([
      { seq: 4, action: { type: 'advance', seq: 4 }, at: '2026-11-22T00:00:04.000Z' },
      { seq: 5, action: { type: 'advance', seq: 5 }, at: '2026-11-22T00:00:05.000Z' },
    ]);
    expect(store.snapshots.latest('g', 5)).toEqual({ seq: 3, state: { n: 3 } });
    expect(store.snapshots.latest('g', 2)).toEqual({ seq: 0, state: { n: 0 } });
    store.close();
  });

  it('prunes snapshots down to the start and the latest few', () => {
    const store = openStore({ dataDir: dirs.make(), now });
    store.games.insert(game('g', '2026-11-22T00:00:00.000Z'));
    store.games.insert(game('other', '2026-11-22T00:00:00.000Z'));
    for (const seq of [0, 3, 6, 9, 12]) store.snapshots.save('g', seq, { seq });
    store.snapshots.save('other', 4, {});
    store.snapshots.prune('g', 2);
    const db = (seqs: number) => store.snapshots.latest('g', seqs)?.seq;
    expect([db(2), db(8), db(11), db(99)]).toEqual([0, 0, 9, 12]);
    expect(store.snapshots.count('g')).toBe(3);
    expect(store.snapshots.count('other')).toBe(1);
    store.close();
  });

  it('deletes a game together with its actions and snapshots', () => {
    const store = openStore({ dataDir: dirs.make(), now });
    store.games.insert(game('g', '2026-11-22T00:00:00.000Z'));
    store.snapshots.save('g', 0, {});
    store.actions.append('g', 1, { type: 'advance' }, 'at');
    expect(store.games.delete('g')).toBe(true);
    expect(store.games.delete('g')).toBe(false);
    expect(store.actions.after('g', 0)).toEqual([]);
    expect(store.snapshots.count('g')).toBe(0);
    store.close();
  });

  it('refuses an action for a game that does not exist (foreign keys are on)', () => {
    const store = openStore({ dataDir: dirs.make(), now });
    expect(() => store.actions.append('ghost', 1, { type: 'advance' }, 'at')).toThrow(/FOREIGN KEY/);
    store.close();
  });

  it('rolls a transaction back whole when any write in it fails', () => {
    const store = openStore({ dataDir: dirs.make(), now });
    store.games.insert(game('g', '2026-11-22T00:00:00.000Z'));
    expect(() =>
      store.transaction(() => {
        store.actions.append('g', 1, { type: 'advance' }, 'at');
        store.actions.append('g', 1, { type: 'advance' }, 'at');
      }),
    ).toThrow(/UNIQUE/);
    expect(store.actions.after('g', 0)).toEqual([]);
    store.close();
  });
});
