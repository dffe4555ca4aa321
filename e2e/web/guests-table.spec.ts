import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { legalPlacements } from '../../src/main/engine/flatline';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { GameFile } from '../../src/shared/saves';
import { act, api, createGame, firstCountdown, spaceKey } from './board-play';
import * as fc from './fuse-countdown-play';

// A full table of devices (devices.md): the main screen and five phones (360×640, each its own
// browser context on 127.0.0.1) play a FLATLINE round at once, each phone placing its own dice and
// saying its own Done; one reloads mid-countdown and is back on its seat; a pause from a phone stops
// every view. Then the main screen and four phones play three FUSE: Countdown turns at once, each
// phone placing on its own cards; a released phone is refused. Every action from every device is
// saved (the host's game file) and reaches every view (each phone's version, the main screen's log).

const NAMES = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif'] as const;
const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
const FIVE = flatlineSetupSchema.parse({ seats: NAMES.map((name, i) => ({ name, colour: COLOURS[i] })), level: 'standard', timerSeconds: null });

interface Phone {
  name: string;
  context: BrowserContext;
  page: Page;
}

/** A phone joins from the invitation's address and takes its seat. */
/** The seat's token this browser keeps (what the seat view stores for a reload). */
const seatToken = (state: { origins: { localStorage: { name: string; value: string }[] }[] }): string | undefined => {
  const kept = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'fuse-table.guest');
  return kept ? (JSON.parse(kept.value) as { token?: string }).token : undefined;
};

async function join(browser: Browser, url: string, name: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page.getByTestId('guest-seat-name')).toContainText(`You play ${name}`);
  await expect(page.getByTestId('guest-connection')).toHaveAttribute('data-connected', 'true');
  return { name, context, page };
}

/** Opens invitations from the table's menu: the address the QR code holds. */
async function invite(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  return (await page.getByTestId('invite-url').textContent())!.trim();
}

/** Closes the menu; the cover paused the game, so a phone continues it for everyone. */
async function backToTable(page: Page, phone: Phone): Promise<void> {
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('table-menu')).toBeHidden();
  if (await phone.page.getByTestId('paused').isVisible()) await phone.page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('paused')).toBeHidden();
}

/** The game's file as the host saved it: every accepted action, in order. */
async function savedActions(request: APIRequestContext, url: string, id: string): Promise<{ type: string; seat?: number; die?: string }[]> {
  const exported = await api<{ text: string }>(request, url, 'exportGame', { id });
  return (JSON.parse(exported.text) as GameFile).actions.map((logged) => logged.action as { type: string; seat?: number; die?: string });
}

/** Every phone shows the game at least as far as the host's version `version`. */
async function everyPhoneAt(phones: readonly Phone[], version: number): Promise<void> {
  await Promise.all(
    phones.map((phone) => expect.poll(async () => Number(await phone.page.getByTestId('guest-seat').getAttribute('data-version')), { message: `${phone.name}'s version` }).toBeGreaterThanOrEqual(version)),
  );
}

/** The main screen's log lines that tell a placement. */
const placementLines = (page: Page): Locator => page.getByTestId('log').locator('li').filter({ hasText: / places / });

// ——— FLATLINE ———

/** Every seat holds more than one die and has one with a legal place, and no question comes first. */
function fiveSeatCountdown(seed: number): FlatlineState | null {
  try {
    const s = firstCountdown(FIVE, seed);
    const ok = NAMES.every((_, seat) => {
      const dice = s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray');
      return dice.length > 1 && dice.some((d) => legalPlacements(s, d.id).length > 0);
    });
    return ok && !s.pending ? s : null;
  } catch {
    return null;
  }
}

/**
 * The phone places up to `count` of its dice, each on the first place lit for it. Five phones do
 * this at once, so a place lit a moment ago may be taken by another seat first: the host refuses
 * that, the phone says so where it was tried, and the die is tried again. `placements` counts the
 * host's saved placements of a die's seat (a die may come back to its tray and be placed again). Answers
 * the places it filled.
 */
