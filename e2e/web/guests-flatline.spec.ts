import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { legalPlacements } from '../../src/main/engine/flatline';
import { act, ADA_AND_BRUNO, createGame, firstCountdown } from './board-play';
import type { FlatlineState } from '../../src/shared/flatline/state';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { placeSomeDie } from './guests-play';

// FLATLINE with devices (devices.md): two phones (360×640) join a FLATLINE game, each takes its
// seat, places one of its own dice from its seat view (the main screen shows it on the table) and
// presses its own Done; the main screen marks each ready seat beside its tray, and the countdown
// ends once both are done. axe-core finds nothing on the seat view.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** Every stylesheet of the page arrived (one turned away leaves the page unstyled: no screenshot of that). */
const styled = (page: Page) => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.every((link) => (link as { sheet: unknown }).sheet !== null));

/** Every seat of the first countdown has a die with a legal place, and more than one die. */
const playable = (s: FlatlineState) =>
  [0, 1].every((seat) => {
    const dice = s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray');
    return dice.length > 1 && dice.some((d) => legalPlacements(s, d.id).length > 0);
  });
/** The first countdown of a seed, or null when the deal asks a question first. */
function countdownOf(seed: number): FlatlineState | null {
  try {
    return firstCountdown(ADA_AND_BRUNO, seed);
  } catch {
    return null;
  }
}
const SEED = Array.from({ length: 200 }, (_, i) => i + 1).find((seed) => {
  const s = countdownOf(seed);
  return s !== null && playable(s);
})!;

async function join(browser: Browser, url: string, name: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('button', { name: `Play ${name}` })).toBeVisible();
  // Every stylesheet arrived too (one turned away leaves the page unstyled: no screenshot of that).
  await expect.poll(() => styled(phone)).toBe(true);
  await phone.getByRole('button', { name: `Play ${name}` }).click();
  await expect(phone.getByTestId('guest-seat-name')).toContainText(`You play ${name}`);
  return { context, phone, view: phone.getByTestId('fl-seat-view') };
}

/** The phone picks its first die that has a place and puts it on the first lit place; the main screen shows it. */
async function placeOne(phone: Page, main: Page): Promise<void> {
  const key = await placeSomeDie(phone.getByTestId('fl-seat-view'));
  await expect(main.locator(`[data-space="${key}"]`)).toHaveClass(/filled/);
}

