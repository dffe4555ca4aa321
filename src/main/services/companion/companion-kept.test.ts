import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { CompanionView } from '@shared/companion';
import { DATABASE_FILE } from '../../store/database';
import { LEAVE_GRACE_MS } from '../table/watchers';
import { realInvitingHosts } from '../guests/inviting-host.test-support';

// The companion's clock and the table's watchers (docs/companion.md): it stands when the last client
// leaves, runs on when one is back within the grace, and is paused where it stood when none is; a
// phone following it watches it too. It is kept across a restart and comes back paused where it stood.

const { invitingHost } = realInvitingHosts('companion-kept');

/** A FUSE: Countdown companion running its printed ten minutes. */
async function running(made: ReturnType<typeof invitingHost>): Promise<CompanionView> {
  const started = await made.call<CompanionView>('startCompanion', { kind: 'fuse-countdown', clock: { clock: '10' } });
  return made.call<CompanionView>('companionAct', { id: started.id, act: 'next' });
}

describe('the companion and the last client', () => {
  it('stands when the last tab leaves, runs on when one is back within the grace, and is paused where it stood when none is', async () => {
    const made = invitingHost();
    const leave = made.host.watch();
    await running(made);
    made.pass(10_000);
    leave();
    made.pass(2_000);
    // The two seconds nobody watched did not count, as with a game's clock.
    const back = made.host.watch();
    expect(await made.call('getCompanion')).toMatchObject({ running: true, paused: false, remainingMs: 590_000 });
    made.pass(3_000);
    back();
    made.pass(LEAVE_GRACE_MS + 1_000);
    expect(await made.call('getCompanion')).toMatchObject({ running: false, paused: true, remainingMs: 587_000 });
    // Back at the table, it stays paused until someone continues it.
    made.host.watch();
    made.pass(10_000);
    expect(await made.call('getCompanion')).toMatchObject({ paused: true, remainingMs: 587_000 });
  });

  it('runs on while a phone follows it after the last tab left', async () => {
    const made = invitingHost();
    const leave = made.host.watch();
    const view = await running(made);
    await made.call('openCompanionInvitations', { id: view.id });
    const joined = await made.guest('joinCompanion', { code: 'KQ7RM2' });
    const connected = made.gate().connect((joined as { value: { token: string } }).value.token, () => undefined);
    expect(connected.ok).toBe(true);
    leave();
    made.pass(LEAVE_GRACE_MS + 5_000);
    expect(await made.call('getCompanion')).toMatchObject({ running: true, paused: false, remainingMs: 600_000 - LEAVE_GRACE_MS - 5_000 });
    // The phone goes too: now nobody watches, and the clock is paused where the phone left it.
    if (connected.ok) connected.value();
    made.pass(LEAVE_GRACE_MS + 1_000);
    expect(await made.call('getCompanion')).toMatchObject({ paused: true, remainingMs: 600_000 - LEAVE_GRACE_MS - 5_000 });
  });
});

describe('the companion across a restart', () => {
  it('comes back paused where it stood, and runs on from there', async () => {
    const first = invitingHost();
    const view = await running(first);
    first.pass(20_000);
    first.host.close();

    const second = invitingHost({ dataDir: first.dataDir, start: '2026-11-22T11:00:00.000Z' });
    expect(await second.call('getCompanion')).toMatchObject({ id: view.id, kind: 'fuse-countdown', phase: 'countdown', running: false, paused: true, remainingMs: 580_000 });
    expect(await second.call('companionAct', { id: view.id, act: 'resume' })).toMatchObject({ running: true, remainingMs: 580_000 });
    second.pass(5_000);
    expect(await second.call('getCompanion')).toMatchObject({ remainingMs: 575_000 });
  });

  it('keeps a FLATLINE companion between countdowns at its round and step; a closed one is forgotten', async () => {
    const first = invitingHost();
    const started = await first.call<CompanionView>('startCompanion', { kind: 'flatline', clock: { timerSeconds: 90 } });
    for (let i = 0; i < 2; i++) await first.call('companionAct', { id: started.id, act: 'next' });
    first.host.close();
    const second = invitingHost({ dataDir: first.dataDir });
    expect(await second.call('getCompanion')).toMatchObject({ id: started.id, phase: 'step', step: 'C', round: 1, paused: false });
    await second.call('companionAct', { id: started.id, act: 'close' });
    second.host.close();
    const third = invitingHost({ dataDir: first.dataDir });
    expect(await third.call('getCompanion')).toBeNull();
  });

  it('drops a kept companion that does not read, and opens with none', async () => {
    const first = invitingHost();
    await running(first);
    first.host.close();
    const db = new Database(join(first.dataDir, DATABASE_FILE));
    db.prepare("UPDATE companion_clock SET session = '{\"id\":\"c-1\"}'").run();
    db.close();
    const second = invitingHost({ dataDir: first.dataDir });
    expect(await second.call('getCompanion')).toBeNull();
    second.host.close();
    const check = new Database(join(first.dataDir, DATABASE_FILE), { readonly: true });
    expect(check.prepare('SELECT COUNT(*) AS n FROM companion_clock').get()).toEqual({ n: 0 });
    check.close();
  });
});
