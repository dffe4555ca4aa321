// A device joining the table, against a fake guest client: the code from the QR code's address, the
// seats and who holds them, every refusal in words, taking a seat, coming back to it after a reload
// (the token kept), a move and a release said plainly, pause from the device, and the frame around
// each game's seat view.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/svelte';
import type { GuestGame, Lobby } from '@shared/guest-api';
import type { GameKind } from '@shared/games';
import { fixtureState } from '../games/flatline/board/board-fixture.test-support';
import { GUEST_STORAGE_KEY } from '../lib/guest/guest-page';
import { guestGameOf, LEGAL_PLACES, sharingView, viewOf } from '../games/fuse-countdown/board/view-fixture.test-support';
import { gameId, refusal } from './screens.test-support';
import { openGuestApp } from './guest-app.test-support';

const ID = gameId(7);
const TOKEN = 'A'.repeat(32);
const lobby = (kind: GameKind = 'fuse-countdown', taken = false): Lobby => ({
  id: ID,
  kind,
  title: 'Ada · Bruno',
  seats: [
    { seat: 0, name: 'Ada', colour: 'red', device: taken, bot: false, connected: taken },
    { seat: 1, name: 'Bruno', colour: 'blue', device: false, bot: false, connected: false },
  ],
});
function game(kind: GameKind = 'fuse-countdown', over: Partial<{ paused: boolean; version: number }> = {}): GuestGame {
  const state = viewOf({ phase: 'distribute', rolled: [{ die: 'd1', face: 3, colours: ['red'], changed: null, flipped: false }] as never, quotas: [1, 1], maxTake: [1, 1] });
  return guestGameOf(state, ID, { kind, ...over });
}

