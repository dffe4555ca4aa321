import { describe, expect, it } from 'vitest';
import type { Result } from '@shared/errors';
import type { CompanionView } from '@shared/companion';
import type { GuestEvent } from '@shared/guest-api';
import type { InvitationStatus } from '@shared/invitations-api';
import type { GameDetail } from '@shared/games';
import { realInvitingHosts } from './inviting-host.test-support';
import { COMPANION_PHONES } from './guest-limits';

// Phones following the companion's clock through the guest gate (docs/companion.md): the same
// code, tokens and limits as a game's seats, and neither kind of token reaches the other's.

const { invitingHost } = realInvitingHosts('companion-phones');

const code = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);
const valueOf = <T>(result: Result<unknown>): T => {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.value as T;
};

/** A FUSE: Countdown companion running its printed ten minutes, shown on phones, and one phone following it. */
async function followedCompanion() {
  const made = invitingHost();
  const started = await made.call<CompanionView>('startCompanion', { kind: 'fuse-countdown', clock: { clock: '10', players: 2, level: 'standard' } });
  const running = await made.call<CompanionView>('companionAct', { id: started.id, act: 'next' });
  const status = await made.call<InvitationStatus>('openCompanionInvitations', { id: started.id });
  const joined = valueOf<{ token: string; companion: CompanionView }>(await made.guest('joinCompanion', { code: 'KQ7RM2' }));
  return { ...made, id: started.id, running, status, token: joined.token, joined };
}

