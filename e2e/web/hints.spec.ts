import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { ADA_AND_BRUNO, api, createGame, spaceKey } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';
import { playToEnd } from './saves-play';
import { countdownPlayToEnd } from './fuse-countdown-records-play';
import { createTable, fcSetup, openGame, type FcGame } from './fuse-countdown-play';
import type { HintOf } from '../../src/shared/hints-api';

// "What would you do?" at the table, both games: H (or the Hint button) lights a legal move on the
// board (numbered rings: 1 the die, 2 its place) with one line saying why; following it is accepted,
// the hint then goes away, and the game's history says a hint was shown. axe-core finds nothing
// while a hint shows.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** What the board marks as the hint's steps, and what has the keyboard's focus (page-side: no DOM types here). */
const lit = (page: Page) =>
  page.evaluate(`(() => {
    const step = (n) => [...document.querySelectorAll('[data-hint-step="' + n + '"]')].map((el) => el.dataset.die ?? el.dataset.space ?? el.dataset.rolled ?? el.dataset.key ?? el.dataset.testid ?? el.tagName);
    const el = document.activeElement;
    return { one: step(1), two: step(2), focused: el?.dataset.die ?? el?.dataset.space ?? el?.dataset.rolled ?? el?.dataset.key ?? null };
  })()`) as Promise<{ one: string[]; two: string[]; focused: string | null }>;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot();
  await testInfo.attach(name, { body, contentType: 'image/png' });
  if (process.env.HINT_SHOTS) await page.screenshot({ path: `${process.env.HINT_SHOTS}/${name}.png` });
}

test('FLATLINE: H lights a die and its place, stays while the clock runs, Enter twice follows it, and the history says a hint was shown', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  // A running countdown: its ticks make new versions every second, and the hint must stay through them.
  const game = await createGame(request, webHost.url, { ...ADA_AND_BRUNO, timerSeconds: 120 }, 7);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');

  await page.keyboard.press('h');
  await expect(page.getByTestId('hint-text')).toHaveText(/^This die (finishes|goes towards) /);
  const shown = await lit(page);
  expect(shown.one).toHaveLength(1);
  expect(shown.two).toHaveLength(1);
  expect(shown.one[0]).toMatch(/^s[01]d\d$/);
  expect(shown.two[0]).toMatch(/#\d$/);
  // The keyboard is on the suggested die.
  expect(shown.focused).toBe(shown.one[0]);
  const asked = (await api<GameDetailOf<'flatline'>>(request, webHost.url, 'getGame', { id: game.id })).version;
  await expect.poll(async () => (await api<GameDetailOf<'flatline'>>(request, webHost.url, 'getGame', { id: game.id })).version).toBeGreaterThan(asked + 1);
  await expect(page.getByTestId('hint-text')).toBeVisible();
  expect((await lit(page)).one).toEqual(shown.one);
  await shot(page, testInfo, 'flatline-hint-1280x800');
  await expectNoViolations(page, 'FLATLINE with a hint showing');

  // Enter picks the die; focus goes to its place; Enter puts it down there (the engine accepts it).
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await lit(page)).focused).toBe(shown.two[0]);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const now = await api<GameDetailOf<'flatline'>>(request, webHost.url, 'getGame', { id: game.id });
      const die = now.state.dice.find((d) => d.id === shown.one[0]);
      return die?.at.kind === 'space' ? spaceKey(die.at.target, die.at.space) : null;
    })
    .toBe(shown.two[0]);
  // The game moved on: the hint went away.
  await expect(page.locator('[data-hint-step]')).toHaveCount(0);
  await expect(page.getByTestId('hint-text')).toHaveCount(0);

  // H twice: shown, then put away.
  await page.keyboard.press('h');
  await expect(page.getByTestId('hint-text')).toBeVisible();
  await page.keyboard.press('h');
  await expect(page.getByTestId('hint-text')).toHaveCount(0);
  await expect(page.locator('[data-hint-step]')).toHaveCount(0);

  await playToEnd(request, webHost.url, game.id);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await expect(page.locator(`tr[data-game-id="${game.id}"]`).getByTestId('history-hints')).toHaveText('★ 2 hints shown');
});

test('FUSE: Countdown: the Hint button lights a rolled die and a slot, placing it there is accepted, and the history says so', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const t = await createTable(request, webHost.url, fcSetup(2, { level: 'training', roles: ['disposal-expert', 'technologist'] }), 3);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, t.game);
  const board = page.getByTestId('fuse-countdown-board');
  await page.getByTestId('fc-roll').click();
  await expect(board).toHaveAttribute('data-phase', 'distribute');

  await page.getByTestId('hint').click();
  await expect(page.getByTestId('hint-text')).toHaveText(/^This die fills /);
  const shown = await lit(page);
  expect(shown.one).toHaveLength(1);
  expect(shown.two).toHaveLength(1);
  expect(shown.one[0]).toMatch(/^d\d\d$/);
  expect(shown.focused).toBe(shown.one[0]);
  await shot(page, testInfo, 'fuse-countdown-hint-1280x800');
  await expectNoViolations(page, 'FUSE: Countdown with a hint showing');

  // The same hint through the API names the same die and slot (the board shows what the services said).
  const again = await api<HintOf<'fuse-countdown'>>(request, webHost.url, 'askHint', { id: t.game.id });
  expect(again.action).toMatchObject({ type: 'place', die: shown.one[0] });
  const placed = again.action;
  if (placed?.type !== 'place') throw new Error('expected a placement');
  expect(shown.two[0]).toBe(`${placed.card}#${placed.cell}`);

  const before = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  await page.locator(`[data-rolled="${shown.one[0]}"]`).click();
  await page.locator(`[data-key="${shown.two[0]}"]`).click();
  await expect(page.locator(`[data-rolled="${shown.one[0]}"]`)).toHaveCount(0);
  const after = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  expect(after.version).toBe(before.version + 1);
  const card = after.state.seats.flatMap((s) => [...s.bombs, ...s.sparks]).find((c) => c.card === placed.card);
  expect(card?.dice.map((d) => [d.die, d.cell])).toContainEqual([shown.one[0], placed.cell]);
  await expect(page.locator('[data-hint-step]')).toHaveCount(0);

  await countdownPlayToEnd(request, webHost.url, t.game.id);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  await expect(page.locator(`tr[data-game-id="${t.game.id}"]`).getByTestId('history-hints')).toHaveText('★ 2 hints shown');
});
