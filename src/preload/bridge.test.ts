import { describe, expect, it } from 'vitest';
import { API_METHODS } from '@shared/api-methods';
import type { ApiEvent } from '@shared/api';
import { createBridge, type IpcChannel } from './bridge';

type Listener = (event: unknown, ...args: unknown[]) => void;

/** An ipcRenderer stand-in: records invocations, answers them, and can push events. */
function fakeIpc(answer: (channel: string, args: unknown[]) => Promise<unknown>) {
  const invoked: Array<[string, ...unknown[]]> = [];
  const listeners = new Map<string, Set<Listener>>();
  const ipc: IpcChannel = {
    invoke: (channel, ...args) => {
      invoked.push([channel, ...args]);
      return answer(channel, args);
    },
    on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const push = (channel: string, event: unknown) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: 'ipc internals' }, event);
  };
  return { ipc, invoked, listeners, push };
}

describe('preload bridge', () => {
  it('has exactly one function per API method, plus subscribe', () => {
    const bridge = createBridge(fakeIpc(async () => null).ipc);
    expect(Object.keys(bridge).sort()).toEqual([...API_METHODS, 'subscribe'].sort());
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it('sends each method with its name and payload over fuse:call and returns main\'s Result', async () => {
    const { ipc, invoked } = fakeIpc(async (_channel, args) => ({ ok: true, value: args[0] }));
    const bridge = createBridge(ipc);
    await expect(bridge.getGame({ id: '7f1c0c8e-0000-4000-8000-000000000001' })).resolves.toEqual({ ok: true, value: 'getGame' });
    await expect(bridge.listGames({ status: 'finished' })).resolves.toEqual({ ok: true, value: 'listGames' });
    await expect(bridge.setTableSettings({ pace: 'slow' })).resolves.toEqual({ ok: true, value: 'setTableSettings' });
    expect(invoked).toEqual([
      ['fuse:call', 'getGame', { id: '7f1c0c8e-0000-4000-8000-000000000001' }],
      ['fuse:call', 'listGames', { status: 'finished' }],
      ['fuse:call', 'setTableSettings', { pace: 'slow' }],
    ]);
  });

  it('turns an IPC failure into an error Result instead of a rejection', async () => {
    const { ipc } = fakeIpc(async () => {
      throw new Error("No handler registered for 'fuse:call'");
    });
    await expect(createBridge(ipc).appInfo({})).resolves.toEqual({
      ok: false,
      error: { code: 'ipc-failed', message: "The app did not answer appInfo: No handler registered for 'fuse:call'" },
    });
  });

  it('delivers pushed events without the IPC event, until unsubscribed', () => {
    const { ipc, push, listeners } = fakeIpc(async () => null);
    const bridge = createBridge(ipc);
    const seen: unknown[][] = [];
    const unsubscribe = bridge.subscribe((...args) => seen.push(args));
    const event: ApiEvent = { type: 'gameDeleted', id: 'g1' };
    push('fuse:event', event);
    push('some-other-channel', { type: 'gameDeleted', id: 'g2' });
    unsubscribe();
    push('fuse:event', { type: 'gameDeleted', id: 'g3' });
    expect(seen).toEqual([[event]]);
    expect(listeners.get('fuse:event')?.size).toBe(0);
  });

  it('refuses a subscription without a listener', () => {
    const bridge = createBridge(fakeIpc(async () => null).ipc);
    expect(() => bridge.subscribe(undefined as unknown as (event: ApiEvent) => void)).toThrow('subscribe needs a listener function');
  });
});
