import { afterEach, describe, expect, it } from 'vitest';
import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { InvitationStatus } from '@shared/invitations-api';

import { tempDirs } from '../../store/test-support';
import { openApiHost } from '../index';
import { ManualClock } from '../clock';
import { dumpDatabase, SETUP, value } from '../host.test-support';
import type { ApiHost } from '../api-host';
import type { GuestGate } from './guest-gate';

type GameDetail = GameDetailOf<'flatline'>;
type Open = Extract<InvitationStatus, { open: true }>;

// Friends far away in the services: the main screen's page carries each friend's guest calls in
// (farCall, farListen, farLeave) and the pushes out (farEvent); the gate is the local listener's.

const dirs = tempDirs('far-room');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** The real games (FLATLINE's rules), invitations with a fixed join code, and a device on the local network. */
function invitingHost() {
  let gate: GuestGate | undefined;
  /** The local listener's state: how many times it opened, and whether it is open now. */
  const door = { opened: 0, open: false };
  const dataDir = dirs.make();
  const host = openApiHost({
    dataDir,
    transport: 'web',
    appVersion: '0.1.0',
    clock: new ManualClock('2026-11-22T10:00:00.000Z'),
    log: () => {},
    joinCode: () => 'KQ7RM2',
    guestDoor: async (opened) => {
      gate = opened;
      door.opened += 1;
      door.open = true;
      return { url: 'http://192.168.1.20:5198/', close: async () => void (door.open = false) };
    },
  });
  hosts.push(host);
  /** A device on the Wi-Fi: it reaches the gate only through the local listener, while it is open. */
  const guest = (method: string, payload: unknown) => {
    if (!door.open) throw new Error('The local listener is closed: no device on the Wi-Fi reaches the table.');
    return gate!.dispatch(method, payload, { address: '192.168.1.30' });
  };
  return { host, dataDir, guest, door };
}
const code = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);

/** A FLATLINE game at its countdown, the room open, and a friend far away (peer `p1`) who called through it. */
async function farTable() {
  const made = invitingHost();
  const { host } = made;
  const events: ApiEvent[] = [];
  host.subscribe((event) => events.push(event));
  let game = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 7 }));
  const id = game.id;
  for (let i = 0; i < 50 && game.state.phase !== 'E-countdown'; i++) {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
    game = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id, action }));
  }
  const status = value<Open>(await host.dispatch('openFarRoom', { id }));
  /** A friend's call as the room's page carries it: the gate's answer. */
  const far = async (method: string, payload: unknown, peer = 'p1') => value<Result<unknown>>(await host.dispatch('farCall', { peer, method, payload }));
  const pushes = (peer = 'p1') => events.flatMap((event) => (event.type === 'farEvent' && event.peer === peer ? [event.push] : []));
  return { ...made, id, status, far, pushes, events };
}

