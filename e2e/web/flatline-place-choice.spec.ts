import { test, expect } from '../support/web-host';
import { ADA_AND_BRUNO, api, createGame, playThroughApi } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// A decision about a place on the board is answered by pressing that place: the places are lit as
// choices (a dashed ring and a word), pressing one answers; the list in the question's region
// stays as the keyboard's way, and a long list scrolls visibly inside its own region.

test('which line gets a cleared tile: the lines are lit on the board and pressing one answers', async ({ page, request, webHost }) => {
  // Seed 16: the greedy bot's first rounds lead to a green light asking which line gets a cleared tile (14 lines to choose from).
  let game = await createGame(request, webHost.url, ADA_AND_BRUNO, 16);
  game = await playThroughApi(request, webHost.url, game, (s) => s.pending?.kind === 'choose-line-to-clear');
  const pending = game.state.pending!;
  expect(pending.kind).toBe('choose-line-to-clear');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const prompt = page.locator('[data-prompt^="pending:"]');
  await expect(prompt).toBeVisible();

  // Every line the question offers is lit where it lies, and the list offers the same answers.
  const lit = page.locator('.line.choice');
  await expect(lit).toHaveCount(pending.options.length);
  await expect(prompt.locator('[data-option]')).toHaveCount(pending.options.length);
  // The list shows every answer, or scrolls visibly inside its own region.
  const region = page.getByTestId('ask-region');
  const fits = await region.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 || (globalThis as unknown as { getComputedStyle(e: unknown): { overflowY: string } }).getComputedStyle(el).overflowY === 'auto');
  expect(fits).toBe(true);

  const option = pending.options[pending.options.length - 1]!;
  const line = page.locator(`[data-spot="line:${option.slot}:${option.line}"]`);
  await expect(line).toHaveAttribute('data-choice', option.id);
  await line.click();
  await expect(prompt).toHaveCount(0);
  // The answer sent is the line pressed.
  const exported = await api<{ text: string }>(request, webHost.url, 'exportGame', { id: game.id });
  const actions = (JSON.parse(exported.text) as { actions: { action: { type: string; option?: string } }[] }).actions.map((a) => a.action);
  expect(actions.filter((a) => a.type === 'decide').at(-1)).toEqual({ type: 'decide', option: option.id });
  await expect(page.locator('.choice')).toHaveCount(0);
});

test('which station takes the cube: pressing the station answers', async ({ page, request, webHost }) => {
  // Seed 2 opens with Power Loss asking which recharging station takes the cube.
  const game = await createGame(request, webHost.url, ADA_AND_BRUNO, 2);
  expect(game.state.pending?.kind).toBe('choose-station-for-cube');
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.locator('.station.choice')).toHaveCount(2);
  await page.locator('[data-spot="station:1"]').click();
  await expect(page.locator('[data-prompt^="pending:"]')).toHaveCount(0);
  const after = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.state.pending).toBeNull();
  expect(after.state.stationCubes[1]).toBeGreaterThan(game.state.stationCubes[1] ?? 0);
});
