import { expect } from '@playwright/test';

/**
 * Watches `read` over `spanMs` of real time and fails the moment its value changes: how a test sees
 * that something stands still (a paused clock, a game nobody watches). There is no event for
 * nothing happening, so this is the one kind of wait the end-to-end tests keep; it looks all the
 * way through, not once at the end. Returns the value it held.
 */
export async function holdsStill<T>(read: () => Promise<T>, spanMs: number, what = 'the value'): Promise<T> {
  const held = await read();
  const until = Date.now() + spanMs;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await read() as unknown, `${what} changed while it should stand still`).toEqual(held);
  }
  return held;
}
