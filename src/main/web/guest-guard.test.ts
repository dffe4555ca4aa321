import { afterEach, describe, expect, it } from 'vitest';
import { connect as connectTcp, type Socket } from 'node:net';
import type { GameDetailOf } from '@shared/games';
import type { GuestEvent, GuestSeat } from '@shared/guest-api';
import type { WebSocket } from 'ws';
import { tempDirs } from '../store/test-support';
import { CODE, guestTable, TWO_SEATS, until, valueOf, type GuestTable, type GuestTableOptions } from './guests.test-support';
import { GUEST_LIMITS, GUEST_SOCKET_REPLACED, MAX_GUEST_SOCKETS } from './guest-listener';
import { GUEST_CALL_LIMITS } from '../services/guests/guest-limits';
import { GAME_MODULES, type GameModules } from '../engine/registry';
import { flatlineModule } from '../engine/flatline/module';
import type { InvitationStatus } from '@shared/invitations-api';
import type { Hint } from '@shared/hints-api';
import { SECURITY_HEADERS } from './security-headers';

// What a device on the same Wi-Fi meets at the listener's door, past the cases of
// guest-security.test.ts: only its own address as Host, the security headers on every answer (the
// ones Node writes and the ones written straight to a socket), and new connections limited per
// address. Each refusal changes nothing, and another seat is served all along.

const dirs = tempDirs('guest-guard');
const tables: GuestTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) await table.close();
  dirs.cleanUp();
});

type Flatline = GameDetailOf<'flatline'>;

/** A FLATLINE game in its countdown, invited, with Ada's device at seat 0 and Bea's at seat 1. */
async function twoDevices(options: GuestTableOptions = {}, timerSeconds: number | null = null) {
  const table = guestTable(dirs.make(), options);
  tables.push(table);
  const game = await table.call<Flatline>('createGame', { kind: 'flatline', setup: { seats: TWO_SEATS, level: 'standard', timerSeconds } });
  const counting = await table.call<Flatline>('act', { kind: 'flatline', id: game.id, action: { type: 'advance' } });
  await table.invite(game.id);
  const ada = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 0 }));
  const bea = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 1 }));
  return { table, id: game.id, counting, ada, bea };
}

/** Bea's device is served: her game comes back, at the version the table is at. */
async function beaServed(table: GuestTable, id: string, token: string): Promise<void> {
  const reply = await table.guest('getGame', { token, id });
  expect([reply.status, valueOf<{ id: string }>(reply).id]).toEqual([200, id]);
}

/** Every security header, on a Node response's headers (names in lower case). */
function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
}

/** The headers of a raw HTTP answer's text, names in lower case. */
function rawHeaders(text: string): Record<string, string> {
  const [head = ''] = text.split('\r\n\r\n', 1);
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

/** Sends `text` on a bare TCP connection to the listener and resolves with everything it answers before closing. */
function rawExchange(address: string, port: number, text: string | null, localAddress?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connectTcp({ host: address, port, ...(localAddress ? { localAddress } : {}) });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
    socket.once('connect', () => {
      if (text !== null) socket.write(text);
    });
  });
}

describe('the listener answers only its own address', () => {
  it('a loopback name as Host is refused when the listener is at another address, and nothing changes', async () => {
    // 127.0.0.2 is this machine too (Linux loops back all of 127/8), but not a name a phone would use.
    const { table, id, ada, bea } = await twoDevices({ listenHost: '127.0.0.2' });
    const before = table.dump();
    for (const host of [`localhost:${table.port}`, `127.0.0.1:${table.port}`, `[::1]:${table.port}`, `LocalHost:${table.port}`]) {
      const reply = await table.guest('getGame', { token: ada.token, id }, { headers: { host } });
      expect([reply.status, reply.body.error?.code], host).toEqual([403, 'forbidden-host']);
      expectSecurityHeaders(reply.headers);
      const socket = await table.socket(ada.token, { host, origin: `http://${host}` });
      expect('status' in socket && socket.status, host).toBe(403);
    }
    expect(table.dump()).toEqual(before);
    await beaServed(table, id, bea.token);
  });
});

