import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import { tempDirs } from '../../store/test-support';
import { openApiHost } from '../index';
import { ManualClock } from '../clock';
import type { Scheduler } from './table-clock';
import { SETUP, value } from '../host.test-support';
import type { ApiHost } from '../api-host';
import { LEAVE_GRACE_MS } from './watchers';

/** The games here are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The pause rule's host half: the clock never runs while no client watches the table.

const dirs = tempDirs('last-client');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** A scheduler stepped by hand: `run()` fires every registered job once. */
function manualScheduler() {
  const jobs = new Set<() => void>();
  const schedule: Scheduler = (_ms, fn) => {
    jobs.add(fn);
    return () => jobs.delete(fn);
  };
  return { schedule, run: () => [...jobs].forEach((job) => job()), get active() { return jobs.size; } };
}

async function open() {
  const clock = new ManualClock('2026-11-22T10:00:00.000Z');
  const scheduler = manualScheduler();
  const host = openApiHost({ dataDir: dirs.make(), transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {} });
  hosts.push(host);
  /** Time passes and the host looks at it. */
  const pass = (ms: number) => {
    clock.advance(ms);
    scheduler.run();
  };
  let game = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7 }));
  for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
    game = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id: game.id, action }));
  }
  expect(game.state.stop).toBe('countdown');
  const read = async () => {
    const g = value<GameDetail>(await host.dispatch('getGame', { id: game.id }));
    return { paused: g.paused, elapsedMs: g.state.countdown.elapsedMs };
  };
  return { host, pass, read, id: game.id, scheduler };
}

describe('the last client leaving the table', () => {
  it('stops the clock at the second it left and, once the grace has passed, pauses the game there', async () => {
    const { host, pass, read } = await open();
    const leave = host.watch();
    pass(2_400);
    pass(300); // still second 2: the clock records nothing new
    expect(await read()).toEqual({ paused: false, elapsedMs: 2_400 });

    leave();
    // The time up to the leave is recorded at once, and from then on no second counts.
    expect(await read()).toEqual({ paused: false, elapsedMs: 2_700 });
    pass(LEAVE_GRACE_MS - 1);
    expect(await read()).toEqual({ paused: false, elapsedMs: 2_700 });
    pass(1);
    expect(await read()).toEqual({ paused: true, elapsedMs: 2_700 });

    // Still paused, at the same second, however long nobody comes.
    pass(60_000);
    expect(await read()).toEqual({ paused: true, elapsedMs: 2_700 });
    // A client coming back finds it paused: continuing is the players' choice.
    host.watch();
    pass(3_000);
    expect(await read()).toEqual({ paused: true, elapsedMs: 2_700 });
  });

  it('treats a reload (back within the grace) as no leave: the clock runs on, the reload time not counted', async () => {
    const { host, pass, read } = await open();
    const leave = host.watch();
    pass(1_300);
    leave();
    pass(900); // the page reloads
    host.watch();
    expect(await read()).toEqual({ paused: false, elapsedMs: 1_300 });
    pass(LEAVE_GRACE_MS + 1_000);
    expect(await read()).toEqual({ paused: false, elapsedMs: 1_300 + LEAVE_GRACE_MS + 1_000 });
  });

  it('keeps the clock running while another client still watches', async () => {
    const { host, pass, read } = await open();
    const first = host.watch();
    host.watch();
    pass(1_000);
    first();
    first(); // a second close of the same socket counts once
    pass(LEAVE_GRACE_MS + 2_000);
    expect(await read()).toEqual({ paused: false, elapsedMs: 3_000 + LEAVE_GRACE_MS });
  });

  it('leaves a table no client ever watched alone (the Electron app, a script over HTTP)', async () => {
    const { pass, read } = await open();
    pass(LEAVE_GRACE_MS + 1_500);
    expect(await read()).toEqual({ paused: false, elapsedMs: LEAVE_GRACE_MS + 1_500 });
  });

  it('keeps the players pause: a game paused during the grace stays paused when a client is back', async () => {
    const { host, pass, read, id } = await open();
    const leave = host.watch();
    pass(1_500);
    leave();
    pass(500);
    const paused = value<GameDetail>(await host.dispatch('pauseGame', { id }));
    expect([paused.paused, paused.state.countdown.elapsedMs]).toEqual([true, 1_500]);
    host.watch();
    pass(LEAVE_GRACE_MS);
    expect(await read()).toEqual({ paused: true, elapsedMs: 1_500 });
  });

  it('does not restart the clock when a game is only read while nobody watches', async () => {
    const { host, pass, read, scheduler } = await open();
    const leave = host.watch();
    pass(1_000);
    leave();
    await read();
    pass(2_000);
    expect(await read()).toEqual({ paused: false, elapsedMs: 1_000 });
    pass(LEAVE_GRACE_MS);
    expect(await read()).toEqual({ paused: true, elapsedMs: 1_000 });
    expect(scheduler.active).toBe(0);
  });

  it('leaves no timer behind once the application has closed, even when its tabs go after it', async () => {
    const { host, pass, scheduler } = await open();
    const leave = host.watch();
    pass(1_000);
    host.close();
    leave(); // the web host terminates its sockets while shutting down
    expect(scheduler.active).toBe(0);
  });
});

describe('the window hidden (pauseRunningGames)', () => {
  it('pauses every running game at the time it had, as a players pause does, and announces it', async () => {
    const { host, pass, read, id } = await open();
    const events: unknown[] = [];
    host.subscribe((event) => events.push(event));
    pass(3_700);
    host.pauseRunningGames();
    expect(await read()).toEqual({ paused: true, elapsedMs: 3_700 });
    expect(events.at(-1)).toMatchObject({ type: 'gameChanged', game: { id, paused: true, state: { countdown: { elapsedMs: 3_700 } } } });
    pass(10_000);
    expect(await read()).toEqual({ paused: true, elapsedMs: 3_700 });
    // Nothing left running: a second call changes nothing.
    const count = events.length;
    host.pauseRunningGames();
    expect(events).toHaveLength(count);
  });
});
