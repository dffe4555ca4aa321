import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import { isTriageWindow } from '@shared/flatline/state';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { greedyAction } from '../../engine/flatline/bot/greedy';
import { GAME_MODULES } from '../../engine/registry';
import { openStore, type Store } from '../../store/store';
import { tempDirs } from '../../store/test-support';
import type { ApiHost } from '../api-host';
import { ManualClock } from '../clock';
import { GameService } from '../game-service';
import { dumpDatabase, gameId, START, value } from '../host.test-support';
import { openApiHost } from '../index';
import { manualScheduler } from '../scheduler.test-support';
import { TableDeadlines } from './table-deadlines';
import { TWO } from '../saves/saves.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('deadlines');
const closing: { close(): void }[] = [];
afterEach(() => {
  for (const item of closing.splice(0)) item.close();
  dirs.cleanUp();
});

/**
 * Seed 4 with two players (Training, untimed), played by the greedy bot: its 14th action ends the
 * first countdown, and the resolution stops before the patients at a triage window with a usable
 * card. At the normal pace its wait is the action's three new lines shown (the countdown's end, a
 * bookkeeping line of 90 ms; a stat card cleared and the triage card it gives, 450 ms each on their
 * places) and then 6 s: 6990 ms. Going on from there
 * stops at the window before the dial turns, whose own wait is 8250 ms.
 */
const SEED = 4;
const FIRST = { key: 'triage-window:before-patients:14', waitMs: 6990 };
const NEXT = { key: 'triage-window:before-dial:15', waitMs: 8250 };

/** The application over `dataDir`, its time kept by a manual clock and a manual scheduler, and no view at all. */
function open(dataDir: string, clock: ManualClock) {
  const scheduler = manualScheduler();
  const host = openApiHost({ dataDir, transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {} });
  closing.push(host);
  const call = async <T = GameDetail>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
  /** Lets `ms` of wall-clock time pass, and the host look at its timers. */
  const pass = (ms: number) => {
    clock.advance(ms);
    scheduler.run();
  };
  return { host, scheduler, call, pass };
}

/** A new game played by the greedy bot through the API until it stands at a triage window. */
async function toWindow(host: ApiHost): Promise<GameDetail> {
  let game = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: TWO, seed: SEED }));
  for (let i = 0; i < 100 && !(isTriageWindow(game.state.stop) && !game.state.pending); i++) {
    game = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id: game.id, action: greedyAction(game.state) }));
  }
  return game;
}

/** The actions a game logged, read from the database file through its own connection. */
const logged = (dataDir: string, id: string) =>
  (dumpDatabase(dataDir).game_actions as { game_id: string; seq: number; action: string }[]).filter((row) => row.game_id === id).map((row) => [row.seq, JSON.parse(row.action)]);

