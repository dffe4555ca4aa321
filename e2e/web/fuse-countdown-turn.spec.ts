import { test, expect } from '../support/web-host';
import { canPlace, legalCells } from '../../src/shared/fuse-countdown/rules/queries';
import type { FuseCountdownState } from '../../src/shared/fuse-countdown/state';
import { apply, api, boardUntil, botGame, createTable, fcSetup, follow, openGame, playActions, playAtBoard, startedState, tabTo, type FcGame } from './fuse-countdown-play';

// Turns of FUSE: Countdown played at the board through its interface: click-then-click, drag and
// drop, keyboard alone, a refused placement explained at its slot. Seeds are found by simulating
// with the engine, so nothing here depends on what the (still tuned) card data deals.

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);

/** A slot of the seat's cards that refuses the die because of its own requirement. */
function requirementMiss(s: FuseCountdownState): { seat: number; die: string; card: string; cell: number } | null {
  for (const [seat, st] of s.seats.entries()) {
    for (const r of s.rolled) {
      for (const c of [...st.bombs, ...st.sparks]) {
        for (let cell = 0; cell < 6; cell++) {
          if (c.dice.some((d) => d.cell === cell)) continue;
          if (canPlace(s, seat, r.die, c.card, cell)?.code.startsWith('requirement-')) return { seat, die: r.die, card: c.card, cell };
        }
      }
    }
  }
  return null;
}

/** A die of seat 0 with at least two legal slots (the arrows have somewhere to go). */
function twoTargets(s: FuseCountdownState): { die: string; cells: { card: string; cell: number }[] } | null {
  for (const r of s.rolled) {
    const cells = legalCells(s, 0, r.die);
    if (cells.length >= 2) return { die: r.die, cells };
  }
  return null;
}

function firstSeed(setup: ReturnType<typeof fcSetup>, ok: (rolled: FuseCountdownState) => boolean): number {
  for (const seed of SEEDS) {
    const s = apply(startedState(setup, seed), { type: 'roll' });
    if (ok(s)) return seed;
  }
  throw new Error('No seed offers what the test needs; widen SEEDS.');
}

test('two players play a whole turn at the board by click-then-click; the bag passes to the next leader', async ({ page, request, webHost }, testInfo) => {
  const setup = fcSetup(2, { level: 'training', roles: ['disposal-expert', 'technologist'] });
  let t = await createTable(request, webHost.url, setup, 3);
  await page.setViewportSize({ width: 1024, height: 640 });
  await openGame(page, t.game);
  const board = page.getByTestId('fuse-countdown-board');
  await expect(board).toHaveAttribute('data-phase', 'roll');
  await expect(board).toHaveAttribute('data-leader', '0');
  await expect(page.getByTestId('fc-bag')).toContainText(`${t.s.bag.length} dice`);

  await page.getByTestId('fc-roll').click();
  t = await follow(request, webHost.url, t, { type: 'roll' });
  await expect(board).toHaveAttribute('data-phase', 'distribute');
  await expect(page.locator('[data-rolled]')).toHaveCount(t.s.rolled.length);
  await testInfo.attach('fuse-countdown-table-1024x640', { body: await page.screenshot(), contentType: 'image/png' });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await testInfo.attach('fuse-countdown-table-1920x1080', { body: await page.screenshot(), contentType: 'image/png' });

  // The rest of the turn as the reference bot would play it, every move made at the board.
  t = await boardUntil(page, request, webHost.url, t, (s) => s.turn === 2);
  expect(t.s.turn).toBe(2);
  await expect(board).toHaveAttribute('data-turn', '2');
  await expect(board).toHaveAttribute('data-leader', '1');
  await expect(page.getByTestId('fc-seat-1').getByText('Leader')).toBeVisible();
  // Each seat's cards show the dice it placed; the host agrees with the engine beside the test.
  const game = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  expect(game.state.seats.map((st) => st.bombs.map((b) => b.dice.length))).toEqual(t.s.seats.map((st) => st.bombs.map((b) => b.dice.length)));
});

test('a refused placement says at the slot which requirement the die breaks, and changes nothing', async ({ page, request, webHost }) => {
  const setup = fcSetup(2, { level: 'training' });
  const seed = firstSeed(setup, (s) => requirementMiss(s) !== null);
  let t = await createTable(request, webHost.url, setup, seed);
  await openGame(page, t.game);
  await page.getByTestId('fc-roll').click();
  t = await follow(request, webHost.url, t, { type: 'roll' });
  const miss = requirementMiss(t.s)!;
  await page.locator(`[data-rolled="${miss.die}"]`).click();
  const card = page.locator(`[data-card="${miss.card}"]`);
  await card.locator(`[data-cell="${miss.cell}"]`).click();
  await expect(card.getByTestId('fc-refusal')).toContainText('This slot needs');
  const game = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  expect(game.state.log.length).toBe(t.s.log.length);
  expect(game.state.rolled.map((r) => r.die)).toContain(miss.die);
});