describe('joining the table', () => {
  it('finds the table from the code in the address and shows who holds each seat', async () => {
    const { calls } = openGuestApp({ lobby: () => lobby('fuse-countdown', true) });
    const seats = await screen.findByTestId('guest-lobby');
    expect((screen.getByRole('textbox', { name: 'Join code' }) as HTMLInputElement).value).toBe('ABC234');
    expect(within(seats).getByText('FUSE: Countdown')).toBeTruthy();
    expect(screen.getByTestId('guest-seat-0').textContent).toContain('Taken by another device');
    expect(within(screen.getByTestId('guest-seat-0')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('guest-seat-1')).getByRole('button', { name: 'Play Bruno' })).toBeTruthy();
    expect(calls).toEqual([['lobby', { code: 'ABC234' }]]);
  });

  it('says a wrong code and too many tries in words, and finds the table with the code typed again', async () => {
    let tries = 0;
    const { user } = openGuestApp(
      {
        lobby: ({ code }) => {
          tries += 1;
          if (tries === 1) throw refusal('wrong-join-code', 'wrong');
          if (tries === 2) throw refusal('too-many-tries', 'wait', { retryAfterMs: 4000 });
          if (code !== 'XYZ789') throw new Error('unexpected code');
          return lobby();
        },
      },
      { code: null },
    );
    const box = screen.getByRole('textbox', { name: 'Join code' });
    await user.type(box, 'ABC234');
    await user.click(screen.getByRole('button', { name: 'Find the table' }));
    expect((await screen.findByRole('alert')).textContent).toContain("That join code is not this table's");
    await user.click(screen.getByRole('button', { name: 'Find the table' }));
    expect((await screen.findByText(/Too many wrong codes/)).textContent).toContain('wait 4 s');
    await user.clear(box);
    await user.type(box, 'xyz789');
    await user.click(screen.getByRole('button', { name: 'Find the table' }));
    expect(await screen.findByTestId('guest-lobby')).toBeTruthy();
  });

  it('says a seat taken meanwhile and closed invitations', async () => {
    const { user } = openGuestApp({
      lobby: () => lobby(),
      claimSeat: ({ seat }) => {
        throw seat === 1 ? refusal('seat-taken', 'taken') : refusal('invitations-closed', 'closed');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Play Bruno' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else took that seat');
    await user.click(screen.getByRole('button', { name: 'Play Ada' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The host closed the invitations');
  });

  it("shows a bot's seat as a bot's, offers no Play for it, and says the refusal of a bot's seat in words", async () => {
    const withBot = (): Lobby => ({ ...lobby(), seats: [lobby().seats[0]!, { seat: 1, name: 'Bot 2', colour: 'blue', device: false, bot: true, pace: 'steady', connected: false }] });
    const { user } = openGuestApp({
      lobby: withBot,
      claimSeat: () => {
        throw refusal('seat-played-by-bot', 'A bot plays Bot 2', { seat: 1, name: 'Bot 2' });
      },
    });
    const row = await screen.findByTestId('guest-seat-1');
    expect(row.textContent).toContain('Played by a bot');
    expect(within(row).getByTestId('bot-mark')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Play / }).map((b) => b.textContent?.trim())).toEqual(['Play Ada']);
    // Had the bot's seat been asked for meanwhile (an old page), the refusal says what to do.
    await user.click(screen.getByRole('button', { name: 'Play Ada' }));
    expect((await screen.findByRole('alert')).textContent).toContain("The host can make it a person's seat in Invite players");
  });

  it('takes a free seat, keeps its token, and shows the seat with its game, clock and pause', async () => {
    const { user, storage, calls } = openGuestApp({
      lobby: () => lobby(),
      claimSeat: ({ seat }) => ({ token: TOKEN, seat, game: game() }),
      pauseGame: () => game('fuse-countdown', { paused: true, version: 4 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Play Bruno' }));
    expect((await screen.findByTestId('guest-seat-name')).textContent).toContain('You play Bruno');
    expect(screen.getByTestId('guest-connection').textContent).toContain('Connected');
    expect(screen.getByRole('group', { name: /clock|countdown/i })).toBeTruthy();
    expect(screen.getByTestId('fc-seat-view').dataset.seat).toBe('1');
    expect(JSON.parse(storage.items.get(GUEST_STORAGE_KEY)!)).toEqual({ token: TOKEN, code: 'ABC234' });
    await user.click(screen.getByTestId('guest-pause'));
    expect(await screen.findByTestId('paused')).toBeTruthy();
    expect(calls.at(-1)).toEqual(['pauseGame', { token: TOKEN, id: ID }]);
  });
});

describe('back at the seat, and losing it', () => {
  const stored = { [GUEST_STORAGE_KEY]: JSON.stringify({ token: TOKEN, code: 'ABC234' }) };

  it('comes back to the kept seat after a reload without asking for the code', async () => {
    const { calls } = openGuestApp({ mySeat: () => ({ seat: 1, game: game() }) }, { code: null, stored });
    expect((await screen.findByTestId('guest-seat-name')).textContent).toContain('You play Bruno');
    expect(calls).toEqual([['mySeat', { token: TOKEN }]]);
  });

  it('says a move by the host, then the release, and offers the free seats again', async () => {
    const { push } = openGuestApp({ mySeat: () => ({ seat: 1, game: game() }), lobby: () => lobby() }, { code: null, stored });
    await screen.findByTestId('guest-seat-name');
    push({ type: 'seatMoved', seat: 0 });
    expect((await screen.findByTestId('guest-moved')).textContent).toContain("The host moved you to Ada's seat.");
    expect(screen.getByTestId('guest-seat-name').textContent).toContain('You play Ada');
    push({ type: 'seatLost', code: 'seat-released', message: 'The host released this seat.' });
    expect((await screen.findByTestId('guest-lost')).textContent).toContain('The host released your seat.');
    expect(await screen.findByRole('button', { name: 'Play Bruno' })).toBeTruthy();
  });

  it('finds out at once that a kept token no longer works', async () => {
    const { storage } = openGuestApp(
      {
        mySeat: () => {
          throw refusal('invalid-token', 'released');
        },
        lobby: () => lobby(),
      },
      { code: null, stored },
    );
    expect((await screen.findByTestId('guest-lost')).textContent).toContain('no longer valid');
    expect(JSON.parse(storage.items.get(GUEST_STORAGE_KEY)!)).toEqual({ token: null, code: 'ABC234' });
    expect(await screen.findByTestId('guest-lobby')).toBeTruthy();
  });

  it('offers the kept seat again when the table did not answer at first', async () => {
    let tries = 0;
    const { user } = openGuestApp(
      {
        mySeat: () => {
          tries += 1;
          if (tries === 1) throw refusal('host-unreachable', 'offline');
          return { seat: 1, game: game() };
        },
      },
      { code: null, stored },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The table does not answer');
    await user.click(screen.getByRole('button', { name: 'Back to my seat' }));
    expect((await screen.findByTestId('guest-seat-name')).textContent).toContain('You play Bruno');
  });

  it("keeps the final board and the result at the game's end, acts no more, and leaves when asked", async () => {
    const { push, user, storage, calls } = openGuestApp({ mySeat: () => ({ seat: 1, game: game() }), lobby: () => { throw refusal('invitations-closed', 'closed'); } }, { code: null, stored });
    await screen.findByTestId('fc-seat-view');
    // The game's last state arrives, then the seat is let go (the host closes the invitations with the game).
    const last = viewOf({ phase: 'over', outcome: { status: 'lost', cause: 'time-out-bombs' }, seats: [
      { role: 'cutter', roleActive: true, bombs: [{ card: 'bomb-03', dice: [] }], sparks: [], taken: 0 },
      { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-01', dice: [] }], sparks: [], taken: 0 },
    ] });
    push({ type: 'gameChanged', game: { ...game(), state: last, status: 'lost', version: 9 } as unknown as GuestGame });
    push({ type: 'seatLost', code: 'game-over', message: 'The game is over.' });
    const end = await screen.findByTestId('guest-end');
    expect(end.dataset.outcome).toBe('lost');
    expect(within(end).getByRole('heading', { level: 2, name: /You lost/ })).toBeTruthy();
    expect(screen.getByTestId('fc-end-cause').textContent).toBe('Time ran out with bombs still to defuse.');
    expect(screen.getByTestId('fc-end-score').textContent).toMatch(/^\d+$/);
    // The final board: this seat's own cards, still on the device; no pause, no clock.
    expect(screen.getByTestId('fc-seat-view').dataset.phase).toBe('over');
    expect(screen.getByTestId('fc-seat-view').querySelector('[data-card="bomb-01"]')).not.toBeNull();
    expect(screen.queryByTestId('guest-pause')).toBeNull();
    expect(screen.getByTestId('guest-outcome').textContent).toBe('Lost');
    // The token is forgotten: nothing more is sent for the seat.
    expect(JSON.parse(storage.items.get(GUEST_STORAGE_KEY)!)).toEqual({ token: null, code: 'ABC234' });
    const sent = calls.length;
    await user.click(screen.getByTestId('guest-leave'));
    expect((await screen.findByTestId('guest-lost')).textContent).toContain('The game is over.');
    expect(screen.queryByTestId('fc-seat-view')).toBeNull();
    expect(calls.slice(sent).map(([method]) => method)).toEqual(['lobby']);
  });

  it("opens FLATLINE's own seat view for a FLATLINE seat", async () => {
    const state = fixtureState(2);
    openGuestApp({ mySeat: () => ({ seat: 0, game: { ...game('flatline' as GameKind), state, setup: state.setup } as GuestGame }) }, { code: null, stored });
    expect((await screen.findByTestId('fl-seat-view')).dataset.seat).toBe('0');
    expect(screen.queryByTestId('guest-no-seat-view')).toBeNull();
  });

  it("asks this seat's hint with the Hint button or H, lights its die and slot with the reason, and says a refusal in words", async () => {
    const sharing = { ...game(), state: sharingView(), legalPlaces: LEGAL_PLACES } as unknown as GuestGame;
    let paused = false;
    const { calls, user } = openGuestApp(
      {
        mySeat: () => ({ seat: 1, game: sharing }),
        askHint: () => {
          if (paused) throw refusal('game-paused', 'This game is paused: continue it first.');
          return { id: ID, kind: 'fuse-countdown', version: 3, seats: [1], action: { type: 'place', seat: 1, die: 'd05', card: 'bomb-01', cell: 1 }, why: { key: 'fuse-countdown.hint.why.towards', params: { cell: 2, left: 3 } } };
        },
      },
      { code: null, stored },
    );
    await screen.findByTestId('fc-seat-view');
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect((await screen.findByTestId('hint-text')).textContent).toBe("This die fills slot 2 of Bruno's Bomb; 3 more to go.");
    const steps = () => [...document.querySelectorAll<HTMLElement>('[data-hint-step]')].map((el) => `${el.dataset.hintStep}:${el.dataset.rolled ?? el.dataset.key}`);
    expect(steps()).toEqual(['1:d05', '2:bomb-01#1']);
    expect((document.activeElement as HTMLElement).dataset.rolled).toBe('d05');
    expect(calls.at(-1)).toEqual(['askHint', { token: TOKEN, id: ID }]);
    // H puts it away, and H asks again: a refusal is said in the device's words.
    await user.keyboard('h');
    expect(screen.queryByTestId('hint-text')).toBeNull();
    expect(steps()).toEqual([]);
    paused = true;
    await user.keyboard('h');
    expect((await screen.findByTestId('hint-text')).textContent).toBe('The game is paused: continue it first.');
  });
});
