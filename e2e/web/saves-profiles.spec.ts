import { test, expect } from '../support/web-host';
import type { GameSummary } from '../../src/shared/games';
import type { GameResult } from '../../src/shared/history';
import { api, playToEnd } from './saves-play';

// Profiles at the table: a seat of a new game takes a profile (its name and colour), the finished
// game records who played, and the statistics filter by that person.

test('a seat picks a profile in the new-game form; the finished game counts for that person', async ({ page, webHost, request }) => {
  await page.goto(webHost.url);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('button', { name: 'Profiles' }).click();
  await page.getByLabel('Name').fill('Ann');
  await page.getByLabel('Preferred colour').selectOption({ label: 'Purple' });
  await page.getByRole('button', { name: 'Add profile' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ann' })).toBeVisible();

  await nav.getByRole('button', { name: 'Play' }).click();
  await page.getByLabel('Profile for player 1').selectOption({ label: 'Ann' });
  await expect(page.getByLabel('Name of player 1')).toHaveValue('Ann');
  await expect(page.getByLabel('Colour of player 1')).toHaveValue('purple');
  await page.getByLabel('Name of player 2').fill('Bo');
  await page.getByLabel('Level').selectOption({ label: 'Training' });
  await page.getByLabel('Countdown').selectOption({ label: 'Untimed' });
  await page.getByLabel('Seed (optional)').fill('1');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ann · Bo' })).toBeVisible();

  const [game] = await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'all' });
  expect(game!.seats).toEqual([
    { name: 'Ann', colour: 'purple' },
    { name: 'Bo', colour: 'blue' },
  ]);
  const ended = await playToEnd(request, webHost.url, game!.id);
  const history = await api<{ entries: GameResult[] }>(request, webHost.url, 'listHistory', {});
  expect(history.entries[0]!.players.map((p) => [p.name, p.profileId !== null])).toEqual([
    ['Ann', true],
    ['Bo', false],
  ]);

  // The table fills the window (no navigation there): back to the app first.
  await page.goto(webHost.url);
  await nav.getByRole('button', { name: 'Statistics' }).click();
  await page.getByLabel('Player').selectOption({ label: 'Ann' });
  await expect(page.getByTestId('stats-games')).toHaveText('1');
  await expect(page.getByTestId('stats-wins')).toHaveText(ended.status === 'won' ? '1' : '0');
});
