import { afterEach, describe, expect, it } from 'vitest';
import { Agent } from 'node:http';
import { connect as connectTcp, type Socket } from 'node:net';
import type { GameDetailOf } from '@shared/games';
import { GUEST_MAX_BODY_BYTES, type GuestSeat } from '@shared/guest-api';
import type { InvitationStatus } from '@shared/invitations-api';
import { tempDirs } from '../store/test-support';
import { countingRules, modulesOf } from '../services/counting-rules.test-support';
import { CODE, guestTable, TWO_SEATS, until, valueOf, type GuestTable, type Reply } from './guests.test-support';
import { GUEST_LIMITS, GUEST_MAX_FRAME_BYTES } from './guest-listener';

// The guest listener is reachable by anyone on the Wi-Fi: every refusal here is clear (a stable
// code and a message) and changes nothing, in the database or in the game.

const dirs = tempDirs('guest-security');
const tables: GuestTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) await table.close();
  dirs.cleanUp();
});

type Flatline = GameDetailOf<'flatline'>;

/** A FLATLINE game in its countdown (dice in the trays), invited, with Ada's device at seat 0. */
async function seated(extra: Parameters<typeof guestTable>[1] = {}) {
  const table = guestTable(dirs.make(), extra);
  tables.push(table);
  const game = await table.call<Flatline>('createGame', { kind: 'flatline', setup: { seats: TWO_SEATS, level: 'standard', timerSeconds: null } });
  const counting = await table.call<Flatline>('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
  await table.invite(game.id);
  const ada = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 0 }));
  /** A legal placement of a die of `seat`. */
  const placeOf = (seat: number) => {
    const die = Object.keys(counting.legalPlaces!.placements).find((d) => d.startsWith(`s${seat}`) && counting.legalPlaces!.placements[d]!.length > 0)!;
    const spot = counting.legalPlaces!.placements[die]![0]!;
    return { type: 'place', die, target: spot.target, space: spot.space };
  };
  return { table, id: game.id, ada, placeOf };
}

/** A bare TCP connection to the listener: what it was sent, and how long after opening it closed. */
function rawConnection(port: number): Promise<{ socket: Socket; received: () => string; closedAfter: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = connectTcp(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closedAfter = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closedAfter }));
    socket.once('error', reject);
  });
}

/** The refusal a reply carries, with its status. */
const refusal = (reply: Reply) => ({ status: reply.status, code: reply.body.ok ? 'none' : reply.body.error?.code });

