import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';

// The companion's clock on a phone (docs/companion.md): "Show on phones" at the main screen opens
// invitations to it; a phone (360×640) that joins from the address the QR code holds draws the clock
// large, counting down from the services' view, and its Pause stands the clock for the whole table:
// the main screen shows it paused. Both pages' clocks are faked, as in companion.spec.ts.

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test('a phone follows the FUSE: Countdown clock shown on phones, pauses it for the table, and continues it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.goto('/');
  await page.getByRole('button', { name: 'Play FUSE: Countdown with the box' }).click();
  await page.getByRole('combobox', { name: 'Clock' }).selectOption('10');
  await page.getByRole('button', { name: 'Open the clock' }).click();
  await page.getByRole('button', { name: 'Start the countdown' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.getByRole('button', { name: 'Show on phones' }).click();
  const url = (await page.getByTestId('companion-phones-url').textContent())!.trim();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?join=[A-HJKMNP-Z2-9]{6}$/);
  await expect(page.getByTestId('companion-phones-count')).toHaveText('0 phones follow the clock');

  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await context.newPage();
  await phone.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await phone.goto(url);
  const phoneView = phone.getByTestId('companion-phone');
  await expect(phoneView).toBeVisible();
  // The same words as the main screen's: the clock the table chose.
  await expect(phoneView.getByTestId('companion-stage')).toHaveText((await page.getByTestId('companion-stage').textContent())!.trim());
  await expect(phone.getByText('Following the table')).toBeVisible();
  await expect(page.getByTestId('companion-phones-count')).toHaveText('1 phone follows the clock');

  // The phone counts down from the services' view: some seconds of the ten minutes are gone.
  const reading = phone.getByRole('timer');
  await expect(reading).toHaveText(/^(10:00|9:[0-5]\d)$/);
  await phone.clock.runFor(5_000);
  await expect(reading).toHaveText(/^9:[0-5]\d$/);
  await expectNoViolations(phone, 'the phone following the running clock');

  // Paused from the phone: the main screen shows it paused, and its reading stands still.
  await phone.getByRole('button', { name: 'Pause' }).click();
  await expect(phone.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.getByText('Paused: the clock stands still')).toBeVisible();
  const held = (await page.getByRole('timer').textContent())!.trim();
  await expect(reading).toHaveText(held);
  await page.clock.runFor(30_000);
  await phone.clock.runFor(30_000);
  await expect(page.getByRole('timer')).toHaveText(held);
  await expect(reading).toHaveText(held);
  await expectNoViolations(phone, 'the phone with the clock paused');

  // Continued from the phone: both run again.
  await phone.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Stopped showing at the main screen: the phone is let go, and says so.
  await page.getByRole('button', { name: 'Stop showing on phones' }).click();
  await expect(phone.getByText('The host closed the invitations: nobody can join now.')).toBeVisible();
  await context.close();
});
