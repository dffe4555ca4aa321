import type { Page } from '@playwright/test';
import { fittedClockMinutes } from '../../src/shared/fuse-countdown/fitted-clock';
import { test, expect } from '../support/web-host';
import { api, type FcGame } from './fuse-countdown-play';

// FUSE: Countdown's fitted clock and the devices at the table (devices.md, "FUSE: Countdown's clock
// with devices"): the new-game form names the clock for players at one screen or on their own
// devices; a game set up at one screen switches to the device table's clock when a second phone takes
// a seat before the start, and back when one leaves, on the main screen's clock and in its log; a
// game started on the device clock is named by it in the saved games.

const face = (minutes: number) => `${Math.floor(minutes)}:${minutes % 1 ? '30' : '00'}`;
const SCREEN = face(fittedClockMinutes(3, 'training'));
const DEVICES = face(fittedClockMinutes(3, 'training', 'devices'));

async function menu(page: Page, open: boolean): Promise<void> {
  if (open) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('menu-invite').click();
    await expect(page.getByTestId('invite-panel')).toBeVisible();
  } else {
    await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByTestId('table-menu')).toBeHidden();
  }
}

test('the form offers the device clock, and two phones taking seats before the start switch the clock, one leaving switches it back', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  expect(DEVICES).not.toBe(SCREEN);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  const form = page.getByTestId('fuse-countdown-new-game');
  await form.getByRole('radio', { name: '3 players' }).check();
  await form.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Training' });
  const hint = form.getByTestId('fc-clock-hint');
  await expect(hint).toContainText(`${SCREEN} — fitted for 3 players at one screen`);
  await form.getByRole('combobox', { name: 'Where the players play' }).selectOption({ label: 'On their own devices' });
  await expect(hint).toContainText(`${DEVICES} — fitted for 3 players on their own devices`);
  await form.getByRole('combobox', { name: 'Where the players play' }).selectOption({ label: 'At one screen' });
  await form.getByRole('button', { name: 'Start game' }).click();
  const clock = page.getByTestId('table-clock');
  await expect(clock).toContainText(SCREEN);

  await menu(page, true);
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB' });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await phone.getByRole('button', { name: 'Play Player 2' }).click();
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-device', 'true');
  await menu(page, false);
  await expect(clock).toContainText(SCREEN);

  // A second device (through the guest API: the listener caps the connections one address may hold,
  // and every browser here comes from 127.0.0.1): the main screen's clock is the device table's now.
  const claimed = await request.post(new URL('/guest/claimSeat', url).href, { data: { code, seat: 2 } });
  expect((await claimed.json()) as unknown).toMatchObject({ ok: true, value: { seat: 2 } });
  await expect(clock).toContainText(DEVICES);
  await expect(page.getByTestId('log')).toContainText(`Two or more seats play from their own devices: the clock is fitted to that table, ${DEVICES}.`);

  // The host releases one: back to the clock set up.
  await menu(page, true);
  await page.getByTestId('invite-release-2').click();
  await expect(page.getByTestId('invite-seat-2')).toHaveAttribute('data-device', 'false');
  await menu(page, false);
  await expect(clock).toContainText(SCREEN);
  await expect(page.getByTestId('log')).toContainText(`Fewer than two seats play from devices: the clock is back to ${SCREEN}.`);
  await phoneContext.close();
});

test('a game started on the device clock is named by it in the saved games, though its set-up keeps the one-screen clock', async ({ page, request, webHost }) => {
  test.setTimeout(120_000);
  const seats = ['Ada', 'Bruno', 'Chiara'].map((name, i) => ({ name, colour: (['red', 'blue', 'green'] as const)[i] }));
  const { id } = await api<FcGame>(request, webHost.url, 'createGame', {
    kind: 'fuse-countdown',
    title: 'Phones out',
    seed: 4,
    setup: { seats, level: 'training', roles: ['cutter', 'technologist', 'disposal-expert'], clockMinutes: fittedClockMinutes(3, 'training'), clockFitted: true },
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open Phones out' }).click();
  await menu(page, true);
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  for (const seat of [1, 2]) expect((await (await request.post(new URL('/guest/claimSeat', url).href, { data: { code, seat } })).json()) as unknown).toMatchObject({ ok: true });
  await menu(page, false);
  const clock = page.getByTestId('table-clock');
  await expect(clock).toContainText(DEVICES);
  // The players start it: its length is fixed now, whoever leaves.
  await page.getByTestId('fc-start').click();
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Saved games' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: 'Phones out' });
  await expect(entry.getByText(`3 players · Training · Fitted to the table: ${DEVICES}`)).toBeVisible();
  const game = await api<FcGame>(request, webHost.url, 'getGame', { id });
  expect([game.setup.clockMinutes, game.clock.limitMs]).toEqual([fittedClockMinutes(3, 'training'), fittedClockMinutes(3, 'training', 'devices') * 60_000]);
});
