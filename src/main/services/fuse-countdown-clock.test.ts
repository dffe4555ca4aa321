import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import type { Stats } from '@shared/history';
import { fuseCountdownSetupSchema, type FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import { fittedClock } from '@shared/fuse-countdown/fitted-clock';
import { DATABASE_FILE } from '../store/store';
import { playBotGame } from '../engine/fuse-countdown/bot/play';
import { tempDirs } from '../store/test-support';
import type { ApiHost } from './api-host';
import { realHost } from './saves/saves.test-support';

const dirs = tempDirs('fc-clock');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

const seats = [{ name: 'Ann', colour: 'red' as const }, { name: 'Bo', colour: 'blue' as const }];

/** The first seed from 1 that the reference bot wins at this setup untimed, and its actions (ticks left out). */
function wonGame(setup: FuseCountdownSetupInput) {
  for (let seed = 1; seed < 300; seed++) {
    const played = playBotGame({ ...fuseCountdownSetupSchema.parse(setup), clockMinutes: null, clockFitted: false }, seed);
    if (played.state.outcome?.status === 'won') return { seed, actions: played.actions.filter((a) => a.type !== 'tick') };
  }
  throw new Error('no seed under 300 is won by the bot');
}

async function playTo(call: <T>(method: string, payload?: unknown) => Promise<T>, id: string, actions: unknown[]): Promise<GameDetail> {
  let last = await call<GameDetail>('getGame', { id });
  for (const action of actions) last = await call<GameDetail>('act', { kind: 'fuse-countdown', id, action });
  return last;
}

describe("FUSE: Countdown's clocks through the services", () => {
  it('a game saved before fitted clocks ({clockMinutes: 10}, no clockFitted) resumes unchanged and counts as a printed-clock game', async () => {
    const setup = { seats, level: 'training' as const, clockMinutes: 10 };
    const won = wonGame(setup);
    const dir = dirs.make();
    const first = realHost(dir, [won.seed]);
    const created = await first.call<GameDetail>('createGame', { kind: 'fuse-countdown', setup });
    first.host.close();
    // Write the row back as a save of the previous version held it: no clockFitted in its setup.
    const db = new Database(join(dir, DATABASE_FILE));
    db.prepare('UPDATE games SET setup = ? WHERE id = ?').run(JSON.stringify({ ...created.setup, clockFitted: undefined }), created.id);
    expect(JSON.parse((db.prepare('SELECT setup FROM games WHERE id = ?').get(created.id) as { setup: string }).setup)).not.toHaveProperty('clockFitted');
    db.close();

    const { host, call } = realHost(dir);
    hosts.push(host);
    const resumed = await call<GameDetail>('resumeGame', { id: created.id });
    // The row is read as it was written: ten minutes, and no fitted flag (read as false everywhere).
    expect(resumed.setup).toMatchObject({ clockMinutes: 10 });
    expect((resumed.setup as { clockFitted?: boolean }).clockFitted ?? false).toBe(false);
    expect(resumed.state).toMatchObject({ clock: { limitMs: 600_000, elapsedMs: 0 } });
    const last = await playTo(call, created.id, won.actions);
    expect(last.status).toBe('won');
    const stats = await call<Stats>('getStats', {});
    expect(stats.byTimer.map((t) => [t.key, t.games, t.wins])).toEqual([['600', 1, 1]]);
    // No second passed on the test's clock: the whole ten minutes are left, 60 points of time bonus.
    expect(stats.bestScores[0]).toMatchObject({ timer: '600', gameId: created.id });
    expect(stats.bestScores[0]!.score).toBeGreaterThanOrEqual(70);
  });

  it('a fitted-clock game runs on its own length, earns the time bonus and is its own setting', async () => {
    const setup = { seats, level: 'training' as const, ...fittedClock(2, 'training') };
    const won = wonGame(setup);
    const { host, call } = realHost(dirs.make(), [won.seed, won.seed]);
    hosts.push(host);
    const fitted = await call<GameDetail>('createGame', { kind: 'fuse-countdown', setup });
    expect(fitted.state).toMatchObject({ clock: { limitMs: setup.clockMinutes * 60_000 } });
    const printed = await call<GameDetail>('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'training', clockMinutes: 15 } });
    await playTo(call, fitted.id, won.actions);
    await playTo(call, printed.id, won.actions);
    const stats = await call<Stats>('getStats', {});
    expect(stats.byTimer.map((t) => [t.key, t.games, t.wins])).toEqual([['fitted', 1, 1], ['900', 1, 1]]);
    const best = Object.fromEntries(stats.bestScores.map((b) => [b.timer, b.score]));
    // The same play: only the fitted clock adds a point per full 10 seconds left.
    expect(best.fitted! - best['900']!).toBe(Math.floor((setup.clockMinutes * 60_000) / 10_000));
  });
});
