import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import type { GameDetailOf } from '../../src/shared/games';
import type { GameResult } from '../../src/shared/history';
import { ADA_AND_BRUNO, api, createGame, spaceKey } from './board-play';
import { playToEnd } from './saves-play';
import { countdownPlayToEnd } from './fuse-countdown-records-play';
import { createTable, fcSetup, openGame, type FcGame } from './fuse-countdown-play';

// A hint on a device (docs/hints.md): Bruno's phone (360×640) asks "what would you do?" with the
// ★ Hint button or H; its seat view rings his own die (★1) and its legal place (★2) with one line
// saying why; following it is accepted for his seat, and the game's record says a hint was shown.
// axe-core finds nothing while the hint shows.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** What the seat view marks as the hint's steps, and what has the keyboard's focus (page-side: no DOM types here). */
const lit = (page: Page) =>
  page.evaluate(`(() => {
    const name = (el) => el?.dataset.die ?? el?.dataset.space ?? el?.dataset.rolled ?? el?.dataset.key ?? null;
    const step = (n) => [...document.querySelectorAll('[data-hint-step="' + n + '"]')].map(name);
    return { one: step(1), two: step(2), focused: name(document.activeElement) };
  })()`) as Promise<{ one: (string | null)[]; two: (string | null)[]; focused: string | null }>;

/** The main screen invites; Bruno's phone takes his seat; the menu closes and the table goes on. */
async function brunoJoins(page: Page, browser: Browser): Promise<Page> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: 'Play Bruno' }).click();
  await expect(phone.getByTestId('guest-seat-name')).toContainText('You play Bruno');
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  if (await phone.getByTestId('paused').isVisible()) await phone.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('paused')).toBeHidden();
  return phone;
}

/** The game's record once it is over: how many hints its table was shown. */
async function hintsRecorded(request: Parameters<typeof api>[0], url: string, id: string): Promise<number | undefined> {
  const { entries } = await api<{ entries: GameResult[] }>(request, url, 'listHistory', {});
  return entries.find((entry) => entry.gameId === id)?.hints;
}

test("FUSE: Countdown: a phone's Hint lights its own die and a slot of its own card; placing it there is accepted and the record says so", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const t = await createTable(request, webHost.url, fcSetup(2, { level: 'training', roles: ['disposal-expert', 'technologist'] }), 3);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, t.game);
  const phone = await brunoJoins(page, browser);
  await page.getByTestId('fc-roll').click();
  await expect(phone.getByTestId('fc-seat-view')).toHaveAttribute('data-phase', 'distribute');

  await phone.getByTestId('hint').click();
  await expect(phone.getByTestId('hint-text')).toHaveText(/^This die fills /);
  const shown = await lit(phone);
  expect(shown.one).toHaveLength(1);
  expect(shown.two).toHaveLength(1);
  expect(shown.one[0]).toMatch(/^d\d\d$/);
  expect(shown.focused).toBe(shown.one[0]);
  // The slot is on one of Bruno's own cards (the seat view draws only his).
  const [card, cell] = shown.two[0]!.split('#');
  const before = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  expect(before.state.seats[1]!.bombs.concat(before.state.seats[1]!.sparks).map((c) => c.card)).toContain(card);
  await phone.screenshot({ path: testInfo.outputPath('guest-hint-fc-360x640.png') });
  await expectNoViolations(phone, 'FUSE: Countdown seat view with a hint showing');
  await phone.setViewportSize({ width: 768, height: 1024 });
  await phone.screenshot({ path: testInfo.outputPath('guest-hint-fc-768x1024.png') });
  await phone.setViewportSize({ width: 360, height: 640 });

  await phone.locator(`[data-rolled="${shown.one[0]}"]`).click();
  await phone.locator(`[data-key="${shown.two[0]}"]`).click();
  await expect.poll(async () => (await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id })).version).toBe(before.version + 1);
  const after = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  const placed = after.state.seats[1]!.bombs.concat(after.state.seats[1]!.sparks).find((c) => c.card === card);
  expect(placed?.dice.map((d) => [d.die, d.cell])).toContainEqual([shown.one[0], Number(cell)]);
  await expect(phone.locator('[data-hint-step]')).toHaveCount(0);
  await expect(phone.getByTestId('hint-text')).toHaveCount(0);

  await api(request, webHost.url, 'closeInvitations', {});
  await countdownPlayToEnd(request, webHost.url, t.game.id);
  expect(await hintsRecorded(request, webHost.url, t.game.id)).toBe(1);
});

test('FLATLINE: H on a phone lights its own die, Enter picks it and lights its place, Enter puts it there; the record says a hint was shown', async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const game = await createGame(request, webHost.url, { ...ADA_AND_BRUNO, timerSeconds: 120 }, 7);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const phone = await brunoJoins(page, browser);
  await page.getByTestId('start-countdown').click();
  await expect(phone.getByTestId('fl-seat-view')).toHaveAttribute('data-stop', 'countdown');

  await phone.keyboard.press('h');
  await expect(phone.getByTestId('hint-text')).toHaveText(/^This die (finishes|goes towards) /);
  const shown = await lit(phone);
  // Bruno's die (seat 1) in his hand, and its place on the phone's small board.
  expect(shown.one).toHaveLength(1);
  expect(shown.one[0]).toMatch(/^s1d\d$/);
  expect(shown.two).toHaveLength(1);
  expect(shown.focused).toBe(shown.one[0]);
  await expectNoViolations(phone, 'FLATLINE seat view with a hint showing');

  await phone.keyboard.press('Enter');
  await expect.poll(async () => (await lit(phone)).two).toHaveLength(1);
  const place = (await lit(phone)).two[0]!;
  expect((await lit(phone)).focused).toBe(place);
  await expect(phone.locator(`[data-space="${place}"]`)).toHaveClass(/legal/);
  await phone.screenshot({ path: testInfo.outputPath('guest-hint-fl-360x640.png') });
  await expectNoViolations(phone, 'FLATLINE seat view with the hint’s place lit');
  await phone.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const now = await api<GameDetailOf<'flatline'>>(request, webHost.url, 'getGame', { id: game.id });
      const die = now.state.dice.find((d) => d.id === shown.one[0]);
      return die?.at.kind === 'space' ? spaceKey(die.at.target, die.at.space) : null;
    })
    .toBe(place);
  await expect(phone.locator('[data-hint-step]')).toHaveCount(0);

  await api(request, webHost.url, 'closeInvitations', {});
  await playToEnd(request, webHost.url, game.id);
  expect(await hintsRecorded(request, webHost.url, game.id)).toBe(1);
});
