import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { legalPlacements, placementRefusal } from '../../src/main/engine/flatline';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { GameDetail } from '../../src/shared/games';
import { ADA_AND_BRUNO, firstCountdown, createGame, spaceKey, type Placement } from './board-play';

// How a player talks to the board: a refused placement shows the rules' reason where they look,
// the whole placement works from the keyboard alone, and the table speaks Italian.

const SETUP = ADA_AND_BRUNO;
const SEED = 15;

/** The first round's countdown in the engine: the same dice the host will roll for this seed. */
const countdownState = (): FlatlineState => firstCountdown(SETUP, SEED);

/** A die and a space whose printed symbol it does not show. */
function wrongSymbol(s: FlatlineState): Placement {
  for (const die of s.dice.filter((d) => d.at.kind === 'tray')) {
    for (const slot of [0, 1, 2, 3]) {
      const target = { kind: 'line' as const, slot, line: 0 };
      for (let space = 0; space < 5; space++) {
        if (placementRefusal(s, die.id, target, space)?.code === 'placement-wrong-symbol') return { die: die.id, target, space };
      }
    }
  }
  throw new Error('no die meets a space it does not fit');
}

async function startCountdown(page: Page, request: Parameters<typeof createGame>[0], url: string): Promise<GameDetail> {
  const game = await createGame(request, url, SETUP, SEED);
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'planning');
  return game;
}

test('a refused placement shows the engine’s reason next to the space', async ({ page, request, webHost }) => {
  const move = wrongSymbol(countdownState());
  await startCountdown(page, request, webHost.url);
  await page.getByTestId('start-countdown').click();
  await page.locator(`[data-die="${move.die}"]`).click();
  const space = page.locator(`[data-space="${spaceKey(move.target, move.space)}"]`);
  await expect(space).not.toHaveClass(/legal/);
  await space.click();
  // Shown at the space the player clicked, and the die stays in its tray.
  const near = space.locator('xpath=..').getByTestId('refusal');
  await expect(near).toHaveText(/^This space needs .+ \(.+\); the die shows .+ \(.+\)\.$/);
  await expect(page.locator(`[data-die="${move.die}"]`)).toBeVisible();
});

test('placing by keyboard alone: pick with Enter, move with the arrows, place with Enter, Escape to put back', async ({ page, request, webHost }) => {
  const s = countdownState();
  const die = s.dice.find((d) => d.at.kind === 'tray' && legalPlacements(s, d.id).length >= 2)!;
  const other = s.dice.find((d) => d.at.kind === 'tray' && d.id !== die.id && legalPlacements(s, d.id).length >= 1)!;
  await startCountdown(page, request, webHost.url);

  // The planning prompt has the focus; Tab reaches its button.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('start-countdown')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');

  const tabTo = async (selector: string) => {
    for (let i = 0; i < 80; i++) {
      if (await page.locator(selector).evaluate((el) => el.matches(':focus'))) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  };

  // Escape puts a picked die back, focus and all.
  await tabTo(`[data-die="${other.id}"]`);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-space].legal').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-die="${other.id}"]`)).toBeFocused();
  await expect(page.locator('[data-space].legal')).toHaveCount(0);

  await tabTo(`[data-die="${die.id}"]`);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-space].legal')).toHaveCount(legalPlacements(s, die.id).length);
  const first = await page.locator('[data-space]:focus').getAttribute('data-space');
  expect(first).toBeTruthy();
  await page.keyboard.press('ArrowRight');
  const second = await page.locator('[data-space]:focus').getAttribute('data-space');
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-space="${second}"]`)).toHaveClass(/filled/);
  await expect(page.locator(`[data-die="${die.id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('log')).toContainText('places');
  // Focus stays with the dice, ready for the next one.
  await expect(page.locator('[data-die]:focus')).toHaveCount(1);
});

test.describe('in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the board uses the Italian rulebook’s terms', async ({ page, request, webHost }, testInfo) => {
    const move = wrongSymbol(countdownState());
    const game = await createGame(request, webHost.url, SETUP, SEED);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: `Apri ${game.title}` }).click();
    const board = page.getByTestId('flatline-board');
    await expect(board.getByRole('heading', { name: 'Area Emergenza' })).toBeVisible();
    await expect(board.getByRole('heading', { name: /^Misuratore di Potenza/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: 'Stazioni di Ricarica' })).toBeVisible();
    await expect(board.getByRole('heading', { name: /^Tracciato di Rilancio/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: /Area Istantaneo/ })).toBeVisible();
    await expect(board.getByRole('heading', { name: /Area Ambulatorio \(\+\)/ })).toBeVisible();
    await expect(board.getByText('Area X: 0 su 4')).toBeVisible();
    await expect(page.getByTestId('log')).toContainText('Un Cubetto Energia lascia il Misuratore (Perdita di Energia); ne restano 7.');
    await expect(page.getByRole('heading', { name: 'Pianificazione' }).last()).toBeFocused();
    await page.getByRole('button', { name: 'Avvia il Conto alla Rovescia' }).click();
    await expect(page.getByRole('button', { name: 'Fatto' })).toBeVisible();
    await expect(page.getByTestId('log')).toContainText('Parte il Conto alla Rovescia.');

    await page.locator(`[data-die="${move.die}"]`).click();
    await expect(page.getByText(/^Scegliete uno spazio illuminato: le frecce, poi Invio/)).toBeVisible();
    const space = page.locator(`[data-space="${spaceKey(move.target, move.space)}"]`);
    await space.click();
    await expect(space.locator('xpath=..').getByTestId('refusal')).toHaveText(/^Questo spazio richiede .+; il dado mostra .+\.$/);
    await page.screenshot({ path: testInfo.outputPath('board-italian-1280x800.png') });
  });
});
