import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import * as fc from './fuse-countdown-play';

// Everyone at the table on their own device (devices.md): the main screen opens invitations from its
// menu, a phone (another browser context, 360×640) joins on the guest listener with the QR code's
// address, takes a FUSE: Countdown seat, places one of its dice, which the main screen shows; a reload
// brings the phone back to its seat; the host releases the seat and the phone says so; a phone that
// drops shows on the main screen at once. axe-core finds nothing on the invite panel, the join screen
// or the seat view.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** Opens the table's menu and its invite panel. */
async function openInvitePanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await expect(page.getByTestId('invite-panel')).toBeVisible();
}

test('a phone joins from the QR code, plays its own FUSE: Countdown seat, comes back after a reload, is told when released, and its drop shows at once', async ({ page, browser, request, webHost }) => {
  test.setTimeout(180_000);
  const setup = fc.fcSetup(2);
  const seed = 20261126;
  // The bot's game from the start: the phone plays Bruno's (seat 1) first placement, the API everything before it.
  const { actions } = fc.botGame(setup, seed);
  const at = actions.findIndex((a) => a.type === 'place' && a.seat === 1);
  expect(at).toBeGreaterThan(0);
  const move = actions[at]!;
  if (move.type !== 'place') throw new Error('not a placement');
  let table = await fc.createTable(request, webHost.url, setup, seed);
  table = await fc.playActions(request, webHost.url, table, actions.slice(0, at));

  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, table.game);
  await openInvitePanel(page);
  await expectNoViolations(page, 'invite panel, closed');
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const code = (await page.getByTestId('invite-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/\\?join=${code}$`));
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  await expectNoViolations(page, 'invite panel, open');

  // A device that types the address without the code lands on the join screen and types the code.
  const typed = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB' });
  const typing = await typed.newPage();
  await typing.goto(url.replace(/\?join=.*$/, ''));
  await typing.getByRole('textbox', { name: 'Join code' }).fill(code.toLowerCase());
  await typing.getByRole('button', { name: 'Find the table' }).click();
  await expect(typing.getByTestId('guest-lobby')).toContainText(table.game.title);
  await typed.close();

  // The phone: its own browser context, phone-sized, on the guest listener.
  const phoneContext = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(url);
  await expect(phone.getByTestId('guest-code')).toHaveValue(code);
  await expect(phone.getByTestId('guest-lobby')).toContainText(table.game.title);
  await expectNoViolations(phone, 'join screen');
  await phone.getByRole('button', { name: 'Play Bruno' }).click();
  await expect(phone.getByTestId('guest-seat-name')).toContainText('You play Bruno');
  await expect(phone.getByTestId('guest-connection')).toHaveAttribute('data-connected', 'true');

  // The main screen sees the seat taken, played from a connected device, in the panel and in the bar.
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-connected', 'true');
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('table-menu')).toBeHidden();
  await expect(page.getByTestId('device-marks')).toContainText('Bruno');
  await expect(page.getByTestId('device-state-1')).toHaveAttribute('data-connected', 'true');
  // The menu paused a running clock: the phone continues the game for everyone.
  if (await phone.getByTestId('paused').isVisible()) await phone.getByRole('button', { name: 'Resume' }).first().click();
  await expect(page.getByTestId('paused')).toBeHidden();

  // The main screen may not act for the seat a device plays, and says so where it was tried.
  await fc.placeByClicks(page, move.die, move.card, move.cell);
  await expect(page.getByTestId('fc-refusal')).toContainText('This seat is played from a device');
  await page.keyboard.press('Escape');

  // The phone places Bruno's die; the main screen shows it on the card.
  const view = phone.getByTestId('fc-seat-view');
  await expect(view).toBeVisible();
  await expectNoViolations(phone, 'seat view');
  await view.locator(`[data-rolled="${move.die}"]`).click();
  await view.locator(`[data-card="${move.card}"] button[data-cell="${move.cell}"]`).click();
  await expect(page.locator(`[data-card="${move.card}"] button[data-cell="${move.cell}"]`)).toHaveClass(/filled/);
  await expect(view.locator(`[data-card="${move.card}"] button[data-cell="${move.cell}"]`)).toHaveClass(/filled/);

  // A reload (a phone that slept) comes back to the same seat.
  await phone.reload();
  await expect(phone.getByTestId('guest-seat-name')).toContainText('You play Bruno');
  await expect(phone.getByTestId('guest-connection')).toHaveAttribute('data-connected', 'true');

  // The host releases the seat: the phone says so at once, and offers the free seats again.
  await openInvitePanel(page);
  await page.getByTestId('invite-release-1').click();
  await expect(phone.getByTestId('guest-lost')).toContainText('The host released your seat');
  await expect(phone.getByRole('button', { name: 'Play Bruno' })).toBeVisible();
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-device', 'false');

  // The phone takes the seat again, then drops off the network: the main screen shows it at once.
  await phone.getByRole('button', { name: 'Play Bruno' }).click();
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-connected', 'true');
  await phone.close();
  await expect(page.getByTestId('invite-seat-1')).toHaveAttribute('data-connected', 'false');
  await expect(page.getByTestId('invite-seat-1')).toContainText('on a device, not connected');
  await phoneContext.close();
});
