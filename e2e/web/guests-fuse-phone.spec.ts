import { test, expect } from '../support/web-host';
import { legalPlacements } from '../../src/shared/fuse-countdown/rules/queries';
import * as fc from './fuse-countdown-play';
import { backToTable, invite, join } from './guests-play';

// A FUSE: Countdown phone (360×640) beside the main screen: the page scrolls its seat's last card
// wholly into view, clear of the language choice below it; and when the phone takes a die the main
// screen had picked, the main screen's next press on a slot says who took it.

/** Two players at Standard, dice shared out: Bruno (seat 1) holds two bombs on seed 3. */
async function sharingTable(request: Parameters<typeof fc.createTable>[0], url: string) {
  const t = await fc.createTable(request, url, fc.fcSetup(2, { level: 'standard' }), 3);
  return fc.botUntil(request, url, t, (s) => s.phase === 'distribute');
}

test('the phone scrolls its last card wholly into view, and the language choice lies below it, covering nothing', async ({ page, browser, request, webHost }) => {
  const t = await sharingTable(request, webHost.url);
  expect(t.s.seats[1]!.bombs.length + t.s.seats[1]!.sparks.length).toBeGreaterThanOrEqual(2);
  await fc.openGame(page, t.game);
  const phone = await join(browser, await invite(page), 'Bruno');
  await backToTable(page, phone);
  const view = phone.page.getByTestId('fc-seat-view');
  await expect(view).toBeVisible();

  // A plain script: this project is type-checked without the DOM's types.
  await phone.page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const last = view.locator('[data-card]').last();
  const box = (await last.boundingBox())!;
  const language = (await phone.page.getByRole('combobox', { name: 'Language' }).boundingBox())!;
  expect(box.y + box.height, 'the last card ends inside the screen').toBeLessThanOrEqual(640);
  expect(language.y, 'the language choice starts below the last card').toBeGreaterThanOrEqual(box.y + box.height);
  // What a finger meets at the card's lower corners is the card itself.
  const hits = await last.evaluate((card) => {
    const r = card.getBoundingClientRect();
    return [
      [r.left + 4, r.bottom - 4],
      [r.right - 4, r.bottom - 4],
    ].map(([x, y]) => card.contains((globalThis as unknown as { document: { elementFromPoint(x: number, y: number): never } }).document.elementFromPoint(x!, y!)));
  });
  expect(hits).toEqual([true, true]);
});

test('a die the main screen had picked is placed from Bruno’s phone: the next slot pressed says “Bruno took that die”', async ({ page, browser, request, webHost }) => {
  const t = await sharingTable(request, webHost.url);
  const brunos = legalPlacements(t.s, 1)[0]!;
  const adasCard = t.s.seats[0]!.bombs[0]!.card;
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  const phone = await join(browser, await invite(page), 'Bruno');
  await backToTable(page, phone);

  const board = page.getByTestId('fuse-countdown-board');
  await board.locator(`[data-rolled="${brunos.die}"]`).click();
  await expect(board.locator(`[data-rolled="${brunos.die}"]`)).toHaveAttribute('aria-pressed', 'true');
  // Bruno is quicker, from his phone.
  const view = phone.page.getByTestId('fc-seat-view');
  await view.locator(`[data-rolled="${brunos.die}"]`).click();
  await view.locator(`[data-card="${brunos.card}"] button[data-cell="${brunos.cell}"]`).click();
  await expect(board.locator(`[data-rolled="${brunos.die}"]`)).toHaveCount(0);

  await board.locator(`[data-card="${adasCard}"] button[data-cell="0"]`).click();
  await expect(board.locator(`[data-card="${adasCard}"]`).getByText('Bruno took that die.')).toBeVisible();
  await expect(board.getByText('Pick a die first, then its slot.')).toHaveCount(0);
});
