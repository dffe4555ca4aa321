import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api } from './board-play';
import { fcSetup, openGame, type FcGame } from './fuse-countdown-play';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { GameDetailOf } from '../../src/shared/games';
import type { InvitationStatus } from '../../src/shared/invitations-api';

// A bot's seat is the bot's (docs/bots.md): the invitation panel and a phone's lobby list it as a
// bot's, a device's claim of it is refused over the guest API and changes nothing, until the host
// makes it a person's seat (the bot stops at once); and FUSE: Countdown's hints at the main screen,
// at a table of a person and bots, are never for a bot's seat.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

const THREE = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bot 2', colour: 'blue' },
    { name: 'Bot 3', colour: 'green' },
  ],
  level: 'standard',
  timerSeconds: null,
});

test("a device cannot claim a bot's seat until the host makes it a person's: the panel and the lobby say whose it is", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(90_000);
  const game = await api<GameDetailOf<'flatline'>>(request, webHost.url, 'createGame', { kind: 'flatline', setup: THREE, seed: 7, bots: { seats: [1, 2], pace: 'steady' } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const code = new URL(url).searchParams.get('join')!;

  // The host's panel: Ada's seat is played here, the bots' are the bots'.
  await expect(page.getByTestId('invite-seat-0')).toContainText('Played at this screen');
  for (const seat of [1, 2]) {
    await expect(page.getByTestId(`invite-seat-${seat}`)).toContainText('Played by a bot');
    await expect(page.getByTestId(`invite-seat-${seat}`).getByTestId('bot-mark')).toHaveAttribute('title', `A bot plays Bot ${seat + 1}, at the steady pace`);
  }
  await page.getByTestId('invite-seat-1').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('invite-bot-seats-1280x800.png') });
  await expectNoViolations(page, 'the invitation panel with bot seats');
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByTestId('invite-seat-2').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('invite-bot-seats-360x640.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A phone's lobby lists the bots' seats as bots', and offers Ada's seat only.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await expect(phone.getByTestId('guest-seat-1')).toContainText('Played by a bot');
  await expect(phone.getByTestId('guest-seat-2')).toContainText('Played by a bot');
  await expect(phone.getByRole('button', { name: /^Play / })).toHaveText(['Play Ada']);
  await phone.screenshot({ path: testInfo.outputPath('lobby-bot-seats-360x640.png'), fullPage: true });
  await expectNoViolations(phone, "a phone's lobby with bot seats");
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.screenshot({ path: testInfo.outputPath('lobby-bot-seats-1280x800.png') });
  await phone.setViewportSize({ width: 360, height: 640 });

  // Claimed anyway, over the guest API: refused with a clear error, and nothing changes.
  const refused = await request.post(new URL('/guest/claimSeat', url).href, { data: { code, seat: 1 } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    ok: false,
    error: { code: 'seat-played-by-bot', message: "A bot plays Bot 2 (seat 2): the host can make it a person's seat in Invite players, then it is free.", params: { seat: 1, name: 'Bot 2' } },
  });
  const status = await api<Extract<InvitationStatus, { open: true }>>(request, webHost.url, 'invitationStatus', {});
  expect(status.seats.map((s) => [s.device, s.bot])).toEqual([
    [false, false],
    [false, true],
    [false, true],
  ]);
  expect((await api<GameDetailOf<'flatline'>>(request, webHost.url, 'getGame', { id: game.id })).bots).toEqual({ seats: [1, 2], pace: 'steady' });

  // The host makes Bot 2's seat a person's: the bot stops, and the phone may now take it.
  await page.getByTestId('invite-seat-1').getByRole('button', { name: "Bot 2: Make it a person's seat" }).click();
  await expect(page.getByTestId('invite-seat-1')).toContainText('Played at this screen');
  expect((await api<GameDetailOf<'flatline'>>(request, webHost.url, 'getGame', { id: game.id })).bots).toEqual({ seats: [2], pace: 'steady' });
  await phone.getByRole('button', { name: 'Find the table' }).click();
  await phone.getByRole('button', { name: 'Play Bot 2' }).click();
  await expect(phone.getByTestId('guest-seat-name')).toContainText('You play Bot 2');
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-device', 'true');
  await phoneContext.close();
});