describe('friends far away', () => {
  it('opens a room of 130 bits beside the invitations, and a friend takes a seat, hears its pushes and places a die', async () => {
    const { host, id, status, far, pushes, events } = await farTable();
    expect(status.far).toEqual({ room: expect.stringMatching(/^[a-z2-7]{26}$/), seats: [] });
    expect(status.code).toBe('KQ7RM2');
    const lobby = await far('lobby', { code: 'KQ7RM2' });
    expect(lobby).toMatchObject({ ok: true, value: { id, seats: [{ device: false }, { device: false }] } });
    const claimed = value<{ token: string; seat: number }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    expect(value(await host.dispatch('farListen', { peer: 'p1', token: claimed.token }))).toEqual({ ok: true, value: true });
    const now = value<Open>(await host.dispatch('invitationStatus', {}));
    expect(now.far?.seats).toEqual([{ seat: 1, peer: 'p1' }]);
    expect(now.seats[1]).toMatchObject({ device: true, connected: true });

    const game = value<GameDetail>(await host.dispatch('getGame', { id }));
    const die = Object.keys(game.legalPlaces!.placements).find((d) => d.startsWith('s1') && game.legalPlaces!.placements[d]!.length > 0)!;
    const spot = game.legalPlaces!.placements[die]![0]!;
    const placed = await far('act', { token: claimed.token, id, kind: 'flatline', action: { type: 'place', die, target: spot.target, space: spot.space } });
    expect(code(placed)).toBe('ok');
    const pushed = pushes().at(-1);
    expect(pushed).toMatchObject({ type: 'event', event: { type: 'gameChanged', game: { version: game.version + 1 } } });
    // The friend's push is on its way before the main screens hear the change: the main screen's page
    // carries it on before it draws the die, so no other view waits for that drawing.
    const version = game.version + 1;
    const friendHeard = events.findIndex((e) => e.type === 'farEvent' && e.push.type === 'event' && e.push.event.type === 'gameChanged' && e.push.event.game.version === version);
    const mainHeard = events.findIndex((e) => e.type === 'gameChanged' && e.game.version === version);
    expect([friendHeard >= 0, mainHeard > friendHeard]).toEqual([true, true]);
    // What a friend hears is a device's view: no seed.
    expect(JSON.stringify(pushes())).not.toContain('"seed"');
  });

  it('a friend who took a seat while the table was paused, and listened only after it resumed, hears it resumed', async () => {
    const { host, id, far, pushes } = await farTable();
    value(await host.dispatch('pauseGame', { id }));
    const claimed = value<{ token: string; game: GameDetail }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    expect(claimed.game.paused).toBe(true);
    // The main screen resumes between the friend's seat and its listen: that push went to nobody.
    value(await host.dispatch('resumeGame', { id }));
    expect(pushes()).toEqual([]);
    value(await host.dispatch('farListen', { peer: 'p1', token: claimed.token }));
    expect(pushes()).toEqual([{ type: 'event', event: { type: 'gameChanged', game: expect.objectContaining({ id, paused: false }) } }]);
  });

  it('opens no listener on the Wi-Fi: the room alone shows no local address, and local invitations open beside it on the same seats', async () => {
    const { host, id, status, far, door } = await farTable();
    expect(door).toEqual({ opened: 0, open: false });
    expect(status.url).toBeUndefined();
    expect(status.qrSvg).toBeUndefined();
    const friend = value<{ token: string }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));

    const both = value<Open>(await host.dispatch('openInvitations', { id }));
    expect(door).toEqual({ opened: 1, open: true });
    expect(both).toMatchObject({ code: 'KQ7RM2', url: 'http://192.168.1.20:5198/?join=KQ7RM2', far: { room: status.far!.room, seats: [{ seat: 1, peer: 'p1' }] } });
    expect(both.qrSvg).toContain('<svg');
    // The friend's seat stayed through it.
    expect(code(await far('mySeat', { token: friend.token }))).toBe('ok');
  });

  it('closing a room that was the only invitation closes the game\'s seats, and opens nothing', async () => {
    const { host, far, door } = await farTable();
    const friend = value<{ token: string }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    expect(value(await host.dispatch('closeFarRoom', {}))).toEqual({ open: false });
    expect(value(await host.dispatch('invitationStatus', {}))).toEqual({ open: false });
    expect(code(await far('mySeat', { token: friend.token }))).toBe('far-room-closed');
    expect(door.opened).toBe(0);
  });

  it('a room opened for another game closes the local invitations and their listener', async () => {
    const { host, id, door } = await farTable();
    value(await host.dispatch('openInvitations', { id }));
    const other = value<GameDetail>(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 8 }));
    const moved = value<Open>(await host.dispatch('openFarRoom', { id: other.id }));
    expect(moved).toMatchObject({ id: other.id, far: { seats: [] } });
    expect(moved.url).toBeUndefined();
    expect(door).toEqual({ opened: 1, open: false });
  });

  it('closing the room ends every seat taken from far away at once, and keeps the local ones', async () => {
    const { host, id, far, pushes, guest } = await farTable();
    value(await host.dispatch('openInvitations', { id }));
    const friend = value<{ token: string }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    value(await host.dispatch('farListen', { peer: 'p1', token: friend.token }));
    const local = value<{ token: string }>(await guest('claimSeat', { code: 'KQ7RM2', seat: 0 }));

    const after = value<InvitationStatus>(await host.dispatch('closeFarRoom', {}));
    expect(after).toMatchObject({ open: true, url: 'http://192.168.1.20:5198/?join=KQ7RM2', seats: [{ device: true }, { device: false }] });
    expect(after.open && after.far).toBeUndefined();
    expect(pushes().slice(-2)).toEqual([
      { type: 'event', event: { type: 'seatLost', code: 'far-room-closed', message: 'The host closed the room for friends far away.' } },
      { type: 'ended', final: true },
    ]);
    expect(code(await guest('mySeat', { token: friend.token }))).toBe('invalid-token');
    expect(code(await guest('mySeat', { token: local.token }))).toBe('ok');
    // The room is closed: a friend's call is refused before the gate.
    expect(code(await far('lobby', { code: 'KQ7RM2' }))).toBe('far-room-closed');
    expect(code(value(await host.dispatch('farListen', { peer: 'p1', token: local.token })))).toBe('far-room-closed');
  });

  it('closing the invitations closes the room too', async () => {
    const { host, id, far } = await farTable();
    const friend = value<{ token: string }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    expect(value(await host.dispatch('closeInvitations', {}))).toEqual({ open: false });
    const reopened = value<Open>(await host.dispatch('openInvitations', { id }));
    expect(reopened.far).toBeUndefined();
    expect(code(await far('mySeat', { token: friend.token }))).toBe('far-room-closed');
  });

  it('refuses over the room what the local listener refuses, and nothing changes', async () => {
    const { host, id, far, dataDir } = await farTable();
    const claimed = value<{ token: string }>(await far('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    const game = value<GameDetail>(await host.dispatch('getGame', { id }));
    const die = Object.keys(game.legalPlaces!.placements).find((d) => d.startsWith('s0') && game.legalPlaces!.placements[d]!.length > 0)!;
    const spot = game.legalPlaces!.placements[die]![0]!;
    const place = { type: 'place', die, target: spot.target, space: spot.space };
    const before = dumpDatabase(dataDir);

    // No token; a token that was never issued; another game's; a seat named in the payload; seat 0's die.
    expect(code(await far('act', { id, kind: 'flatline', action: place }))).toBe('invalid-payload');
    expect(code(await far('act', { token: 'A'.repeat(32), id, kind: 'flatline', action: place }))).toBe('invalid-token');
    expect(code(await far('act', { token: claimed.token, id: '00000000-0000-4000-8000-000000000099', kind: 'flatline', action: place }))).toBe('wrong-game');
    expect(code(await far('act', { token: claimed.token, id, kind: 'flatline', seat: 0, action: place }))).toBe('invalid-payload');
    expect(code(await far('act', { token: claimed.token, id, kind: 'flatline', action: place }))).toBe('not-your-seat');
    // A host method, named over the room, is the host's only.
    expect(code(await far('deleteGame', { id }))).toBe('host-only-method');
    // Oversized: the page's frame is refused whole, before the gate.
    expect(code(await host.dispatch('farCall', { peer: 'p1', method: 'act', payload: { token: claimed.token, pad: 'x'.repeat(9000) } }))).toBe('invalid-payload');
    // Wrong join codes count per friend (its own address), as per address on the local listener.
    for (let i = 0; i < 12; i++) await far('lobby', { code: 'ZZZZZZ' }, 'p2');
    expect(code(await far('lobby', { code: 'KQ7RM2' }, 'p2'))).toBe('too-many-tries');
    expect(code(await far('lobby', { code: 'KQ7RM2' }, 'p3'))).toBe('ok');
    expect(dumpDatabase(dataDir)).toEqual(before);
  });
});
