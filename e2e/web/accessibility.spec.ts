import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api, createGame } from './board-play';
import { playToEnd, UNTIMED_TRAINING } from './saves-play';
import type { GameDetail } from '../../src/shared/games';
import * as fc from './fuse-countdown-play';

// axe-core over every screen, with content in it (a finished game for history and statistics, a
// game in progress for the board at planning and during the countdown): no violation is allowed.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test('axe finds nothing on the start screen, every section and the board', async ({ page, request, webHost }) => {
  const setup = { ...UNTIMED_TRAINING, seats: [...UNTIMED_TRAINING.seats] };
  const finished = await createGame(request, webHost.url, setup, 11);
  await playToEnd(request, webHost.url, finished.id);
  const game = await createGame(request, webHost.url, { ...setup, timerSeconds: 60 }, 20261122);
  await api<GameDetail>(request, webHost.url, 'saveProfile', { name: 'Ann', colour: 'red' });

  await page.goto(webHost.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expectNoViolations(page, 'start screen');

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
  await expectNoViolations(page, 'board at planning');
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await expectNoViolations(page, 'board during the countdown');
});

test('axe finds nothing on the FUSE: Countdown board in each phase', async ({ page, request, webHost }) => {
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
  await expect(page.getByTestId('fc-end-summary')).toBeVisible();
  await expectNoViolations(page, 'FUSE: Countdown board at the end');
});
