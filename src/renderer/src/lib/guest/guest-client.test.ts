import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@shared/errors';
import type { LinkState } from '@shared/api';
import { FakeSocket } from '../protocol/fake-socket.test-support';
import { createGuestClient, SEAT_LOST_CLOSE } from './guest-client';

function client(reply: (url: string, body: unknown) => { status: number; body: unknown } | Error) {
  FakeSocket.all = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const c = createGuestClient({
    origin: 'http://192.168.1.20:5198',
    fetch: (async (url: string, init: { body: string }) => {
      const r = reply(url, JSON.parse(init.body));
      if (r instanceof Error) throw r;
      return { status: r.status, json: async () => r.body } as Response;
    }) as unknown as typeof fetch,
    WebSocket: FakeSocket,
    setTimeout: (callback, ms) => {
      timers.push(callback);
      delays.push(ms);
    },
  });
  return { c, timers, delays };
}

describe('the guest client', () => {
  it('posts each call to /guest/<method> and unwraps its Result', async () => {
    const seen: unknown[] = [];
    const { c } = client((url, body) => {
      seen.push([url, body]);
      return { status: 200, body: { ok: true, value: { id: 'g', kind: 'fuse-countdown', title: 'T', seats: [] } } };
    });
    expect(await c.call('lobby', { code: 'ABC234' })).toEqual({ id: 'g', kind: 'fuse-countdown', title: 'T', seats: [] });
    expect(seen).toEqual([['http://192.168.1.20:5198/guest/lobby', { code: 'ABC234' }]]);
  });

  it('throws a refusal with its code, and an unreachable table as host-unreachable', async () => {
    const { c } = client(() => ({ status: 403, body: { ok: false, error: { code: 'wrong-join-code', message: 'no' } } }));
    await expect(c.call('lobby', { code: 'ABC234' })).rejects.toMatchObject({ code: 'wrong-join-code' });
    const { c: gone } = client(() => new Error('offline'));
    const error = await gone.call('lobby', { code: 'ABC234' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).code).toBe('host-unreachable');
  });

  it('listens on the seat socket, reconnects when it drops, and stops for good when the seat is lost', () => {
    const { c, timers, delays } = client(() => ({ status: 200, body: { ok: true, value: null } }));
    const events: unknown[] = [];
    const links: LinkState[] = [];
    c.listen('t'.repeat(32), (e) => events.push(e), (state) => links.push(state));
    const first = FakeSocket.all[0]!;
    expect(first.url).toBe(`ws://192.168.1.20:5198/guest/events?token=${'t'.repeat(32)}`);
    first.open();
    first.message({ type: 'seatMoved', seat: 2 });
    first.message({ type: 'somethingElse' });
    first.drop();
    expect(delays).toEqual([250]);
    timers.shift()!();
    const second = FakeSocket.all[1]!;
    second.open();
    second.message({ type: 'seatLost', code: 'seat-released', message: 'gone' });
    second.drop(SEAT_LOST_CLOSE);
    expect(events).toEqual([{ type: 'seatMoved', seat: 2 }, { type: 'seatLost', code: 'seat-released', message: 'gone' }]);
    expect(links).toEqual(['open', 'dropped', 'reopened', 'dropped']);
    expect(timers).toEqual([]);
  });
});
