import { createHash } from 'node:crypto';
import { test, expect } from '../support/web-host';
import { canonicalJson } from '../../src/main/services/saves/game-file';
import type { GameFile } from '../../src/shared/saves';
import { scoreBreakdown } from '../../src/shared/fuse-countdown/score';
import { api, boardUntil, botGame, createTable, fcSetup, openGame, playActions, type FcGame } from './fuse-countdown-play';

// Whole FUSE: Countdown games to their end. The bot plays the long stretch through the HTTP API; the
// last turn is played at the board, which then shows how the game ended and the score's breakdown.
// Seeds are found by simulating with the engine (the card data is still being tuned).

const SEEDS = Array.from({ length: 60 }, (_, i) => i + 1);

function findGame(setup: ReturnType<typeof fcSetup>, cause: string) {
  for (const seed of SEEDS) {
    const game = botGame(setup, seed);
    const last = game.states[game.states.length - 1]!;
    if (last.outcome?.cause === cause) return { seed, ...game, last };
  }
  throw new Error(`No seed in the list ends with ${cause}; widen SEEDS.`);
}

test('one player wins a whole game, the last turn at the board, and the end shows the score and its breakdown', async ({ page, request, webHost }) => {
  const setup = fcSetup(1, { level: 'training' });
  const plan = findGame(setup, 'saved');
  // The bot plays up to the start of the last turn through the API.
  const lastTurn = plan.last.turn;
  const upTo = plan.states.findIndex((s) => s.turn === lastTurn);
  let t = await createTable(request, webHost.url, setup, plan.seed);
  t = await playActions(request, webHost.url, t, plan.actions.slice(0, upTo));
  await openGame(page, t.game);
  const board = page.getByTestId('fuse-countdown-board');
  await expect(board).toHaveAttribute('data-turn', String(lastTurn));
  await expect(board).toHaveAttribute('data-players', '1');
  t = await boardUntil(page, request, webHost.url, t, () => false);
  expect(t.s.outcome?.status).toBe('won');

  const summary = page.getByTestId('fc-end-summary');
  await expect(summary).toHaveAttribute('data-outcome', 'won');
  await expect(summary.getByRole('heading')).toHaveText('The ship is saved');
  await expect(page.getByTestId('fc-end-cause')).toHaveText('Every bomb and spark is defused.');
  const { score, breakdown } = scoreBreakdown(t.s);
  await expect(page.getByTestId('fc-end-score')).toHaveText(String(score));
  await expect(summary.locator('[data-part="success"] td')).toHaveText('10');
  await expect(summary.locator('[data-part="bombs"] td')).toHaveText(String(breakdown.bombs));
  await expect(summary.locator('[data-part="sparks"] td')).toHaveText(String(breakdown.sparks));
  // The first game played at this setting is the team's best at it.
  await expect(page.getByTestId('fc-end-best')).toHaveText("This game is the team's best at this setting (Untimed; 1 played)");
  // Strong bots were simulated on the fitted clocks only: an untimed game has no odds line (docs/odds.md).
  await expect(page.getByTestId('odds-compared')).toHaveCount(0);
  const game = await api<FcGame>(request, webHost.url, 'getGame', { id: t.game.id });
  expect(game.status).toBe('won');
});

test('four players lose to an empty bag at the start of a turn, the turn before it played at the board', async ({ page, request, webHost }) => {
  const setup = fcSetup(4, { level: 'heroic' });
  const plan = findGame(setup, 'bag-empty');
  const upTo = plan.states.findIndex((s) => s.turn === plan.last.turn - 1);
  let t = await createTable(request, webHost.url, setup, plan.seed);
  t = await playActions(request, webHost.url, t, plan.actions.slice(0, upTo));
  await openGame(page, t.game);
  t = await boardUntil(page, request, webHost.url, t, () => false);
  expect(t.s.outcome?.cause).toBe('bag-empty');
  await expect(page.getByTestId('fc-end-summary')).toHaveAttribute('data-outcome', 'lost');
  await expect(page.getByTestId('fc-end-cause')).toHaveText('The bag was empty at the start of a turn.');
  await expect(page.getByTestId('fc-bag')).toContainText('Bag: 0 dice');
  await expect(page.getByTestId('fc-end-summary').locator('[data-part="success"] td')).toHaveText('0');
});

test('time runs out with bombs still to defuse: the clock stops the game while the table looks on', async ({ page, request, webHost }) => {
  const setup = fcSetup(2, { level: 'standard', clockMinutes: 10 });
  const t = await createTable(request, webHost.url, setup, 5);
  // The game's file, edited as if nine minutes and fifty-seven seconds had gone by (time enters the
  // engine as a tick), then imported: it comes back paused, and continues from there.
  await api<FcGame>(request, webHost.url, 'pauseGame', { id: t.game.id });
  const exported = await api<{ text: string }>(request, webHost.url, 'exportGame', { id: t.game.id });
  const { checksum: _old, ...body } = JSON.parse(exported.text) as GameFile;
  const last = body.actions[body.actions.length - 1];
  body.actions.push({ seq: (last?.seq ?? 0) + 1, action: { type: 'tick', elapsedMs: 597_000 }, at: last?.at ?? body.game.updatedAt });
  body.game.title = 'Last seconds';
  const file: GameFile = { ...body, checksum: createHash('sha256').update(canonicalJson(body)).digest('hex') };
  const imported = await api<{ id: string }>(request, webHost.url, 'importGame', { text: JSON.stringify(file) });
  const game0 = await api<FcGame>(request, webHost.url, 'getGame', { id: imported.id });
  expect(game0.clock.elapsedMs).toBe(597_000);
  // An imported game opens paused: the cover hides the board until the table resumes.
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game0.title}` }).click();
  await expect(page.getByTestId('paused')).toBeVisible();
  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('fuse-countdown-board')).toBeVisible();
  await expect(page.getByTestId('fc-end-summary')).toHaveAttribute('data-outcome', 'lost', { timeout: 15_000 });
  await expect(page.getByTestId('fc-end-cause')).toHaveText('Time ran out with bombs still to defuse.');
  const game = await api<FcGame>(request, webHost.url, 'getGame', { id: imported.id });
  expect(game.status).toBe('lost');
  expect(game.state.outcome?.cause).toBe('time-out-bombs');
});