describe("a triage window's deadline, kept by the services", () => {
  it('moves the game on when its seconds run out with no view connected at all, saved before anyone is told', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock(START);
    const first = open(dataDir, clock);
    const game = await toWindow(first.host);
    expect([game.state.stop, game.version, game.deadline]).toEqual(['before-patients', 14, { ...FIRST, leftMs: FIRST.waitMs }]);
    expect(game.state.log.slice(game.state.logFrom).map((line) => line.code)).toEqual(['countdown-ended', 'stat-cleared', 'triage-card-gained']);

    first.pass(FIRST.waitMs - 1);
    const waiting = await first.call('getGame', { id: game.id });
    expect([waiting.version, waiting.deadline]).toEqual([14, { ...FIRST, leftMs: 1 }]);

    first.pass(1);
    const moved = await first.call('getGame', { id: game.id });
    expect([moved.version, moved.state.stop, moved.deadline]).toEqual([15, 'before-dial', { ...NEXT, leftMs: NEXT.waitMs }]);
    expect(logged(dataDir, game.id).at(-1)).toEqual([15, { type: 'advance' }]);
    first.host.close();

    // The app stopped with the next window waiting: reopened, the game comes back paused there, its
    // wait not running; continued, the wait runs whole and moves the game on again.
    const second = open(dataDir, clock);
    const reopened = await second.call('getGame', { id: game.id });
    expect([reopened.paused, reopened.version, reopened.state.stop, reopened.deadline]).toEqual([true, 15, 'before-dial', null]);
    second.pass(60_000);
    expect((await second.call('getGame', { id: game.id })).version).toBe(15);
    const continued = await second.call('resumeGame', { id: game.id });
    expect(continued.deadline).toEqual({ ...NEXT, leftMs: NEXT.waitMs });
    second.pass(NEXT.waitMs);
    const after = await second.call('getGame', { id: game.id });
    expect(after.version).toBe(16);
    expect(logged(dataDir, game.id).slice(-2)).toEqual([
      [15, { type: 'advance' }],
      [16, { type: 'advance' }],
    ]);
  });

  it('pushes the move to every window, as a player move is', async () => {
    const { host, pass } = open(dirs.make(), new ManualClock(START));
    const game = await toWindow(host);
    const pushed: GameDetail[] = [];
    host.subscribe((event) => {
      if (event.type === 'gameChanged') pushed.push(event.game as GameDetail);
    });
    pass(FIRST.waitMs);
    expect(pushed.map((g) => [g.id, g.version, g.state.stop, g.deadline?.key])).toEqual([[game.id, 15, 'before-dial', NEXT.key]]);
  });

  it('stands while the game is paused and runs the rest of its wait on continue', async () => {
    const { host, call, pass } = open(dirs.make(), new ManualClock(START));
    const game = await toWindow(host);
    pass(2_000);
    const paused = await call('pauseGame', { id: game.id });
    expect([paused.paused, paused.version, paused.deadline]).toEqual([true, 14, null]);
    pass(60_000);
    expect((await call('getGame', { id: game.id })).version).toBe(14);
    const continued = await call('resumeGame', { id: game.id });
    expect([continued.version, continued.deadline]).toEqual([14, { ...FIRST, leftMs: FIRST.waitMs - 2_000 }]);
    pass(FIRST.waitMs - 2_001);
    expect((await call('getGame', { id: game.id })).version).toBe(14);
    pass(1);
    expect((await call('getGame', { id: game.id })).version).toBe(15);
  });

  it("leaves nothing to fire after a player's Go on: the next window keeps its own whole wait", async () => {
    const dataDir = dirs.make();
    const { host, call, pass } = open(dataDir, new ManualClock(START));
    const game = await toWindow(host);
    pass(1_000);
    const goneOn = await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    expect([goneOn.version, goneOn.state.stop, goneOn.deadline]).toEqual([15, 'before-dial', { ...NEXT, leftMs: NEXT.waitMs }]);
    // Past the first window's due time: no second advance.
    pass(FIRST.waitMs);
    expect((await call('getGame', { id: game.id })).version).toBe(15);
    expect(logged(dataDir, game.id).slice(-1)).toEqual([[15, { type: 'advance' }]]);
    pass(NEXT.waitMs - FIRST.waitMs);
    expect((await call('getGame', { id: game.id })).version).toBe(16);
  });

  it('stops for good when a player presses Wait, until someone goes on', async () => {
    const { host, call, pass, scheduler } = open(dirs.make(), new ManualClock(START));
    const game = await toWindow(host);
    const held = await call('act', { kind: 'flatline', id: game.id, action: { type: 'hold' } });
    expect([held.version, held.state.stop, held.state.held, held.deadline]).toEqual([15, 'before-patients', true, null]);
    expect(scheduler.active).toBe(0);
    pass(600_000);
    expect((await call('getGame', { id: game.id })).version).toBe(15);
    const refused = await host.dispatch('act', { kind: 'flatline', id: game.id, action: { type: 'hold' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'window-already-held' } });
    const goneOn = await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    expect([goneOn.version, goneOn.state.stop, goneOn.deadline?.key]).toEqual([16, 'before-dial', 'triage-window:before-dial:16']);
  });

  it('follows the host\'s table pace, sent through the API; a wait already running keeps its due time', async () => {
    const { host, call } = open(dirs.make(), new ManualClock(START));
    expect(await call('setTableSettings', { pace: 'fast' })).toEqual({ pace: 'fast', pauseOnDrop: false });
    const game = await toWindow(host);
    // Fast: the three new lines shown in 180 + 180 + 90 ms, then 3 s.
    expect(game.deadline).toEqual({ key: FIRST.key, waitMs: 3_450, leftMs: 3_450 });
    await call('setTableSettings', { pace: 'slow' });
    expect((await call('getGame', { id: game.id })).deadline).toEqual({ key: FIRST.key, waitMs: 3_450, leftMs: 3_450 });
    const next = await call('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
    expect(next.deadline?.waitMs).toBeGreaterThan(10_000);
  });

  it('stands when the last client leaves, runs on when one is back within the grace, and pauses the game after it', async () => {
    const { host, call, pass } = open(dirs.make(), new ManualClock(START));
    const game = await toWindow(host);
    const leave = host.watch();
    pass(1_000);
    leave();
    pass(3_000);
    expect((await call('getGame', { id: game.id })).deadline).toBeNull();
    const leaveAgain = host.watch();
    expect((await call('getGame', { id: game.id })).deadline).toEqual({ ...FIRST, leftMs: FIRST.waitMs - 1_000 });
    leaveAgain();
    pass(5_000);
    const paused = await call('getGame', { id: game.id });
    expect([paused.paused, paused.version, paused.deadline]).toEqual([true, 14, null]);
  });
});