describe('every answer carries the security headers', () => {
  it('a refused WebSocket upgrade: another origin, another path, a bad token', async () => {
    const { table, id, ada, bea } = await twoDevices();
    const before = table.dump();
    const origin = `http://${table.address}:${table.port}`;
    for (const [headers, token, status] of [
      [{ origin: 'http://evil.example' }, ada.token, 403],
      [{ origin }, 'not-a-token', 401],
    ] as const) {
      const refused = await table.socket(token, headers);
      if (!('status' in refused)) throw new Error('the socket opened');
      expect(refused.status).toBe(status);
      expectSecurityHeaders(refused.headers);
    }
    const wrongPath = await rawExchange(table.address, table.port, `GET /elsewhere HTTP/1.1\r\nHost: ${table.address}:${table.port}\r\nOrigin: ${origin}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`);
    expect(wrongPath).toMatch(/^HTTP\/1\.1 404 /);
    expectSecurityHeaders(rawHeaders(wrongPath));
    expect(table.dump()).toEqual(before);
    await beaServed(table, id, bea.token);
  });

  it("what Node refuses itself: a request that is not HTTP (400), headers that never finish (408)", async () => {
    const { table, id, bea } = await twoDevices({ limits: { headersTimeoutMs: 300, requestTimeoutMs: 600, checkEveryMs: 50 } });
    const before = table.dump();
    const garbage = await rawExchange(table.address, table.port, 'HELLO THERE\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(rawHeaders(garbage));
    expect(JSON.parse(garbage.split('\r\n\r\n')[1]!)).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const slow = await rawExchange(table.address, table.port, `POST /guest/getGame HTTP/1.1\r\nHost: ${table.address}:${table.port}\r\n`);
    expect(slow).toMatch(/^HTTP\/1\.1 408 /);
    expectSecurityHeaders(rawHeaders(slow));
    expect(table.dump()).toEqual(before);
    await beaServed(table, id, bea.token);
  });

  it('one connection past the cap from one address (503)', async () => {
    const { table, id, bea } = await twoDevices({ limits: { connectionsPerAddress: 3 } });
    // Three held open from 127.0.0.3; the fourth is answered at once and closed.
    const held = await Promise.all([0, 1, 2].map(() => openRaw(table, '127.0.0.3')));
    const over = await rawExchange(table.address, table.port, null, '127.0.0.3');
    expect(over).toMatch(/^HTTP\/1\.1 503 /);
    expectSecurityHeaders(rawHeaders(over));
    for (const socket of held) socket.destroy();
    await beaServed(table, id, bea.token);
  });
});

/** A bare connection held open from `localAddress`. */
function openRaw(table: GuestTable, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp({ host: table.address, port: table.port, localAddress });
    socket.once('connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

describe('new connections are limited per address', () => {
  it('an address opening a connection per request is held to its rate (429, closed at once); another address is served', async () => {
    // The listener's own figures (GUEST_LIMITS.newConnections) are a pace in real time; here the pace
    // is all but stopped, so that exactly the burst is served however long the connections take.
    const burst = 20;
    expect(GUEST_LIMITS.newConnections).toEqual({ burst: 100, perSecond: 25 });
    const { table, id, bea } = await twoDevices({ limits: { newConnections: { burst, perSecond: 0.001 } } });
    const before = table.dump();
    // From 127.0.0.4, all at once: the burst is answered, the rest refused at the door.
    const answers = await Promise.all(
      Array.from({ length: burst + 30 }, () => rawExchange(table.address, table.port, `GET / HTTP/1.1\r\nHost: ${table.address}:${table.port}\r\nConnection: close\r\n\r\n`, '127.0.0.4')),
    );
    const statuses = answers.map((text) => Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0));
    expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 429).length]).toEqual([burst, 30]);
    const refused = answers.find((_, i) => statuses[i] === 429)!;
    expect(JSON.parse(refused.split('\r\n\r\n')[1]!)).toMatchObject({ ok: false, error: { code: 'slow-down' } });
    expectSecurityHeaders(rawHeaders(refused));
    expect(table.dump()).toEqual(before);
    // Bea, at her own address, is served at once.
    await beaServed(table, id, bea.token);
  });
});


/** A legal placement of one of `seat`'s dice in the countdown `game` shows. */
function placeOf(game: Flatline, seat: number) {
  const die = Object.keys(game.legalPlaces!.placements).find((d) => d.startsWith(`s${seat}`) && game.legalPlaces!.placements[d]!.length > 0)!;
  const spot = game.legalPlaces!.placements[die]![0]!;
  return { type: 'place', die, target: spot.target, space: spot.space };
}

