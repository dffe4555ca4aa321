import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import { connectApiToIpc, senderRefusal, type IpcHandlerRegistry } from './api-ipc';
import type { RendererLocation } from './renderer-location';

const location: RendererLocation = { kind: 'app', indexUrl: 'app://fuse-table/index.html', rendererDir: '/app/out/renderer' };
const ourPage = { url: 'app://fuse-table/index.html', parent: null };

type Handler = (event: unknown, ...args: unknown[]) => Promise<Result<unknown>>;

/** ipcMain, an ApiHost and two windows, all fakes that record what reaches them. */
function setup() {
  const handlers = new Map<string, Handler>();
  const ipcMain = {
    handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
    removeHandler: (channel: string) => handlers.delete(channel),
  } as unknown as IpcHandlerRegistry;
  const dispatched: Array<[unknown, unknown]> = [];
  const listeners = new Set<(event: ApiEvent) => void>();
  const host = {
    dispatch: async (method: unknown, payload: unknown): Promise<Result<unknown>> => {
      dispatched.push([method, payload]);
      return { ok: true, value: { answered: method } };
    },
    subscribe: (listener: (event: ApiEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const sent: Array<[string, string, unknown]> = [];
  const window = (name: string, destroyed = false) => ({
    isDestroyed: () => destroyed,
    send: (channel: string, event: unknown) => sent.push([name, channel, event]),
  });
  const logged: string[] = [];
  const disconnect = connectApiToIpc({
    ipcMain,
    host,
    location,
    targets: () => [window('main'), window('closed', true), window('second')],
    log: (m) => logged.push(m),
  });
  const call = (frame: unknown, method: unknown, payload: unknown) => {
    const handler = handlers.get('fuse:call');
    if (!handler) throw new Error('no handler on fuse:call');
    return handler({ senderFrame: frame }, method, payload);
  };
  return { handlers, dispatched, listeners, sent, logged, disconnect, call };
}

describe('API over IPC', () => {
  it('passes a call from our page to the application, method and payload untouched', async () => {
    const { call, dispatched } = setup();
    const payload = { status: 'all' };
    await expect(call(ourPage, 'listGames', payload)).resolves.toEqual({ ok: true, value: { answered: 'listGames' } });
    expect(dispatched).toEqual([['listGames', payload]]);
  });

  it('refuses calls from any other page, a sub-frame, or a vanished frame, and runs nothing', async () => {
    const { call, dispatched, logged } = setup();
    const refused = { ok: false, error: { code: 'forbidden-sender', message: 'This page may not use the FUSE Table API.' } };
    await expect(call({ url: 'https://evil.example/', parent: null }, 'deleteGame', { id: 'x' })).resolves.toEqual(refused);
    await expect(call({ url: ourPage.url, parent: { url: 'https://evil.example/' } }, 'deleteGame', { id: 'x' })).resolves.toEqual(refused);
    await expect(call(null, 'deleteGame', { id: 'x' })).resolves.toEqual(refused);
    expect(dispatched).toEqual([]);
    expect(logged).toEqual([
      'API call refused: https://evil.example/ is not the app\'s page',
      'API call refused: a sub-frame (app://fuse-table/index.html) may not call the API',
      'API call refused: the calling frame is gone',
    ]);
  });

  it('forwards every event to each open window, skipping destroyed ones', () => {
    const { listeners, sent } = setup();
    const event: ApiEvent = { type: 'gameDeleted', id: 'g1' };
    for (const listener of listeners) listener(event);
    expect(sent).toEqual([
      ['main', 'fuse:event', event],
      ['second', 'fuse:event', event],
    ]);
  });

  it('disconnects both ways', () => {
    const { handlers, listeners, disconnect } = setup();
    disconnect();
    expect(handlers.size).toBe(0);
    expect(listeners.size).toBe(0);
  });

  it('explains each refusal', () => {
    expect(senderRefusal(undefined, location)).toBe('the calling frame is gone');
    expect(senderRefusal({ url: '', parent: null }, location)).toBe('an unknown page is not the app\'s page');
    expect(senderRefusal(ourPage, location)).toBeNull();
  });
});
