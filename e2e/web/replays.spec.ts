import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api, createGame } from './board-play';
import { playToEnd, UNTIMED_TRAINING } from './saves-play';
import { countdownPlayToEnd } from './fuse-countdown-records-play';
import type { GameDetail } from '../../src/shared/games';
import type { ReplayOutline } from '../../src/shared/replays';

// Step-through replays (docs/replays.md): a game played to its end through the API, then watched
// again from history and from its end card, stepped by keys and buttons, "Show what was hidden"
// turned on, and axe over the replay screen.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test('a finished FLATLINE game is watched again from history and from its end card, by keys and buttons, with what was hidden', async ({ page, request, webHost }) => {
  test.setTimeout(150_000);
  const created = await createGame(request, webHost.url, { ...UNTIMED_TRAINING, seats: [...UNTIMED_TRAINING.seats] }, 11);
  const ended = await playToEnd(request, webHost.url, created.id);
  const outline = await api<ReplayOutline>(request, webHost.url, 'openReplay', { source: { kind: 'game', gameId: created.id } });
  const last = outline.steps - 1;
  const round2 = outline.rounds[1]!.step;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(webHost.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: `Watch the game again: ${ended.title}` }).click();
  const replay = page.getByTestId('replay-screen');
  const board = page.getByTestId('flatline-board');
  await expect(replay).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('replay-position')).toHaveText(`The table as dealt · step 0 of ${last}`);
  await expect(board).toHaveAttribute('data-round', '1');
  await expectNoViolations(page, 'replay at the deal');

  // Keys: one action, one round, the end, the start.
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-step', '1');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(replay).toHaveAttribute('data-step', String(round2));
  await expect(board).toHaveAttribute('data-round', '2');
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-step', String(last));
  await expect(board).toHaveAttribute('data-phase', 'game-over');
  // The last step is the board the game ended with.
  await expect(page.getByTestId('replay-last-line')).toContainText(ended.status === 'won' ? 'The players win' : 'The players lose');
  await page.keyboard.press('Home');
  await expect(replay).toHaveAttribute('data-step', '0');

  // Buttons: forward, back, a round, a moment.
  await page.getByRole('button', { name: 'One action forward' }).click();
  await expect(replay).toHaveAttribute('data-step', '1');
  await page.getByRole('button', { name: 'One action back' }).click();
  await expect(replay).toHaveAttribute('data-step', '0');
  await page.getByRole('button', { name: 'To the start of Round 2' }).click();
  await expect(replay).toHaveAttribute('data-step', String(round2));
  await page.getByRole('button', { name: 'Next moment' }).click();
  const moment = outline.moments.find((m) => m.step > round2)!;
  await expect(replay).toHaveAttribute('data-step', String(moment.step));
  await expect(page.getByTestId('replay-marks')).toBeVisible();
  // The board reads as a replay: nothing offered to act, but a place's tip shows on hover and on focus.
  await expect(board).not.toHaveAttribute('inert');
  await expect(board).toHaveAttribute('data-read-only', '');
  await expect(board.locator('[data-acts]:visible')).toHaveCount(0);
  await expect(board.getByTestId('done')).toBeHidden();
  const space = board.locator('[data-space]').first();
  await space.hover();
  await expect(page.getByTestId('place-tip')).toHaveText((await space.locator('xpath=ancestor::*[@data-tip][1]').getAttribute('data-tip'))!);
  await page.mouse.move(0, 0);
  await space.focus();
  await expect(page.getByTestId('place-tip')).toBeVisible();
  await page.getByRole('button', { name: 'Next moment' }).focus();

  // What was hidden: the decks beside the board, after the game only.
  await page.getByRole('checkbox', { name: 'Show what was hidden' }).check();
  const hidden = page.getByTestId('replay-hidden-panel');
  await expect(hidden.getByRole('heading', { name: /^Patient deck/ })).toBeVisible();
  await expect(hidden.getByRole('heading', { name: /^Emergency deck/ })).toBeVisible();
  await expectNoViolations(page, 'replay with what was hidden');
  await page.keyboard.press('h');
  await expect(hidden).toHaveCount(0);

  // Escape goes back to history.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();

  // From the end card of the finished game.
  await page.goto(`${webHost.url}?game=${created.id}`);
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await end.getByRole('button', { name: 'Watch the game again' }).click();
  await expect(replay).toHaveAttribute('data-step', '0');
  await page.keyboard.press('PageDown');
  await expect(replay).toHaveAttribute('data-step', String(round2));
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
});

test('a finished FUSE: Countdown game is watched again turn by turn, with the decks and the bag when asked', async ({ page, request, webHost }) => {
  test.setTimeout(150_000);
  const created = await api<GameDetail>(request, webHost.url, 'createGame', {
    kind: 'fuse-countdown',
    seed: 3,
    setup: { seats: [{ name: 'Cy', colour: 'green' }, { name: 'Di', colour: 'yellow' }], level: 'expert', clockMinutes: null },
    title: 'Bomb squad',
  });
  await countdownPlayToEnd(request, webHost.url, created.id);
  const outline = await api<ReplayOutline>(request, webHost.url, 'openReplay', { source: { kind: 'game', gameId: created.id } });

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(webHost.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await page.getByRole('button', { name: 'Watch the game again: Bomb squad' }).click();
  const replay = page.getByTestId('replay-screen');
  const board = page.getByTestId('fuse-countdown-board');
  await expect(replay).toHaveAttribute('data-step', '0');
  await page.keyboard.press('PageDown');
  await expect(replay).toHaveAttribute('data-step', String(outline.rounds[1]!.step));
  await expect(board).toHaveAttribute('data-turn', '2');
  // Nothing offered to act; a slot's tip shows on keyboard focus.
  await expect(board.locator('[data-acts]:visible')).toHaveCount(0);
  const slot = board.locator('[data-key]').first();
  await slot.focus();
  await expect(slot.locator('xpath=following-sibling::*[contains(@class, "fc-tip")]')).toBeVisible();
  await page.getByRole('button', { name: 'Next moment' }).focus();
  await page.keyboard.press('m');
  await expect(replay).toHaveAttribute('data-step', String(outline.moments.find((m) => m.step > outline.rounds[1]!.step)!.step));
  await page.getByRole('button', { name: 'To the end' }).click();
  await expect(replay).toHaveAttribute('data-step', String(outline.steps - 1));
  await expect(board).not.toHaveAttribute('data-outcome', '');
  await page.keyboard.press('h');
  const hidden = page.getByTestId('replay-hidden-panel');
  await expect(hidden.getByRole('heading', { name: /^Bomb deck/ })).toBeVisible();
  await expect(hidden.getByRole('heading', { name: /^Dice bag/ })).toBeVisible();
  await expectNoViolations(page, 'FUSE: Countdown replay with what was hidden');
});