describe('the Electron window hidden at a triage window', () => {
  it('pauses the game through the same path as a player, its deadline standing with its rest', async () => {
    const { host, call, pass } = open(dirs.make(), new ManualClock(START));
    const game = await toWindow(host);
    pass(1_500);
    host.pauseRunningGames();
    const paused = await call('getGame', { id: game.id });
    expect([paused.paused, paused.version, paused.deadline]).toEqual([true, 14, null]);
    pass(60_000);
    const continued = await call('resumeGame', { id: game.id });
    expect(continued.deadline).toEqual({ ...FIRST, leftMs: FIRST.waitMs - 1_500 });
  });
});

describe('a deadline that fell due', () => {
  it('is applied once: the same deadline a second time changes nothing', () => {
    const dataDir = dirs.make();
    const store: Store = openStore({ dataDir, now: () => START });
    closing.push(store);
    const games = new GameService({
      store,
      modules: GAME_MODULES,
      clock: new ManualClock(START),
      newId: () => gameId(1),
      newSeed: () => SEED,
      snapshotEvery: 50,
      snapshotsKept: 3,
      cacheSize: 16,
    });
    let game = games.create({ kind: 'flatline', setup: flatlineSetupSchema.parse(TWO), seed: SEED } as never) as GameDetail;
    while (!(isTriageWindow(game.state.stop) && !game.state.pending)) game = games.act(game.id, greedyAction(game.state)) as GameDetail;
    const view = games.deadline(game.id);
    expect(view).toEqual({ deadline: { ...FIRST, action: { type: 'advance' } }, version: 14, paused: false });
    const point = { key: FIRST.key, version: 14 };
    expect(games.dueAction(game.id, point)).toEqual({ type: 'advance' });
    expect(games.act(game.id, games.dueAction(game.id, point)).version).toBe(15);
    expect(games.dueAction(game.id, point)).toBeUndefined();
    // Nor does a deadline whose key the game no longer declares, at any version.
    expect(games.dueAction(game.id, { key: FIRST.key, version: 15 })).toBeUndefined();
    expect(logged(dataDir, game.id).slice(-2)).toEqual([
      [14, { type: 'done' }],
      [15, { type: 'advance' }],
    ]);
  });
});

describe('TableDeadlines', () => {
  it('falls due once at its time, stands with its rest while paused, and starts whole when declared anew', () => {
    const clock = new ManualClock(0);
    const scheduler = manualScheduler();
    const due: unknown[] = [];
    const kept = new TableDeadlines(clock, scheduler.schedule, (id, point) => due.push([id, point, clock.now()]));
    const declared = { key: 'k', waitMs: 1_000 };
    kept.sync('g', { deadline: declared, version: 3, paused: false });
    clock.advance(400);
    kept.sync('g', { deadline: declared, version: 3, paused: true });
    expect([kept.shown('g'), scheduler.active]).toEqual([null, 0]);
    clock.advance(10_000);
    kept.sync('g', { deadline: declared, version: 3, paused: false });
    expect(kept.shown('g')).toEqual({ key: 'k', waitMs: 1_000, leftMs: 600 });
    clock.advance(599);
    scheduler.run();
    clock.advance(1);
    scheduler.run();
    scheduler.run();
    expect(due).toEqual([['g', { key: 'k', version: 3 }, 11_000]]);
    expect(scheduler.active).toBe(0);
    // The same key at another version is another wait: whole again.
    kept.sync('g', { deadline: declared, version: 4, paused: false });
    expect(kept.shown('g')?.leftMs).toBe(1_000);
    kept.sync('g', { deadline: null, version: 5, paused: false });
    expect([kept.shown('g'), scheduler.active]).toEqual([null, 0]);
  });
});