/** Runs `attempt`, then checks it was refused clearly and that nothing stored or pushed changed. */
async function refusedAndUnchanged(table: GuestTable, attempt: () => Promise<Reply>, status: number, code: string) {
  const before = table.dump();
  const events = table.events.length;
  const reply = await attempt();
  expect(refusal(reply)).toEqual({ status, code });
  expect(reply.body.error?.message.length).toBeGreaterThan(10);
  expect(Object.keys(reply.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  expect(table.dump()).toEqual(before);
  expect(table.events.slice(events).filter((e) => e.type === 'gameChanged')).toEqual([]);
  return reply;
}

describe('the guest API refuses, and changes nothing', () => {
  it('a token used for another game', async () => {
    const { table, ada, placeOf } = await seated();
    const other = await table.call<Flatline>('createGame', { kind: 'flatline', setup: { seats: TWO_SEATS, level: 'standard', timerSeconds: null } });
    await table.call('act', { kind: 'flatline', id: other.id, action: { type: 'advance' } });
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id: other.id, kind: 'flatline', action: placeOf(0) }), 403, 'wrong-game');
    await refusedAndUnchanged(table, () => table.guest('getGame', { token: ada.token, id: other.id }), 403, 'wrong-game');
    await refusedAndUnchanged(table, () => table.guest('pauseGame', { token: ada.token, id: other.id }), 403, 'wrong-game');
  });

  it("an action of another seat (a forged seat), and the clock's tick", async () => {
    const { table, id, ada, placeOf } = await seated();
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: placeOf(1) }), 403, 'not-your-seat');
    const reroll = { type: 'reroll', seat: 1, dice: [placeOf(1).die] };
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: reroll }), 403, 'not-your-seat');
    // A seat's own Done is that seat's: a device cannot say another seat is done.
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'done', seat: 1 } }), 403, 'not-your-seat');
    const tick = { type: 'tick', elapsedMs: 59_000 };
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: tick }), 403, 'guest-action-forbidden');
  });

  it("a forged seat in a FUSE: Countdown action, and the leader's roll from another seat", async () => {
    const table = guestTable(dirs.make());
    tables.push(table);
    const game = await table.call<GameDetailOf<'fuse-countdown'>>('createGame', { kind: 'fuse-countdown', setup: { seats: TWO_SEATS, level: 'training' } });
    await table.call('act', { kind: 'fuse-countdown', id: game.id, action: { type: 'start' } });
    await table.invite(game.id);
    const bea = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 1 }));
    const act = (action: unknown) => () => table.guest('act', { token: bea.token, id: game.id, kind: 'fuse-countdown', action });
    await refusedAndUnchanged(table, act({ type: 'roll' }), 403, 'not-your-seat');
    const rolled = await table.call<GameDetailOf<'fuse-countdown'>>('act', { kind: 'fuse-countdown', id: game.id, action: { type: 'roll' } });
    const placement = rolled.legalPlaces!.placements.find((p) => p.seat === 0)!;
    await refusedAndUnchanged(table, act({ type: 'place', ...placement }), 403, 'not-your-seat');
    await refusedAndUnchanged(table, act({ type: 'decide', seat: 0, option: 'x' }), 403, 'not-your-seat');
  });

  it('a payload that does not fit the schema, and a body past the cap (answered at once, connection closed)', async () => {
    const { table, id, ada } = await seated();
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'place', die: 's0d0' } }), 400, 'invalid-payload');
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'advance' }, seat: 1 }), 400, 'invalid-payload');
    await refusedAndUnchanged(table, () => table.guest('claimSeat', { code: CODE, seat: 9 }), 400, 'invalid-payload');
    const huge = { token: ada.token, id, kind: 'flatline', action: { type: 'decide', option: 'x'.repeat(GUEST_MAX_BODY_BYTES) } };
    const reply = await refusedAndUnchanged(table, () => table.guest('act', huge), 413, 'payload-too-large');
    expect(reply.headers.connection).toBe('close');
  });

  it('an oversized frame on the event socket closes it (1009)', async () => {
    const { table, ada } = await seated();
    const opened = await table.socket(ada.token);
    if (!('ws' in opened)) throw new Error('refused');
    const before = table.dump();
    opened.ws.send('x'.repeat(GUEST_MAX_FRAME_BYTES + 1));
    expect(await opened.closed).toBe(1009);
    expect(table.dump()).toEqual(before);
  });

  it('a flooding connection: slowed (429), then closed', async () => {
    const { table, id, ada } = await seated({ flood: { burst: 5, perSecond: 0.1, strikes: 3, slowMs: 20 } });
    const before = table.dump();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const codes: string[] = [];
    let closedAt = -1;
    for (let i = 0; i < 12; i++) {
      try {
        const reply = await table.guest('getGame', { token: ada.token, id }, { agent });
        codes.push(reply.body.ok ? 'ok' : reply.body.error!.code);
        if (reply.headers.connection === 'close') closedAt = i;
      } catch {
        codes.push('closed');
      }
      if (closedAt >= 0) break;
    }
    agent.destroy();
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'slow-down', 'slow-down', 'slow-down', 'slow-down']);
    expect(closedAt).toBe(8);
    expect(table.dump()).toEqual(before);
  });

  it('a flood of connections: a full table behind one address is served, one past the cap is answered 503 and closed at once', async () => {
    const { table, id, ada } = await seated();
    const before = table.dump();
    const held = await Promise.all(Array.from({ length: GUEST_LIMITS.connectionsPerAddress - 1 }, () => rawConnection(table.port)));
    // The last connection the cap allows is still served (five phones of seven connections each fit).
    expect(GUEST_LIMITS.connectionsPerAddress).toBeGreaterThanOrEqual(5 * 7);
    expect(valueOf<{ id: string }>(await table.guest('getGame', { token: ada.token, id })).id).toBe(id);
    const last = await rawConnection(table.port);
    const over = await rawConnection(table.port);
    const closedAfter = await over.closedAfter;
    expect(closedAfter).toBeLessThan(1_000);
    expect(over.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(over.received().split('\r\n\r\n')[1]!)).toMatchObject({ ok: false, error: { code: 'too-many-connections' } });
    expect(table.dump()).toEqual(before);
    for (const client of [...held, last]) client.socket.destroy();
  });

  it('a stream of frames on the event socket closes it (1008)', async () => {
    const { table, ada } = await seated({ flood: { burst: 3, perSecond: 0.1, strikes: 3, slowMs: 20 } });
    const opened = await table.socket(ada.token);
    if (!('ws' in opened)) throw new Error('refused');
    for (let i = 0; i < 5; i++) opened.ws.send('hi');
    expect(await opened.closed).toBe(1008);
  });

  it("a guest calling one of the host's methods, on the guest path or the host's", async () => {
    const { table, id, ada } = await seated();
    for (const [method, payload] of [
      ['deleteGame', { id }],
      ['listGames', {}],
      ['exportGame', { id }],
      ['importGame', { text: '{}' }],
      ['saveProfile', { name: 'Eve', colour: 'red' }],
      ['setTableSettings', { pace: 'fast' }],
      ['releaseSeat', { id, seat: 0 }],
      ['openInvitations', { id }],
    ] as const) {
      await refusedAndUnchanged(table, () => table.guest(method, { ...payload, token: ada.token }), 403, 'host-only-method');
      await refusedAndUnchanged(table, () => table.send(`/api/${method}`, { body: JSON.stringify(payload) }), 403, 'host-only');
    }
    await refusedAndUnchanged(table, () => table.guest('dropTables', { token: ada.token }), 400, 'unknown-method');
    const events = await table.send('/events', { method: 'GET' });
    expect(refusal(events)).toEqual({ status: 403, code: 'host-only' });
  });

  it('joining after the invitations closed: the listener is gone, the old code and token do not work when they reopen', async () => {
    const { table, id, ada } = await seated();
    const gate = table.gate!;
    expect(await table.call<InvitationStatus>('closeInvitations')).toEqual({ open: false });
    // The listener is closed: nothing answers on its port any more.
    await expect(table.guest('lobby', { code: CODE })).rejects.toThrow(/ECONNREFUSED/);
    // What the services answer a call that still reached them.
    expect(await gate.dispatch('claimSeat', { code: CODE, seat: 1 }, { address: '127.0.0.1' })).toMatchObject({ ok: false, error: { code: 'invitations-closed' } });
    expect(await gate.dispatch('act', { token: ada.token, id, kind: 'flatline', action: { type: 'hold' } }, { address: '127.0.0.1' })).toMatchObject({ ok: false, error: { code: 'invalid-token' } });

    // Invited again: a new listener, and Ada's old token is not a seat of it.
    await table.invite(id);
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'hold' } }), 401, 'invalid-token');
    await refusedAndUnchanged(table, () => table.guest('mySeat', { token: ada.token }), 401, 'invalid-token');
  });

  it('wrong join codes: a few, then each try must wait (even with the right code), and no seat is taken', async () => {
    const { table } = await seated();
    for (let i = 0; i < 4; i++) await refusedAndUnchanged(table, () => table.guest('claimSeat', { code: 'AAAAAA', seat: 1 }), 403, 'wrong-join-code');
    await refusedAndUnchanged(table, () => table.guest('lobby', { code: 'BBBBBB' }), 403, 'wrong-join-code');
    const limited = await refusedAndUnchanged(table, () => table.guest('claimSeat', { code: CODE, seat: 1 }), 429, 'too-many-tries');
    expect(limited.headers['retry-after']).toBe('2');
    let status = await table.call<InvitationStatus>('invitationStatus');
    expect(status.open && status.seats.map((s) => s.device)).toEqual([true, false]);
    // Once the wait has passed, the right code works again.
    table.clock.advance(2_000);
    expect(refusal(await table.guest('claimSeat', { code: CODE, seat: 1 }))).toEqual({ status: 200, code: 'none' });
    status = await table.call<InvitationStatus>('invitationStatus');
    expect(status.open && status.seats.map((s) => s.device)).toEqual([true, true]);
  });

  it('a released token, at once, on its calls and its socket', async () => {
    const { table, id, ada, placeOf } = await seated();
    const opened = await table.socket(ada.token);
    if (!('ws' in opened)) throw new Error('refused');
    const released = await table.call<InvitationStatus>('releaseSeat', { id, seat: 0 });
    expect(released.open && released.seats[0]).toMatchObject({ device: false, connected: false });
    expect(await opened.closed).toBe(4001);
    expect(opened.events.at(-1)).toMatchObject({ type: 'seatLost', code: 'seat-released' });
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: placeOf(0) }), 401, 'invalid-token');
    expect(await table.socket(ada.token)).toMatchObject({ status: 401 });
    // The seat is free again: the main screen may play it.
    expect((await table.host.dispatch('act', { kind: 'flatline', id, action: placeOf(0) })).ok).toBe(true);
  });

  it('a WebSocket from another origin, or from no page at all; a request for another Host or from another Origin', async () => {
    const { table, id, ada } = await seated();
    for (const headers of [{ origin: 'http://evil.example' }, {}, { origin: `http://localhost:${table.port}` }] as Record<string, string>[]) {
      const refused = await table.socket(ada.token, headers);
      expect(refused).toMatchObject({ status: 403 });
      if ('body' in refused) expect(JSON.parse(refused.body)).toMatchObject({ ok: false, error: { code: 'forbidden-origin' } });
    }
    const status = await table.call<InvitationStatus>('invitationStatus');
    expect(status.open && status.seats[0]!.connected).toBe(false);
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'hold' } }, { headers: { origin: 'http://evil.example' } }), 403, 'forbidden-origin');
    await refusedAndUnchanged(table, () => table.guest('lobby', { code: CODE }, { headers: { host: `evil.example:${table.port}` } }), 403, 'forbidden-host');
  });
});

