import { afterEach } from 'vitest';
import { tempDirs } from '../../store/test-support';
import type { GuestGate } from './guest-gate';
import type { ApiEvent } from '@shared/api';
import { testHost, value } from '../host.test-support';
import { openApiHost } from '../index';
import { ManualClock } from '../clock';
import { manualScheduler } from '../scheduler.test-support';

/**
 * The set-up shared by the tests of games played with devices: an application over a fresh data
 * folder (or a given one, to restart over it), inviting with a fixed join code, and a `guest` that
 * calls it as a device on the local network would. Hosts and folders go after each test.
 */
export function invitingHosts(prefix: string) {
  const dirs = tempDirs(prefix);
  const hosts: { close(): void }[] = [];
  afterEach(() => {
    for (const host of hosts.splice(0)) host.close();
    dirs.cleanUp();
  });

  function invitingHost(dataDir = dirs.make()) {
    let gate: GuestGate | undefined;
    const made = testHost(dataDir, {
      joinCode: () => 'KQ7RM2',
      guestDoor: async (opened) => {
        gate = opened;
        return { url: 'http://192.168.1.20:5198/', close: async () => {} };
      },
    });
    hosts.push(made.host);
    const guest = (method: string, payload: unknown) => gate!.dispatch(method, payload, { address: '192.168.1.30' });
    return { ...made, dataDir, guest };
  }

  return { dirs, invitingHost };
}

/**
 * The same with the real games' rules (FLATLINE, FUSE: Countdown) and a manual clock and scheduler:
 * `pass(ms)` lets the table's time run in steps of `stepMs`, running whatever falls due.
 */
export function realInvitingHosts(prefix: string) {
  const dirs = tempDirs(prefix);
  const hosts: { close(): void }[] = [];
  afterEach(() => {
    for (const host of hosts.splice(0)) host.close();
    dirs.cleanUp();
  });

  function invitingHost(options: { dataDir?: string; start?: string; stepMs?: number } = {}) {
    const dataDir = options.dataDir ?? dirs.make();
    const clock = new ManualClock(options.start ?? '2026-11-22T10:00:00.000Z');
    const scheduler = manualScheduler();
    let gate: GuestGate | undefined;
    const host = openApiHost({
      dataDir,
      transport: 'web',
      appVersion: '0.1.0',
      clock,
      scheduler: scheduler.schedule,
      log: () => {},
      joinCode: () => 'KQ7RM2',
      guestDoor: async (opened) => {
        gate = opened;
        return { url: 'http://192.168.1.20:5198/', close: async () => {} };
      },
    });
    hosts.push(host);
    const events: ApiEvent[] = [];
    host.subscribe((event) => events.push(event));
    const call = async <T>(method: string, payload: unknown = {}): Promise<T> => value<T>(await host.dispatch(method, payload));
    const guest = (method: string, payload: unknown) => gate!.dispatch(method, payload, { address: '192.168.1.30' });
    const stepMs = options.stepMs ?? 100;
    const pass = (ms: number) => {
      for (let left = ms; left > 0; left -= stepMs) {
        clock.advance(Math.min(stepMs, left));
        scheduler.run();
      }
    };
    return { host, call, guest, gate: () => gate!, pass, clock, events, dataDir };
  }

  return { dirs, invitingHost };
}
