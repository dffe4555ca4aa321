import { test, expect, type WebHost } from '../support/web-host';
import type { Locator, Page } from '@playwright/test';
import type { GameSummary } from '../../src/shared/games';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The thin vertical slice, end to end through the web host: create a FLATLINE game from the start
// screen, see it, stop and restart the host on the same data, find it under Continue, open it,
// and delete it after confirming (and after cancelling first).

/** Moving to another screen keeps keyboard focus in the page's main content, never lost to the body. */
async function expectFocusInMain(page: Page) {
  await expect(page.locator('main:focus, main :focus')).toHaveCount(1);
}

/** Presses Tab until `target` has focus, failing after `max` presses. */
async function tabUntilFocused(page: Page, target: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el.matches(':focus'))) return;
  }
  throw new Error(`Tab never reached ${target} in ${max} presses`);
}

async function listGames(page: Page, host: WebHost) {
  const reply = await page.request.post(`${host.url}api/listGames`, { data: { status: 'all' } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { ok: true; value: GameSummary[] }).value;
}

test('a solitaire game survives a host restart, opens from Continue, and is deleted only after confirming', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await expect(page.getByText('No games in progress yet')).toBeVisible();

  await page.getByRole('radio', { name: '1 player (solitaire)' }).check();
  await expect(page.getByText('Solitaire: you play two colours of dice')).toBeVisible();
  await page.getByLabel('Your name').fill('Ann');
  await expect(page.getByLabel('Colour 1 of 2')).toHaveValue('red');
  await expect(page.getByLabel('Colour 2 of 2')).toHaveValue('blue');
  await page.getByLabel('Level').selectOption({ label: 'Training' });
  await page.getByLabel('Countdown').selectOption({ label: 'Untimed' });
  await page.getByLabel('Seed (optional)').fill('42');
  await page.getByRole('button', { name: 'Start game' }).click();

  // The table: the game's title and its round in the bar (the board fills the rest).
  await expect(page.getByTestId('game-round')).toHaveText('Round 1');
  await expectFocusInMain(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(title).toContain('Ann');

  const games = await listGames(page, webHost);
  expect(games).toHaveLength(1);
  expect(games[0]).toMatchObject({
    title,
    solitaire: true,
    round: 1,
    status: 'in-progress',
    seats: [
      { name: 'Ann', colour: 'red' },
      { name: 'Ann', colour: 'blue' },
    ],
    setup: { level: 'training', meterSide: 'standard', timerSeconds: null },
  });
  // The deal typed (42) is the game's, kept in the host: no view shows it while the game is played.
  expect(games[0]).not.toHaveProperty('seed');
  const exported = await page.request.post(`${webHost.url}api/exportGame`, { data: { id: games[0]!.id } });
  expect((JSON.parse(((await exported.json()) as { value: { text: string } }).value.text) as { game: { seed: unknown } }).game.seed).toBe(42);

  // Stop the host the way a user does (SIGTERM): it closes the database cleanly, so SQLite folds its
  // write-ahead log back in and removes it. Then start again on the same data folder.
  await webHost.stop();
  expect(webHost.output()).toContain('FUSE Table web host: stopping (SIGTERM)');
  expect(existsSync(join(webHost.dataDir, 'games.db'))).toBe(true);
  expect(existsSync(join(webHost.dataDir, 'games.db-wal'))).toBe(false);
  await webHost.restart();
  await page.goto(webHost.url);
  const entry = page.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Solitaire · Training · Untimed')).toBeVisible();
  await expect(entry.getByText('Round 1')).toBeVisible();
  await expect(entry.getByText(/^Last played /)).toBeVisible();
  await expect(entry.getByRole('img', { name: /^Ann \(red\b/ })).toBeVisible();
  await expect(entry.getByRole('img', { name: /^Ann \(blue\b/ })).toBeVisible();

  // Open it from Continue.
  await entry.getByRole('button', { name: `Open ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('game-round')).toHaveText('Round 1');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();

  // Delete: cancel once with the button, once with Escape, then confirm.
  const deleteButton = page.getByRole('button', { name: `Delete ${title}` });
  const dialog = page.getByRole('dialog', { name: 'Delete this game?' });
  await deleteButton.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(entry).toBeVisible();
  expect(await listGames(page, webHost)).toHaveLength(1);

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete game' }).click();
  await expect(entry).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Continue' })).toBeFocused();
  await expect(page.getByText('No games in progress yet')).toBeVisible();
  expect(await listGames(page, webHost)).toEqual([]);

  // And it stays gone after another restart.
  await webHost.restart();
  await page.goto(webHost.url);
  await expect(page.getByText('No games in progress yet')).toBeVisible();
});

test('a five-player game keeps every name and colour, swapping colours instead of sharing them', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.getByRole('radio', { name: '5 players' }).check();
  const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed'];
  for (const [i, name] of names.entries()) await page.getByLabel(`Name of player ${i + 1}`).fill(name);
  // Ann takes green, which Cy had: Cy takes Ann's red.
  await page.getByLabel('Colour of player 1').selectOption({ label: 'Green' });
  await expect(page.getByLabel('Colour of player 3')).toHaveValue('red');
  await page.getByLabel('Level').selectOption({ label: 'Expert' });
  await page.getByLabel('Power Meter').selectOption({ label: 'Expert side (red)' });
  await page.getByLabel('Countdown').selectOption({ label: 'Calm: 120 seconds' });
  await page.getByRole('button', { name: 'Start game' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [game] = await listGames(page, webHost);
  expect(game).toMatchObject({
    solitaire: false,
    seats: [
      { name: 'Ann', colour: 'green' },
      { name: 'Bo', colour: 'blue' },
      { name: 'Cy', colour: 'red' },
      { name: 'Di', colour: 'yellow' },
      { name: 'Ed', colour: 'purple' },
    ],
    setup: { level: 'expert', meterSide: 'expert', timerSeconds: 120 },
    round: 1,
  });

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Ann · Bo · Cy · Di · Ed' });
  await expect(entry.getByText('5 players · Expert · Calm: 120 seconds')).toBeVisible();
  await expect(entry.getByText('Round 1')).toBeVisible();
  for (const [name, colour] of [['Ann', 'green'], ['Bo', 'blue'], ['Cy', 'red'], ['Di', 'yellow'], ['Ed', 'purple']]) {
    await expect(entry.getByRole('img', { name: new RegExp(`^${name} \\(${colour}\\b`) })).toBeVisible();
  }
});

test('a bad seed is refused in the form and nothing is created', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.getByLabel('Seed (optional)').fill('-5');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByText('The seed is a whole number from 0 to 4294967295.')).toBeVisible();
  await expect(page.getByLabel('Seed (optional)')).toBeFocused();
  await expect(page.getByLabel('Seed (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(await listGames(page, webHost)).toEqual([]);
});

test('another tab sees a new game arrive without reloading (pushed over the WebSocket)', async ({ page, context, webHost }) => {
  const other = await context.newPage();
  await other.goto(webHost.url);
  await expect(other.getByText('No games in progress yet')).toBeVisible();

  await page.goto(webHost.url);
  await page.getByLabel('Name of player 1').fill('Pushed');
  await page.getByLabel('Name of player 2').fill('Along');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Pushed/ })).toBeVisible();

  await expect(other.getByRole('listitem').filter({ hasText: 'Pushed · Along' })).toBeVisible();
});

test('everything on the start screen is reachable by keyboard, with a skip link first', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  // The header's controls come next (the language switch among them), before the screen itself.
  await tabUntilFocused(page, page.getByLabel('Language'), 10);
  // Player count radios move with the arrow keys, as a radio group should.
  await page.getByRole('radio', { name: '2 players' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 players' })).toBeChecked();
  await expect(page.getByLabel('Name of player 3')).toBeVisible();
  await page.getByLabel('Name of player 3').focus();
  await page.keyboard.type('Key');
  // Start the game with Enter from a text field.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('game-round')).toHaveText('Round 1');
  await expectFocusInMain(page);
  const [game] = await listGames(page, webHost);
  expect(game!.seats.map((seat) => seat.name)).toEqual(['Player 1', 'Player 2', 'Key']);
});

test('when the host has stopped, the page says so and can be dismissed', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await expect(page.getByText('No games in progress yet')).toBeVisible();
  await webHost.stop();
  await page.getByRole('button', { name: 'Start game' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The FUSE Table host is not answering.');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
});