describe('seats and the main screen', () => {
  it('the main screen may not act for a seat played from a device; a moved device plays its new seat', async () => {
    const { table, id, ada, placeOf } = await seated();
    const before = table.dump();
    expect(await table.host.dispatch('act', { kind: 'flatline', id, action: placeOf(0) })).toMatchObject({ ok: false, error: { code: 'seat-played-from-device' } });
    expect(table.dump()).toEqual(before);

    const moved = await table.call<InvitationStatus>('moveGuest', { id, from: 0, to: 1 });
    expect(moved.open && moved.seats.map((s) => s.device)).toEqual([false, true]);
    expect(valueOf<GuestSeat>(await table.guest('mySeat', { token: ada.token })).seat).toBe(1);
    await refusedAndUnchanged(table, () => table.guest('act', { token: ada.token, id, kind: 'flatline', action: placeOf(0) }), 403, 'not-your-seat');
    expect(refusal(await table.guest('act', { token: ada.token, id, kind: 'flatline', action: placeOf(1) }))).toEqual({ status: 200, code: 'none' });
  });

  it('invitations close, and the listener with them, when the game is deleted', async () => {
    const { table, id, ada } = await seated();
    const opened = await table.socket(ada.token);
    if (!('ws' in opened)) throw new Error('refused');
    await table.call('deleteGame', { id });
    expect(await opened.closed).toBe(4001);
    expect(opened.events.at(-1)).toMatchObject({ type: 'seatLost', code: 'game-deleted' });
    await until(() => table.events.some((e) => e.type === 'invitationsChanged' && !e.status.open));
    expect(await table.call<InvitationStatus>('invitationStatus')).toEqual({ open: false });
    await expect(table.guest('lobby', { code: CODE })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('invitations close when the game ends: every token stops working, the listener closes', async () => {
    const table = guestTable(dirs.make(), { modules: modulesOf(countingRules) });
    tables.push(table);
    const game = await table.call<{ id: string }>('createGame', { kind: 'flatline', setup: { seats: TWO_SEATS } });
    await table.invite(game.id);
    const ada = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 0 }));
    const opened = await table.socket(ada.token);
    if (!('ws' in opened)) throw new Error('refused');
    // The counting stand-in loses on the answer "lose", a table action any seat may send.
    const lost = valueOf<{ status: string }>(await table.guest('act', { token: ada.token, id: game.id, kind: 'flatline', action: { type: 'decide', option: 'lose' } }));
    expect(lost.status).toBe('lost');
    expect(await opened.closed).toBe(4001);
    // The game as it stood when the socket opened, the losing move, then the seat's end.
    expect(opened.events.map((e) => e.type)).toEqual(['gameChanged', 'gameChanged', 'seatLost']);
    expect(opened.events.at(-1)).toMatchObject({ code: 'game-over' });
    await until(() => table.events.some((e) => e.type === 'invitationsChanged' && !e.status.open));
    await expect(table.guest('mySeat', { token: ada.token })).rejects.toThrow(/ECONNREFUSED/);
    expect(await table.host.dispatch('openInvitations', { id: game.id })).toMatchObject({ ok: false, error: { code: 'game-finished' } });
  });
});
