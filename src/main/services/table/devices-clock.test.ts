import { describe, expect, it } from 'vitest';
import type { GameDetailOf, GameSummaryOf } from '@shared/games';
import type { GameResult } from '@shared/history';
import type { FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import { fittedClock, fittedClockMinutes } from '@shared/fuse-countdown/fitted-clock';
import { value } from '../host.test-support';
import { realInvitingHosts } from '../guests/inviting-host.test-support';

type GameDetail = GameDetailOf<'fuse-countdown'>;

// FUSE: Countdown's fitted clock follows the table before the start: two seats claimed from devices
// give it the clock fitted to parallel hands, fewer give back the one set up (docs/devices.md).

const { invitingHost } = realInvitingHosts('devices-clock');

const seats = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bea', colour: 'blue' as const },
  { name: 'Cy', colour: 'green' as const },
];
const ONE_SCREEN = fittedClockMinutes(3, 'training') * 60_000;
const DEVICES = fittedClockMinutes(3, 'training', 'devices') * 60_000;
const face = (ms: number) => `${Math.floor(ms / 60_000)}:${String((ms % 60_000) / 1000).padStart(2, '0')}`;

/** Three players at Training (or the first mission of a fitted campaign), invitations open; guests claim seats with `claim`. */
async function invited(setup: Partial<FuseCountdownSetupInput> | 'campaign' = fittedClock(3, 'training')) {
  const { host, call, guest, dataDir } = invitingHost();
  const { id } = setup === 'campaign' ? await mission(call) : await call<GameDetail>('createGame', { kind: 'fuse-countdown', setup: { seats, level: 'training', ...setup }, seed: 5 });
  await call('openInvitations', { id });
  const claim = async (seat: number) => value<{ token: string }>(await guest('claimSeat', { code: 'KQ7RM2', seat })).token;
  const game = () => call<GameDetail>('getGame', { id });
  const limit = async () => (await game()).state.clock.limitMs;
  const lastLine = async () => {
    const { log } = (await game()).state;
    return log.map((entry) => `${entry.code} ${JSON.stringify(entry.params)}`).at(-1);
  };
  return { host, call, id, guest, claim, game, limit, lastLine, dataDir };
}

/** The same saved games opened by a host that has just started (nothing in its cache). */
const reopened = (dataDir: string) => invitingHost({ dataDir, start: '2026-11-22T11:00:00.000Z', stepMs: 1000 });

/** A campaign on the fitted clock for the three of them, and its first mission's game (Training). */
async function mission(call: <T>(method: string, payload: unknown) => Promise<T>): Promise<GameDetail> {
  const crew: string[] = [];
  for (const seat of seats) crew.push((await call<{ id: string }>('saveProfile', seat)).id);
  const campaign = await call<{ id: string }>('createCampaign', { kind: 'fuse-countdown', name: 'Squad', crew, fittedClock: true });
  return call<GameDetail>('continueCampaign', { id: campaign.id });
}

