import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api, createGame } from './board-play';
import { playToEnd, UNTIMED_TRAINING } from './saves-play';

/** The browser's globals used below (this project's Node tsconfig has no DOM library). */
interface PageWindow {
  localStorage: { setItem(key: string, value: string): void };
}
import type { GameDetail } from '../../src/shared/games';
import { countdownPlayToEnd, type CountdownGame } from './fuse-countdown-records-play';
import * as fc from './fuse-countdown-play';

// axe-core over every screen, with content in it (a finished game for history and statistics, a
// game in progress for the table at planning and during the countdown, its menu, rules, legend and
// settings, and the end-of-game card): no violation is allowed.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test('axe finds nothing on the launcher, every section, the table, its menu, rules, legend and settings', async ({ page, request, webHost }) => {
  // Many screens, each analysed in full: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const setup = { ...UNTIMED_TRAINING, seats: [...UNTIMED_TRAINING.seats] };
  const finished = await createGame(request, webHost.url, setup, 11);
  await playToEnd(request, webHost.url, finished.id);
  const game = await createGame(request, webHost.url, { ...setup, timerSeconds: 60 }, 20261122);
  await api<GameDetail>(request, webHost.url, 'saveProfile', { name: 'Ann', colour: 'red' });

  await page.goto(webHost.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page.getByTestId('quick-start')).toBeVisible();
  await expectNoViolations(page, 'launcher');

  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const section of ['Saved games', 'Campaigns', 'Profiles', 'History', 'Statistics']) {
    await nav.getByRole('button', { name: section }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoViolations(page, section);
  }

  await page.goto(webHost.url);
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await expectNoViolations(page, 'table at planning');
  await page.getByTestId('log').getByRole('button', { name: /Open the log/ }).click();
  await expectNoViolations(page, 'table with the log open');
  await page.getByTestId('log').getByRole('button', { name: /Close the log/ }).click();
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await expectNoViolations(page, 'table during the countdown');

  const menu = page.getByTestId('table-menu');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'menu');
  for (const item of ['Rules', 'Legend', 'Settings']) {
    await menu.getByRole('button', { name: new RegExp(`^${item}`) }).click();
    await expect(menu.getByRole('button', { name: 'Back to the menu' })).toBeVisible();
    await expectNoViolations(page, item);
    await menu.getByRole('button', { name: 'Back to the menu' }).click();
  }
  await menu.getByRole('button', { name: 'Back to the table' }).click();
  await expect(page.getByTestId('paused')).toBeVisible();
  await expectNoViolations(page, 'pause cover');
});

test('axe finds nothing on the end-of-game card and the finished table', async ({ page, request, webHost }) => {
  // Reduced motion: the board shows what happened at once, so the end card is not kept waiting.
  await page.addInitScript(() => (globalThis as unknown as PageWindow).localStorage.setItem('fuse-table.settings.v1', JSON.stringify({ reducedMotion: true })));
  const game = await createGame(request, webHost.url, { ...UNTIMED_TRAINING, seats: [...UNTIMED_TRAINING.seats] }, 11);
  await page.goto(webHost.url);
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  await playToEnd(request, webHost.url, game.id);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page, 'end card');
  await end.getByRole('button', { name: 'Look at the table' }).click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-phase', 'game-over');
  await expectNoViolations(page, 'finished table');
});

test("axe finds nothing on FUSE: Countdown's new-game form, its history page and its statistics", async ({ page, request, webHost }) => {
  const created = await api<CountdownGame>(request, webHost.url, 'createGame', {
    kind: 'fuse-countdown',
    seed: 1,
    title: 'Bomb squad',
    setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], level: 'expert', clockMinutes: null },
  });
  const finished = await countdownPlayToEnd(request, webHost.url, created.id);
  expect(finished.status).not.toBe('in-progress');

  await page.goto(webHost.url);
  const form = page.getByTestId('fuse-countdown-new-game');
  // On a launcher the game is chosen first.
  if (!(await form.isVisible())) await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  await expect(form).toBeVisible();
  await form.getByLabel('Roles').selectOption({ label: 'Given here' });
  await expectNoViolations(page, 'FUSE: Countdown new-game form');

  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Open the log of Bomb squad' }).click();
  await expect(page.getByTestId('fuse-countdown-history-game')).toBeVisible();
  await expect(page.locator('summary').first()).toBeVisible();
  await expectNoViolations(page, 'FUSE: Countdown history page');

  await nav.getByRole('button', { name: 'Statistics' }).click();
  await page.getByRole('combobox', { name: 'Game', exact: true }).selectOption({ label: 'FUSE: Countdown' });
  await expect(page.getByTestId('stats-best-scores')).toBeVisible();
  await expectNoViolations(page, 'FUSE: Countdown statistics');
});

test('axe finds nothing on the FUSE: Countdown board in each phase', async ({ page, request, webHost }) => {
  // A whole bot game through the API, then the board's replay to the end card: 50 s alone on a loaded
  // machine; the replay alone took over 30 s beside three other builds (load average 20).
  test.setTimeout(180_000);
  const setup = fc.fcSetup(2, { level: 'training' });
  // A seed whose bot game asks a seat for its replacement bomb (a decision on the board).
  let plan: { seed: number; at: number; game: ReturnType<typeof fc.botGame> } | null = null;
  for (let seed = 1; seed <= 40 && !plan; seed++) {
    const game = fc.botGame(setup, seed);
    const at = game.states.findIndex((s) => s.pending?.kind === 'replacement');
    if (at > 0) plan = { seed, at, game };
  }
  if (!plan) throw new Error('No seed asks for a replacement; widen the seeds.');
  let t = await fc.createTable(request, webHost.url, setup, plan.seed);
  await fc.openGame(page, t.game);
  const board = page.getByTestId('fuse-countdown-board');
  await expect(board).toHaveAttribute('data-phase', 'roll');
  await expectNoViolations(page, 'FUSE: Countdown board before the roll');
  await page.getByTestId('fc-roll').click();
  t = await fc.follow(request, webHost.url, t, { type: 'roll' });
  await page.locator('[data-rolled]').first().click();
  await expect(board).toHaveAttribute('data-phase', 'distribute');
  await expectNoViolations(page, 'FUSE: Countdown board with a die picked');
  await page.locator('[data-rolled]').first().click();
  t = await fc.playActions(request, webHost.url, t, plan.game.actions.slice(1, plan.at));
  await expect(board).toHaveAttribute('data-pending', 'replacement');
  await expectNoViolations(page, 'FUSE: Countdown board asking for a replacement');
  const ended = await fc.botUntil(request, webHost.url, t, () => false);
  expect(ended.s.outcome).not.toBeNull();
  // The end card comes once the board has shown the last moves' moments.
  await expect(page.getByTestId('fc-end-summary')).toBeVisible({ timeout: 60_000 });
  await expectNoViolations(page, 'FUSE: Countdown board at the end');
});
