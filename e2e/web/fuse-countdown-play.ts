// Helpers for FUSE: Countdown's board tests (not a spec): call the HTTP API, keep the engine's full
// state beside the host's game (the same seed and actions replay exactly), and find seeds by
// simulating with the engine, so no test hard-codes what a seed deals (the cards' data is tuned).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { fuseCountdownModule } from '../../src/main/engine/fuse-countdown';
import { greedyAction } from '../../src/main/engine/fuse-countdown/bot/greedy';
import type { FuseCountdownAction } from '../../src/shared/fuse-countdown/actions';
import { fuseCountdownSetupSchema, type FuseCountdownSetup, type FuseCountdownSetupInput } from '../../src/shared/fuse-countdown/setup';
import type { FuseCountdownState } from '../../src/shared/fuse-countdown/state';
import type { GameDetailOf } from '../../src/shared/games';
import { api } from '../support/host-api';

export type FcGame = GameDetailOf<'fuse-countdown'>;

export { api };

export const SEATS = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bruno', colour: 'blue' as const },
  { name: 'Chiara', colour: 'green' as const },
  { name: 'Dario', colour: 'yellow' as const },
];

/** A setup for `players` seats; untimed unless told, so a test is never raced by the clock. */
export function fcSetup(players: number, more: Partial<FuseCountdownSetupInput> = {}): FuseCountdownSetup {
  return fuseCountdownSetupSchema.parse({ seats: SEATS.slice(0, players), clockMinutes: null, ...more });
}

/** A game at the host and the engine's full state of it (deck order, bag and generator included). */
export interface Table {
  game: FcGame;
  s: FuseCountdownState;
}

export function apply(s: FuseCountdownState, action: FuseCountdownAction): FuseCountdownState {
  const r = fuseCountdownModule.apply(s, action);
  if (!r.ok) throw new Error(`${action.type} refused: ${r.refusal.code} ${r.refusal.reason}`);
  return r.state;
}

/** A game as the engine deals it, then started as its players would once the roles are known (the clock runs from there). */
export function startedState(setup: FuseCountdownSetup, seed: number): FuseCountdownState {
  const s = fuseCountdownModule.start(setup, seed);
  return s.phase === 'ready' ? apply(s, { type: 'start' }) : s;
}

/** A game at the host, its clock started when the roles are dealt or given (`ready: false` leaves it waiting for the players). */
export async function createTable(request: APIRequestContext, url: string, setup: FuseCountdownSetup, seed: number, { ready = true } = {}): Promise<Table> {
  const game = await api<FcGame>(request, url, 'createGame', { kind: 'fuse-countdown', setup, seed });
  const dealt = { game, s: fuseCountdownModule.start(setup, seed) };
  return ready && dealt.s.phase === 'ready' ? actBoth(request, url, dealt, { type: 'start' }) : dealt;
}

/** Plays one action at the host and in the engine beside it. */
export async function actBoth(request: APIRequestContext, url: string, table: Table, action: FuseCountdownAction): Promise<Table> {
  const game = await api<FcGame>(request, url, 'act', { kind: 'fuse-countdown', id: table.game.id, action });
  return { game, s: apply(table.s, action) };
}

