import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { ADA_AND_BRUNO, api, createGame, spaceKey } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';
import { playToEnd } from './saves-play';

// The house rule "Take back a misplaced die" at the main screen (docs/take-back.md): a FLATLINE table
// that chose it places a die by keyboard, takes it back with Backspace (the ↩ at the die says it may),
// puts it on another of its places; the log says what was taken back, and history marks the game.
// axe-core finds nothing while the ↩ shows.

type Game = GameDetailOf<'flatline'>;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
  if (process.env.TAKE_BACK_SHOTS) await page.screenshot({ path: `${process.env.TAKE_BACK_SHOTS}/${name}.png` });
}

/** Where a die lies now, as the host has it ('tray', or its space's key). */
const whereIs = async (request: Parameters<typeof api>[0], url: string, id: string, die: string) => {
  const game = await api<Game>(request, url, 'getGame', { id });
  const at = game.state.dice.find((d) => d.id === die)?.at;
  return at?.kind === 'space' ? spaceKey(at.target, at.space) : (at?.kind ?? 'none');
};

test('FLATLINE: a die placed by keyboard, taken back with Backspace and placed elsewhere; the log says so, and so does history', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const game = await createGame(request, webHost.url, { ...ADA_AND_BRUNO, timerSeconds: 120, takeBack: true }, 7);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');

  // One of Ada's dice with two places at least, as the host says.
  const live = await api<Game>(request, webHost.url, 'getGame', { id: game.id });
  const [die] = Object.entries(live.legalPlaces!.placements).find(([id, legal]) => id.startsWith('s0') && legal.length >= 2)!;
  const focusedSpace = () => page.evaluate('document.activeElement?.dataset.space ?? null') as Promise<string | null>;

  // Its key picks it, the keyboard goes to its first place (a lit one), Enter puts it there.
  const key = await page.locator(`[data-die="${die}"]`).getAttribute('aria-keyshortcuts');
  await page.keyboard.press(key!);
  await expect.poll(focusedSpace).not.toBeNull();
  const first = (await focusedSpace())!;
  await page.keyboard.press('Enter');
  await expect.poll(() => whereIs(request, webHost.url, game.id, die)).toBe(first);
  const takeBack = page.locator(`[data-take-back="${die}"]`);
  await expect(takeBack).toBeVisible();
  await expect(takeBack).toHaveAccessibleName(/^Take back Ada's /);
  await shot(page, testInfo, 'take-back-at-the-die-1280x800');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Backspace: the die is back in Ada's tray, picked again, the keyboard on its places; the log says what went back.
  await page.keyboard.press('Backspace');
  await expect.poll(() => whereIs(request, webHost.url, game.id, die)).toBe('tray');
  await expect(takeBack).toHaveCount(0);
  await expect(page.getByTestId('log').locator('.newest')).toHaveText(/^Ada takes .+ back from .+, space \d\.$/);
  await expect(page.locator(`[data-space="${first}"]`)).toBeFocused();

  // The arrows go on to another of its places; Enter puts it there.
  await page.keyboard.press('ArrowRight');
  await expect.poll(focusedSpace).not.toBe(first);
  const other = (await focusedSpace())!;
  await page.keyboard.press('Enter');
  await expect.poll(() => whereIs(request, webHost.url, game.id, die)).toBe(other);

  // History: the game is marked, with the one die taken back.
  await playToEnd(request, webHost.url, game.id);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await expect(page.locator(`tr[data-game-id="${game.id}"]`).getByTestId('history-take-back')).toHaveText('↩ Take-backs allowed: 1 die taken back');
  await shot(page, testInfo, 'take-back-history-1280x800');
});