describe('the fitted clock follows the devices at the table before the start', () => {
  it('the device tables are a shorter clock for three players at Training (or this test proves nothing)', () => {
    expect(DEVICES).toBeLessThan(ONE_SCREEN);
  });

  it('switches at the second device, back when one leaves, logging each change for every view', async () => {
    const { call, id, claim, limit, lastLine } = await invited();
    expect(await limit()).toBe(ONE_SCREEN);
    await claim(1);
    expect(await limit()).toBe(ONE_SCREEN);
    await claim(2);
    expect(await limit()).toBe(DEVICES);
    expect(await lastLine()).toBe(`clock-fitted-devices {"time":"${face(DEVICES)}"}`);
    await call('releaseSeat', { id, seat: 2 });
    expect(await limit()).toBe(ONE_SCREEN);
    expect(await lastLine()).toBe(`clock-fitted-back {"time":"${face(ONE_SCREEN)}"}`);
    // Moving a device to another seat changes nothing: still one device.
    await call('moveGuest', { id, from: 1, to: 0 });
    expect(await limit()).toBe(ONE_SCREEN);
    await claim(2);
    expect(await limit()).toBe(DEVICES);
    // Closing the invitations frees every seat: the clock set up comes back.
    await call('closeInvitations', {});
    expect(await limit()).toBe(ONE_SCREEN);
  });

  it('never changes once the clock has started', async () => {
    const { call, id, claim, limit, game } = await invited();
    await claim(1);
    await claim(2);
    await call('act', { kind: 'fuse-countdown', id, action: { type: 'start' } });
    await call('releaseSeat', { id, seat: 2 });
    await call('closeInvitations', {});
    expect(await limit()).toBe(DEVICES);
    expect((await game()).state.log.filter((entry) => entry.code.startsWith('clock-fitted')).map((entry) => entry.code)).toEqual(['clock-fitted-devices']);
  });

  it('keeps a clock the form fitted to devices when the devices leave, and leaves other clocks alone', async () => {
    const chosen = await invited(fittedClock(3, 'training', 'devices'));
    await chosen.claim(1);
    await chosen.claim(2);
    await chosen.call('closeInvitations', {});
    expect(await chosen.limit()).toBe(DEVICES);
    expect((await chosen.game()).state.log.some((entry) => entry.code.startsWith('clock-fitted'))).toBe(false);

    const printed = await invited({ clockMinutes: 10, clockFitted: false });
    await printed.claim(1);
    await printed.claim(2);
    expect(await printed.limit()).toBe(600_000);
  });

  it('leaves a paused game as it is until its Continue, which fits the clock to the seats then', async () => {
    const { call, id, claim, limit } = await invited();
    await call('pauseGame', { id });
    await claim(1);
    await claim(2);
    expect(await limit()).toBe(ONE_SCREEN);
    const resumed = await call<GameDetail>('resumeGame', { id });
    expect([resumed.paused, resumed.state.clock.limitMs]).toEqual([false, DEVICES]);
  });

  it('does the same for a campaign mission on the fitted clock', async () => {
    const { claim, limit } = await invited('campaign');
    expect(await limit()).toBe(ONE_SCREEN);
    await claim(0);
    await claim(1);
    expect(await limit()).toBe(DEVICES);
  });

  it('is the app’s own act: the main screen and a device asking for it are refused and nothing changes', async () => {
    const { host, id, guest, claim, limit, game } = await invited();
    const token = await claim(1);
    const before = (await game()).version;
    const fromHost = await host.dispatch('act', { kind: 'fuse-countdown', id, action: { type: 'fit-clock', devices: true } });
    expect(fromHost).toMatchObject({ ok: false, error: { code: 'action-forbidden' } });
    const fromDevice = await guest('act', { token, id, kind: 'fuse-countdown', action: { type: 'fit-clock', devices: true } });
    expect(fromDevice).toMatchObject({ ok: false, error: { code: 'guest-action-forbidden' } });
    expect(await limit()).toBe(ONE_SCREEN);
    expect((await game()).version).toBe(before);
  });

  it('names the clock played in the saved games and the result, and keeps the set-up for the replay', async () => {
    const { host, id, claim, dataDir } = await invited();
    await claim(1);
    await claim(2);
    const listed = async (list: <T>(method: string, payload: unknown) => Promise<T>) =>
      (await list<GameSummaryOf<'fuse-countdown'>[]>('listGames', {})).map((game) => [game.clockMs, game.setup.clockMinutes]);
    expect(await listed(async <T>(method: string, payload: unknown) => value<T>(await host.dispatch(method, payload)))).toEqual([[DEVICES, ONE_SCREEN / 60_000]]);
    // A host that starts again reads it from the snapshot the switch left, without replaying the game
    // (quitting closed the invitations, but the switch back was the old host's act, not saved as one).
    host.close();
    const { call, pass } = reopened(dataDir);
    expect(await listed(call)).toEqual([[DEVICES, ONE_SCREEN / 60_000]]);

    await call('act', { kind: 'fuse-countdown', id, action: { type: 'start' } });
    // The clock is the services': it runs out on the table's own time.
    pass(DEVICES);
    const over = await call<GameDetail>('getGame', { id });
    expect([over.status, over.clockMs, over.setup.clockMinutes]).toEqual(['lost', DEVICES, ONE_SCREEN / 60_000]);
    const { entries } = await call<{ entries: Extract<GameResult, { kind: 'fuse-countdown' }>[] }>('listHistory', {});
    expect(entries.map((entry) => [entry.details.clockMs, entry.timer, entry.setup.clockMinutes])).toEqual([[DEVICES, 'fitted', ONE_SCREEN / 60_000]]);
    // The set-up as stored still replays to the same end (the switch is in the action log).
    const file = await call<{ text: string }>('exportGame', { id });
    const imported = await call<GameSummaryOf<'fuse-countdown'>>('importGame', { text: file.text });
    expect(imported.status).toBe('lost');
  });
});