test("FUSE: Countdown at a person's and three bots' table: the main screen's hints never name a bot's seat, and a bot leader rolls by itself", async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const setup = fcSetup(4, { level: 'training', roles: ['technologist', 'disposal-expert', 'equipment-technician', 'explosives-instructor'] });
  const created = await api<FcGame>(request, webHost.url, 'createGame', { kind: 'fuse-countdown', setup, seed: 5, bots: { seats: [1, 2, 3], pace: 'quick' } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openGame(page, created);
  const board = page.getByTestId('fuse-countdown-board');
  const get = () => api<FcGame>(request, webHost.url, 'getGame', { id: created.id });
  await page.getByTestId('fc-start').click();

  // Ada asks a hint again and again as the turns pass (the bots lead, roll and place meanwhile),
  // playing her part when it is hers; every line is read.
  const lines: { text: string; leader: number; phase: string }[] = [];
  let botLeadSeen = false;
  await expect(async () => {
    const game = await get();
    const s = game.state;
    if (s.turn >= 4) return;
    if (s.phase === 'roll' && !s.pending && s.leader !== 0) {
      botLeadSeen = true;
      await expect(page.getByTestId('fc-roll')).toHaveCount(0);
    }
    await page.getByTestId('hint').click({ timeout: 1000 });
    const text = await page.getByTestId('hint-text').textContent({ timeout: 2000 });
    lines.push({ text: text ?? '', leader: s.leader, phase: s.phase });
    if (lines.length === 3) await page.screenshot({ path: testInfo.outputPath('fc-hint-with-bots-1280x800.png') });
    await page.getByTestId('hint').click({ timeout: 1000 });
    if (s.pending?.seat === 0) await page.locator(`[data-option="${s.pending.options[0]}"]`).first().click({ timeout: 1000 });
    else if (s.phase === 'roll' && s.leader === 0) await page.getByTestId('fc-roll').click({ timeout: 1000 });
    else if (s.phase === 'distribute' && !s.pending) {
      const mine = (game.legalPlaces?.placements ?? []).find((p) => p.seat === 0);
      const botsTaking = (game.legalPlaces?.placements ?? []).some((p) => p.seat > 0 && s.seats[p.seat]!.taken < s.quotas[p.seat]!);
      if (mine) {
        await page.locator(`[data-rolled="${mine.die}"]`).click({ timeout: 1000 });
        await page.locator(`[data-card="${mine.card}"] [data-cell="${mine.cell}"]`).click({ timeout: 1000 });
      } else if (!botsTaking) {
        await page.getByTestId('fc-done').click({ timeout: 1000 });
        await page.getByTestId('fc-done').click({ timeout: 1000 });
      }
    }
    expect((await get()).state.turn).toBeGreaterThanOrEqual(4);
  }).toPass({ timeout: 90_000, intervals: [250] });

  await expect(board).toHaveAttribute('data-turn', /^[4-9]|1\d$/);
  expect(botLeadSeen).toBe(true);
  expect(lines.length).toBeGreaterThanOrEqual(3);
  // Never a bot's seat named (Bruno, Chiara and Dario are the bots), never "You lead" while a bot leads.
  const botNames = created.seats.slice(1).map((seat) => seat.name);
  expect(botNames).toEqual(['Bruno', 'Chiara', 'Dario']);
  expect(lines.filter((l) => botNames.some((name) => l.text.includes(name)))).toEqual([]);
  expect(lines.filter((l) => l.leader !== 0 && l.text.startsWith('You lead this turn'))).toEqual([]);
  // Some of them did suggest Ada's own moves.
  expect(lines.some((l) => /Ada's/.test(l.text))).toBe(true);
});
