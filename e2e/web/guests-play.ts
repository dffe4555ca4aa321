// Helpers for the device tables' end-to-end tests (not a spec): phones (360×640 browser contexts on
// 127.0.0.1) that join from the invitation's address, and a FUSE: Countdown plan the bot plays in the
// engine, dealt out turn by turn to the devices that own each move (the leader's roll, each seat's
// placements and answers, the table's Done); and a FLATLINE seat view's die placed where it may go.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { fuseCountdownOwnerOf } from '../../src/shared/fuse-countdown/owner';
import type { FuseCountdownAction } from '../../src/shared/fuse-countdown/actions';
import type { FuseCountdownSetup } from '../../src/shared/fuse-countdown/setup';
import type { FuseCountdownState } from '../../src/shared/fuse-countdown/state';
import type { GameFile } from '../../src/shared/saves';
import { api, botGame } from './fuse-countdown-play';

export interface Phone {
  name: string;
  context: BrowserContext;
  page: Page;
}

/** A phone joins from the invitation's address and takes the seat named `name`. */
export async function join(browser: Browser, url: string, name: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page.getByTestId('guest-seat-name')).toContainText(`You play ${name}`);
  await expect(page.getByTestId('guest-connection')).toHaveAttribute('data-connected', 'true');
  return { name, context, page };
}

/** Opens invitations from the table's menu: the address the QR code holds. */
export async function invite(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  return (await page.getByTestId('invite-url').textContent())!.trim();
}

/** Closes the menu; if its cover paused a running clock, a phone continues the game for everyone. */
export async function backToTable(page: Page, phone: Phone): Promise<void> {
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('table-menu')).toBeHidden();
  if (await phone.page.getByTestId('paused').isVisible()) await phone.page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('paused')).toBeHidden();
}

/** Places the first die of a FLATLINE seat view that has a place lit, on that place: its space. */
export async function placeSomeDie(view: Locator): Promise<string> {
  const dice = view.locator('[data-seat-die]');
  for (let i = 0; i < (await dice.count()); i++) {
    await dice.nth(i).click();
    const lit = view.locator('[data-space].legal');
    if ((await lit.count()) === 0) continue;
    const space = (await lit.first().getAttribute('data-space'))!;
    await lit.first().click();
    return space;
  }
  throw new Error('No die of this seat view has a place.');
}

/** The game's actions as the host saved them (its exported file), in order. */
export async function savedActions(request: APIRequestContext, url: string, id: string): Promise<FuseCountdownAction[]> {
  const exported = await api<{ text: string }>(request, url, 'exportGame', { id });
  return (JSON.parse(exported.text) as GameFile).actions.map((logged) => logged.action as FuseCountdownAction);
}

/** One turn of the plan, split by who plays each part of it. */
export interface PlannedTurn {
  leader: number;
  /** The leader's roll (with the colour or number its role named). */
  roll: Extract<FuseCountdownAction, { type: 'roll' }>;
  /** Each seat's placements, in the order the bot made them; the seats place at once. */
  placements: Extract<FuseCountdownAction, { type: 'place' }>[][];
  /** The team ends step 2 while some die could still be taken (the table's move). */
  done: boolean;
  /** The answers the rules then ask of seats, in the order they are asked. */
  decisions: Extract<FuseCountdownAction, { type: 'decide' }>[];
}

export interface DevicePlan {
  seed: number;
  turns: PlannedTurn[];
  /** Where the bot's game ended: the state every view should end on. */
  end: FuseCountdownState;
}

/**
 * The first seed from 1 on whose whole game the bot plays in at most `maxActions` actions, each one
 * a device can make as the turn's plan says: rolls (named or not), placements, replacement answers
 * and the table's Done. The leader's other abilities are left to other tests. Two seats' placements
 * in one turn never touch the same card, so the devices may make them in any order.
 */
export function devicePlan(setup: FuseCountdownSetup, maxActions: number, seeds = 300): DevicePlan {
  for (let seed = 1; seed <= seeds; seed++) {
    const { actions, states } = botGame(setup, seed, maxActions + 1);
    const end = states[states.length - 1]!;
    if (!end.outcome) continue;
    const turns = splitTurns(setup.seats.length, actions, states);
    if (turns) return { seed, turns, end };
  }
  throw new Error(`no seed up to ${seeds} ends within ${maxActions} device moves`);
}

function splitTurns(seats: number, actions: FuseCountdownAction[], states: FuseCountdownState[]): PlannedTurn[] | null {
  const turns: PlannedTurn[] = [];
  for (const [i, action] of actions.entries()) {
    const before = states[i]!;
    if (action.type === 'roll') {
      turns.push({ leader: before.leader, roll: action, placements: Array.from({ length: seats }, () => []), done: false, decisions: [] });
      continue;
    }
    const turn = turns[turns.length - 1];
    if (!turn) return null;
    if (action.type === 'place' && !turn.done && turn.decisions.length === 0) turn.placements[action.seat]!.push(action);
    else if (action.type === 'done' && turn.decisions.length === 0) turn.done = true;
    // Only the replacement asked of the seat that answers it: its own phone is where it is asked.
    else if (action.type === 'decide' && before.pending?.kind === 'replacement' && fuseCountdownOwnerOf(before.leader, action) !== 'table') turn.decisions.push(action);
    else return null;
  }
  return turns;
}

/** The leader's phone rolls, naming what the plan named. */
export async function roll(phone: Phone, turn: PlannedTurn): Promise<void> {
  const view = phone.page.getByTestId('fc-seat-view');
  const name = turn.roll.name;
  if (name) await view.locator(`[data-name="${'colour' in name ? name.colour : name.number}"]`).click();
  else await view.getByTestId('fc-roll').click();
}

/**
 * A phone (or a friend far away) places its own dice of the turn, one after the other, on its seat view: by touch and
 * click, or (`keys`) by Enter on the die, then Enter on the slot.
 */
export async function placeOwn(phone: Phone, turn: PlannedTurn, seat: number, keys = false): Promise<void> {
  const view = phone.page.getByTestId('fc-seat-view');
  for (const move of turn.placements[seat]!) {
    const die = view.locator(`[data-rolled="${move.die}"]`);
    const slot = view.locator(`[data-card="${move.card}"] button[data-cell="${move.cell}"]`);
    if (keys) {
      await die.press('Enter');
      await expect(die).toHaveAttribute('aria-pressed', 'true');
      await slot.press('Enter');
    } else {
      await die.click();
      await slot.click();
    }
    // Taken: the die leaves this phone's tray (its card may be defused and gone a moment later).
    await expect(view.locator(`[data-rolled="${move.die}"]`)).toHaveCount(0);
  }
}
