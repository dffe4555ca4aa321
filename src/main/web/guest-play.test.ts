import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { GuestGame, GuestSeat, Lobby } from '@shared/guest-api';
import type { InvitationStatus } from '@shared/invitations-api';
import { tempDirs } from '../store/test-support';
import { CODE, guestTable, TWO_SEATS, until, valueOf, type GuestTable } from './guests.test-support';

// Two people at their own devices play their own dice through the guest API, over real HTTP and
// WebSockets, and the main screen sees every move.

const dirs = tempDirs('guest-play');
const tables: GuestTable[] = [];
afterEach(async () => {
  for (const table of tables.splice(0)) await table.close();
  dirs.cleanUp();
});

function open() {
  const table = guestTable(dirs.make());
  tables.push(table);
  return table;
}

/** Both guests read the lobby and claim seats 0 and 1; their event sockets open. */
async function seatBoth(table: GuestTable, id: string) {
  const invited = await table.invite(id);
  expect(invited).toMatchObject({ open: true, id, code: CODE, url: `http://127.0.0.1:${table.port}/?join=${CODE}` });
  expect(invited.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

  const lobby = valueOf<Lobby>(await table.guest('lobby', { code: CODE.toLowerCase() }));
  expect(lobby.seats.map((s) => [s.name, s.device])).toEqual([
    ['Ada', false],
    ['Bea', false],
  ]);
  const ada = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 0 }));
  const bea = valueOf<GuestSeat & { token: string }>(await table.guest('claimSeat', { code: CODE, seat: 1 }));
  expect(ada.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(ada.token).not.toBe(bea.token);
  // The guest's view leaves out the seed the dice come from.
  expect('seed' in ada.game).toBe(false);
  // Who holds the other seats, as the next guest sees it.
  expect(valueOf<Lobby>(await table.guest('lobby', { code: CODE })).seats.map((s) => s.device)).toEqual([true, true]);

  const adaSocket = await table.socket(ada.token);
  const beaSocket = await table.socket(bea.token);
  if (!('ws' in adaSocket) || !('ws' in beaSocket)) throw new Error('the sockets were refused');
  const status = await table.call<InvitationStatus>('invitationStatus');
  expect(status.open && status.seats.map((s) => [s.seat, s.device, s.connected])).toEqual([
    [0, true, true],
    [1, true, true],
  ]);
  // A reload comes back to the same seat.
  expect(valueOf<GuestSeat>(await table.guest('mySeat', { token: bea.token })).seat).toBe(1);
  return { ada, bea, adaSocket, beaSocket };
}

describe('two guests at their own devices', () => {
  it('each place their own die in a FLATLINE game, seen by the main screen', async () => {
    const table = open();
    const created = await table.call<GameDetailOf<'flatline'>>('createGame', { kind: 'flatline', setup: { seats: TWO_SEATS, level: 'standard', timerSeconds: null } });
    const { ada, bea, adaSocket, beaSocket } = await seatBoth(table, created.id);

    // Planning is the table's to end: any seat may.
    let game = valueOf<GameDetailOf<'flatline'>>(await table.guest('act', { token: ada.token, id: created.id, kind: 'flatline', action: { type: 'advance' } }));
    expect(game.state.phase).toBe('E-countdown');
    for (const [who, seat] of [[ada, 0], [bea, 1]] as const) {
      const die = Object.keys(game.legalPlaces!.placements).find((d) => d.startsWith(`s${seat}`) && game.legalPlaces!.placements[d]!.length > 0)!;
      const spot = game.legalPlaces!.placements[die]![0]!;
      game = valueOf(await table.guest('act', { token: who.token, id: created.id, kind: 'flatline', action: { type: 'place', die, target: spot.target, space: spot.space } }));
      expect(game.state.dice.find((d) => d.id === die)?.at.kind).toBe('space');
    }

    const seen = await table.call<GameDetailOf<'flatline'>>('getGame', { id: created.id });
    expect(seen.version).toBe(3);
    expect(seen.state.dice.filter((d) => d.at.kind === 'space').map((d) => d.seat).sort()).toEqual([0, 1]);
    const pushed = table.events.filter((e) => e.type === 'gameChanged').map((e) => (e.type === 'gameChanged' ? e.game.version : -1));
    expect(pushed.slice(-3)).toEqual([1, 2, 3]);
    // Each socket opened with the game as it stood (version 0), then heard every change.
    await until(() => adaSocket.events.length >= 4 && beaSocket.events.length >= 4);
    expect(beaSocket.events.map((e) => (e.type === 'gameChanged' ? e.game.version : e.type))).toEqual([0, 1, 2, 3]);
    expect(beaSocket.events.every((e) => e.type !== 'gameChanged' || !('seed' in (e.game as GuestGame)))).toBe(true);
  });

  it('each place their own die in a FUSE: Countdown game, seen by the main screen', async () => {
    const table = open();
    const created = await table.call<GameDetailOf<'fuse-countdown'>>('createGame', { kind: 'fuse-countdown', setup: { seats: TWO_SEATS, level: 'training' } });
    const { ada, bea, beaSocket } = await seatBoth(table, created.id);
    const act = (token: string, action: unknown) => table.guest('act', { token, id: created.id, kind: 'fuse-countdown', action });

    // The table starts (any seat); the leader (seat 0) rolls.
    valueOf(await act(bea.token, { type: 'start' }));
    let game = valueOf<GameDetailOf<'fuse-countdown'>>(await act(ada.token, { type: 'roll' }));
    expect(game.state.phase).toBe('distribute');
    for (const [who, seat] of [[ada, 0], [bea, 1]] as const) {
      const placement = game.legalPlaces!.placements.find((p) => p.seat === seat)!;
      game = valueOf(await act(who.token, { type: 'place', ...placement }));
    }

    const seen = await table.call<GameDetailOf<'fuse-countdown'>>('getGame', { id: created.id });
    expect(seen.version).toBe(4);
    expect(JSON.stringify(seen.state)).toBe(JSON.stringify(game.state));
    await until(() => beaSocket.events.length >= 5);
    expect(beaSocket.events.map((e) => (e.type === 'gameChanged' ? e.game.version : e.type))).toEqual([0, 1, 2, 3, 4]);
  });
});
