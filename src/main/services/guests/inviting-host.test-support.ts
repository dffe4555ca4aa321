import { afterEach } from 'vitest';
import { tempDirs } from '../../store/test-support';
import type { GuestGate } from './guest-gate';
import { testHost } from '../host.test-support';

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