describe('a token holds a couple of event sockets, never the table\'s', () => {
  it(`one token opening socket after socket keeps ${GUEST_CALL_LIMITS.socketsPerToken}, each new one replacing its oldest; another seat's phone reconnects; no drop is counted`, async () => {
    const { table, id, ada, bea } = await twoDevices({}, 60);
    await table.call('setTableSettings', { pace: 'normal', pauseOnDrop: true });
    const opened: { ws: WebSocket; events: GuestEvent[]; closed: Promise<number> }[] = [];
    for (let i = 0; i < MAX_GUEST_SOCKETS; i++) {
      const socket = await table.socket(ada.token);
      if (!('ws' in socket)) throw new Error(`socket ${i} refused: ${socket.status}`);
      opened.push(socket);
    }
    const closes = await Promise.all(opened.slice(0, -GUEST_CALL_LIMITS.socketsPerToken).map((s) => s.closed));
    expect(new Set(closes)).toEqual(new Set([GUEST_SOCKET_REPLACED]));
    expect(opened.slice(-GUEST_CALL_LIMITS.socketsPerToken).map((s) => s.ws.readyState)).toEqual([1, 1]);
    // Bea's phone finds its place, and Ada's still hears the game.
    const beaSocket = await table.socket(bea.token);
    expect('ws' in beaSocket).toBe(true);
    await table.guest('act', { token: bea.token, id, kind: 'flatline', action: placeOf(await table.call<Flatline>('getGame', { id }), 1) });
    await until(() => opened.at(-1)!.events.some((e) => e.type === 'gameChanged'));
    // Replaced sockets are no dropped device: the countdown runs on (the table pauses when a device drops).
    const game = await table.call<Flatline>('getGame', { id });
    expect([game.paused, game.clock.running]).toEqual([false, true]);
    const status = await table.call<InvitationStatus>('invitationStatus');
    expect(status.open && status.seats.map((s) => s.connected)).toEqual([true, true]);
  });
});

describe('calls are limited per token', () => {
  it(`a device calling without pause is answered ${GUEST_CALL_LIMITS.calls.burst} times, then "slow down" (429), whatever connection it uses; nothing changes; another seat is served`, async () => {
    const { table, id, ada, bea, counting } = await twoDevices();
    const before = table.dump();
    const replies = [];
    for (let i = 0; i < GUEST_CALL_LIMITS.calls.burst + 10; i++) replies.push(await table.guest('getGame', { token: ada.token, id }));
    expect(replies.map((r) => r.status)).toEqual([...Array(GUEST_CALL_LIMITS.calls.burst).fill(200), ...Array(10).fill(429)]);
    const refused = replies.at(-1)!;
    expect(refused.body.error).toMatchObject({ code: 'slow-down' });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // An action past the limit is refused too, and changes nothing.
    expect((await table.guest('act', { token: ada.token, id, kind: 'flatline', action: placeOf(counting, 0) })).status).toBe(429);
    expect(table.dump()).toEqual(before);
    await beaServed(table, id, bea.token);
    // The pace comes back with time: ten calls a second.
    table.clock.advance(1_000);
    expect((await table.guest('act', { token: ada.token, id, kind: 'flatline', action: placeOf(counting, 0) })).status).toBe(200);
  });
});

