import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '@shared/errors';
import type { InvitationStatus } from '@shared/invitations-api';
import { tempDirs } from '../../store/test-support';
import type { GuestGate } from './guest-gate';
import { dumpDatabase, gameId, SETUP, testHost, value } from '../host.test-support';
import { JoinTries, FREE_TRIES, MAX_ADDRESSES } from './join-tries';
import { ManualClock } from '../clock';
import { SeatBook } from './seat-book';
import type { Seat } from '@shared/players';

// The guests' rules in the services alone, with a stand-in for the guest listener: the checks do
// not depend on the transport.

const dirs = tempDirs('guests');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function invitingHost() {
  let gate: GuestGate | undefined;
  const doors = { opened: 0, closed: 0 };
  const dataDir = dirs.make();
  const made = testHost(dataDir, {
    joinCode: () => 'KQ7RM2',
    guestDoor: async (opened) => {
      gate = opened;
      doors.opened += 1;
      return { url: 'http://192.168.1.20:5198/', close: async () => void (doors.closed += 1) };
    },
  });
  hosts.push(made.host);
  const guest = (method: string, payload: unknown, address = '192.168.1.30'): Promise<Result<unknown>> => gate!.dispatch(method, payload, { address });
  return { ...made, dataDir, doors, guest };
}

const code = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);

describe('invitations', () => {
  it('open with a join code, the address and its QR code; close with every token', async () => {
    const { host, events, guest, doors } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    const status = value<InvitationStatus>(await host.dispatch('openInvitations', { id: gameId(1) }));
    expect(status).toMatchObject({ open: true, id: gameId(1), code: 'KQ7RM2', url: 'http://192.168.1.20:5198/?join=KQ7RM2' });
    expect(status.open && status.qrSvg).toContain('<svg');
    expect(status.open && status.seats).toEqual([
      { seat: 0, name: 'Ada', colour: 'red', device: false, bot: false, connected: false },
      { seat: 1, name: 'Bea', colour: 'blue', device: false, bot: false, connected: false },
    ]);
    const claimed = await guest('claimSeat', { code: ' kq7rm2 ', seat: 1 });
    expect(code(claimed)).toBe('ok');
    const token = (claimed as { value: { token: string } }).value.token;
    expect(events.filter((e) => e.type === 'invitationsChanged').at(-1)).toMatchObject({ status: { seats: [{ device: false }, { device: true }] } });

    expect(value(await host.dispatch('closeInvitations', {}))).toEqual({ open: false });
    expect(doors).toEqual({ opened: 1, closed: 1 });
    expect(code(await guest('mySeat', { token }))).toBe('invalid-token');
    expect(code(await guest('lobby', { code: 'KQ7RM2' }))).toBe('invitations-closed');
  });

  it('to another game end the first: its tokens stop working', async () => {
    const { host, guest } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('openInvitations', { id: gameId(1) }));
    const claimed = await guest('claimSeat', { code: 'KQ7RM2', seat: 0 });
    const token = (claimed as { value: { token: string } }).value.token;
    value(await host.dispatch('openInvitations', { id: gameId(2) }));
    expect(code(await guest('getGame', { token, id: gameId(1) }))).toBe('invalid-token');
  });

  it('refuse what cannot be: no listener, a finished game, a seat not there or taken, a device not there', async () => {
    const plain = testHost(dirs.make());
    hosts.push(plain.host);
    value(await plain.host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    expect(code(await plain.host.dispatch('openInvitations', { id: gameId(1) }))).toBe('invitations-unavailable');

    const { host, guest, dataDir } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('openInvitations', { id: gameId(1) }));
    value(await guest('claimSeat', { code: 'KQ7RM2', seat: 0 }));
    const before = dumpDatabase(dataDir);
    expect(code(await guest('claimSeat', { code: 'KQ7RM2', seat: 0 }))).toBe('seat-taken');
    expect(code(await guest('claimSeat', { code: 'KQ7RM2', seat: 3 }))).toBe('no-such-seat');
    expect(code(await host.dispatch('moveGuest', { id: gameId(1), from: 1, to: 0 }))).toBe('seat-taken');
    expect(code(await host.dispatch('moveGuest', { id: gameId(1), from: 0, to: 4 }))).toBe('no-such-seat');
    expect(code(await host.dispatch('releaseSeat', { id: gameId(1), seat: 1 }))).toBe('seat-not-claimed');
    expect(code(await host.dispatch('releaseSeat', { id: gameId(2), seat: 0 }))).toBe('invitations-closed');
    expect(dumpDatabase(dataDir)).toEqual(before);

    // The counting stand-in wins on "done": then there is nothing to invite to.
    value(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'done' } }));
    expect(code(await host.dispatch('openInvitations', { id: gameId(1) }))).toBe('game-finished');
  });

  it("let a guest pause and continue the game (anyone at a co-operative table may stop it)", async () => {
    const { host, guest } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('openInvitations', { id: gameId(1) }));
    const token = ((await guest('claimSeat', { code: 'KQ7RM2', seat: 0 })) as { value: { token: string } }).value.token;
    expect(await guest('pauseGame', { token, id: gameId(1) })).toMatchObject({ ok: true, value: { paused: true } });
    expect(code(await guest('act', { token, id: gameId(1), kind: 'flatline', action: { type: 'advance' } }))).toBe('game-paused');
    expect(await guest('resumeGame', { token, id: gameId(1) })).toMatchObject({ ok: true, value: { paused: false } });
  });
});

