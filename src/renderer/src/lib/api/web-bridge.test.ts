import { describe, expect, it } from 'vitest';
import { createWebBridge } from './web-bridge';
import { RECONNECT_DELAYS_MS } from '../protocol/event-feed';
import { FakeSocket } from '../protocol/fake-socket.test-support';
import type { ApiEvent } from '@shared/api';

function setup(answer: (url: string, init: RequestInit) => Promise<Response>) {
  FakeSocket.all = [];
  const calls: { url: string; init: RequestInit }[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const bridge = createWebBridge({
    origin: 'http://127.0.0.1:5197',
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as typeof fetch,
    WebSocket: FakeSocket,
    setTimeout: (run, ms) => timers.push({ ms, run }),
  });
  return { bridge, calls, timers };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('web bridge calls', () => {
  it('POSTs each method as JSON and passes the Result through', async () => {
    const { bridge, calls } = setup(async () => json(200, { ok: true, value: [] }));
    expect(await bridge.listGames({ status: 'in-progress' })).toEqual({ ok: true, value: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://127.0.0.1:5197/api/listGames');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]!.init.body).toBe('{"status":"in-progress"}');
  });

  it("sends the host's table settings like every other method", async () => {
    const { bridge, calls } = setup(async () => json(200, { ok: true, value: { pace: 'fast' } }));
    expect(await bridge.setTableSettings({ pace: 'fast' })).toEqual({ ok: true, value: { pace: 'fast' } });
    expect([calls[0]!.url, calls[0]!.init.body]).toEqual(['http://127.0.0.1:5197/api/setTableSettings', '{"pace":"fast"}']);
  });

  it('passes an error Result from a 400 answer through unchanged', async () => {
    const error = { code: 'invalid-payload', message: 'Invalid payload: setup.level: bad', field: 'setup.level' };
    const { bridge } = setup(async () => json(400, { ok: false, error }));
    expect(await bridge.appInfo({})).toEqual({ ok: false, error });
  });

  it('turns a host that is gone or answers nonsense into a host-unreachable error', async () => {
    const gone = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await gone.bridge.appInfo({})).toEqual({
      ok: false,
      error: { code: 'host-unreachable', message: 'The FUSE Table host did not answer (Failed to fetch)' },
    });
    const html = setup(async () => new Response('<html>', { status: 502 }));
    expect(await html.bridge.appInfo({})).toMatchObject({ ok: false, error: { code: 'host-unreachable' } });
    const odd = setup(async () => json(200, { hello: 1 }));
    expect(await odd.bridge.appInfo({})).toMatchObject({ ok: false, error: { code: 'host-unreachable' } });
  });
});

describe('web bridge events', () => {
  const deleted: ApiEvent = { type: 'gameDeleted', id: '00000000-0000-4000-8000-000000000001' };

  it('opens one socket on the first subscription and delivers pushed events to every listener', () => {
    const { bridge } = setup(async () => json(200, {}));
    const a: ApiEvent[] = [];
    const b: ApiEvent[] = [];
    bridge.subscribe((e) => a.push(e));
    bridge.subscribe((e) => b.push(e));
    expect(FakeSocket.all.map((s) => s.url)).toEqual(['ws://127.0.0.1:5197/events']);
    const socket = FakeSocket.all[0]!;
    socket.message(deleted);
    socket.message('not json');
    socket.message({ kind: 'no type' });
    socket.message('[1,2]');
    expect(a).toEqual([deleted]);
    expect(b).toEqual([deleted]);
  });

  it('reconnects after the socket drops, backing off, and stops when nobody listens', () => {
    const { bridge, timers } = setup(async () => json(200, {}));
    const got: ApiEvent[] = [];
    const stop = bridge.subscribe((e) => got.push(e));
    FakeSocket.all[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    timers[0]!.run();
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([RECONNECT_DELAYS_MS[0], RECONNECT_DELAYS_MS[1]]);
    timers[1]!.run();
    const third = FakeSocket.all[2]!;
    third.open();
    third.message(deleted);
    expect(got).toEqual([deleted]);
    stop();
    expect(third.closed).toBe(true);
    expect(timers).toHaveLength(2);
  });
});