describe("hints are limited per seat, in the host's time they take, and shared", () => {
  /** The real game, whose hints take `costMs` of the host's time each (the clock moves on while one is worked out). */
  async function hintingTable(costMs: number) {
    let worked = 0;
    const held: { clock?: { advance(ms: number): void } } = {};
    const counted = {
      ...flatlineModule,
      advice: {
        advise: (...args: Parameters<NonNullable<typeof flatlineModule.advice>['advise']>) => {
          worked++;
          held.clock?.advance(costMs);
          return flatlineModule.advice!.advise(...args);
        },
      },
    };
    // A deal whose first round leaves the re-roll track open: asking for a die and withdrawing moves the game on.
    const seated = await twoDevices({ modules: { ...GAME_MODULES, flatline: counted } as unknown as GameModules, newSeed: () => 7 });
    held.clock = seated.table.clock;
    return { ...seated, worked: () => worked, hints: (token: string) => seated.table.guest('askHint', { token, id: seated.id }) };
  }
  /** Ada asks the table for a die, or stops asking: the game stands somewhere new. */
  const moveOn = async (t: Awaited<ReturnType<typeof hintingTable>>) => {
    const game = await t.table.call<Flatline>('getGame', { id: t.id });
    const asking = game.state.countdown.asks?.includes(0) === true;
    valueOf(await t.table.guest('act', { token: t.ada.token, id: t.id, kind: 'flatline', action: { type: asking ? 'withdraw-ask' : 'ask-die', seat: 0 } }));
  };

  it('asked again and again where the game stands, a hint is worked out once and counted once', async () => {
    const t = await hintingTable(150);
    const shown = () => (t.table.dump().games as { hints_shown: number }[])[0]!.hints_shown;
    const first = valueOf<Hint>(await t.hints(t.ada.token));
    for (let i = 0; i < 8; i++) expect(valueOf<Hint>(await t.hints(t.ada.token))).toEqual(first);
    expect([t.worked(), shown()]).toEqual([1, 1]);
  });

  it('costly new hints, one after another, until the seat has spent its share; then "slow down", nothing written; another seat is served; later, its turn again', async () => {
    const { burst, perSecond } = GUEST_CALL_LIMITS.hintMs;
    const t = await hintingTable(160);
    // A costly hint may start while some of the seat's share is left: 300 ms at once is two of them.
    let asked = 0;
    for (;;) {
      const reply = await t.hints(t.ada.token);
      if (reply.status !== 200) {
        expect([reply.status, reply.body.error?.code]).toEqual([429, 'slow-down']);
        expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        break;
      }
      asked++;
      await moveOn(t);
    }
    expect([asked, t.worked()]).toEqual([Math.ceil(burst / 160), Math.ceil(burst / 160)]);
    const before = t.table.dump();
    expect((await t.hints(t.ada.token)).status).toBe(429);
    expect([t.worked(), t.table.dump()]).toEqual([asked, before]);
    // Bea's seat has a share of its own.
    expect(valueOf<Hint>(await t.hints(t.bea.token)).seats).toEqual([1]);
    // Once a costly hint's worth of time is earned back, Ada's turn has come again.
    t.table.clock.advance((160 / perSecond) * 1000);
    expect((await t.hints(t.ada.token)).status).toBe(200);
  });

  it("a hint sent back that another seat's act left standing is kept though the seat's share is spent; one that no longer stands waits its turn", async () => {
    const t = await hintingTable(400);
    const first = valueOf<Hint>(await t.hints(t.ada.token));
    expect(first.action).not.toBeNull();
    // The one costly hint overdrew Ada's share: a new one must wait.
    await moveOn(t);
    expect((await t.hints(t.ada.token)).status).toBe(429);
    const sendBack = (action: Hint['action']) => t.table.guest('askHint', { token: t.ada.token, id: t.id, shown: { kind: 'flatline', action } });
    // The game moved on and Ada's hint still stands: sent back, it is kept, nothing worked out, nothing written.
    const before = t.table.dump();
    const kept = await sendBack(first.action);
    expect([kept.status, (kept.body.value as { kept?: boolean }).kept]).toEqual([200, true]);
    expect([t.worked(), t.table.dump()]).toEqual([1, before]);
    // Ada plays it: sent back now, it no longer stands, and the new hint in its place waits its turn.
    valueOf(await t.table.guest('act', { token: t.ada.token, id: t.id, kind: 'flatline', action: first.action }));
    const refused = await sendBack(first.action);
    expect([refused.status, refused.body.error?.code]).toEqual([429, 'slow-down']);
    expect(t.worked()).toBe(1);
  });

  it('cheap hints come as often as a player asks: forty new ones in eight seconds', async () => {
    const t = await hintingTable(3);
    for (let i = 0; i < 40; i++) {
      expect((await t.hints(t.ada.token)).status).toBe(200);
      await moveOn(t);
      t.table.clock.advance(200);
    }
    expect(t.worked()).toBe(40);
  });
});

/** How the latest countdown ended, as the log says. */
const endedBy = (game: Flatline) => game.state.log.findLast((e) => e.code === 'countdown-ended')?.params.by;

/** The unplaced dice of `seat` in the game as it stands. */
const trayOf = (game: Flatline, seat: number) => game.state.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').map((d) => d.id);

describe("a device's Done is its own seat's", () => {
  it("the Done that ends the countdown for every seat is refused from a device, changing nothing; the seat's own Done waits for the others", async () => {
    const { table, id, ada, bea } = await twoDevices();
    const before = table.dump();
    const refused = await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'done' } });
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'guest-action-forbidden']);
    expect(table.dump()).toEqual(before);
    await beaServed(table, id, bea.token);
    // Ada's own Done: Bea still holds dice, so the countdown goes on until she is done too.
    const adaDone = valueOf<Flatline>(await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'done', seat: 0 } }));
    expect([adaDone.state.stop, adaDone.state.countdown.ready]).toEqual(['countdown', [0]]);
    const both = valueOf<Flatline>(await table.guest('act', { token: bea.token, id, kind: 'flatline', action: { type: 'done', seat: 1 } }));
    expect([both.state.stop === 'countdown', endedBy(both)]).toEqual([false, 'done']);
  });

  it("the main screen's Done still ends the countdown at once", async () => {
    const { table, id } = await twoDevices();
    const ended = await table.call<Flatline>('act', { kind: 'flatline', id, action: { type: 'done' } });
    expect([ended.state.stop === 'countdown', endedBy(ended)]).toEqual([false, 'done']);
  });
});

