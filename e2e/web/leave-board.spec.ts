import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import type { GameDetailOf, GameSummary } from '../../src/shared/games';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Leaving the board in the middle of a countdown pauses the game: no second runs out unseen.

test('going back to the start screen mid-countdown pauses the game, and its countdown stands still', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.getByLabel('Seed (optional)').fill('424242');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Start the countdown' }).click();
  await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();

  const listed = await page.request.post(`${webHost.url}api/listGames`, { data: { status: 'in-progress' } });
  const [summary] = ((await listed.json()) as { value: GameSummary[] }).value;
  expect(summary?.paused).toBe(true);
  const before = ((await (await page.request.post(`${webHost.url}api/getGame`, { data: { id: summary!.id } })).json()) as { value: GameDetail }).value;

  // Time passes while nobody is at the board: the countdown stands still.
  const readGame = async () => ((await (await page.request.post(`${webHost.url}api/getGame`, { data: { id: summary!.id } })).json()) as { value: GameDetail }).value;
  await holdsStill(async () => (await readGame()).state.countdown.elapsedMs, 2_500, 'the countdown of a game left');
  const after = await readGame();
  expect(after.state.countdown.elapsedMs).toBe(before.state.countdown.elapsedMs);
  expect(after.state.stop).toBe('countdown');
});