test('keyboard alone: roll, pick a die, walk its lit slots with the arrows, place it, end the sharing out', async ({ page, request, webHost }) => {
  const setup = fcSetup(2, { level: 'training', roles: ['technologist', 'disposal-expert'] });
  const seed = firstSeed(setup, (s) => twoTargets(s) !== null);
  let t = await createTable(request, webHost.url, setup, seed);
  await openGame(page, t.game);
  await tabTo(page, '[data-testid="fc-roll"]');
  await page.keyboard.press('Enter');
  t = await follow(request, webHost.url, t, { type: 'roll' });
  const plan = twoTargets(t.s)!;
  await tabTo(page, `[data-rolled="${plan.die}"]`);
  await page.keyboard.press('Enter');
  // The first lit slot takes the focus; the arrow goes on to the next lit one.
  const first = page.locator(`[data-card="${plan.cells[0]!.card}"] [data-cell="${plan.cells[0]!.cell}"]`);
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('data-lit', 'true');
  await page.keyboard.press('ArrowRight');
  const second = page.locator(`[data-card="${plan.cells[1]!.card}"] [data-cell="${plan.cells[1]!.cell}"]`);
  await expect(second).toBeFocused();
  // Escape lets the die go and returns to it; Enter picks it again.
  await page.keyboard.press('Escape');
  await expect(page.locator(`[data-rolled="${plan.die}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  t = await follow(request, webHost.url, t, { type: 'place', seat: 0, die: plan.die, card: plan.cells[1]!.card, cell: plan.cells[1]!.cell });
  await expect(page.locator(`[data-card="${plan.cells[1]!.card}"] [data-cell="${plan.cells[1]!.cell}"]`)).toHaveAccessibleName(/^\w+(\/\w+)? \d, placed this turn\./);
  // Ending the sharing out takes two presses; a first press alone ends nothing.
  const done = page.getByTestId('fc-done');
  await tabTo(page, '[data-testid="fc-done"]');
  await page.keyboard.press('Enter');
  await expect(done).toHaveText(/Press again/);
  const now = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  expect(now.state.phase).toBe('distribute');
});

test('a die dragged onto a lit slot is placed there', async ({ page, request, webHost }) => {
  const setup = fcSetup(2, { level: 'training' });
  const seed = firstSeed(setup, (s) => twoTargets(s) !== null);
  let t = await createTable(request, webHost.url, setup, seed);
  await openGame(page, t.game);
  await page.getByTestId('fc-roll').click();
  t = await follow(request, webHost.url, t, { type: 'roll' });
  const plan = twoTargets(t.s)!;
  const target = plan.cells[0]!;
  await page.locator(`[data-rolled="${plan.die}"]`).dragTo(page.locator(`[data-card="${target.card}"] [data-cell="${target.cell}"]`));
  const placed = await follow(request, webHost.url, t, { type: 'place', seat: 0, die: plan.die, card: target.card, cell: target.cell });
  expect(placed.game.state.seats[0]!.taken).toBe(1);
  await expect(page.locator(`[data-rolled="${plan.die}"]`)).toHaveCount(0);
});

test('a seat short of its dice draws a spark, shown arriving at its seat, and the bag passes on', async ({ page, request, webHost }) => {
  const setup = fcSetup(2, { level: 'training' });
  let plan: { seed: number; at: number; game: ReturnType<typeof botGame> } | null = null;
  for (let seed = 1; seed <= 60 && !plan; seed++) {
    const game = botGame(setup, seed);
    const at = game.states.findIndex((s, i) => i > 0 && s.log.slice(game.states[i - 1]!.log.length).some((e) => e.code === 'spark-drawn') && !s.pending);
    if (at > 0) plan = { seed, at, game };
  }
  if (!plan) throw new Error('No seed draws a spark for a missing die; widen the seeds.');
  let t = await createTable(request, webHost.url, setup, plan.seed);
  t = await playActions(request, webHost.url, t, plan.game.actions.slice(0, plan.at - 1));
  await openGame(page, t.game);
  const action = plan.game.actions[plan.at - 1]!;
  await playAtBoard(page, t.s, action);
  t = await follow(request, webHost.url, t, action);
  const drawn = t.s.log.filter((e) => e.code === 'spark-drawn').at(-1)!;
  const seat = Number(drawn.params.seat);
  await expect(page.getByTestId(`fc-seat-${seat}`).locator(`[data-card="${String(drawn.params.card)}"]`)).toBeVisible();
  // The spark is named as the players see it (no number is printed on a spark card).
  await expect(page.getByTestId('fc-news')).toContainText('draws a spark.');
  await expect(page.getByTestId('fuse-countdown-board')).toHaveAttribute('data-leader', String(t.s.leader));
});