describe("a die is its owner's: sacrificed for another seat's re-roll only once its player offers it", () => {
  it("a device's re-roll with another seat's die is refused, and so is the main screen's with a die a device plays; nothing changes", async () => {
    const { table, id, ada, bea, counting } = await twoDevices({ newSeed: () => 7 });
    const beaDie = trayOf(counting, 1)[0]!;
    const reroll = { type: 'reroll', seat: 0, dice: trayOf(counting, 0), sacrifice: beaDie };
    let before = table.dump();
    const refused = await table.guest('act', { token: ada.token, id, kind: 'flatline', action: reroll });
    expect([refused.status, refused.body.error?.code, refused.body.error?.params]).toEqual([403, 'die-not-offered', { seat: 1 }]);
    expect(table.dump()).toEqual(before);
    // Ada asks, then offers Bea's die to herself from her own device: not hers to offer.
    await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'ask-die', seat: 0 } });
    before = table.dump();
    const forged = await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'offer-die', die: beaDie, to: 0 } });
    expect([forged.status, forged.body.error?.code]).toEqual([403, 'not-your-seat']);
    expect(table.dump()).toEqual(before);
    await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'withdraw-ask', seat: 0 } });
    // The main screen, for a seat no device plays now, with a die Bea's device plays.
    await table.call('releaseSeat', { id, seat: 0 });
    before = table.dump();
    expect(await table.host.dispatch('act', { kind: 'flatline', id, action: reroll })).toMatchObject({ ok: false, error: { code: 'seat-played-from-device', params: { seat: 1 } } });
    expect(table.dump()).toEqual(before);
    await beaServed(table, id, bea.token);
    // Back at one screen (Bea's device released too), the main screen re-rolls with any player's die, as it always could.
    await table.call('releaseSeat', { id, seat: 1 });
    expect((await table.call<Flatline>('act', { kind: 'flatline', id, action: reroll })).state.rerollTrack[0]).toBe(beaDie);
  });

  it('Ada asks, Bea offers from her phone, Ada accepts with her re-roll: every view hears each step', async () => {
    // A deal whose first round leaves the re-roll track open.
    const { table, id, ada, bea, counting } = await twoDevices({ newSeed: () => 7 });
    const adaSocket = await table.socket(ada.token);
    const beaSocket = await table.socket(bea.token);
    if (!('ws' in adaSocket) || !('ws' in beaSocket)) throw new Error('a socket was refused');
    const asked = valueOf<Flatline>(await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'ask-die', seat: 0 } }));
    expect(asked.state.countdown.asks).toEqual([0]);
    await until(() => beaSocket.events.some((e) => e.type === 'gameChanged' && (e.game as Flatline).state.countdown.asks?.includes(0) === true));
    const beaDie = trayOf(counting, 1)[0]!;
    const offered = valueOf<Flatline>(await table.guest('act', { token: bea.token, id, kind: 'flatline', action: { type: 'offer-die', die: beaDie, to: 0 } }));
    expect(offered.state.countdown.offers).toEqual([{ die: beaDie, to: 0 }]);
    await until(() => adaSocket.events.some((e) => e.type === 'gameChanged' && (e.game as Flatline).state.countdown.offers?.length === 1));
    const rerolled = valueOf<Flatline>(await table.guest('act', { token: ada.token, id, kind: 'flatline', action: { type: 'reroll', seat: 0, dice: trayOf(counting, 0), sacrifice: beaDie } }));
    expect(rerolled.state.rerollTrack[0]).toBe(beaDie);
    expect([rerolled.state.countdown.asks, rerolled.state.countdown.offers]).toEqual([undefined, undefined]);
    const saved = (table.dump().game_actions as { action: string }[]).map((row) => (JSON.parse(row.action) as { type: string }).type);
    expect(saved.slice(-3)).toEqual(['ask-die', 'offer-die', 'reroll']);
  });
});
