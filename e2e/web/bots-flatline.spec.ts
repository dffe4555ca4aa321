import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { holdsStill } from '../support/holds-still';
import { api } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';
import { flatlineDecisionFile } from '../../src/main/services/bots/table-decisions.test-support';

// One person and two FLATLINE bots play a round in the browser: the form seats the bots in one
// press, the person places their dice, the bots place theirs on the board at their pace (each die
// leaves its tray and the log says who placed it), and the round resolves into round 2.

type Game = GameDetailOf<'flatline'>;

const trayDice = (page: Page, seat: number) => page.locator(`[data-die^="s${seat}d"]`);

/** The open game as the host keeps it (the same view the page is sent). */
async function hostGame(page: Page, url: string): Promise<Game> {
  const games = await api<{ id: string; status: string }[]>(page.request, url, 'listGames', { status: 'in-progress' });
  return api<Game>(page.request, url, 'getGame', { id: games[0]!.id });
}

test('one person and two bots play a round: the bots place their own dice visibly, the round resolves', async ({ page, webHost }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('radio', { name: '3 players' }).check();
  await page.getByLabel('Name of player 1').fill('Ada');
  await page.getByRole('button', { name: 'Fill the empty seats with bots' }).click();
  await expect(page.getByLabel('Who plays seat 2')).toHaveValue('bot');
  await expect(page.getByLabel('Who plays seat 3')).toHaveValue('bot');
  await page.getByLabel("Bots' pace").selectOption({ label: 'Steady' });
  // The seats' choices and the pace are in reach of axe as filled in.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bots-new-game-1280x800.png'), fullPage: true });
  await page.getByLabel('Countdown').selectOption({ label: 'Calm: 120 seconds' });
  await page.getByLabel('Seed (optional)').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();

  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  const game = await hostGame(page, webHost.url);
  expect(game.bots).toEqual({ seats: [1, 2], pace: 'steady' });
  expect(game.seats.map((s) => s.name)).toEqual(['Ada', 'Bot 2', 'Bot 3']);
  // Starting the countdown is the people's (the services' tests hold the bots to it).
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  const botDice = [await trayDice(page, 1).count(), await trayDice(page, 2).count()];
  expect(botDice.every((n) => n > 0)).toBe(true);

  // Ada places a die of her own, as a person does: pick it, then one of its lit places.
  await trayDice(page, 0).first().click();
  const lit = page.locator('[data-space].legal').first();
  await expect(lit).toBeVisible();
  await lit.click();
  await expect(page.getByTestId('log')).toContainText('Ada places');

  // The bots' dice go down on the board one by one, each an action of its own seat.
  await expect(page.getByTestId('log')).toContainText('Bot 2 places', { timeout: 15_000 });
  await expect(page.getByTestId('log')).toContainText('Bot 3 places', { timeout: 15_000 });
  await expect.poll(async () => (await trayDice(page, 1).count()) + (await trayDice(page, 2).count()), { timeout: 15_000 }).toBeLessThan(botDice[0]! + botDice[1]!);
  await page.screenshot({ path: testInfo.outputPath('bots-countdown-1280x800.png') });
  const during = await hostGame(page, webHost.url);
  expect(during.clock.running).toBe(true);

  // Ada ends the countdown (Done is held); the round resolves, the people answering what it asks.
  await page.getByTestId('done').click({ delay: 1000 });
  await expect(page.getByTestId('log')).toContainText('The countdown is over', { timeout: 20_000 });
  await expect(async () => {
    const option = page.getByTestId('prompt').locator('button').first();
    if ((await board.getAttribute('data-round')) !== '2' && (await option.isVisible())) await option.click();
    await expect(board).toHaveAttribute('data-round', '2', { timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await page.screenshot({ path: testInfo.outputPath('bots-round-2-1280x800.png') });
});

// A card asks the table a question while Ada sits with two bots (a game stopped there, imported):
// the bots propose their answer on the board and in a line, nothing happens while Ada thinks, and
// pressing the proposed answer plays it. The bots' seats carry their BOT mark.
test('a table decision: the bots propose, nothing happens until Ada presses the proposal, then it is played', async ({ page, webHost }, testInfo) => {
  test.setTimeout(60_000);
  const file = flatlineDecisionFile();
  const { id } = await api<{ id: string }>(page.request, webHost.url, 'importGame', { text: JSON.stringify(file) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Bots propose' }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toBeVisible();
  const resume = page.getByTestId('paused').getByRole('button', { name: 'Resume' });
  if (await resume.isVisible()) await resume.click();

  // The bots' seats are marked, with their pace in the tip.
  await expect(page.getByTestId('bot-mark')).toHaveCount(2);
  await expect(page.getByTestId('bot-mark').first()).toHaveAttribute('title', 'A bot plays Bot 2, at the quick pace');

  const game = await api<Game>(page.request, webHost.url, 'getGame', { id });
  expect(game.proposal).toEqual({ seat: 1, action: { type: 'decide', option: 'seat:0' }, why: { key: 'flatline.hint.why.decide', params: { samples: 6 } } });
  const proposed = page.getByTestId('prompt').locator('[data-option="seat:0"]');
  await expect(proposed).toHaveAttribute('data-proposal', '★ Bot 2 proposes');
  await expect(page.locator('[data-proposal]')).toHaveCount(2); // the answer in the question's list and Ada's tray
  await expect(page.getByTestId('proposal-line')).toContainText('Bot 2 proposes: The lit answer leaves the Medics best off over 6 possible futures. Press it to agree, or choose another.');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bots-proposal-flatline-1280x800.png') });
  await page.setViewportSize({ width: 1024, height: 640 });
  await expect(proposed).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bots-proposal-flatline-1024x640.png') });

  // Bots answer no table decision while a person sits there: three seconds later nobody has answered.
  await holdsStill(async () => (await api<Game>(page.request, webHost.url, 'getGame', { id })).version, 3000, 'the game');
  const waited = await api<Game>(page.request, webHost.url, 'getGame', { id });
  expect(waited.version).toBe(file.actions.length);
  expect(waited.state.pending?.kind).toBe('choose-player-to-lose-dice');

  await proposed.click();
  await expect.poll(async () => (await api<Game>(page.request, webHost.url, 'getGame', { id })).version).toBeGreaterThan(file.actions.length);
  const answered = await api<Game>(page.request, webHost.url, 'getGame', { id });
  expect(answered.state.log.filter((e) => e.code === 'decided').map((e) => e.params.option)).toEqual(['seat:0']);
});
