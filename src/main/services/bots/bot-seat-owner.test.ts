import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { InvitationStatus } from '@shared/invitations-api';
import type { Lobby } from '@shared/guest-api';
import type { Hint } from '@shared/hints-api';
import type { GameResult } from '@shared/history';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { dumpDatabase, value } from '../host.test-support';
import { realInvitingHosts } from '../guests/inviting-host.test-support';

type GameDetail = GameDetailOf<'flatline'>;

// A bot's seat is the bot's (docs/bots.md, docs/devices.md): devices see it as a bot's and cannot
// claim it, the main screen cannot move for it, until the host makes it a person's seat; then the
// bot stops at once, the change is saved, and the records count the seat as a person's.

const { invitingHost } = realInvitingHosts('bot-seat-owner');

const THREE = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bot 2', colour: 'blue' },
    { name: 'Bot 3', colour: 'green' },
  ],
  level: 'standard',
  timerSeconds: 60,
});

const open = (dataDir?: string) => invitingHost({ dataDir });

/** A game of Ada and two steady bots, in its first countdown, invitations open. */
async function inCountdown(t: ReturnType<typeof open>) {
  let game = await t.call<GameDetail>('createGame', { kind: 'flatline', setup: THREE, seed: 3, bots: { seats: [1, 2], pace: 'steady' } });
  while (game.state.stop !== 'countdown') {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
    game = await t.call('act', { kind: 'flatline', id: game.id, action });
  }
  await t.call('openInvitations', { id: game.id });
  return game;
}

/** The seats' moves saved so far (ticks left out): which seat's die each placed. */
const placedBy = (dataDir: string) =>
  (dumpDatabase(dataDir).game_actions as { action: string }[])
    .map((row) => JSON.parse(row.action) as { type: string; die?: string })
    .filter((a) => a.type === 'place')
    .map((a) => Number(a.die![1]));

describe("a bot's seat is the bot's", () => {
  it('the invitation and the lobby list bot seats as bots; a device claiming one is refused and nothing changes, over the guest API', async () => {
    const t = open();
    const game = await inCountdown(t);
    const status = await t.call<Extract<InvitationStatus, { open: true }>>('invitationStatus');
    expect(status.seats.map((s) => [s.name, s.bot, s.device])).toEqual([
      ['Ada', false, false],
      ['Bot 2', true, false],
      ['Bot 3', true, false],
    ]);
    const lobby = value<Lobby>(await t.guest('lobby', { code: 'KQ7RM2' }));
    expect(lobby.seats.map((s) => s.bot)).toEqual([false, true, true]);

    const before = dumpDatabase(t.dataDir).games;
    expect(await t.guest('claimSeat', { code: 'KQ7RM2', seat: 1 })).toEqual({
      ok: false,
      error: {
        code: 'seat-played-by-bot',
        message: "A bot plays Bot 2 (seat 2): the host can make it a person's seat in Invite players, then it is free.",
        params: { seat: 1, name: 'Bot 2' },
      },
    });
    expect(dumpDatabase(t.dataDir).games).toEqual(before);
    expect((await t.call<Extract<InvitationStatus, { open: true }>>('invitationStatus')).seats.map((s) => s.device)).toEqual([false, false, false]);
    // Nor can the host move a device onto it.
    const { token } = value<{ token: string }>(await t.guest('claimSeat', { code: 'KQ7RM2', seat: 0 }));
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await t.host.dispatch('moveGuest', { id: game.id, from: 0, to: 2 })).toMatchObject({ ok: false, error: { code: 'seat-played-by-bot' } });
  });

  it("the main screen cannot move a bot's dice, nor ask a hint for its seat; its hint is for the people's seats", async () => {
    const t = open();
    const game = await inCountdown(t);
    const botDie = game.state.dice.find((d) => d.seat === 1 && d.at.kind === 'tray')!;
    const refused = await t.host.dispatch('act', { kind: 'flatline', id: game.id, action: { type: 'done', seat: 1 } });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'seat-played-by-bot', message: "A bot plays Bot 2: it makes that seat's moves itself. Make it a person's seat in Invite players to play it here.", params: { seat: 1, name: 'Bot 2' } },
    });
    expect(await t.host.dispatch('act', { kind: 'flatline', id: game.id, action: { type: 'change-face', die: botDie.id, face: 'red' } })).toMatchObject({ ok: false, error: { code: 'seat-played-by-bot' } });
    expect(await t.host.dispatch('askHint', { id: game.id, seat: 2 })).toMatchObject({ ok: false, error: { code: 'seat-played-by-bot' } });
    const hint = await t.call<Hint>('askHint', { id: game.id });
    expect(hint.seats).toEqual([0]);
    expect(hint.action).toMatchObject({ type: 'place', die: expect.stringMatching(/^s0d/) });
  });

  it("made a person's seat, the bot stops at once, saved; a device may then take it, and the result counts it as a person's", async () => {
    const t = open();
    const game = await inCountdown(t);
    // Not a bot's seat, or a seat the game does not have: refused, nothing changes.
    expect(await t.host.dispatch('makePersonSeat', { id: game.id, seat: 0 })).toEqual({
      ok: false,
      error: { code: 'seat-not-bot', message: "No bot plays seat 1: it is already a person's.", params: { seat: 0 } },
    });
    t.pass(7000);
    expect(placedBy(t.dataDir)).toEqual([]);

    const status = await t.call<Extract<InvitationStatus, { open: true }>>('makePersonSeat', { id: game.id, seat: 1 });
    expect(status.seats.map((s) => s.bot)).toEqual([false, false, true]);
    const now = await t.call<GameDetail>('getGame', { id: game.id });
    expect(now.bots).toEqual({ seats: [2], pace: 'steady' });
    // Bot 3 plays on; Bot 2's seat moves no more.
    t.pass(20_000);
    const placed = placedBy(t.dataDir);
    expect(placed.length).toBeGreaterThan(1);
    expect(new Set(placed)).toEqual(new Set([2]));

    // A device takes the seat now, and plays it.
    const { token } = value<{ token: string }>(await t.guest('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    expect(value<GameDetail>(await t.guest('act', { token, id: game.id, kind: 'flatline', action: { type: 'done', seat: 1 } })).state.countdown.ready).toContain(1);

    // Saved: the game reopened keeps the one bot seat left.
    t.host.close();
    const again = open(t.dataDir);
    expect((await again.call<GameDetail>('getGame', { id: game.id })).bots).toEqual({ seats: [2], pace: 'steady' });
    // Played to its end: history names the one bot seat.
    let g = await again.call<GameDetail>('resumeGame', { id: game.id });
    for (let i = 0; i < 3000 && g.status === 'in-progress'; i++) {
      const s = g.state;
      const action: FlatlineAction = s.pending ? { type: 'decide', option: s.pending.options[0]!.id } : s.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };
      g = await again.call('act', { kind: 'flatline', id: game.id, action });
    }
    const { entries } = await again.call<{ entries: GameResult[] }>('listHistory', {});
    expect(entries.map((e) => e.bots)).toEqual([[2]]);
    expect(await again.host.dispatch('makePersonSeat', { id: game.id, seat: 2 })).toMatchObject({ ok: false, error: { code: 'game-finished' } });
  });
});