/** An action at the board, then its arrival in the engine beside it (the host replies with the new version). */
export async function follow(request: APIRequestContext, url: string, table: Table, action: FuseCountdownAction): Promise<Table> {
  const s = apply(table.s, action);
  await expect.poll(async () => (await api<FcGame>(request, url, 'getGame', { id: table.game.id })).state.log.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(s.log.length);
  return { game: await api<FcGame>(request, url, 'getGame', { id: table.game.id }), s };
}

/** The bot plays through the API until `stop` says so or the game ends. */
export async function botUntil(request: APIRequestContext, url: string, table: Table, stop: (s: FuseCountdownState) => boolean, max = 3000): Promise<Table> {
  let t = table;
  for (let i = 0; i < max && !t.s.outcome && !stop(t.s); i++) t = await actBoth(request, url, t, greedyAction(t.s));
  return t;
}

/** Simulates the bot from a state (no host): the state where `stop` first holds, or null. */
export function simulateUntil(s0: FuseCountdownState, stop: (s: FuseCountdownState) => boolean, max = 3000): FuseCountdownState | null {
  let s = s0;
  for (let i = 0; i < max; i++) {
    if (stop(s)) return s;
    if (s.outcome) return null;
    s = apply(s, greedyAction(s));
  }
  return null;
}

/** The bot's whole game from the start, as the list of its actions and the states between them. */
export function botGame(setup: FuseCountdownSetup, seed: number, max = 5000): { actions: FuseCountdownAction[]; states: FuseCountdownState[] } {
  let s = startedState(setup, seed);
  const actions: FuseCountdownAction[] = [];
  const states = [s];
  for (let i = 0; i < max && !s.outcome; i++) {
    const action = greedyAction(s);
    s = apply(s, action);
    actions.push(action);
    states.push(s);
  }
  return { actions, states };
}

/** Plays the given actions through the API. */
export async function playActions(request: APIRequestContext, url: string, table: Table, actions: readonly FuseCountdownAction[]): Promise<Table> {
  let t = table;
  for (const action of actions) t = await actBoth(request, url, t, action);
  return t;
}

/** Opens a game from the start screen's list of games to continue. */
export async function openGame(page: Page, game: FcGame, open = 'Open'): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: `${open} ${game.title}` }).click();
  await expect(page.getByTestId('fuse-countdown-board')).toBeVisible();
}

/** Places a die at the board by click-then-click. */
export async function placeByClicks(page: Page, die: string, card: string, cell: number): Promise<void> {
  await page.locator(`[data-rolled="${die}"]`).click();
  await page.locator(`[data-card="${card}"] [data-cell="${cell}"]`).click();
}

/** The greedy bot's next action, played at the board through the interface, when it is a board move. */
export async function playAtBoard(page: Page, s: FuseCountdownState, action: FuseCountdownAction): Promise<void> {
  switch (action.type) {
    case 'start':
      await page.getByTestId('fc-start').click();
      return;
    case 'roll':
      if (action.name) await page.locator(`[data-name="${'colour' in action.name ? action.name.colour : action.name.number}"]`).click();
      else await page.getByTestId('fc-roll').click();
      return;
    case 'place':
      await placeByClicks(page, action.die, action.card, action.cell);
      return;
    case 'done':
      await page.getByTestId('fc-done').click();
      await page.getByTestId('fc-done').click();
      return;
    case 'decide':
      await page.locator(`[data-option="${action.option}"]`).first().click();
      return;
    case 'roll-six':
      await page.getByTestId('fc-roll-six').click();
      return;
    case 'defuse':
      await page.getByTestId(`fc-defuse-${action.card}`).click();
      return;
    case 'change-colour':
      await page.locator(`[data-rolled="${action.die}"]`).click();
      await page.getByTestId(`fc-colour-${action.colour}`).click();
      return;
    case 'change-number':
      await page.locator(`[data-rolled="${action.die}"]`).click();
      await page.getByTestId(`fc-number-${action.number}`).click();
      return;
    case 'flip':
    case 'reroll':
      for (const die of action.dice) await page.locator(`[data-mark="${die}"]`).click();
      await page.getByTestId(action.type === 'flip' ? 'fc-flip' : 'fc-reroll').click();
      return;
    case 'return-die':
      await page.locator(`[data-rolled="${action.die}"]`).click();
      await page.getByTestId('fc-return').click();
      return;
    case 'tick':
      return;
  }
  void s;
}

/** Presses Tab until the focused element matches `selector` (keyboard-only play). */
export async function tabTo(page: Page, selector: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await page.locator(`${selector}:focus`).count()) > 0) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Plays the bot's moves at the board until `stop` holds for the engine's state. */
export async function boardUntil(page: Page, request: APIRequestContext, url: string, table: Table, stop: (s: FuseCountdownState) => boolean, max = 200): Promise<Table> {
  let t = table;
  for (let i = 0; i < max && !t.s.outcome && !stop(t.s); i++) {
    const action = greedyAction(t.s);
    await playAtBoard(page, t.s, action);
    t = await follow(request, url, t, action);
  }
  return t;
}

export { expect };