describe('wrong join codes', () => {
  it(`are free ${FREE_TRIES - 1} times; then each try waits, twice as long after each further wrong one; an address apart is not held up`, () => {
    const clock = new ManualClock(0);
    const tries = new JoinTries(clock);
    for (let i = 1; i < FREE_TRIES; i++) tries.wrong('a');
    expect(tries.waitFor('a')).toBe(0);
    tries.wrong('a');
    expect(tries.waitFor('a')).toBe(2_000);
    clock.advance(2_000);
    tries.wrong('a');
    expect(tries.waitFor('a')).toBe(4_000);
    expect(tries.waitFor('b')).toBe(0);
    tries.right('a');
    expect(tries.waitFor('a')).toBe(0);
  });

  it(`never forget an address that must wait, however many others try; the table stays at ${MAX_ADDRESSES} addresses`, () => {
    const clock = new ManualClock(0);
    const tries = new JoinTries(clock);
    for (let i = 0; i < FREE_TRIES; i++) tries.wrong('guesser');
    expect(tries.waitFor('guesser')).toBe(2_000);
    // Thousands of other addresses, one wrong code each: the idle ones make room for each other.
    for (let n = 0; n < 3 * MAX_ADDRESSES; n++) tries.wrong(`10.0.${n >> 8}.${n & 255}`);
    expect(tries.size).toBe(MAX_ADDRESSES);
    expect(tries.waitFor('guesser')).toBe(2_000);
  });

  it('at the gate: a guesser waiting still waits after thousands of other addresses try a code; no seat is taken; a seated device is served', async () => {
    const { host, guest, dataDir } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('openInvitations', { id: gameId(1) }));
    const token = ((await guest('claimSeat', { code: 'KQ7RM2', seat: 0 }, '192.168.1.30')) as { value: { token: string } }).value.token;
    const guesser = '192.168.1.66';
    for (let i = 0; i < FREE_TRIES; i++) expect(code(await guest('lobby', { code: 'AAAAAA' }, guesser))).toBe('wrong-join-code');
    const before = dumpDatabase(dataDir);
    for (let n = 0; n < MAX_ADDRESSES + 100; n++) await guest('lobby', { code: 'BBBBBB' }, `fd00::${n.toString(16)}`);
    expect(code(await guest('claimSeat', { code: 'KQ7RM2', seat: 1 }, guesser))).toBe('too-many-tries');
    expect(dumpDatabase(dataDir)).toEqual(before);
    expect(code(await guest('getGame', { token, id: gameId(1) }))).toBe('ok');
  });

  it('when every address remembered waits, the ones with no room share one count and one wait', () => {
    const clock = new ManualClock(0);
    const tries = new JoinTries(clock);
    for (let n = 0; n < MAX_ADDRESSES; n++) for (let i = 0; i < FREE_TRIES; i++) tries.wrong(`10.1.${n >> 8}.${n & 255}`);
    expect([tries.size, tries.waitFor('10.1.0.0'), tries.waitFor(`10.1.15.255`)]).toEqual([MAX_ADDRESSES, 2_000, 2_000]);
    // New addresses: their first few wrong codes are free between them, then each of them waits.
    expect(tries.waitFor('fd00::1')).toBe(0);
    for (let i = 0; i < FREE_TRIES; i++) tries.wrong(`fd00::${i + 1}`);
    expect([tries.waitFor('fd00::1'), tries.waitFor('fd00::99')]).toEqual([2_000, 2_000]);
    expect(tries.size).toBe(MAX_ADDRESSES);
    // Once the waits are over, a new address makes room for itself again.
    clock.advance(2_000);
    tries.wrong('fd00::99');
    expect([tries.size, tries.waitFor('fd00::99'), tries.waitFor('fd00::1')]).toEqual([MAX_ADDRESSES, 0, 0]);
  });
});

describe('a seat book', () => {
  it('gives each claimed seat its own token, tells its sockets of a move or a release, and counts them as connected', () => {
    let n = 0;
    const book = new SeatBook(gameId(1), 'KQ7RM2', () => `token-${n++}`);
    const seats = SETUP.seats as Seat[];
    const heard: string[] = [];
    const token = book.claim(0);
    const leave = book.connect(token, (event) => heard.push(event.type));
    expect(book.status(seats).map((s) => [s.device, s.connected])).toEqual([
      [true, true],
      [false, false],
    ]);
    book.move(0, 1);
    expect(book.seatOf(token)).toBe(1);
    leave();
    expect(book.status(seats)[1]).toMatchObject({ device: true, connected: false });
    book.connect(token, (event) => heard.push(event.type));
    expect(book.release(1, 'seat-released', 'released')).toBe(true);
    expect(book.seatOf(token)).toBeUndefined();
    expect(heard).toEqual(['seatMoved', 'seatLost']);
  });
});
