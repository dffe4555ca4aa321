import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { holdsStill } from '../support/holds-still';
import { api, fcSetup, openGame, type FcGame } from './fuse-countdown-play';
import { fuseCountdownDecisionFile } from '../../src/main/services/bots/table-decisions.test-support';

/** Click-then-click, giving up soon where the die or slot is gone. */
async function placeQuickly(page: Page, die: string, card: string, cell: number): Promise<void> {
  await page.locator(`[data-rolled="${die}"]`).click({ timeout: 1000 });
  await page.locator(`[data-card="${card}"] [data-cell="${cell}"]`).click({ timeout: 1000 });
}

// One person and three FUSE: Countdown bots play several turns in the browser, on a running clock:
// the person starts the clock, rolls when they lead and places their own dice from the lit slots;
// the bots roll when they lead and take their dice, each move an action of their own seat.

test('one person and three bots play several turns: the bots lead, roll and place their own dice', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(90_000);
  // The form offers a bot at any seat; axe finds nothing with one chosen and the pace shown.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const form = page.getByTestId('fuse-countdown-new-game');
  if (!(await form.isVisible())) await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  await form.getByRole('radio', { name: '4 players' }).check();
  await form.getByLabel('Who plays seat 3').selectOption({ label: 'A bot' });
  await expect(form.getByLabel("Bots' pace")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bots-fuse-countdown-new-game-1280x800.png'), fullPage: true });

  const setup = fcSetup(4, { level: 'training', clockMinutes: 10, roles: ['technologist', 'disposal-expert', 'equipment-technician', 'explosives-instructor'] });
  const created = await api<FcGame>(request, webHost.url, 'createGame', { kind: 'fuse-countdown', setup, seed: 5, bots: { seats: [1, 2, 3], pace: 'quick' } });
  await openGame(page, created);
  const board = page.getByTestId('fuse-countdown-board');
  const get = () => api<FcGame>(request, webHost.url, 'getGame', { id: created.id });

  // The start is the table's: with a person there, the bots leave it to her.
  await expect(board).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('fc-start').click();

  // Ada plays her part each time the table waits for her; the bots do the rest.
  const seen = new Set<number>();
  await expect(async () => {
    const game = await get();
    const s = game.state;
    seen.add(s.leader);
    if (s.turn < 4) {
      if (s.pending?.seat === 0) await page.locator(`[data-option="${s.pending.options[0]}"]`).first().click({ timeout: 1000 });
      else if (s.phase === 'roll' && s.leader === 0) await page.getByTestId('fc-roll').click({ timeout: 1000 });
      else if (s.phase === 'distribute' && !s.pending) {
        const mine = (game.legalPlaces?.placements ?? []).find((p) => p.seat === 0);
        const botsTaking = (game.legalPlaces?.placements ?? []).some((p) => p.seat > 0 && s.seats[p.seat]!.taken < s.quotas[p.seat]!);
        // A bot may take the die first: the click then finds nothing, and the next look plans again.
        if (mine) await placeQuickly(page, mine.die, mine.card, mine.cell);
        // Ending the sharing out is the table's, so the person's, once no seat can take more.
        else if (!botsTaking) {
          await page.getByTestId('fc-done').click({ timeout: 1000 });
          await page.getByTestId('fc-done').click({ timeout: 1000 });
        }
      }
    }
    expect(s.turn).toBeGreaterThanOrEqual(4);
  }).toPass({ timeout: 60_000, intervals: [250] });

  await expect(board).toHaveAttribute('data-turn', /^[4-9]|1\d$/);
  const game = await get();
  expect(game.clock.running).toBe(true);
  // Turns passed the bag round the table: bots led and rolled, and every seat took dice.
  expect([...seen]).toEqual(expect.arrayContaining([0, 1, 2]));
  const placers = new Set(game.state.log.filter((e) => e.code === 'die-placed').map((e) => Number(e.params.seat)));
  expect([...placers].sort()).toEqual([0, 1, 2, 3]);
  await page.screenshot({ path: testInfo.outputPath('bots-fuse-countdown-1280x800.png') });
});

