import type { Page, TestInfo } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { animationsSettled } from '../support/settled';
import * as fc from './fuse-countdown-play';
import { canPlace } from '../../src/shared/fuse-countdown/rules/queries';
import { cardById } from '../../src/shared/fuse-countdown';

// FUSE: Countdown's table fits the window at every supported size, for 1 to 4 players, before the
// clock starts, mid-turn and while a seat is asked to choose: the page never scrolls, no seat's cards
// spill out of it, whatever the table asks is on screen and pressable, no relation badge or mark is
// drawn over a cell of a card (where dice go), and every such cell in front of the seats is a 32 px
// target or more at 1024×640 and 44 px or more from 1280×800. Screenshots of every moment at every
// size are kept as artefacts.

const SIZES = [
  [1024, 640],
  [1024, 768],
  [1152, 720],
  [1280, 800],
  [1920, 1080],
  [2560, 1440],
  [3840, 2160],
] as const;

/** What the table asks at this moment (role abilities, Start, a die to pick, a decision's options): each must be on screen and on top. */
const ASKED = {
  start: '[data-testid="fc-start"], [data-testid^="fc-role-ability-"]',
  'mid-turn': '[data-rolled]',
  decision: '[data-testid="fc-replacement-ask"], [data-option]',
  fuse: '[data-testid="fc-fuse"]',
} as const;
type Moment = keyof typeof ASKED;

/** The smallest cell in front of the seats: 44 px from 1280×800, 32 px on the smaller windows. */
const leastCell = (width: number): number => (width >= 1280 ? 44 : 32);

/** Page-side: cells of the board's cards whose centre is under something else (a relation's badge, a lit slot's mark, a step). */
const CELLS_COVERED = String.raw`(() => {
    const out = [];
    for (const el of document.querySelectorAll('[data-testid="fuse-countdown-board"] [data-card] [data-cell]')) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(el === hit || el.contains(hit))) out.push(el.closest('[data-card]').dataset.card + '#' + el.dataset.cell + ' under ' + (hit ? hit.tagName.toLowerCase() + '.' + String(hit.getAttribute('class') || '').split(' ')[0] : 'nothing'));
    }
    return out;
})()`;

/** Page-side: elements matching the selector whose centre is off screen or under something else. */
const HIDDEN = String.raw`((selector) => {
    const out = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const inside = x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight;
      const hit = inside ? document.elementFromPoint(x, y) : null;
      if (!hit || !(el === hit || el.contains(hit))) out.push((el.getAttribute('data-testid') || el.textContent || '').trim().slice(0, 40));
    }
    return out;
})`;

/** `holdCells`: hold every cell to the standard size (else the smallest is only written down, as an annotation). */
async function lookAtEverySize(page: Page, testInfo: TestInfo, players: number, moment: Moment, sizes: readonly (readonly [number, number])[] = SIZES, holdCells = true): Promise<void> {
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    await page.mouse.move(1, 1);
    await expect(page.locator('[data-seat] [data-cell]').first()).toBeVisible();
    const at = `${players}p ${moment}, ${width}×${height}`;
    const name = `fuse-countdown-${players}p-${moment}-${width}x${height}.png`;
    await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(name) }), contentType: 'image/png' });
    const doc = await page.locator('html').evaluate((el) => [el.scrollWidth, el.scrollHeight]);
    expect(doc, `${at}: the page`).toEqual([width, height]);
    const spill = await page.locator('[data-testid^="fc-seat-"]').evaluateAll((seats) => seats.map((s) => Math.max(s.scrollHeight - s.clientHeight, s.scrollWidth - s.clientWidth)));
    expect(spill.every((px) => px <= 0), `${at}: cards spill out of a seat (${spill.join(', ')})`).toBe(true);
    expect(await page.locator(ASKED[moment]).count(), `${at}: what the table asks`).toBeGreaterThan(0);
    expect(await page.evaluate(`${HIDDEN}(${JSON.stringify(ASKED[moment])})`), `${at}: asked but off screen or covered`).toEqual([]);
    expect.soft(await page.evaluate(CELLS_COVERED), `${at}: cells covered`).toEqual([]);
    if (moment === 'start') continue;
    const cells = await page.locator('[data-seat] [data-cell]').evaluateAll((els) => els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)));
    const least = Math.min(...cells);
    testInfo.annotations.push({ type: 'smallest cell', description: `${at}: ${least.toFixed(1)} px` });
    if (holdCells) expect.soft(least, `${at}: the smallest cell`).toBeGreaterThanOrEqual(leastCell(width));
  }
}

