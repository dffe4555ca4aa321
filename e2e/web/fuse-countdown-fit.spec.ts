import { test, expect } from '../support/web-host';
import * as fc from './fuse-countdown-play';

// FUSE: Countdown's table fits the window at every supported size: the page never scrolls, and at
// 1280×800 and larger every cell of the cards in front of the seats (where dice go) is a 44 px
// target or more, with no seat's cards spilling out of it. Screenshots are kept as artefacts.

for (const players of [1, 3, 4]) {
  test(`${players} player${players > 1 ? 's' : ''}: the table fits from 1024×640 to 1920×1080, every card cell 44 px or more from 1280×800`, async ({ page, request, webHost }, testInfo) => {
    const t = await fc.createTable(request, webHost.url, fc.fcSetup(players, { level: 'expert' }), 7);
    await page.setViewportSize({ width: 1280, height: 800 });
    await fc.openGame(page, t.game);
    await page.getByTestId('fc-roll').click();
    await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'distribute');
    await page.locator('[data-rolled]').first().click();
    for (const [width, height] of [[1024, 640], [1280, 800], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await expect(page.locator('[data-seat] [data-cell]').first()).toBeVisible();
      const shot = await page.screenshot({ path: testInfo.outputPath(`fuse-countdown-${players}p-${width}x${height}.png`) });
      await testInfo.attach(`fuse-countdown-${players}p-${width}x${height}.png`, { body: shot, contentType: 'image/png' });
      const doc = await page.locator('html').evaluate((el) => [el.scrollWidth, el.scrollHeight]);
      expect(doc, `${width}×${height}: the page`).toEqual([width, height]);
      // (every seat count, the smallest window included)
      const spill = await page.locator('[data-testid^="fc-seat-"]').evaluateAll((seats) => seats.map((s) => s.scrollHeight - s.clientHeight));
      expect(spill.every((px) => px <= 0), `${width}×${height}: cards spill out of a seat (${spill.join(', ')})`).toBe(true);
      if (width === 1024) continue;
      const cells = await page.locator('[data-seat] [data-cell]').evaluateAll((els) => els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)));
      expect(Math.min(...cells), `${width}×${height}: the smallest cell`).toBeGreaterThanOrEqual(44);
    }
  });
}

test("the bar reads whole: the game, its title and the stage are never cut, and its type grows on a large window", async ({ page, request, webHost }) => {
  const t = await fc.createTable(request, webHost.url, fc.fcSetup(4, { level: 'expert' }), 7);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  await page.getByTestId('fc-roll').click();
  const sizes: Record<string, number> = {};
  for (const [width, height] of [[1024, 640], [1280, 800], [2560, 1440]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId('game-round')).toContainText('holds the bag');
    const parts = await page.locator('.bar :is(.game-name, h1, .stage)').evaluateAll((els) =>
      els.map((e) => ({ cut: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1, px: parseFloat((globalThis as unknown as { getComputedStyle(el: unknown): { fontSize: string } }).getComputedStyle(e).fontSize) })),
    );
    expect(parts.map((p) => p.cut), `${width}×${height}: a part of the bar is cut`).toEqual([false, false, false]);
    sizes[width] = parts[1]!.px;
  }
  // The title grows with the window: about 18 px at 1280 wide, 24 px or more at 2560.
  expect(sizes[2560]).toBeGreaterThanOrEqual(24);
  expect(sizes[2560]).toBeGreaterThanOrEqual(1.4 * sizes[1280]!);
});

test('before the clock starts, four seats read their roles and their cards still fit, from 1024×640 to 1920×1080', async ({ page, request, webHost }) => {
  const t = await fc.createTable(request, webHost.url, fc.fcSetup(4, { level: 'elite' }), 7, { ready: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('game-round')).toHaveText('Getting ready');
  for (const [width, height] of [[1024, 640], [1280, 800], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    for (const seat of [0, 1, 2, 3]) await expect(page.getByTestId(`fc-role-ability-${seat}`)).toBeVisible();
    const spill = await page.locator('[data-testid^="fc-seat-"]').evaluateAll((seats) => seats.map((s) => s.scrollHeight - s.clientHeight));
    expect(spill.every((px) => px <= 0), `${width}×${height}: cards spill out of a seat (${spill.join(', ')})`).toBe(true);
  }
  await page.getByTestId('fc-start').click();
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'roll');
});
