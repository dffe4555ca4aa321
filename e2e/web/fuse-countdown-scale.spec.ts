import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { SMALL_TEXTS, TABLE_SIZES } from '../support/small-texts';
import { animationsSettled } from '../support/settled';
import * as fc from './fuse-countdown-play';

// FUSE: Countdown's table scales as a whole (table.md): at every supported size the text on it reads
// at 12 px or more, nothing is drawn over a tray, a card or a die, and no card is named by its id.
// One four-player game, looked at mid-turn (dice rolled, one picked) and while a seat is asked for
// its replacement bomb, at each size in turn on the same page.


type Small = { text: string; px: number; glyph: boolean };

// The looks below run in the page: plain scripts, since this project is type-checked without the DOM.

/** Trays, cards and dice with a point inside them where something else is drawn on top. */
const COVERED = String.raw`(() => {
    const parts = [
      ...[...document.querySelectorAll('[data-testid="fc-tray"]')].map((el) => ({ el, name: 'the tray' })),
      ...[...document.querySelectorAll('[data-testid="fuse-countdown-board"] [data-card]')].map((el) => ({ el, name: 'card ' + el.dataset.card })),
      ...[...document.querySelectorAll('[data-testid="fc-fuse"]')].map((el) => ({ el, name: 'fuse card ' + el.dataset.fuse })),
      ...[...document.querySelectorAll('[data-rolled]')].map((el) => ({ el, name: 'die ' + el.dataset.rolled })),
    ];
    const hits = [];
    for (const { el, name } of parts) {
      const r = el.getBoundingClientRect();
      for (const [fx, fy] of [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]]) {
        const x = r.left + fx * r.width;
        const y = r.top + fy * r.height;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit)) hits.push(name + ' at (' + Math.round(x) + ', ' + Math.round(y) + ') under ' + (hit ? hit.tagName.toLowerCase() + '.' + String(hit.getAttribute('class') || '') : 'nothing'));
      }
    }
    return hits;
})()`;

/** Card ids (bomb-29, spark-3) or numbered names ("Bomb 29", "space 1") in the table's text, its names for assistive technology, or the log
 *  (slots are named by what they ask for: table-words.spec.ts checks that none is numbered). */
const CARD_IDS = String.raw`(() => {
    const id = /\b(bomb|spark|fuse|role)-\d+\b/i;
    const numbered = /\b(bomb|spark|fuse|space)\s+\d+\b/i;
    const found = [];
    const shell = document.querySelector('.table-shell');
    if (!shell) return ['no table'];
    const walker = document.createTreeWalker(shell, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent || '';
      if (id.test(text) || numbered.test(text)) found.push(text.trim().slice(0, 60));
    }
    for (const el of shell.querySelectorAll('[aria-label]')) {
      const label = el.getAttribute('aria-label') || '';
      if (id.test(label) || numbered.test(label)) found.push('label: ' + label.slice(0, 60));
    }
    return found;
})()`;

const smallTexts = (page: Page): Promise<Small[]> => page.evaluate(SMALL_TEXTS) as Promise<Small[]>;
const covered = (page: Page): Promise<string[]> => page.evaluate(COVERED) as Promise<string[]>;
const cardIds = (page: Page): Promise<string[]> => page.evaluate(CARD_IDS) as Promise<string[]>;

async function lookAtEverySize(page: Page, moment: string): Promise<void> {
  for (const [width, height] of TABLE_SIZES) {
    await page.setViewportSize({ width, height });
    // Nothing hovered: a slot's name opens over the card only while the pointer is on it.
    await page.mouse.move(1, 1);
    await expect(page.locator('[data-seat] [data-cell]').first()).toBeVisible();
    const at = `${moment}, ${width}×${height}`;
    expect(await smallTexts(page), `${at}: text under 12 px`).toEqual([]);
    expect(await covered(page), `${at}: a tray, card or die is covered`).toEqual([]);
  }
  expect(await cardIds(page), `${moment}: a card named by its id`).toEqual([]);
}