test('two phones play their own FLATLINE seats: each places a die and says Done, the main screen marks them ready, and the countdown ends when both are done', async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(180_000);
  expect(SEED).toBeGreaterThan(0);
  const game = await createGame(request, webHost.url, ADA_AND_BRUNO, SEED);
  await act(request, webHost.url, game.id, { type: 'advance' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();

  const ada = await join(browser, url, 'Ada');
  const bruno = await join(browser, url, 'Bruno');
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-connected', 'true');
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  // The menu paused the clock: Ada's phone continues the game for everyone.
  if (await ada.phone.getByTestId('paused').isVisible()) await ada.phone.getByRole('button', { name: 'Resume' }).first().click();
  await expect(page.getByTestId('paused')).toBeHidden();

  await expect(ada.view).toBeVisible();
  await expectNoViolations(ada.phone, 'seat view');
  expect(await styled(ada.phone)).toBe(true);
  await ada.phone.screenshot({ path: testInfo.outputPath('flatline-seat-360x640.png') });
  await placeOne(ada.phone, page);
  await placeOne(bruno.phone, page);

  // Bruno picks a die: his places, listed by card, at phone and tablet sizes.
  await bruno.view.locator('[data-seat-die]').first().click();
  await expectNoViolations(bruno.phone, 'seat view, a die picked');
  expect(await styled(bruno.phone)).toBe(true);
  await bruno.phone.screenshot({ path: testInfo.outputPath('flatline-seat-picked-360x640.png') });
  await bruno.phone.setViewportSize({ width: 768, height: 1024 });
  await bruno.phone.screenshot({ path: testInfo.outputPath('flatline-seat-picked-768x1024.png') });
  await bruno.phone.setViewportSize({ width: 360, height: 640 });
  // A place the rules refuse for this die says why, on the phone, and nothing is sent.
  const refused = bruno.view.locator('[data-space]:not(.legal):not(.filled):visible').first();
  if ((await refused.count()) > 0) {
    await refused.click();
    await expect(bruno.view.getByTestId('refusal')).toContainText(/\S/);
    await bruno.phone.screenshot({ path: testInfo.outputPath('flatline-seat-refusal-360x640.png') });
  }
  await bruno.view.locator('[data-seat-die][aria-pressed="true"]').click();

  // Ada opens a re-roll on her phone: her other dice listed as ticked check boxes, big enough for a
  // finger; one unticked, then Cancel leaves everything as it was.
  await ada.view.locator('[data-seat-die]').first().click();
  await ada.view.getByTestId('seat-reroll').click();
  const boxes = ada.phone.getByRole('group', { name: 'Which dice' }).getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await expect(box).toHaveAttribute('aria-checked', 'true');
  expect((await boxes.first().boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await boxes.first().uncheck();
  await expectNoViolations(ada.phone, 'seat view, the re-roll prompt');
  await ada.phone.screenshot({ path: testInfo.outputPath('flatline-seat-reroll-360x640.png') });
  await ada.phone.getByRole('button', { name: 'Cancel' }).click();
  await expect(boxes).toHaveCount(0);
  const picked = ada.view.locator('[data-seat-die][aria-pressed="true"]');
  if ((await picked.count()) > 0) await picked.click();

  // Ada is done: her mark shows on the main screen and on Bruno's phone; the countdown goes on.
  await ada.view.getByTestId('seat-done').click();
  await expect(ada.view.getByTestId('seat-ready')).toBeVisible();
  await expect(page.locator('[data-testid="ready-mark"][data-ready-seat="0"]')).toContainText('Done');
  await expect(bruno.view.locator('[data-seat-ready="true"]')).toContainText('Ada: done');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await page.screenshot({ path: testInfo.outputPath('flatline-main-ready-1280x800.png') });
  await ada.phone.screenshot({ path: testInfo.outputPath('flatline-seat-ready-360x640.png') });
  await expectNoViolations(ada.phone, 'seat view, ready');

  // Bruno is done too: the countdown ends.
  await bruno.view.getByTestId('seat-done').click();
  await expect(board).not.toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByTestId('log')).toContainText('The countdown is over');
  await ada.context.close();
  await bruno.context.close();
});

const THREE = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
    { name: 'Chiara', colour: 'green' },
  ],
  level: 'standard',
  timerSeconds: null,
});

test("a mixed table: Bruno plays from his phone, Ada and Chiara at the main screen each say their own Done on their trays, by pointer and by keyboard", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((n) => {
    try {
      return !firstCountdown(THREE, n).pending;
    } catch {
      return false;
    }
  })!;
  const game = await createGame(request, webHost.url, THREE, seed);
  await act(request, webHost.url, game.id, { type: 'advance' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  // Alone at the main screen, the trays offer no seat's Done: the table's own Done ends the countdown.
  await expect(page.getByTestId('tray-done')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const bruno = await join(browser, url, 'Bruno');
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  if (await bruno.phone.getByTestId('paused').isVisible()) await bruno.phone.getByRole('button', { name: 'Resume' }).first().click();
  await expect(page.getByTestId('paused')).toBeHidden();

  // Ada's and Chiara's trays each offer their own Done; Bruno's is his phone's.
  const trayDone = page.getByTestId('tray-done');
  await expect(trayDone).toHaveCount(2);
  await expect(page.getByRole('button', { name: "I'm done (Ada)" })).toBeVisible();
  await expect(page.locator('[data-testid="tray-done"][data-done-seat="1"]')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('flatline-main-tray-done-1280x800.png') });
  await page.getByRole('button', { name: "I'm done (Ada)" }).click();
  await expect(page.locator('[data-testid="ready-mark"][data-ready-seat="0"]')).toContainText('Done');
  await expect(bruno.view.locator('[data-seat-ready="true"]')).toContainText('Ada: done');
  // Chiara's by keyboard alone.
  await page.getByRole('button', { name: "I'm done (Chiara)" }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="ready-mark"][data-ready-seat="2"]')).toContainText('Done');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  // Bruno is done on his phone: every seat is, and the countdown ends.
  await bruno.view.getByTestId('seat-done').click();
  await expect(board).not.toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByTestId('log')).toContainText('The countdown is over');
  await bruno.context.close();
});