async function placeDice(phone: Phone, count: number, placements: (die: string) => Promise<number>): Promise<string[]> {
  const view = phone.page.getByTestId('fl-seat-view');
  const dice = view.locator('[data-seat-die]');
  const picked = view.locator('[data-seat-die][aria-pressed="true"]');
  const placed: string[] = [];
  for (let tries = 0; placed.length < count && tries < 12; tries++) {
    let key: string | null = null;
    let die: string | null = null;
    let before = 0;
    let pressed = false;
    for (let i = 0; i < (await dice.count()) && key === null; i++) {
      if ((await dice.nth(i).getAttribute('aria-pressed')) !== 'true') await dice.nth(i).click();
      const lit = view.locator('[data-space].legal');
      if ((await lit.count()) === 0) continue;
      key = await lit.first().getAttribute('data-space', { timeout: 2_000 }).catch(() => null);
      die = await picked.getAttribute('data-seat-die', { timeout: 2_000 }).catch(() => null);
      if (key === null || die === null) continue;
      before = await placements(die);
      // Other seats' dice land on the board meanwhile and the lit places change: the place is pressed
      // by its key, not by where it was; one another seat took a moment ago is refused: try again.
      pressed = await view.locator(`[data-space="${key}"]`).dispatchEvent('click', undefined, { timeout: 2_000 }).then(() => true, () => false);
    }
    if (key === null) break;
    if (!pressed || die === null) continue;
    // The host took it, or refused it: then the die is back, picked, and the phone says why.
    const refused = async () => (await picked.count()) > 0 && (await view.getByTestId('refusal').count()) > 0;
    const took = async () => (await placements(die)) > before;
    // A press that met the list as it changed may do nothing: then the die is simply tried again. On a
    // loaded machine a placement may take seconds to be saved: tried again too soon, the phone placed
    // a third die, so the wait is long.
    await expect.poll(async () => (await took()) || (await refused()), { message: `${phone.name}'s ${die} on ${key}`, timeout: 15_000 }).toBe(true).catch(() => undefined);
    if (await took()) placed.push(key);
  }
  return placed;
}

