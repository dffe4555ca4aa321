import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { GuideFinished } from '@shared/guide-api';
import type { FlatlineAction } from '@shared/flatline/actions';
import { tempDirs } from '../../store/test-support';
import { openApiHost } from '../index';
import { ManualClock } from '../clock';
import { manualScheduler } from '../scheduler.test-support';
import { SETUP, value } from '../host.test-support';
import type { ApiHost, ApiHostOptions } from '../api-host';

type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('guided');
afterEach(() => dirs.cleanUp());

function open(dataDir: string, clock: ManualClock) {
  const scheduler = manualScheduler();
  const options: ApiHostOptions = { dataDir, transport: 'web', appVersion: '0.1.0', clock, scheduler: scheduler.schedule, log: () => {} };
  return { host: openApiHost(options), scheduler };
}

const act = async (host: ApiHost, id: string, action: FlatlineAction) => value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id, action }));
const get = async (host: ApiHost, id: string) => value<GameDetail>(await host.dispatch('getGame', { id }));

/** Plays a whole game with the first legal things (advance, first option, Done) until it ends. */
async function playOut(host: ApiHost, game: GameDetail): Promise<GameDetail> {
  for (let i = 0; i < 2000 && game.status === 'in-progress'; i++) {
    const action: FlatlineAction = game.state.pending
      ? { type: 'decide', option: game.state.pending.options[0]!.id }
      : game.state.stop === 'countdown'
        ? { type: 'done' }
        : { type: 'advance' };
    game = await act(host, game.id, action);
  }
  return game;
}

describe('a guided game at the services', () => {
  it('holds its clock while the guide holds it, and runs it once the guide lets go', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00.000Z');
    const { host, scheduler } = open(dirs.make(), clock);
    const created = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7, guided: true }));
    expect(created.guide).toEqual({ step: 0, held: true });
    const counting = await act(host, created.id, { type: 'advance' });
    expect([counting.state.stop, counting.clock.running]).toEqual(['countdown', false]);

    clock.advance(90_000);
    scheduler.run();
    const still = await get(host, created.id);
    expect([still.state.countdown.elapsedMs, still.state.stop, still.paused]).toEqual([0, 'countdown', false]);

    const moved = value<GameDetail>(await host.dispatch('setGuide', { id: created.id, step: 12, held: false }));
    expect([moved.guide, moved.clock.running]).toEqual([{ step: 12, held: false }, true]);
    clock.advance(2_100);
    scheduler.run();
    expect((await get(host, created.id)).state.countdown.elapsedMs).toBe(2_100);
    host.close();
  });

  it('keeps where its guide stands across a restart, marked in the list of games', async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock('2026-11-22T10:00:00.000Z');
    const first = open(dataDir, clock);
    const created = value<GameDetail>(await first.host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7, guided: true }));
    value(await first.host.dispatch('setGuide', { id: created.id, step: 5, held: true }));
    first.host.close();
    const second = open(dataDir, clock);
    const listed = value<GameDetail[]>(await second.host.dispatch('listGames', { status: 'in-progress' }));
    expect(listed.map((g) => [g.id, g.guide])).toEqual([[created.id, { step: 5, held: true }]]);
    expect((await get(second.host, created.id)).guide).toEqual({ step: 5, held: true });
    second.host.close();
  });

  it("keeps the main screen's reading position in the resolution with the live game, never stored", async () => {
    const dataDir = dirs.make();
    const clock = new ManualClock('2026-11-22T10:00:00.000Z');
    const first = open(dataDir, clock);
    const created = value<GameDetail>(await first.host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7, guided: true }));
    const reading = value<GameDetail>(await first.host.dispatch('setGuide', { id: created.id, step: 4, held: true, explained: 17 }));
    expect(reading.guide).toEqual({ step: 4, held: true, explained: 17 });
    // A move of the game keeps it; the next step with no reading position drops it.
    expect((await act(first.host, created.id, { type: 'advance' })).guide).toEqual({ step: 4, held: true, explained: 17 });
    expect(await first.host.dispatch('setGuide', { id: created.id, step: 4, held: true, explained: -2 })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect((await get(first.host, created.id)).guide).toEqual({ step: 4, held: true, explained: 17 });
    first.host.close();
    const second = open(dataDir, clock);
    expect((await get(second.host, created.id)).guide).toEqual({ step: 4, held: true });
    second.host.close();
  });

  it('refuses a guide step for an ordinary game, changing nothing', async () => {
    const { host } = open(dirs.make(), new ManualClock('2026-11-22T10:00:00.000Z'));
    const plain = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7 }));
    expect(plain.guide).toBeUndefined();
    expect(await host.dispatch('setGuide', { id: plain.id, step: 1, held: false })).toMatchObject({ ok: false, error: { code: 'not-guided' } });
    expect(await host.dispatch('finishGuide', { id: plain.id })).toMatchObject({ ok: false, error: { code: 'not-guided' } });
    expect((await get(host, plain.id)).guide).toBeUndefined();
    host.close();
  });

  it('counts in no history or statistics; finishing it is kept for the profile and the game goes', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00.000Z');
    const { host } = open(dirs.make(), clock);
    const profile = value<{ id: string }>(await host.dispatch('saveProfile', { name: 'Ada', colour: 'red' }));
    const guided = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7, guided: true, profiles: [profile.id] }));
    value(await host.dispatch('setGuide', { id: guided.id, step: 3, held: false }));
    const ended = await playOut(host, guided);
    expect(ended.status).not.toBe('in-progress');
    const history = value<{ total: number }>(await host.dispatch('listHistory', {}));
    expect(history.total).toBe(0);
    const stats = value<{ games: number }>(await host.dispatch('getStats', {}));
    expect(stats.games).toBe(0);

    clock.advance(1_000);
    const finished = value<GuideFinished[]>(await host.dispatch('finishGuide', { id: guided.id }));
    expect(finished).toEqual([{ kind: 'flatline', profileId: profile.id, finishedAt: '2026-11-22T10:00:01.000Z' }]);
    expect(await host.dispatch('getGame', { id: guided.id })).toMatchObject({ ok: false, error: { code: 'game-not-found' } });
    expect(value(await host.dispatch('listGuidesFinished', { kind: 'fuse-countdown' }))).toEqual([]);
    expect(value(await host.dispatch('listGuidesFinished', {}))).toEqual(finished);
    host.close();
  });
});
