import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { GuestEvent } from '@shared/guest-api';
import { SETUP, value } from '../host.test-support';
import { realInvitingHosts } from './inviting-host.test-support';
import { LEAVE_GRACE_MS } from '../table/watchers';

type GameDetail = GameDetailOf<'flatline'>;

// The table's rules for players at their own devices, in the services with a manual clock: a
// device's socket counts as a client watching its game, every pause names who made it, and "pause
// when a device drops" pauses a running countdown.

const { invitingHost } = realInvitingHosts('guests-at-table');

/** A FLATLINE game in its countdown, invitations open, Bea (seat 1) at a device. */
async function atTable() {
  const { host, guest, gate, pass, events } = invitingHost({ stepMs: Number.POSITIVE_INFINITY });
  let game = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7 }));
  const id = game.id;
  for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
    game = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id, action }));
  }
  expect(game.state.stop).toBe('countdown');
  value(await host.dispatch('openInvitations', { id }));
  const { token } = value<{ token: string }>(await guest('claimSeat', { code: 'KQ7RM2', seat: 1 }));
  const heard: GuestEvent[] = [];
  /** The device's event socket: the function returned is the socket dropping. */
  const connect = () => value<() => void>(gate().connect(token, (event) => heard.push(event)));
  const read = async () => {
    const g = value<GameDetail>(await host.dispatch('getGame', { id }));
    return { paused: g.paused, elapsedMs: g.state.countdown.elapsedMs, pausedBy: g.pausedBy };
  };
  return { host, id, pass, read, guest, token, connect, heard, events };
}

describe('a device at the table counts as a client watching its game', () => {
  it('keeps the countdown running when the last main screen leaves while a device is connected', async () => {
    const { host, pass, read, connect } = await atTable();
    const screen = host.watch();
    const drop = connect();
    pass(1_000);
    screen();
    pass(LEAVE_GRACE_MS + 1_000);
    expect(await read()).toEqual({ paused: false, elapsedMs: LEAVE_GRACE_MS + 2_000, pausedBy: undefined });

    // The device goes too: now nobody watches, the clock stands at once and the grace pauses it.
    drop();
    pass(LEAVE_GRACE_MS - 1);
    expect(await read()).toEqual({ paused: false, elapsedMs: LEAVE_GRACE_MS + 2_000, pausedBy: undefined });
    pass(1);
    expect(await read()).toEqual({ paused: true, elapsedMs: LEAVE_GRACE_MS + 2_000, pausedBy: undefined });
  });

  it('runs the clock on when the device reconnects within the grace', async () => {
    const { host, pass, read, connect } = await atTable();
    host.watch()();
    pass(700); // the main screen left at once: the clock stood at 0
    connect();
    pass(LEAVE_GRACE_MS + 300);
    expect(await read()).toEqual({ paused: false, elapsedMs: LEAVE_GRACE_MS + 300, pausedBy: undefined });
  });

  it('leaves a table no main screen ever watched alone when its device drops (the Electron window is always there)', async () => {
    const { pass, read, connect } = await atTable();
    connect()();
    pass(LEAVE_GRACE_MS + 500);
    expect(await read()).toEqual({ paused: false, elapsedMs: LEAVE_GRACE_MS + 500, pausedBy: undefined });
  });
});

describe('pause and continue name who made them', () => {
  it('a seat pausing from its device: every view hears "paused by Bea"; continuing clears it', async () => {
    const { pass, read, guest, token, id, connect, heard, events } = await atTable();
    connect();
    pass(1_200);
    const paused = value<GameDetail>(await guest('pauseGame', { token, id }));
    expect([paused.paused, paused.pausedBy]).toEqual([true, { by: 'seat', seat: 1, name: 'Bea' }]);
    expect(events.at(-1)).toMatchObject({ type: 'gameChanged', game: { paused: true, pausedBy: { by: 'seat', seat: 1, name: 'Bea' } } });
    expect(heard.at(-1)).toMatchObject({ type: 'gameChanged', game: { paused: true, pausedBy: { by: 'seat', seat: 1, name: 'Bea' } } });
    expect(await read()).toEqual({ paused: true, elapsedMs: 1_200, pausedBy: { by: 'seat', seat: 1, name: 'Bea' } });

    const resumed = value<GameDetail>(await guest('resumeGame', { token, id }));
    expect([resumed.paused, resumed.pausedBy]).toEqual([false, undefined]);
    expect(heard.at(-1)).toMatchObject({ type: 'gameChanged', game: { paused: false } });
    expect((heard.at(-1) as { game: object }).game).not.toHaveProperty('pausedBy');
  });

  it('the main screen pausing: "paused by the main screen", pushed to the device too', async () => {
    const { host, id, connect, heard } = await atTable();
    connect();
    const paused = value<GameDetail>(await host.dispatch('pauseGame', { id }));
    expect(paused.pausedBy).toEqual({ by: 'main-screen' });
    expect(heard.at(-1)).toMatchObject({ type: 'gameChanged', game: { pausedBy: { by: 'main-screen' } } });
    // A second pause (from the device) keeps who paused first.
    expect(value<GameDetail>(await host.dispatch('pauseGame', { id })).pausedBy).toEqual({ by: 'main-screen' });
  });

  it('a pause the table made by itself (nobody watching) names nobody', async () => {
    const { host, pass, read } = await atTable();
    host.watch()();
    pass(LEAVE_GRACE_MS);
    expect(await read()).toEqual({ paused: true, elapsedMs: 0, pausedBy: undefined });
  });
});

describe('"pause when a device drops"', () => {
  it('is off by default: a drop mid-countdown leaves the clock running', async () => {
    const { host, pass, read, connect } = await atTable();
    host.watch();
    const drop = connect();
    pass(1_000);
    drop();
    pass(2_000);
    expect(await read()).toEqual({ paused: false, elapsedMs: 3_000, pausedBy: undefined });
  });

  it('on: a drop mid-countdown pauses at that moment, naming the seat; the pace is kept', async () => {
    const { host, pass, read, connect, heard } = await atTable();
    expect(value(await host.dispatch('setTableSettings', { pace: 'fast', pauseOnDrop: true }))).toEqual({ pace: 'fast', pauseOnDrop: true });
    // The main screen sends its pace alone later: the setting stays on.
    expect(value(await host.dispatch('setTableSettings', { pace: 'slow' }))).toEqual({ pace: 'slow', pauseOnDrop: true });
    host.watch();
    const drop = connect();
    pass(1_500);
    const count = heard.length;
    drop();
    expect(heard).toHaveLength(count); // the dropped socket hears nothing more
    pass(3_000);
    expect(await read()).toEqual({ paused: true, elapsedMs: 1_500, pausedBy: { by: 'dropped', seat: 1, name: 'Bea' } });
  });

  it('on: a socket the host ended (seat released) or a drop while paused pauses nothing', async () => {
    const { host, id, pass, read, connect } = await atTable();
    value(await host.dispatch('setTableSettings', { pace: 'normal', pauseOnDrop: true }));
    host.watch();
    connect();
    pass(1_000);
    value(await host.dispatch('releaseSeat', { id, seat: 1 }));
    pass(1_000);
    expect(await read()).toEqual({ paused: false, elapsedMs: 2_000, pausedBy: undefined });
  });

  it('refuses a setting that is not a flag', async () => {
    const { host } = await atTable();
    const result = await host.dispatch('setTableSettings', { pace: 'fast', pauseOnDrop: 'yes' });
    expect(result.ok ? 'ok' : result.error.code).toBe('invalid-payload');
  });
});