test('four seats: text reads at 12 px, nothing covers a tray, card or die, and no card is named by its id, mid-turn and while a seat picks its replacement, from 1024×640 to 3840×2160', async ({ page, request, webHost }) => {
  test.setTimeout(120_000);
  const setup = fc.fcSetup(4, { level: 'expert' });
  // A seed whose bot game asks a seat for its replacement bomb early on.
  let plan: { seed: number; at: number; game: ReturnType<typeof fc.botGame> } | null = null;
  for (let seed = 1; seed <= 40 && !plan; seed++) {
    const game = fc.botGame(setup, seed);
    const at = game.states.findIndex((s) => s.pending?.kind === 'replacement');
    if (at > 0 && at < 200) plan = { seed, at, game };
  }
  if (!plan) throw new Error('No seed asks for a replacement early; widen the seeds.');
  let t = await fc.createTable(request, webHost.url, setup, plan.seed);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  const board = page.getByTestId('fuse-countdown-board');
  const roll = plan.game.actions[0]!;
  expect(roll.type).toBe('roll');
  await fc.playAtBoard(page, t.s, roll);
  t = await fc.follow(request, webHost.url, t, roll);
  await expect(board).toHaveAttribute('data-phase', 'distribute');
  await page.locator('[data-rolled]').first().click();
  await lookAtEverySize(page, 'mid-turn');

  await page.locator('[data-rolled]').first().click();
  t = await fc.playActions(request, webHost.url, t, plan.game.actions.slice(1, plan.at));
  await expect(board).toHaveAttribute('data-pending', 'replacement');
  // The defused card has finished leaving its seat (a short rise) before the table is looked at.
  await expect(page.locator('[data-seat] [data-card]')).toHaveCount(t.s.seats.reduce((n, seat) => n + seat.bombs.length + seat.sparks.length, 0));
  await animationsSettled(page); // the score pile's and the row's moments are over
  await expect(page.getByTestId('fc-replacement-ask')).toBeVisible();
  await lookAtEverySize(page, 'a replacement asked');
});

/** Page-side: the drawn size (px) of the cards' relation badges and stack-order numbers in front of the seats, and of the cards' own type. */
const MARK_SIZES = String.raw`(() => {
    const px = (sel) => [...document.querySelectorAll(sel)].map((el) => parseFloat(getComputedStyle(el).fontSize));
    return { badges: px('[data-seat] [data-card] .badge'), steps: px('[data-seat] [data-card] .step'), cards: px('[data-seat] .fc-card') };
})()`;

test("a card's relation badges and stack-order numbers grow with the window, in step with the card: never under 12 px, and large on a large screen", async ({ page, request, webHost }) => {
  // Four seats at Standard, dice shared out: seed 3 deals a stack and a wall (numbered steps) and cards with relation badges.
  const t = await fc.botUntil(request, webHost.url, await fc.createTable(request, webHost.url, fc.fcSetup(4, { level: 'standard' }), 3), (s) => s.phase === 'distribute');
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  const sizes: Record<number, { badges: number[]; steps: number[]; cards: number[] }> = {};
  for (const [width, height] of [[1024, 640], [1280, 800], [1920, 1080], [2560, 1440]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('[data-seat] [data-cell]').first()).toBeVisible();
    sizes[width] = (await page.evaluate(MARK_SIZES)) as (typeof sizes)[number];
    expect(sizes[width]!.badges.length, 'the deal has relation badges in front of the seats').toBeGreaterThan(3);
    expect(sizes[width]!.steps.length, 'the deal has numbered steps in front of the seats').toBeGreaterThan(3);
    expect(Math.min(...sizes[width]!.badges, ...sizes[width]!.steps), `${width}×${height}: a mark under 12 px`).toBeGreaterThanOrEqual(12);
  }
  // At 2560×1440 they are drawn at 0.7 of their card's type (the cards' type is 27 px or more there), not held at 12 px.
  const big = sizes[2560]!;
  expect(Math.min(...big.cards)).toBeGreaterThanOrEqual(24);
  expect(Math.min(...big.badges)).toBeGreaterThanOrEqual(0.7 * Math.min(...big.cards));
  expect(Math.min(...big.steps)).toBeGreaterThanOrEqual(0.68 * Math.min(...big.cards));
  expect(Math.min(...big.badges)).toBeGreaterThanOrEqual(1.5 * Math.min(...sizes[1280]!.badges));
});