for (const players of [1, 2, 3, 4]) {
  test(`${players} player${players > 1 ? 's' : ''}: the table fits from 1024×640 to 3840×2160 before the start, mid-turn and while a seat chooses its replacement`, async ({ page, request, webHost }, testInfo) => {
    test.setTimeout(150_000);
    const setup = fc.fcSetup(players, { level: 'elite' });
    // A seed whose bot game asks a seat for its replacement bomb early on.
    let plan: { seed: number; at: number; game: ReturnType<typeof fc.botGame> } | null = null;
    for (let seed = 1; seed <= 40 && !plan; seed++) {
      const game = fc.botGame(setup, seed);
      const at = game.states.findIndex((s) => s.pending?.kind === 'replacement');
      if (at > 1 && at < 200) plan = { seed, at, game };
    }
    if (!plan) throw new Error('No seed asks for a replacement early; widen the seeds.');
    let t = await fc.createTable(request, webHost.url, setup, plan.seed, { ready: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await fc.openGame(page, t.game);
    const board = page.getByTestId('fuse-countdown-board');
    await expect(board).toHaveAttribute('data-phase', 'ready');
    await lookAtEverySize(page, testInfo, players, 'start');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('fc-start').click();
    t = await fc.follow(request, webHost.url, t, { type: 'start' });
    const roll = plan.game.actions[0]!;
    await fc.playAtBoard(page, t.s, roll);
    t = await fc.follow(request, webHost.url, t, roll);
    await expect(board).toHaveAttribute('data-phase', 'distribute');
    await animationsSettled(page);
    await page.locator('[data-rolled]').first().click();
    await lookAtEverySize(page, testInfo, players, 'mid-turn');

    await page.locator('[data-rolled]').first().click();
    t = await fc.playActions(request, webHost.url, t, plan.game.actions.slice(1, plan.at));
    await expect(board).toHaveAttribute('data-pending', 'replacement');
    await expect(page.locator('[data-seat] [data-card]')).toHaveCount(t.s.seats.reduce((n, seat) => n + seat.bombs.length + seat.sparks.length, 0));
    await animationsSettled(page);
    await lookAtEverySize(page, testInfo, players, 'decision');
  });
}

test("the bar reads whole: the game, its title and the stage are never cut, and its type grows on a large window", async ({ page, request, webHost }) => {
  const t = await fc.createTable(request, webHost.url, fc.fcSetup(4, { level: 'expert' }), 7);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  await page.getByTestId('fc-roll').click();
  const sizes: Record<string, number> = {};
  for (const [width, height] of [[1024, 640], [1280, 800], [2560, 1440]] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId('game-round')).toContainText('holds the bag');
    const parts = await page.locator('.bar :is(.game-name, h1, .stage)').evaluateAll((els) =>
      els.map((e) => ({ cut: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1, px: parseFloat((globalThis as unknown as { getComputedStyle(el: unknown): { fontSize: string } }).getComputedStyle(e).fontSize) })),
    );
    expect(parts.map((p) => p.cut), `${width}×${height}: a part of the bar is cut`).toEqual([false, false, false]);
    sizes[width] = parts[1]!.px;
  }
  // The title grows with the window: about 18 px at 1280 wide, 24 px or more at 2560.
  expect(sizes[2560]).toBeGreaterThanOrEqual(24);
  expect(sizes[2560]).toBeGreaterThanOrEqual(1.4 * sizes[1280]!);
});

test('before the clock starts the bar says so, and Start starts', async ({ page, request, webHost }) => {
  const t = await fc.createTable(request, webHost.url, fc.fcSetup(4, { level: 'elite' }), 7, { ready: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'ready');
  await expect(page.getByTestId('game-round')).toHaveText('Getting ready');
  for (const seat of [0, 1, 2, 3]) await expect(page.getByTestId(`fc-role-ability-${seat}`)).toBeVisible();
  await page.getByTestId('fc-start').click();
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-phase', 'roll');
});

// In Italian, whose words are the longest.
test.describe('in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('at 1024×640 a refusal at a card of a seat at the foot of the table is read whole, inside its seat', async ({ page, request, webHost }) => {
    const t = await fc.botUntil(request, webHost.url, await fc.createTable(request, webHost.url, fc.fcSetup(4, { level: 'standard' }), 3), (s) => s.phase === 'distribute');
    await page.setViewportSize({ width: 1024, height: 640 });
    await fc.openGame(page, t.game, 'Apri');
    const board = page.getByTestId('fuse-countdown-board');
    // The card drawn lowest on the table, and a die its slot refuses for what the slot needs.
    const cards = await board.locator('[data-seat] [data-card]').evaluateAll((els) => els.map((e) => ({ card: e.getAttribute('data-card')!, bottom: e.getBoundingClientRect().bottom })));
    const low = cards.sort((a, b) => b.bottom - a.bottom)[0]!.card;
    const seat = t.s.seats.findIndex((st) => [...st.bombs, ...st.sparks].some((c) => c.card === low));
    const refused = t.s.rolled.flatMap((r) => [0, 1, 2, 3, 4, 5].map((cell) => ({ die: r.die, cell, why: canPlace(t.s, seat, r.die, low, cell)?.code ?? '' }))).find((x) => x.why.startsWith('requirement'))!;
    await board.locator(`[data-rolled="${refused.die}"]`).click();
    await board.locator(`[data-card="${low}"] button[data-cell="${refused.cell}"]`).click();
    const note = board.locator(`[data-card="${low}"] [data-testid="fc-refusal"]`);
    await expect(note).toContainText('Questo spazio vuole');
    // Placed on the next frame: read once it stands. Every corner of it is inside its seat and is what shows there.
    await expect
      .poll(() =>
        note.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const seatBox = el.closest('[data-testid^="fc-seat-"]')!.getBoundingClientRect();
          const inside = r.top >= seatBox.top && r.bottom <= seatBox.bottom && r.left >= seatBox.left && r.right <= seatBox.right;
          const doc = globalThis as unknown as { document: { elementFromPoint(x: number, y: number): unknown } };
          const seen = [
            [r.left + 3, r.top + 3],
            [r.right - 3, r.top + 3],
            [r.left + 3, r.bottom - 3],
            [r.right - 3, r.bottom - 3],
          ].every(([x, y]) => el.contains(doc.document.elementFromPoint(x!, y!) as never));
          return inside && seen;
        }),
      )
      .toBe(true);
  });

  test("a slot's name opens whole inside its seat and the window, even at a card's left or right edge; the seats keep their width with the log open", async ({ page, request, webHost }) => {
    test.setTimeout(90_000);
    const t = await fc.botUntil(request, webHost.url, await fc.createTable(request, webHost.url, fc.fcSetup(3, { level: 'expert' }), 5), (s) => s.turn >= 6);
    await page.setViewportSize({ width: 1280, height: 800 });
    await fc.openGame(page, t.game, 'Apri');
    await animationsSettled(page);
    for (const [width, height] of [[1280, 800], [1024, 640]] as const) {
      await page.setViewportSize({ width, height });
      // The first and last slot of every card in front of the seats: the ones whose names reach past the card.
      const cells = page.locator('[data-seat] [data-card] .slot:is(:first-of-type, :last-of-type)');
      const count = await cells.count();
      expect(count).toBeGreaterThan(6);
      for (let i = 0; i < count; i++) {
        const slot = cells.nth(i);
        await slot.hover();
        const tip = slot.locator('.fc-tip');
        await expect(tip).toBeVisible();
        // Fitted on the next frame: the box read once it stands.
        await expect
          .poll(() =>
            tip.evaluate((el) => {
              const r = el.getBoundingClientRect();
              const seat = el.closest('[data-testid^="fc-seat-"]')!.getBoundingClientRect();
              const win = (globalThis as unknown as { innerWidth: number }).innerWidth;
              return r.left >= Math.max(0, seat.left) - 0.5 && r.right <= Math.min(win, seat.right) + 0.5;
            }),
          )
          .toBe(true);
      }
    }
    // With the log open beside the table, the seats are narrower: nothing in them (the leader's role and badge) runs out of them.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('log').getByRole('button', { name: 'Apri il registro' }).click();
    await expect(page.getByTestId('log').getByRole('listitem').last()).toBeVisible();
    const spill = await page.locator('[data-testid^="fc-seat-"]').evaluateAll((seats) => seats.map((s) => s.scrollWidth - s.clientWidth));
    expect(spill, 'a seat runs over its side with the log open').toEqual([0, 0, 0]);
  });
});