// A fuse card has the table roll for a 6 while Ada sits with two bots (a game stopped there,
// imported): the bots propose the roll on its button and in a line, nothing happens while Ada waits
// (the clock runs on), and her press rolls. The bots' seats carry their BOT mark.
test('a table decision: the bots propose the roll for a 6, nothing happens until Ada presses it, then it is rolled', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(60_000);
  const file = fuseCountdownDecisionFile();
  const { id } = await api<{ id: string }>(request, webHost.url, 'importGame', { text: JSON.stringify(file) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Bots propose' }).click();
  // Reopened mid-clock, the game comes back paused: Ada continues it.
  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('fuse-countdown-board')).toBeVisible();
  const get = () => api<FcGame>(request, webHost.url, 'getGame', { id });
  const rolls = (game: FcGame) => game.state.log.filter((e) => e.code === 'rolled-for-six').length;

  await expect(page.getByTestId('bot-mark')).toHaveCount(2);
  await expect(page.getByTestId('bot-mark').last()).toHaveAttribute('title', 'A bot plays Bot 3, at the quick pace');
  const roll = page.getByTestId('fc-roll-six');
  await expect(roll).toHaveAttribute('data-proposal', '★ Bot 2 proposes');
  await expect(page.getByTestId('proposal-line')).toContainText('Bot 2 proposes: Roll the spare dice until each player has a 6. Press it to agree, or choose another.');
  const before = await get();
  expect(before.proposal).toEqual({ seat: 1, action: { type: 'roll-six' }, why: { key: 'fuse-countdown.hint.why.roll-six', params: {} } });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('bots-proposal-fuse-countdown-1280x800.png') });
  await page.setViewportSize({ width: 1024, height: 640 });
  await expect(roll).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('bots-proposal-fuse-countdown-1024x640.png') });

  // Bots answer no table decision while a person sits there: three seconds later the table still waits for Ada.
  await holdsStill(async () => {
    const now = await get();
    return [now.state.pending?.kind, rolls(now)];
  }, 3000, 'the waiting table decision');
  const waited = await get();
  expect(waited.state.pending?.kind).toBe('roll-six');
  expect(rolls(waited)).toBe(rolls(before));

  await roll.click();
  await expect.poll(async () => rolls(await get())).toBeGreaterThan(rolls(before));
});

// The same decision on Ada's phone (360×640): the seat view shows the roll for a 6 with the bots'
// proposal on it and its line; the main screen's legend names the BOT mark and the proposal's badge.
test("a table decision on a phone: the seat view shows the bots' proposal; the legend names the marks", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(60_000);
  const { id } = await api<{ id: string }>(request, webHost.url, 'importGame', { text: JSON.stringify(fuseCountdownDecisionFile()) });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Bots propose' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: 'Play Ada' }).click();
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  await phone.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();

  const roll = phone.getByTestId('fc-roll-six');
  await expect(roll).toHaveAttribute('data-proposal', '★ Bot 2 proposes');
  await expect(phone.getByTestId('proposal-line')).toContainText('Bot 2 proposes: Roll the spare dice until each player has a 6.');
  const { violations } = await new AxeBuilder({ page: phone }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await roll.scrollIntoViewIfNeeded();
  await phone.screenshot({ path: testInfo.outputPath('bots-proposal-phone-360x640.png') });
  // Ada's Stack bomb is six slots across: it shrinks to the phone rather than running past its edge.
  const cards = phone.getByTestId('fc-seat-view').locator('.own .fc-card');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await phone.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBe(360);
  expect((await api<FcGame>(request, webHost.url, 'getGame', { id })).state.pending?.kind).toBe('roll-six');

  await page.keyboard.press('l');
  const legend = page.getByTestId('table-menu');
  await expect(legend.getByTestId('bot-mark')).toBeVisible();
  await expect(legend).toContainText("The bots' proposal on a decision of the whole table");
  await legend.getByTestId('bot-mark').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('bots-legend-1280x800.png') });
  await context.close();
});
