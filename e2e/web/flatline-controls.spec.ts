import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import type { APIRequestContext, Page } from '@playwright/test';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { legalPlacements } from '../../src/main/engine/flatline';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { GameDetailOf } from '../../src/shared/games';
import { act, api, createGame, findRoundOnePlan, spaceKey } from './board-play';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The board's safer controls and its play without interruptions: Done needs a hold or a second
// press; S skips the steps of the resolution; a triage window with a usable card waits visibly on
// the board (no prompt) and the host moves play on when its seconds run out, or at once with G, or
// never while someone pressed Wait; a dragged die lights only the spaces it may go to.

const SETUP = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
  ],
  level: 'standard',
  timerSeconds: 120,
});
const PLAN = findRoundOnePlan(SETUP, Array.from({ length: 400 }, (_, i) => i + 1));

async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

async function open(page: Page, game: GameDetail, speed: 'slow' | 'normal' | 'fast' = 'normal'): Promise<void> {
  const stored = JSON.stringify({ language: 'en', volume: 0, muted: true, reducedMotion: false, resolutionSpeed: speed });
  await page.addInitScript({ content: `localStorage.setItem('fuse-table.settings.v1', ${JSON.stringify(stored)});` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toBeVisible();
}

async function inCountdown(request: APIRequestContext, url: string): Promise<GameDetail> {
  const game = await createGame(request, url, SETUP, PLAN.seed);
  return act(request, url, game.id, { type: 'advance' });
}

/**
 * Round 1 played as the plan says, through the API, with the host's table at `pace`: round 2 opens
 * at a triage window with a usable card, whose wait the host keeps from that moment.
 */
async function atTriageWindow(request: APIRequestContext, url: string, pace: 'slow' | 'normal' | 'fast'): Promise<GameDetail> {
  await api(request, url, 'setTableSettings', { pace });
  let game = await inCountdown(request, url);
  for (const m of [...PLAN.stat, PLAN.line, PLAN.card, PLAN.station]) game = await act(request, url, game.id, { type: 'place', ...m });
  game = await act(request, url, game.id, { type: 'reroll', seat: PLAN.rerollSeat, dice: PLAN.rerolled, sacrifice: PLAN.sacrifice });
  game = await act(request, url, game.id, { type: 'done' });
  expect(game.state.stop).toBe('round-start');
  expect(game.deadline?.key).toBe(`triage-window:round-start:${game.version}`);
  return game;
}

test('a short press on Done only arms it; a second press ends the countdown, by mouse or by keyboard', async ({ page, request, webHost }) => {
  const game = await inCountdown(request, webHost.url);
  await open(page, game);
  const board = page.getByTestId('flatline-board');
  const done = page.getByTestId('done');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await done.click();
  await expect(done).toHaveAttribute('data-armed', 'true');
  await expect(done).toContainText('Press again');
  // Armed only: the countdown goes on.
  expect(await holdsStill(async () => (await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id })).state.stop, 600, 'the countdown')).toBe('countdown');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  // Unarmed again after a few seconds.
  await expect(done).toHaveAttribute('data-armed', 'false', { timeout: 5_000 });
  // Keyboard: Enter, then Enter again.
  await done.focus();
  await page.keyboard.press('Enter');
  await expect(done).toHaveAttribute('data-armed', 'true');
  // A second press counts once the first is not a bounce.
  await expect(done).toHaveAttribute('data-second-press', 'true');
  await page.keyboard.press('Enter');
  await expect(board).not.toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByTestId('log')).toContainText('The countdown is over: the players pressed Done.');
});

test('S skips the steps of the resolution', async ({ page, request, webHost }) => {
  const game = await inCountdown(request, webHost.url);
  await open(page, game, 'slow');
  await page.getByTestId('done').click({ delay: 1000 });
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('flatline-board')).not.toHaveAttribute('data-lit', '');
  await expectNoViolations(page, 'board during the resolution');
  await page.keyboard.press('s');
  await expect(page.getByTestId('replay')).toHaveCount(0);
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-lit', '');
});

