import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAR_DELAY_GLOBAL, farTestDelay, withDelay } from './far-delay';
import { fakeHub } from './far-room.test-support';
import type { FarPush } from '@shared/far-api';

// The test-only delay on a page's data channels: each frame the page sends or receives waits, in
// order, and the host's side of the room is untouched.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The host's page (no delay) and a friend whose page adds 150 ms each way. */
function room() {
  const hub = fakeHub();
  const host = hub.join('host');
  const friend = withDelay(hub.join('bruno'), 150);
  return { host, friend };
}

describe('a delay on the data channels, for tests', () => {
  it('is read only from a whole number of ms a test set on the page, up to 10 s', () => {
    expect(farTestDelay({})).toBe(0);
    expect(farTestDelay({ [FAR_DELAY_GLOBAL]: 150 })).toBe(150);
    for (const odd of ['150', -5, 0, 1.5, 20_000, Number.NaN, null]) expect(farTestDelay({ [FAR_DELAY_GLOBAL]: odd })).toBe(0);
  });

  it('a call takes the delay out and back: the host answers after 150 ms, the friend hears it after 300', async () => {
    const { host, friend } = room();
    const heard: string[] = [];
    host.actions.call.onRequest = (frame) => {
      heard.push(`host ${frame.method} at ${Date.now()}`);
      return { ok: true, value: frame.method };
    };
    const start = Date.now();
    const answer = friend.actions.call.request({ method: 'act', payload: {} }, { target: 'host' }).then((a) => heard.push(`friend ${JSON.stringify(a)} at ${Date.now()}`));
    await vi.advanceTimersByTimeAsync(149);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([`host act at ${start + 150}`]);
    await vi.advanceTimersByTimeAsync(150);
    await answer;
    expect(heard).toEqual([`host act at ${start + 150}`, `friend {"ok":true,"value":"act"} at ${start + 300}`]);
  });

  it('pushes from the host reach the friend 150 ms later, in the order they were sent', async () => {
    const { host, friend } = room();
    const heard: string[] = [];
    friend.actions.push.onMessage = (push: FarPush) => heard.push(push.type === 'ended' ? `ended ${push.final}` : push.event.type);
    const start = Date.now();
    await host.actions.push.send({ type: 'event', event: { type: 'seatMoved', seat: 1 } } as FarPush, { target: 'bruno' });
    await vi.advanceTimersByTimeAsync(40);
    await host.actions.push.send({ type: 'ended', final: true }, { target: 'bruno' });
    await vi.advanceTimersByTimeAsync(109);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect([heard, Date.now() - start]).toEqual([['seatMoved'], 150]);
    await vi.advanceTimersByTimeAsync(40);
    expect(heard).toEqual(['seatMoved', 'ended true']);
  });

  it('a request the delayed page answers waits on its way in and out; its round trip counts the delay both ways', async () => {
    const { host, friend } = room();
    friend.actions.hello.onRequest = () => ({ none: true });
    const start = Date.now();
    let answeredAt = 0;
    void host.actions.hello.request(null, { target: 'bruno' }).then(() => (answeredAt = Date.now()));
    await vi.advanceTimersByTimeAsync(300);
    expect(answeredAt - start).toBe(300);
    const rtt = friend.ping('host');
    await vi.advanceTimersByTimeAsync(300);
    expect(await rtt).toBe(312);
  });
});