// A fuse card is the most words on the table: it lies across the row under its bombs (its notes
// folded behind a press on a short table), so every seat keeps its cards in view. Beside the bombs,
// six slots wide, it once stacked into a column that left four seats at 1024×640 no height at all.
// The fullest moment is taken: four seats, a seat choosing its replacement (Take under each bomb)
// and a fuse card. There the seats' cells are smaller than the standard (19.8 px at 1024×640, 41.4
// at 1280×800: written down as annotations, not held to 32 / 44 px).
test('4 players: with a fuse card across the row while a seat chooses its replacement, every seat keeps its cards in view from 1024×640 to 1280×800', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const setup = fc.fcSetup(4, { level: 'elite' });
  const fuseShows = (s: fc.Table['s']) => !s.outcome && s.log.some((e) => e.turn === s.turn && e.code === 'fuse-activated');
  let plan: { seed: number; at: number; game: ReturnType<typeof fc.botGame> } | null = null;
  for (let seed = 1; seed <= 60 && !plan; seed++) {
    const game = fc.botGame(setup, seed);
    const at = game.states.findIndex(fuseShows);
    if (at > 0 && at < 300) plan = { seed, at, game };
  }
  if (!plan) throw new Error('No seed shows a fuse card early; widen the seeds.');
  const t = await fc.playActions(request, webHost.url, await fc.createTable(request, webHost.url, setup, plan.seed), plan.game.actions.slice(0, plan.at));
  expect(fuseShows(t.s)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, t.game);
  await expect(page.getByTestId('fc-fuse').first()).toBeVisible();
  await animationsSettled(page);
  await lookAtEverySize(page, testInfo, 4, 'fuse', SIZES.filter(([w]) => w <= 1280), false);
  // Folded on the short table, the notes open at a press, and the seats still keep their cards.
  await page.setViewportSize({ width: 1024, height: 640 });
  const more = page.getByTestId('fc-fuse').first().getByText('Which dice are safe, and its points');
  await more.click();
  await expect(page.getByTestId('fc-fuse').first().locator('details').getByText(/^Safe from it:/)).toBeVisible();
  await expect(page.locator('[data-seat] [data-cell]').first()).toBeInViewport();
});