test('a triage window waits on the board without a prompt; the host moves play on when its seconds run out', async ({ page, request, webHost }) => {
  const game = await atTriageWindow(request, webHost.url, 'normal');
  // The host's wait: the five lines Done wrote shown at the normal pace, then the window's 6 s.
  expect(game.deadline?.waitMs).toBe(7_530);
  const log = game.state.log.length;
  await open(page, game, 'normal');
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'round-start');
  await expect(page.getByTestId('window-wait')).toContainText(/Play moves on in [1-8] s/);
  await expect(page.getByTestId('prompt')).toHaveCount(0);
  await expect(page.locator(`[data-triage="${PLAN.triage}"]`)).toHaveClass(/waiting/);
  // Nobody touches anything: once the host's seconds run out play has gone on, and no card was used.
  await expect(board).not.toHaveAttribute('data-stop', 'round-start', { timeout: 15_000 });
  const after = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.state.log.slice(log).map((e) => e.code)).not.toContain('triage-used');
  expect(after.state.log.slice(log).map((e) => e.code)).toContain('cube-removed');
});

test('G goes on from a triage window at once', async ({ page, request, webHost }) => {
  const game = await atTriageWindow(request, webHost.url, 'slow');
  await open(page, game, 'slow');
  const board = page.getByTestId('flatline-board');
  await expect(page.getByTestId('window-wait')).toContainText(/Play moves on in \d+ s/);
  await expectNoViolations(page, 'board at a triage window');
  await page.keyboard.press('g');
  await expect(board).not.toHaveAttribute('data-stop', 'round-start', { timeout: 2_000 });
  const after = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.version).toBeGreaterThan(game.version);
});

test('Wait keeps a triage window open until someone presses Go on', async ({ page, request, webHost }) => {
  // The slow pace's 10 s window: under a loaded machine the page may open late, and Wait must land inside it.
  const game = await atTriageWindow(request, webHost.url, 'slow');
  await open(page, game, 'slow');
  const board = page.getByTestId('flatline-board');
  const panel = page.getByTestId('window-wait');
  await expect(panel).toContainText(/Play moves on in \d+ s/);
  await page.getByTestId('window-hold').click();
  await expect(panel).toContainText('Play waits until someone presses Go on.');
  await expect(page.getByTestId('window-hold')).toHaveCount(0);
  // The host keeps no wait for the window any more: nothing will move it on by itself.
  const held = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect([held.state.stop, held.state.held, held.deadline]).toEqual(['round-start', true, null]);
  await expectNoViolations(page, 'board at a held triage window');
  await page.getByTestId('carry-on').click();
  await expect(board).not.toHaveAttribute('data-stop', 'round-start');
});

test('a dragged die lights the legal space beneath it, and not a space it may not take', async ({ page, request, webHost }) => {
  const game = await inCountdown(request, webHost.url);
  const state = game.state as unknown as FlatlineState;
  const die = state.dice.find((d) => d.at.kind === 'tray' && d.face && legalPlacements(state, d.id).length > 0)!;
  const legal = new Set(legalPlacements(state, die.id).map((p) => spaceKey(p.target, p.space)));
  await open(page, game);
  const illegal = await page.locator('[data-space]').evaluateAll(
    (els, keys) => els.map((e) => e.getAttribute('data-space')!).find((k) => !keys.includes(k) && k.startsWith('line:')),
    [...legal],
  );
  const target = page.locator(`[data-space="${[...legal][0]}"]`);
  const source = page.locator(`[data-die="${die.id}"]`);
  const from = (await source.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const wrong = (await page.locator(`[data-space="${illegal}"]`).boundingBox())!;
  await page.mouse.move(wrong.x + wrong.width / 2, wrong.y + wrong.height / 2, { steps: 8 });
  await expect(page.locator(`[data-space="${illegal}"]`)).not.toHaveClass(/drag-over/);
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await expect(target).toHaveClass(/drag-over/);
  await expect(target).toHaveClass(/legal/);
  await page.mouse.up();
  await expect(source).toHaveCount(0);
  await expect(target).toHaveClass(/filled/);
});
