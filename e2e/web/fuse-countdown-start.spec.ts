import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import * as fc from './fuse-countdown-play';

// FUSE: Countdown starts as FLATLINE does: the table is laid out and the roles dealt, and the clock
// stands still until the players say they are ready.

test('the clock stands still at the table until Start, then runs', async ({ page, request, webHost }) => {
  const t = await fc.createTable(request, webHost.url, fc.fcSetup(2, { level: 'standard', clockMinutes: 10 }), 3, { ready: false });
  await fc.openGame(page, t.game);
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'ready');
  const clock = async () => (await fc.api<fc.FcGame>(request, webHost.url, 'getGame', { id: t.game.id })).clock;
  expect(await holdsStill(clock, 2_000, 'the clock before the start')).toMatchObject({ running: false, elapsedMs: 0 });

  await page.getByTestId('fc-start').click();
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'roll');
  await expect.poll(async () => (await clock()).elapsedMs, { timeout: 10_000 }).toBeGreaterThan(0);
  expect((await clock()).running).toBe(true);
});