describe('the companion on phones', () => {
  it('shows its clock to a phone that joins with the code, which may pause and resume it', async () => {
    const { call, guest, pass, id, status, token, joined } = await followedCompanion();
    expect(status).toMatchObject({ open: true, id, code: 'KQ7RM2', seats: [], companion: { phones: 0, connected: 0 } });
    expect(valueOf(await guest('lobby', { code: 'kq7rm2' }))).toEqual({ id, kind: 'fuse-countdown', title: '', seats: [], companion: true });
    expect(joined.companion).toMatchObject({ id, phase: 'countdown', running: true, remainingMs: 600_000 });
    expect(await call('invitationStatus')).toMatchObject({ companion: { phones: 1, connected: 0 } });

    pass(30_000);
    const paused = valueOf<CompanionView>(await guest('companionAct', { token, id, act: 'pause' }));
    expect(paused).toMatchObject({ paused: true, running: false, remainingMs: 570_000 });
    expect(await call('getCompanion')).toMatchObject({ paused: true, remainingMs: 570_000 });
    pass(10_000);
    expect(valueOf(await guest('getCompanion', { token }))).toMatchObject({ paused: true, remainingMs: 570_000 });
    expect(valueOf(await guest('companionAct', { token, id, act: 'resume' }))).toMatchObject({ paused: false, running: true, remainingMs: 570_000 });
  });

  it("pushes the clock's changes to the phone's socket, and lets it go when the companion closes", async () => {
    const { call, gate, id, token } = await followedCompanion();
    const heard: GuestEvent[] = [];
    const connected = gate().connect(token, (event) => heard.push(event));
    expect(connected.ok).toBe(true);
    expect(await call('invitationStatus')).toMatchObject({ companion: { phones: 1, connected: 1 } });
    // The stream opens with the clock as it stands, then hears each change.
    expect(heard).toEqual([{ type: 'companionChanged', companion: expect.objectContaining({ id, paused: false }) }]);
    await call('companionAct', { id, act: 'pause' });
    expect(heard.slice(1)).toEqual([{ type: 'companionChanged', companion: expect.objectContaining({ id, paused: true }) }]);
    await call('companionAct', { id, act: 'close' });
    expect(heard.slice(2)).toEqual([
      { type: 'companionChanged', companion: null },
      { type: 'seatLost', code: 'companion-closed', message: 'The companion’s clock was closed.' },
    ]);
    expect(await call('invitationStatus')).toEqual({ open: false });
  });

  it('refuses a phone without a token, with a bad payload or an act that is the main screen’s, changing nothing', async () => {
    const { call, guest, id, token } = await followedCompanion();
    const before = await call<CompanionView>('getCompanion');
    const refusals = [
      await guest('companionAct', { id, act: 'pause' }),
      await guest('companionAct', { token: 'A'.repeat(32), id, act: 'pause' }),
      await guest('companionAct', { token, id, act: 'end' }),
      await guest('companionAct', { token, id, act: 'close' }),
      await guest('companionAct', { token, id: 'c-1', act: 'pause' }),
      await guest('companionAct', { token, id, act: 'pause', seat: 0 }),
      await guest('companionAct', { token, id: `c-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`, act: 'pause' }),
      await guest('getCompanion', {}),
      await guest('joinCompanion', { code: 'ZZZZZZ' }),
      await guest('startCompanion', { token, kind: 'flatline', clock: {} }),
      await guest('recordCompanion', { token, result: {} }),
      await guest('openCompanionInvitations', { token, id }),
    ];
    expect(refusals.map(code)).toEqual([
      'invalid-payload',
      'invalid-token',
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
      'invalid-payload',
      'wrong-companion',
      'invalid-payload',
      'wrong-join-code',
      'host-only-method',
      'host-only-method',
      'host-only-method',
    ]);
    const after = await call<CompanionView>('getCompanion');
    expect(after).toEqual({ ...before, remainingMs: after.remainingMs });
    expect(after.version).toBe(before.version);
  });

  it("a companion's token plays no game, and a game's token cannot drive the companion", async () => {
    const { call, guest, id, token } = await followedCompanion();
    const game = await call<GameDetail>('createGame', { kind: 'flatline', setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] } });
    for (const [method, payload] of [
      ['mySeat', { token }],
      ['getGame', { token, id: game.id }],
      ['pauseGame', { token, id: game.id }],
      ['askHint', { token, id: game.id }],
    ] as const) {
      expect(code(await guest(method, payload)), method).toBe('companion-token');
    }
    expect(code(await guest('claimSeat', { code: 'KQ7RM2', seat: 0 }))).toBe('companion-invitation');

    // Invitations to the game let the companion's phones go; the game's token is refused at the companion.
    await call('openInvitations', { id: game.id });
    expect(code(await guest('getCompanion', { token }))).toBe('invalid-token');
    expect(code(await guest('joinCompanion', { code: 'KQ7RM2' }))).toBe('not-companion');
    const seat = valueOf<{ token: string }>(await guest('claimSeat', { code: 'KQ7RM2', seat: 0 }));
    const before = await call<CompanionView>('getCompanion');
    expect(code(await guest('companionAct', { token: seat.token, id, act: 'pause' }))).toBe('game-token');
    expect(code(await guest('getCompanion', { token: seat.token }))).toBe('game-token');
    expect(await call('getCompanion')).toMatchObject({ version: before.version, running: true, paused: false });
  });

  it(`lets ${COMPANION_PHONES} phones follow at once, and refuses invitations to a companion that is not open`, async () => {
    const { call, guest, id } = await followedCompanion();
    for (let i = 1; i < COMPANION_PHONES; i++) expect(code(await guest('joinCompanion', { code: 'KQ7RM2' }))).toBe('ok');
    expect(await guest('joinCompanion', { code: 'KQ7RM2' })).toMatchObject({ ok: false, error: { code: 'companion-full', params: { max: COMPANION_PHONES } } });
    const other = `c-${'1'.repeat(8)}-1111-1111-1111-${'1'.repeat(12)}`;
    expect(code(await callResult(call, 'openCompanionInvitations', { id: other }))).toBe('companion-not-found');
    expect(await call('invitationStatus')).toMatchObject({ id, companion: { phones: COMPANION_PHONES } });
  });
});

/** A host call's Result, refusals included. */
async function callResult(call: <T>(method: string, payload?: unknown) => Promise<T>, method: string, payload: unknown): Promise<Result<unknown>> {
  try {
    return { ok: true, value: await call(method, payload) };
  } catch (error) {
    const match = /"code":"([^"]+)"/.exec(String(error));
    return { ok: false, error: { code: match?.[1] ?? 'unexpected', message: String(error) } };
  }
}
