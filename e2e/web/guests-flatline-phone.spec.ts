import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { flatlineModule, legalPlacements } from '../../src/main/engine/flatline';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { FlatlineState } from '../../src/shared/flatline/state';
import { act, api, createGame, firstCountdown } from './board-play';
import { backToTable, invite, join } from './guests-play';

// A FLATLINE phone at 360×640 is a table in the hand (devices.md, "The seat view"): at a five-player
// table, Ada places her dice on the phone's small board, every place lit for a die within two screen
// heights and its card's name in sight beside it as it scrolls; and whenever the stage changes (the
// resolution, the table's question, the end) what now matters comes into view though she had
// scrolled to the bottom.

const NAMES = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif'] as const;
const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
const FIVE = flatlineSetupSchema.parse({ seats: NAMES.map((name, i) => ({ name, colour: COLOURS[i] })), level: 'standard', timerSeconds: null });
const PHONE = { width: 360, height: 640 };

function apply(s: FlatlineState, action: Parameters<typeof flatlineModule.apply>[1]): FlatlineState | null {
  const r = flatlineModule.apply(s, action);
  return r.ok ? r.state : null;
}

/**
 * A seed whose first countdown asks nothing and gives Ada two dice with places, and whose first
 * round, played with nobody placing a die, asks the table a question by round 2's planning.
 */
function seedWithQuestion(): number {
  for (let seed = 1; seed <= 300; seed++) {
    let s: FlatlineState;
    try {
      s = firstCountdown(FIVE, seed);
    } catch {
      continue;
    }
    const ada = s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray' && legalPlacements(s, d.id).length > 0);
    if (s.pending || ada.length < 2) continue;
    let next = apply(s, { type: 'done' });
    for (let i = 0; next && i < 200 && !next.pending && next.outcome === 'in-progress' && !(next.stop === 'planning' && next.round === 2); i++) next = apply(next, greedyAction(next));
    if (next?.pending && next.outcome === 'in-progress') return seed;
  }
  throw new Error('no seed up to 300 asks a question by round 2');
}

/**
 * The top of what the phone shows, under its sticky bar: `locator` lies in the window, near the top,
 * once the phone has scrolled it there (a scroll that may still be under way on a loaded machine).
 */
async function inView(page: Page, testId: string): Promise<void> {
  await expect(async () => {
    const box = (await page.getByTestId(testId).boundingBox())!;
    expect(box, testId).not.toBeNull();
    expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
    expect(box.y, `${testId} top`).toBeLessThan(PHONE.height / 2);
  }).toPass({ timeout: 10_000 });
}

const scrollToBottom = (page: Page) => page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');

/** Page-side: for every lit place, its place in the page, and whether its card's name is in sight when it is. */
const LIT_PLACES = `(() => {
  const out = [];
  for (const place of document.querySelectorAll('[data-testid="fl-seat-view"] [data-space].legal')) {
    const name = place.closest('.patient')?.querySelector('header h3') ?? place.closest('.ecard')?.querySelector('.name') ?? place.closest('.station')?.querySelector('.number');
    const bottom = place.getBoundingClientRect().bottom + window.scrollY;
    place.scrollIntoView({ block: 'center' });
    const p = place.getBoundingClientRect();
    const n = name?.getBoundingClientRect();
    const hit = n ? document.elementFromPoint(n.left + Math.min(12, n.width / 2), n.top + n.height / 2) : null;
    out.push({ key: place.dataset.space, bottom, placeShown: p.top >= 0 && p.bottom <= innerHeight, named: !!name && !!hit && (name === hit || name.contains(hit)), name: name?.textContent?.trim() ?? '' });
  }
  window.scrollTo(0, 0);
  return out;
})()`;

