import { test, expect } from '../support/web-host';
import type { APIRequestContext, Page } from '@playwright/test';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { GameDetailOf } from '../../src/shared/games';
import { act, api, createGame, findEnding, playThroughApi } from './board-play';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Whole games to their end. The long stretch is played through the HTTP API by the reference greedy
// bot; the last round is played at the board (start the countdown, press Done), and the board shows
// the win or the loss with its cause and a summary of the game.

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const seats = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bruno', colour: 'blue' as const },
];

/**
 * Plays the rest of the round at the board, answering as the greedy bot would: Carry on at a
 * triage window, Use on the card it would use, the option it would choose in a decision.
 */
async function finishAtTheBoard(page: Page, request: APIRequestContext, url: string, id: string): Promise<GameDetail> {
  for (let i = 0; i < 60; i++) {
    const game = await api<GameDetail>(request, url, 'getGame', { id });
    if (game.state.outcome !== 'in-progress' || (game.state.stop === 'planning' && !game.state.pending)) return game;
    const action = greedyAction(game.state);
    if (action.type === 'decide') await page.locator(`[data-option="${action.option}"]`).click();
    else if (action.type === 'use-triage') await page.locator(`[data-triage="${action.card}"]`).getByRole('button', { name: /^Use / }).click();
    else if (action.type === 'advance' && game.state.stop !== null) await page.getByTestId('carry-on').click();
    // Otherwise the host moves the game on by itself (a deadline): wait until it has.
    await expect.poll(async () => (await api<GameDetail>(request, url, 'getGame', { id })).state.actions, { timeout: 20_000 }).toBeGreaterThan(game.state.actions);
  }
  throw new Error('The round did not finish at the board.');
}

async function openGame(page: Page, game: GameDetail): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toBeVisible();
}

test('a game played to a win ends on the win screen with a summary', async ({ page, request, webHost }, testInfo) => {
  const setup = flatlineSetupSchema.parse({ seats, level: 'training', timerSeconds: null });
  const ending = findEnding(setup, SEEDS, 'won');
  let game = await createGame(request, webHost.url, setup, ending.seed);
  game = await playThroughApi(request, webHost.url, game, (s) => s.round === ending.round && s.stop === 'planning');
  expect(game.state.round).toBe(ending.round);

  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, game);
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-round', String(ending.round));
  await page.getByTestId('start-countdown').click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');

  // The bot places this round's dice through the API; the board follows the pushed updates.
  game = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  while (game.state.stop === 'countdown' && greedyAction(game.state).type !== 'done') {
    game = await act(request, webHost.url, game.id, greedyAction(game.state));
  }
  const placed = game.state.dice.filter((d) => d.at.kind === 'space').length;
  expect(placed).toBeGreaterThan(0);
  await expect(page.locator('.space.filled')).toHaveCount(placed);

  await page.getByTestId('done').click({ delay: 1000 }); // Done is held, not clicked
  await finishAtTheBoard(page, request, webHost.url, game.id);
  const end = page.getByTestId('end-screen');
  await expect(end).toHaveAttribute('data-outcome', 'won', { timeout: 30_000 });
  await expect(end.getByRole('heading', { name: 'You won' })).toBeFocused();
  const final = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(final.state.outcome).toBe('won');
  await expect(end).toContainText(`Every patient was treated: ${final.state.patientsTreated.length} in all.`);
  await expect(end.getByText('Rounds played').locator('xpath=following-sibling::dd[1]')).toHaveText(String(final.state.round));
  await expect(end.getByText('Patients treated').locator('xpath=following-sibling::dd[1]')).toHaveText(
    `${final.state.patientsTreated.length} / ${final.state.patientsTotal}`,
  );
  await expect(page.getByTestId('log')).toContainText('The players win');
  // How the win compares with strong bots' wins at this setting (docs/odds.md), in one line.
  await expect(end.getByTestId('odds-compared')).toHaveText(new RegExp(`^Won in ${final.state.round} rounds: .*strong bots.* at this setting\\.$`));
  await page.screenshot({ path: testInfo.outputPath('board-won-1280x800.png') });

  await end.getByRole('button', { name: 'Look at the table' }).click();
  await expect(end).toHaveCount(0);
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-phase', 'game-over');
});

test('a game played to a loss ends on the loss screen with its cause', async ({ page, request, webHost }, testInfo) => {
  const setup = flatlineSetupSchema.parse({ seats, level: 'expert', meterSide: 'expert', timerSeconds: null });
  const ending = findEnding(setup, SEEDS, 'lost');
  let game = await createGame(request, webHost.url, setup, ending.seed);
  game = await playThroughApi(request, webHost.url, game, (s) => s.round === ending.round && s.stop === 'planning');

  await page.setViewportSize({ width: 1024, height: 640 });
  await openGame(page, game);
  await page.getByTestId('start-countdown').click();
  await page.getByTestId('done').click({ delay: 1000 }); // Done is held, not clicked
  await finishAtTheBoard(page, request, webHost.url, game.id);

  const end = page.getByTestId('end-screen');
  await expect(end).toHaveAttribute('data-outcome', 'lost', { timeout: 30_000 });
  const final = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(final.state.outcome).toBe('lost');
  await expect(end.getByRole('heading', { name: 'You lost' })).toBeVisible();
  const cause = final.state.lossCause === 'power-out' ? 'The last power cube left the meter.' : 'Too many stat cards failed: the X area is full.';
  await expect(end).toContainText(cause);
  await expect(end.getByText('Power cubes left').locator('xpath=following-sibling::dd[1]')).toHaveText(String(final.state.meter.cubes));
  await expect(end.getByText('Cards in the X area').locator('xpath=following-sibling::dd[1]')).toHaveText(String(final.state.xArea.length));
  await expect(end.getByTestId('odds-compared')).toHaveText(new RegExp(`^Patients treated: ${final.state.patientsTreated.length}[,;] .*at this setting\\.$`));
  await page.screenshot({ path: testInfo.outputPath('board-lost-1024x640.png') });
});
