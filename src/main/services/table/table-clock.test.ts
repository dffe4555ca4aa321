import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import { tempDirs } from '../../store/test-support';
import { openApiHost } from '../index';
import { ManualClock } from '../clock';
import { TableClock } from './table-clock';
import { manualScheduler } from '../scheduler.test-support';
import { SETUP, value } from '../host.test-support';
import type { ApiHost, ApiHostOptions } from '../api-host';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('countdown');
afterEach(() => dirs.cleanUp());

describe('TableClock', () => {
  it('ticks on whole seconds, exactly at the end, and stops when the countdown does', () => {
    const clock = new ManualClock(0);
    const scheduler = manualScheduler();
    const sent: number[] = [];
    const cd = new TableClock(clock, scheduler.schedule, (_id, elapsedMs) => {
      sent.push(elapsedMs);
      return { running: elapsedMs < 3000, elapsedMs, limitMs: 3000, paused: false };
    });
    cd.sync('g', { running: true, elapsedMs: 0, limitMs: 3000, paused: false });
    for (const step of [400, 400, 400, 900, 1200, 5000]) {
      clock.advance(step);
      scheduler.run();
    }
    // 1200 ms → first whole second; 2100 ms → second two; 3300 ms → the end, clamped to 3000.
    expect(sent).toEqual([1200, 2100, 3000]);
    expect(cd.isRunning('g')).toBe(false);
    expect(scheduler.active).toBe(0);
  });

  it('never runs an untimed or paused countdown', () => {
    const scheduler = manualScheduler();
    const cd = new TableClock(new ManualClock(0), scheduler.schedule, () => undefined);
    cd.sync('untimed', { running: true, elapsedMs: 0, limitMs: null, paused: false });
    cd.sync('paused', { running: true, elapsedMs: 0, limitMs: 60_000, paused: true });
    expect(scheduler.active).toBe(0);
  });
});

/** Plays automatic steps and first options until the countdown of round one is running. */
async function toCountdown(host: ApiHost, game: GameDetail): Promise<GameDetail> {
  for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
    const action: FlatlineAction = game.state.pending
      ? { type: 'decide', option: game.state.pending.options[0]!.id }
      : { type: 'advance' };
    game = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id: game.id, action }));
  }
  expect(game.state.stop).toBe('countdown');
  return game;
}

describe('the countdown in the application', () => {
  function open(dataDir: string, clock: ManualClock) {
    const scheduler = manualScheduler();
    const options: ApiHostOptions = { dataDir, transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {} };
    return { host: openApiHost(options), scheduler };
  }
  const elapsed = async (host: ApiHost, id: string) => value<GameDetail>(await host.dispatch('getGame', { id })).state.countdown.elapsedMs;

  it('counts only unpaused time, refuses play while paused, and resumes paused after a restart', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock('2026-11-22T10:00:00.000Z');
    const first = open(dataDir, clock);
    const created = value<GameDetail>(await first.host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7 }));
    const game = await toCountdown(first.host, created);
    expect(game.legalPlaces?.placements && Object.keys(game.legalPlaces.placements).length).toBeGreaterThan(0);

    clock.advance(3_200);
    first.scheduler.run();
    expect(await elapsed(first.host, game.id)).toBe(3_200);
    clock.advance(500);
    first.scheduler.run(); // still second 3: nothing is sent
    expect(await elapsed(first.host, game.id)).toBe(3_200);

    // Pausing records the time up to the moment, hides the board, and stops the clock.
    const paused = value<GameDetail>(await first.host.dispatch('pauseGame', { id: game.id }));
    expect([paused.paused, paused.state.countdown.elapsedMs]).toEqual([true, 3_700]);
    const die = game.state.dice.find((d) => d.at.kind === 'tray')!;
    const refused = await first.host.dispatch('act', { kind: 'flatline', id: game.id, action: { type: 'done' } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'game-paused' } });
    clock.advance(30_000);
    first.scheduler.run();
    expect(await elapsed(first.host, game.id)).toBe(3_700);
    expect(die.at.kind).toBe('tray');

    // Continuing starts the clock from what was recorded.
    value(await first.host.dispatch('resumeGame', { id: game.id }));
    clock.advance(900);
    first.scheduler.run();
    expect(await elapsed(first.host, game.id)).toBe(4_600);
    first.host.close();

    // Reopened mid-countdown: paused, at the last recorded second, and the clock stands.
    clock.advance(120_000);
    const second = open(dataDir, clock);
    const reopened = value<GameDetail>(await second.host.dispatch('getGame', { id: game.id }));
    expect([reopened.paused, reopened.state.countdown.elapsedMs, reopened.state.stop]).toEqual([true, 4_600, 'countdown']);
    second.scheduler.run();
    expect(second.scheduler.active).toBe(0);

    // Time runs out: the countdown ends by time and resolution begins.
    value(await second.host.dispatch('resumeGame', { id: game.id }));
    clock.advance(60_000);
    second.scheduler.run();
    const ended = value<GameDetail>(await second.host.dispatch('getGame', { id: game.id }));
    const endings = ended.state.log.filter((entry) => entry.code === 'countdown-ended');
    expect(endings.map((entry) => entry.params)).toEqual([{ by: 'time' }]);
    expect(ended.state.stop).not.toBe('countdown');
    expect(second.scheduler.active).toBe(0);
    second.host.close();
  });
});