test('five phones play a whole FLATLINE round at once with the main screen: their own dice, a reload, a pause from a phone, every Done', async ({ page, browser, request, webHost }) => {
  test.setTimeout(240_000);
  const seed = Array.from({ length: 300 }, (_, i) => i + 1).find((n) => fiveSeatCountdown(n) !== null);
  expect(seed).toBeDefined();
  const game = await createGame(request, webHost.url, FIVE, seed!);
  await act(request, webHost.url, game.id, { type: 'advance' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  const url = await invite(page);

  // Five phones join at once, all from 127.0.0.1 (within the connections one address may hold).
  const phones = await Promise.all(NAMES.map((name) => join(browser, url, name)));
  await expect(page.getByTestId('invite-seat-4')).toHaveAttribute('data-connected', 'true');
  await backToTable(page, phones[0]!);
  // Every seat is played from a device: the main screen offers no seat's Done of its own.
  await expect(page.getByTestId('device-marks').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('tray-done')).toHaveCount(0);

  // Pause from Bruno's phone stops every view and says who; Chiara's phone continues for everyone.
  await phones[1]!.page.getByTestId('guest-pause').click();
  await expect(page.getByTestId('paused-by')).toHaveText('Paused by Bruno');
  await Promise.all(phones.map((phone) => expect(phone.page.getByTestId('paused-by')).toHaveText('Paused by Bruno')));
  await expect(board).toBeHidden();
  expect((await api<{ paused: boolean }>(request, webHost.url, 'getGame', { id: game.id })).paused).toBe(true);
  await phones[2]!.page.getByTestId('guest-pause').click();
  await expect(page.getByTestId('paused')).toBeHidden();
  await Promise.all(phones.map((phone) => expect(phone.page.getByTestId('fl-seat-view')).toBeVisible()));

  // Every phone places two of its own dice at once; Elif's reloads between her two.
  const elif = phones[4]!;
  // Counted by the die's seat (FLATLINE's dice are `s<seat>d<n>`): the die the host placed is the one
  // picked as the place was pressed, which another press may have changed a moment before.
  const placements = async (die: string) => {
    const seat = die.replace(/d\d+$/, 'd');
    return (await savedActions(request, webHost.url, game.id)).filter((a) => a.type === 'place' && a.die!.startsWith(seat)).length;
  };
  const placed = await Promise.all(
    phones.map(async (phone) => {
      const first = await placeDice(phone, 1, placements);
      if (phone === elif) {
        await phone.page.reload();
        await expect(phone.page.getByTestId('guest-seat-name')).toContainText('You play Elif');
        await expect(phone.page.getByTestId('guest-connection')).toHaveAttribute('data-connected', 'true');
        await expect(phone.page.getByTestId('fl-seat-view')).toHaveAttribute('data-stop', 'countdown');
      }
      return [...first, ...(await placeDice(phone, 1, placements))];
    }),
  );
  const keys = placed.flat();
  expect(placed.map((own) => own.length)).toEqual([2, 2, 2, 2, 2]);
  // The main screen tells each placement in its log, and shows every die still on its place (a
  // finished card may have let its dice go meanwhile).
  const now = (await api<{ state: FlatlineState }>(request, webHost.url, 'getGame', { id: game.id })).state;
  const occupied = new Set(now.dice.flatMap((d) => (d.at.kind === 'space' ? [spaceKey(d.at.target, d.at.space)] : [])));
  expect(keys.filter((key) => occupied.has(key)).length).toBeGreaterThan(keys.length / 2);
  for (const key of keys.filter((k) => occupied.has(k))) await expect(page.locator(`[data-space="${key}"]`)).toHaveClass(/filled/);
  await expect(placementLines(page)).toHaveCount(keys.length);

  // Four say Done at once: the main screen marks them, the fifth phone sees them, the countdown goes on.
  await Promise.all(phones.slice(0, 4).map((phone) => phone.page.getByTestId('seat-done').click()));
  for (const seat of [0, 1, 2, 3]) await expect(page.locator(`[data-testid="ready-mark"][data-ready-seat="${seat}"]`)).toContainText('Done');
  await expect(elif.page.locator('[data-seat-ready="true"]')).toHaveCount(4);
  await expect(elif.page.getByTestId('seat-status')).toContainText('4 of 5 done');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  // Elif is done too: the countdown ends, and every view shows the round resolving.
  await elif.page.getByTestId('seat-done').click();
  await expect(board).not.toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByTestId('log')).toContainText('The countdown is over');
  await Promise.all(phones.map((phone) => expect(phone.page.getByTestId('fl-seat-view')).not.toHaveAttribute('data-phase', 'E-countdown')));

  // Saved: every phone's placements under its own seat, and every seat's Done.
  const saved = await savedActions(request, webHost.url, game.id);
  const savedPlacements = saved.filter((a) => a.type === 'place');
  expect(savedPlacements).toHaveLength(keys.length);
  expect(NAMES.map((_, seat) => savedPlacements.filter((a) => a.die!.startsWith(`s${seat}d`)).length)).toEqual([2, 2, 2, 2, 2]);
  expect(saved.filter((a) => a.type === 'done').map((a) => a.seat).sort()).toEqual([0, 1, 2, 3, 4]);
  // Every phone received every one of them.
  await everyPhoneAt(phones, saved.length);
  await Promise.all(phones.map((phone) => phone.context.close()));
});

// ——— FUSE: Countdown ———

/** A seed whose first three turns the bot plays with rolls and placements only, every seat placing. */
function fcPlan(setup: ReturnType<typeof fc.fcSetup>) {
  for (let seed = 1; seed <= 200; seed++) {
    const { actions, states } = fc.botGame(setup, seed, 400);
    const end = states.findIndex((s) => s.turn >= 4);
    if (end < 0) continue;
    const turns = actions.slice(0, end);
    const simple = turns.every((a) => a.type === 'place' || (a.type === 'roll' && !a.name)) && !states.slice(0, end).some((s) => s.pending);
    const placers = new Set(turns.flatMap((a) => (a.type === 'place' ? [a.seat] : [])));
    if (simple && placers.size === setup.seats.length) return { seed, actions: turns, states: states.slice(0, end + 1) };
  }
  throw new Error('no seed plays three simple turns');
}

test('four phones play three FUSE: Countdown turns at once with the main screen, each on its own cards; a released phone is refused', async ({ page, browser, request, webHost }) => {
  test.setTimeout(240_000);
  const setup = fc.fcSetup(4);
  const plan = fcPlan(setup);
  const table = await fc.createTable(request, webHost.url, setup, plan.seed);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, table.game);
  const url = await invite(page);
  const phones = await Promise.all(fc.SEATS.map((seat) => join(browser, url, seat.name)));
  await expect(page.getByTestId('invite-seat-3')).toHaveAttribute('data-connected', 'true');
  await backToTable(page, phones[0]!);

  let placedSoFar = 0;
  let at = 0;
  for (let turn = 1; turn <= 3; turn++) {
    const roll = plan.actions[at]!;
    expect(roll.type).toBe('roll');
    const leader = plan.states[at]!.leader;
    // The leader's phone rolls; every phone sees this turn's dice.
    await phones[leader]!.page.getByTestId('fc-seat-view').getByTestId('fc-roll').click();
    at += 1;
    const next = plan.actions.findIndex((a, i) => i >= at && a.type === 'roll');
    const placements = plan.actions.slice(at, next < 0 ? undefined : next).filter((a) => a.type === 'place');
    at = next < 0 ? plan.actions.length : next;
    const first = placements[0]!;
    await Promise.all(phones.map((phone) => expect(phone.page.locator(`[data-rolled="${first.die}"]`)).toBeVisible()));
    // Every phone places its own dice on its own cards, all at once.
    await Promise.all(
      phones.map(async (phone, seat) => {
        const view = phone.page.getByTestId('fc-seat-view');
        for (const move of placements.filter((a) => a.seat === seat)) {
          await view.locator(`[data-rolled="${move.die}"]`).click();
          await view.locator(`[data-card="${move.card}"] button[data-cell="${move.cell}"]`).click();
          await expect(view.locator(`[data-rolled="${move.die}"]`)).toHaveCount(0);
        }
      }),
    );
    placedSoFar += placements.length;
    // The turn ends by itself once nothing more can be taken; the main screen told every placement.
    await expect.poll(async () => (await fc.api<fc.FcGame>(request, webHost.url, 'getGame', { id: table.game.id })).state.turn).toBe(turn + 1);
    await expect(placementLines(page)).toHaveCount(placedSoFar);
  }

  // Saved: the phones' placements, each under its own seat, exactly the plan's.
  const saved = await savedActions(request, webHost.url, table.game.id);
  const key = (a: { seat?: number; die?: string }) => `${a.seat}:${a.die}`;
  const planned = plan.actions.filter((a) => a.type === 'place');
  expect(saved.filter((a) => a.type === 'place').map(key).sort()).toEqual(planned.map(key).sort());
  expect(saved.filter((a) => a.type === 'roll')).toHaveLength(3);
  await everyPhoneAt(phones, saved.length);

  // The host releases Dario's seat: his phone is told, and his old token is refused, changing nothing.
  const dario = phones[3]!;
  const token = seatToken(await dario.context.storageState());
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-release-3').click();
  await expect(dario.page.getByTestId('guest-lost')).toContainText('The host released your seat');
  const refused = await request.post(`${url.replace(/\?join=.*$/, '')}guest/getGame`, { data: { token, id: table.game.id } });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid-token');
  expect(await savedActions(request, webHost.url, table.game.id)).toHaveLength(saved.length);
  await Promise.all(phones.map((phone) => phone.context.close()));
});
