import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { flatlineModule, usableTriageCards } from '../../src/main/engine/flatline';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import { type FlatlineSetup } from '../../src/shared/flatline/setup';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { FlatlineTable } from '../../src/shared/flatline/view';
import type { GameDetailOf } from '../../src/shared/games';
import { ADA_AND_BRUNO, api, createGame, fullState, playThroughApi } from './board-play';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Two triage cards that act on the medic dice during the countdown, used at the board like a player
// would: Concentrated Effort (turn a die to any face) and A Fresh Start (a free re-roll, no die on
// the re-roll track). The greedy bot plays through the API up to a planning step with the card in
// the triage area (+); the rest happens on the board.

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const SETUP = ADA_AND_BRUNO;
const NAMES = ['Ada', 'Bruno'];
const SYMBOL_NAMES: Record<string, string> = {
  red: 'red (heart)',
  blue: 'blue (drop)',
  green: 'green (cross)',
  yellow: 'yellow (bolt)',
  white: 'white (bandage)',
  purple: 'purple (pill)',
};
const dieLabel = (seat: number, face: string) => `${NAMES[seat]}'s die: ${SYMBOL_NAMES[face]}`;

function apply(s: FlatlineState, action: FlatlineAction): FlatlineState {
  const r = flatlineModule.apply(s, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.refusal.code}`);
  return r.state;
}

/** A planning step (nothing pending) with `card` in the triage area and usable. */
const planningWith = (card: string) => (s: FlatlineTable) => s.stop === 'planning' && !s.pending && s.triageArea.includes(card) && usableTriageCards(s).includes(card);

/**
 * The first seed whose greedy game reaches a planning step with `card` usable, such that starting
 * the countdown leaves Ada at least two rolled dice and the card still usable. Engine only, so the
 * API replays it exactly.
 */
function findSeed(setup: FlatlineSetup, card: string): number {
  const at = planningWith(card);
  for (const seed of SEEDS) {
    let s = flatlineModule.start(setup, seed);
    for (let i = 0; i < 3000 && s.outcome === 'in-progress' && !at(s); i++) s = apply(s, greedyAction(s));
    if (!at(s)) continue;
    const r = flatlineModule.apply(s, { type: 'advance' });
    if (!r.ok || r.state.stop !== 'countdown' || r.state.pending) continue;
    const ada = r.state.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray' && d.face);
    if (ada.length >= 2 && usableTriageCards(r.state).includes(card)) return seed;
  }
  throw new Error(`No seed in the list reaches a countdown with ${card} usable; widen the list.`);
}

/** Plays through the API to the planning step with `card`, opens the game and starts the countdown at the board. */
async function countdownWith(page: Page, request: Parameters<typeof createGame>[0], url: string, card: string): Promise<GameDetail> {
  const seed = findSeed(SETUP, card);
  let game = await createGame(request, url, SETUP, seed);
  game = await playThroughApi(request, url, game, planningWith(card));
  expect(planningWith(card)(game.state)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await expect(board).toHaveAttribute('data-round', String(game.state.round));
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  game = await api<GameDetail>(request, url, 'getGame', { id: game.id });
  expect(game.state.stop).toBe('countdown');
  expect(usableTriageCards(game.state)).toContain(card);
  return game;
}

const trayOf = (s: FlatlineTable, seat: number) => s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray' && !!d.face);

test('Concentrated Effort: a die turned to the chosen face at the board', async ({ page, request, webHost }, testInfo) => {
  const game = await countdownWith(page, request, webHost.url, 'concentrated-effort');
  const triage = page.getByRole('region', { name: /^Triage area/ });
  const card = triage.locator('[data-triage="concentrated-effort"]');
  await expect(card).toBeVisible();
  const use = card.getByRole('button', { name: 'Use Concentrated Effort' });
  await expect(use).toBeEnabled();
  await use.click();
  await expect(page.getByTestId('log')).toContainText('Triage card Concentrated Effort is used.');
  await expect(card).toHaveCount(0);

  const ada = page.getByRole('group', { name: "Ada's tray" });
  await expect(ada.getByText('Concentrated Effort: pick a die to turn it.')).toBeVisible();

  // Ada picks her first die and turns it to a face it does not show yet.
  const dice = trayOf(game.state, 0);
  const others = game.state.dice.filter((d) => d.at.kind === 'tray' && !!d.face && d.id !== dice[0]!.id);
  const target = dice[0]!;
  const face = (['red', 'blue', 'green', 'yellow', 'white', 'purple'] as const).find((f) => f !== target.face)!;
  const die = page.locator(`[data-die="${target.id}"]`);
  await expect(die).toHaveAttribute('aria-label', dieLabel(0, target.face!));
  await die.click();
  const picker = ada.getByRole('group', { name: 'Turn the picked die to' });
  // Five faces are offered: the one the die already shows would spend the turn for nothing.
  await expect(picker.getByRole('button')).toHaveCount(5);
  await expect(picker.getByRole('button', { name: SYMBOL_NAMES[target.face!] })).toHaveCount(0);
  await picker.getByRole('button', { name: SYMBOL_NAMES[face] }).click();

  await expect(die).toHaveAttribute('aria-label', dieLabel(0, face));
  await expect(page.getByTestId('log')).toContainText(/A die is turned from .* to .*\./);
  // Only that die changed, and Ada's turn is spent (Bruno still has his).
  for (const d of others) await expect(page.locator(`[data-die="${d.id}"]`)).toHaveAttribute('aria-label', dieLabel(d.seat, d.face!));
  await expect(picker).toHaveCount(0);
  await expect(ada.getByText('Concentrated Effort: pick a die to turn it.')).toHaveCount(0);
  await expect(page.getByRole('group', { name: "Bruno's tray" }).getByText('Concentrated Effort: pick a die to turn it.')).toBeVisible();

  const after = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.state.dice.find((d) => d.id === target.id)!.face).toBe(face);
  expect(after.state.effects.faceChanges).toEqual([0, 1]);
  expect(after.state.triageArea).not.toContain('concentrated-effort');
  await page.screenshot({ path: testInfo.outputPath('board-concentrated-effort-1280x800.png') });
});

test('A Fresh Start: a free re-roll of the chosen dice at the board, nothing on the re-roll track', async ({ page, request, webHost }, testInfo) => {
  let game = await countdownWith(page, request, webHost.url, 'a-fresh-start');
  const triage = page.getByRole('region', { name: /^Triage area/ });
  const card = triage.locator('[data-triage="a-fresh-start"]');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Use A Fresh Start' }).click();
  await expect(page.getByTestId('log')).toContainText('Triage card A Fresh Start is used.');
  await expect(card).toHaveCount(0);

  const ada = page.getByRole('group', { name: "Ada's tray" });
  await ada.getByRole('button', { name: 'Free re-roll (1)' }).click();
  const prompt = page.getByTestId('prompt');
  await expect(prompt.getByRole('heading', { name: 'Re-roll' })).toBeFocused();
  await expect(prompt).toContainText('A free re-roll: choose which dice to roll again.');
  // Only Ada's dice are offered, all ticked; she keeps her last die as it is.
  game = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  const dice = trayOf(game.state, 0);
  await expect(prompt.getByRole('radio')).toHaveCount(1);
  await expect(prompt.getByRole('radio', { name: 'Ada' })).toHaveAttribute('aria-checked', 'true');
  const boxes = prompt.getByRole('group', { name: 'Which dice' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(dice.length);
  await boxes.last().uncheck();
  const chosen = dice.slice(0, -1).map((d) => d.id);
  const kept = dice[dice.length - 1]!;

  // The engine tells what the re-roll gives (the table's dice are seeded).
  const expected = apply(await fullState(request, webHost.url, game.id), { type: 'reroll', seat: 0, dice: chosen });
  await prompt.getByRole('button', { name: `Re-roll ${chosen.length}` }).click();
  await expect(prompt.getByRole('heading', { name: 'Re-roll' })).toHaveCount(0);
  await expect(page.getByTestId('log')).toContainText('Ada re-rolls and now has');

  for (const id of chosen) {
    const face = expected.dice.find((d) => d.id === id)!.face!;
    await expect(page.locator(`[data-die="${id}"]`)).toHaveAttribute('aria-label', dieLabel(0, face));
  }
  await expect(page.locator(`[data-die="${kept.id}"]`)).toHaveAttribute('aria-label', dieLabel(0, kept.face!));
  for (const d of trayOf(game.state, 1)) await expect(page.locator(`[data-die="${d.id}"]`)).toHaveAttribute('aria-label', dieLabel(1, d.face!));
  // Nobody sacrificed a die: the re-roll track stays empty, Ada's dice are all still in her tray.
  await expect(page.locator('[data-reroll-die]')).toHaveCount(0);
  await expect(ada.locator('[data-die]')).toHaveCount(dice.length);
  await expect(ada.getByRole('button', { name: /^Free re-roll/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: "Bruno's tray" }).getByRole('button', { name: 'Free re-roll (1)' })).toBeVisible();

  const after = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.state.rerollTrack.every((slot) => slot === null)).toBe(true);
  expect(after.state.dice.filter((d) => chosen.includes(d.id)).map((d) => d.face)).toEqual(expected.dice.filter((d) => chosen.includes(d.id)).map((d) => d.face));
  expect(after.state.triageArea).not.toContain('a-fresh-start');
  await page.screenshot({ path: testInfo.outputPath('board-a-fresh-start-1280x800.png') });
});