test('a FLATLINE phone at a five-player table: places lit on its small board within two screens, each named; every new stage comes into view', async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(180_000);
  const seed = seedWithQuestion();
  let game = await createGame(request, webHost.url, FIVE, seed);
  game = await act(request, webHost.url, game.id, { type: 'advance' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');
  const url = await invite(page);
  const ada = await join(browser, url, 'Ada');
  await backToTable(page, ada);
  const phone = ada.page;
  const view = phone.getByTestId('fl-seat-view');
  // The resolution's steps at the slow pace on this phone (a setting it keeps), so each stage can be looked at.
  await phone.evaluate(`localStorage.setItem('fuse-table.settings.v1', JSON.stringify({ resolutionSpeed: 'slow' }))`);
  await phone.reload();
  await expect(view).toHaveAttribute('data-stage', 'countdown');

  // Ada's bar is slim: her status, Re-roll and Done in one row of at most 80 px.
  const bar = (await phone.getByTestId('seat-bar').boundingBox())!;
  expect(bar.height).toBeLessThanOrEqual(80);
  expect(bar.y + bar.height).toBeLessThanOrEqual(PHONE.height);

  // Two of her dice: every lit place within two screen heights, its card named beside it in sight.
  let placedDice = 0;
  for (let tries = 0; placedDice < 2 && tries < 6; tries++) {
    const die = view.locator('[data-seat-die]').nth(tries % Math.max(1, await view.locator('[data-seat-die]').count()));
    await phone.evaluate('window.scrollTo(0, 0)');
    await die.click();
    const lit = await phone.evaluate<{ key: string; bottom: number; placeShown: boolean; named: boolean; name: string }[]>(LIT_PLACES);
    if (lit.length === 0) {
      await die.click();
      continue;
    }
    expect(lit.filter((place) => place.bottom > 2 * PHONE.height).map((place) => `${place.key} at ${Math.round(place.bottom)}`), 'places beyond two screens').toEqual([]);
    expect(lit.filter((place) => !place.placeShown || !place.named).map((place) => `${place.key} (${place.name})`), 'places without their card named in sight').toEqual([]);
    if (placedDice === 0) await phone.screenshot({ path: testInfo.outputPath('phone-picked-360x640.png') });
    await view.locator(`[data-space="${lit[0]!.key}"]`).click();
    await expect(page.locator(`[data-space="${lit[0]!.key}"]`)).toHaveClass(/filled/);
    placedDice += 1;
  }
  expect(placedDice).toBe(2);

  // The countdown ends while Ada reads the bottom of her table: the resolution comes into view.
  await scrollToBottom(phone);
  await act(request, webHost.url, game.id, { type: 'done' });
  await expect(view).toHaveAttribute('data-stage', 'resolving');
  await inView(phone, 'seat-stage');
  await expect(view.getByTestId('seat-stage')).toContainText('Round 1');
  await phone.screenshot({ path: testInfo.outputPath('phone-resolving-360x640.png') });
  // She scrolls down again; the table's question comes into view at the top.
  await scrollToBottom(phone);
  await expect(view).toHaveAttribute('data-stage', 'decision', { timeout: 30_000 });
  await inView(phone, 'prompt');
  await phone.screenshot({ path: testInfo.outputPath('phone-question-360x640.png') });

  // The rest of the game is played at the main screen; Ada, at the bottom again, sees the end come into view.
  await scrollToBottom(phone);
  game = await api<typeof game>(request, webHost.url, 'getGame', { id: game.id });
  // Nobody places a die any more (the main screen's Done ends each countdown): the game is soon lost.
  for (let i = 0; i < 3000 && game.state.outcome === 'in-progress'; i++) {
    game = await act(request, webHost.url, game.id, game.state.stop === 'countdown' ? { type: 'done' } : greedyAction(game.state));
  }
  expect(game.state.outcome).not.toBe('in-progress');
  await expect(phone.getByTestId('guest-end')).toBeVisible();
  await inView(phone, 'guest-end');
  await phone.screenshot({ path: testInfo.outputPath('phone-end-360x640.png') });
  await ada.context.close();
});