test("4 players: the seat whose Wall is held by the height puts its name and role beside its cards, whose slots grow; the other seats keep them above", async ({ page, request, webHost }) => {
  test.setTimeout(90_000);
  const setup = fc.fcSetup(4, { level: 'expert' });
  const hasWall = (s: fc.Table['s'], seat: number) => s.seats[seat]!.bombs.some((b) => cardById(b.card)?.config === 'wall');
  let plan: { seed: number; at: number; seat: number; game: ReturnType<typeof fc.botGame> } | null = null;
  for (let seed = 1; seed <= 30 && !plan; seed++) {
    const game = fc.botGame(setup, seed);
    const at = game.states.findIndex((s) => s.phase === 'distribute' && !s.pending && [0, 1, 2, 3].some((seat) => hasWall(s, seat)));
    if (at > 0) plan = { seed, at, seat: [0, 1, 2, 3].find((seat) => hasWall(game.states[at]!, seat))!, game };
  }
  if (!plan) throw new Error('No seed puts a Wall in front of a seat; widen the seeds.');
  let t = await fc.createTable(request, webHost.url, setup, plan.seed);
  t = await fc.playActions(request, webHost.url, t, plan.game.actions.slice(0, plan.at));
  await page.setViewportSize({ width: 1024, height: 640 });
  await fc.openGame(page, t.game);
  await animationsSettled(page);
  const layout = (seat: number) =>
    page.getByTestId(`fc-seat-${seat}`).evaluate((el) => {
      const head = el.querySelector('header')!.getBoundingClientRect();
      const cards = el.querySelector('.cards')!.getBoundingClientRect();
      const cells = [...el.querySelectorAll('[data-cell]')].map((c) => Math.min(c.getBoundingClientRect().width, c.getBoundingClientRect().height));
      return { beside: head.right <= cards.left, above: head.bottom <= cards.top, least: Math.min(...cells) };
    });
  const wall = await layout(plan.seat);
  expect(wall.beside, 'the Wall seat: its header beside its cards').toBe(true);
  // With the header above them, this seat's slots were held to about 18 px at 1024×640.
  expect(wall.least, "the Wall seat's smallest slot").toBeGreaterThanOrEqual(24);
  for (const seat of [0, 1, 2, 3].filter((s) => !hasWall(t.s, s))) expect((await layout(seat)).above, `seat ${seat}: its header above its cards`).toBe(true);
});
