import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';

// Companion mode for a table playing the physical box (docs/companion.md), played through with the
// page's clock faked: the services keep the countdown and end it, the page draws it from what they
// sent and makes the calls as its reading passes each mark. Only the page's time is faked here, so
// the services' own ending of a countdown is unit-tested (companion-clock.test.ts); this spec shows
// what the players see and hear: the calls at the right seconds, a pause that holds them, and the
// result landing in history and statistics with its mark.

const clockReading = (page: Page) => page.getByRole('timer');
const call = (page: Page) => page.getByTestId('companion-call');

const seconds = (reading: string): number => {
  const [m, ss] = reading.trim().split(':');
  return Number(m) * 60 + Number(ss);
};

/** Moves the page's time on (by whole seconds while far off, then tenths) until the clock reads `reading`. */
async function runUntil(page: Page, reading: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const now = (await clockReading(page).textContent())?.trim() ?? '';
    if (now === reading) return;
    await page.clock.runFor(seconds(now) - seconds(reading) > 2 ? 1_000 : 100);
  }
  throw new Error(`the clock never read ${reading}`);
}

test('a FLATLINE table plays with the box: the round guide, the calls at the right seconds, pause, and the result in history and statistics', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.goto('/');
  await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
  await page.getByRole('button', { name: 'Play FLATLINE with the box' }).click();
  await page.getByRole('combobox', { name: 'Countdown' }).selectOption('90');
  await page.getByRole('button', { name: 'Open the clock' }).click();

  // The round guide between countdowns: A, B, C, D, each with what the table does then.
  await expect(page.getByTestId('companion-step').getByRole('heading')).toHaveText('A Lose Power');
  await expect(page.getByTestId('companion-stage')).toHaveText('Round 1 · A · Lose Power');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('companion-step').getByRole('heading')).toHaveText('B Add Emergencies');
  await page.getByRole('button', { name: 'Next: C · Roll the Emergency Dice' }).click();
  // As a player would, read C before going on (a key pressed while the step is still changing is not a second press).
  await expect(page.getByTestId('companion-step').getByRole('heading')).toHaveText('C Roll the Emergency Dice');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('companion-step').getByRole('heading')).toHaveText('D Planning');
  await page.getByRole('button', { name: 'Start the countdown' }).click();
  await expect(page.getByTestId('companion-stage')).toHaveText('Round 1 · E · Countdown');
  await expect(clockReading(page)).toHaveText('1:30');

  // Paused at once (Space): two minutes pass and nothing moves or calls.
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.getByText('Paused: the clock stands still')).toBeVisible();
  const held = (await clockReading(page).textContent())!.trim();
  await page.clock.runFor(120_000);
  await expect(clockReading(page)).toHaveText(held);
  await expect(call(page)).toHaveText('');
  await expect(page.getByRole('button', { name: 'Every die is placed: stop the countdown' })).toBeDisabled();
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // The calls, each as the reading reaches its mark, and not a second before.
  await runUntil(page, '1:01');
  await expect(call(page)).toHaveText('');
  await runUntil(page, '1:00');
  await expect(call(page)).toHaveText('One minute left');
  await runUntil(page, '0:11');
  await expect(call(page)).toHaveText('One minute left');
  await runUntil(page, '0:10');
  await expect(call(page)).toHaveText('Ten seconds');
  await runUntil(page, '0:01');
  await expect(call(page)).toHaveText('Ten seconds');
  await runUntil(page, '0:00');
  await expect(call(page)).toHaveText('Time is up');

  // Every die placed: on to F, then the players end the game and write it down.
  await page.getByRole('button', { name: 'Every die is placed: stop the countdown' }).click();
  await expect(page.getByTestId('companion-step').getByRole('heading')).toHaveText('F Resolve Cards');
  await page.getByRole('button', { name: 'End the game' }).click();
  await page.getByRole('button', { name: 'Yes, end it' }).click();

  // Bad input is refused, the field named, and nothing is recorded.
  const treated = page.getByRole('spinbutton', { name: 'Patients treated' });
  await treated.fill('25');
  await page.getByRole('button', { name: 'Put it in history' }).click();
  await expect(page.getByTestId('form-problems')).toHaveText(
    'Please check: Player 1: a name of up to 24 characters, or a profile. · Player 2: a name of up to 24 characters, or a profile. · Result: choose won or lost. · Patients treated: a whole number from 0 to 20.',
  );
  await expect(page.getByRole('spinbutton', { name: 'Rounds played' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Name of player 1' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Name of player 2' }).fill('Bo');
  await page.getByRole('radio', { name: 'Won' }).check();
  await page.getByRole('combobox', { name: 'Power Meter' }).selectOption('expert');
  await treated.fill('9');
  await page.getByRole('button', { name: 'Put it in history' }).click();
  await expect(page.getByRole('heading', { name: 'The game is in your history' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the start screen' }).click();

  // History: beside the games on screen, marked; statistics: its own table.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Ada, Bo' });
  await expect(row).toContainText('Played with the box');
  await expect(row).toContainText('Won');
  await expect(row.getByRole('button')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByTestId('stats-games')).toHaveText('1');
  await expect(page.getByTestId('chart-table').getByRole('row', { name: 'With the box' })).toContainText('(1 of 1)');
});

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

test('axe finds nothing on the companion of either game: its clock, a step of the round, a pause, and the result form with its problems', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Play FLATLINE with the box' }).click();
  await expectNoViolations(page, 'FLATLINE: the clock to choose');
  await page.getByRole('button', { name: 'Open the clock' }).click();
  await expect(page.getByTestId('companion-step')).toBeVisible();
  await expectNoViolations(page, 'FLATLINE: a step of the round');
  for (const next of ['Next: B · Add Emergencies', 'Next: C · Roll the Emergency Dice', 'Next: D · Planning', 'Start the countdown']) await page.getByRole('button', { name: next }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expectNoViolations(page, 'FLATLINE: the countdown paused');
  await page.getByRole('button', { name: 'End the game' }).click();
  await page.getByRole('button', { name: 'Yes, end it' }).click();
  await page.getByRole('button', { name: 'Put it in history' }).click();
  await expect(page.getByTestId('form-problems')).toBeVisible();
  await expectNoViolations(page, 'FLATLINE: the result form with its problems');
  await page.getByRole('button', { name: 'Leave' }).click();

  await page.getByRole('button', { name: 'Play FUSE: Countdown with the box' }).click();
  await page.getByRole('button', { name: 'Open the clock' }).click();
  await page.getByRole('button', { name: 'Start the countdown' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectNoViolations(page, 'FUSE: Countdown: the clock running');
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'End the game' }).click();
  await page.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(page.getByRole('heading', { name: 'How did it go?' })).toBeVisible();
  await expectNoViolations(page, 'FUSE: Countdown: the result form');
});
