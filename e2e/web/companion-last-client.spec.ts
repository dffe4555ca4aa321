import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import { api } from './board-play';
import type { CompanionView } from '../../src/shared/companion';
import { LEAVE_GRACE_MS } from '../../src/main/services/table/watchers';

// The pause rule for the companion's clock (docs/companion.md, docs/pause-rule.md): when the last tab
// of the web host closes, its countdown stands at that second and, once the grace has passed with
// nobody back, it is paused there, as a game's is (last-client.spec.ts).

test("closing the last tab while the companion's countdown runs pauses it where it was left", async ({ page, context, webHost }) => {
  const connected = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/events'));
  await page.goto(webHost.url);
  await connected;
  const started = await api<CompanionView>(page.request, webHost.url, 'startCompanion', { kind: 'fuse-countdown', clock: { clock: '10' } });
  await api(page.request, webHost.url, 'companionAct', { id: started.id, act: 'next' });
  const read = async (on: Page) => {
    const view = (await api<CompanionView | null>(on.request, webHost.url, 'getCompanion', {}))!;
    return { running: view.running, paused: view.paused, remainingMs: view.remainingMs };
  };
  await expect.poll(async () => (await read(page)).remainingMs, { timeout: 5_000 }).toBeLessThanOrEqual(599_000);
  const before = await read(page);
  await page.close();

  // A blank tab asks over HTTP only: it is not at the table.
  const other = await context.newPage();
  await expect.poll(async () => (await read(other)).paused, { timeout: LEAVE_GRACE_MS + 10_000 }).toBe(true);
  const after = await read(other);
  expect(after.running).toBe(false);
  // At most the moment between the reading and the close, never the time away (the grace and more).
  expect(before.remainingMs - after.remainingMs).toBeGreaterThanOrEqual(0);
  expect(before.remainingMs - after.remainingMs).toBeLessThan(3_000);
  expect(await holdsStill(() => read(other), 2_000, 'the paused companion')).toEqual(after);
});
