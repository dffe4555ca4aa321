import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api, createGame } from './board-play';
import { playToEnd, UNTIMED_TRAINING } from './saves-play';
import type { GameDetail } from '../../src/shared/games';

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
