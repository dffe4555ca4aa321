import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { findRoundOnePlan, spaceKey, type Placement } from './board-play';

// A whole first round of FLATLINE at the table, driven by mouse and keyboard like a player would:
// set up, see the emergencies, start the countdown, place dice on a patient line, an emergency card,
// a recharging station and the stat card, re-roll by sacrificing a die, end the countdown, watch the
// resolution, see the dial turn, and use the triage card the round earned.

const SETUP = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
  ],
  level: 'standard',
  timerSeconds: 120,
});
// The first seed from 1 up whose deal offers every move below (worked out by the rules engine).
const PLAN = findRoundOnePlan(SETUP, Array.from({ length: 400 }, (_, i) => i + 1));

async function place(page: Page, move: Placement): Promise<void> {
  await page.locator(`[data-die="${move.die}"]`).click();
  const space = page.locator(`[data-space="${spaceKey(move.target, move.space)}"]`);
  await expect(space).toHaveClass(/legal/);
  await space.click();
  await expect(page.locator(`[data-die="${move.die}"]`)).toHaveCount(0);
}

test('a whole first round: setup, emergencies, countdown with every kind of placement, a re-roll, resolution, the dial turning and a triage card', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('radio', { name: '2 players' }).check();
  await page.getByLabel('Name of player 1').fill('Ada');
  await page.getByLabel('Name of player 2').fill('Bruno');
  await page.getByLabel('Level').selectOption({ label: 'Standard' });
  await page.getByLabel('Countdown').selectOption({ label: 'Calm: 120 seconds' });
  await page.getByLabel('Seed (optional)').fill(String(PLAN.seed));
  await page.getByRole('button', { name: 'Start game' }).click();

  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  // Steps A–C ran by themselves and left readable lines; D waits for the players.
  await expect(page.getByTestId('log')).toContainText('A power cube leaves the meter (Lose Power); 7 left.');
  await expect(page.getByTestId('log')).toContainText('Emergency dice rolled:');
  const prompt = page.getByTestId('prompt');
  await expect(prompt.getByRole('heading', { name: 'Planning' })).toBeFocused();
  await expect(page.getByTestId('power-meter')).toHaveAttribute('data-cubes', '7');
  await expect(page.locator(`[data-card="${PLAN.stat[0]!.target.kind === 'card' ? PLAN.stat[0]!.target.card : ''}"]`)).toBeVisible();
  // The emergency revealed in step B lies in its numbered slot, and the emergency dice show their roll.
  const emergencyCard = PLAN.card.target.kind === 'card' ? PLAN.card.target.card : '';
  await expect(page.getByRole('region', { name: 'Emergency area' }).locator(`[data-card="${emergencyCard}"]`)).toBeVisible();
  await expect(page.getByTestId('emergency-dice').getByRole('img', { name: /^Emergency die: [1-6]/ })).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('board-planning-1280x800.png') });

  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByTestId('log')).toContainText('Ada rolls');

  // Pause hides the board and the dice until the players resume.
  await page.getByTestId('pause').click();
  await expect(page.getByTestId('paused')).toBeVisible();
  await expect(page.locator('[data-die]')).toHaveCount(0);
  await expect(page.locator('[data-space]')).toHaveCount(0);
  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.locator('[data-die]').first()).toBeVisible();

  // A patient line, an emergency card, a recharging station (dragged there), and the whole stat card.
  await place(page, PLAN.line);
  await place(page, PLAN.card);
  const station = page.locator(`[data-space="${spaceKey(PLAN.station.target, PLAN.station.space)}"]`);
  await page.locator(`[data-die="${PLAN.station.die}"]`).dragTo(station);
  await expect(station).toHaveClass(/filled/);
  await expect(page.locator(`[data-die="${PLAN.station.die}"]`)).toHaveCount(0);
  for (const move of PLAN.stat) await place(page, move);
  await expect(page.getByTestId('log')).toContainText('places');

  // A re-roll: the picked die goes to the track and its player rolls their other dice again.
  await page.locator(`[data-die="${PLAN.sacrifice}"]`).click();
  await page.getByTestId('reroll-space').click();
  const reroll = page.getByTestId('prompt');
  await expect(reroll.getByRole('heading', { name: 'Re-roll' })).toBeFocused();
  await expect(reroll.getByRole('radio', { name: PLAN.rerollSeat === 0 ? 'Ada' : 'Bruno' })).toHaveAttribute('aria-checked', 'true');
  await expect(reroll.getByRole('checkbox')).toHaveCount(PLAN.rerolled.length);
  await page.getByTestId('confirm-reroll').click();
  await expect(page.locator(`[data-reroll-die="${PLAN.sacrifice}"]`)).toBeVisible();
  await expect(page.getByTestId('log')).toContainText('re-rolls and now has');
  await page.screenshot({ path: testInfo.outputPath('board-countdown-1280x800.png') });

  // Done ends the countdown; the resolution plays line by line, then the dial turns into round 2.
  await page.getByTestId('done').click({ delay: 1000 }); // Done is held, not clicked
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('log')).toContainText('The countdown is over: the players pressed Done.', { timeout: 20_000 });
  await expect(page.getByTestId('log')).toContainText('is cleared', { timeout: 20_000 });
  await expect(page.getByTestId('log')).toContainText('joins the triage area (+).', { timeout: 20_000 });
  await expect(page.getByTestId('log')).toContainText('The Life Support Dial turns (end of the round).', { timeout: 20_000 });
  await expect(board).toHaveAttribute('data-round', '2', { timeout: 20_000 });
  expect(PLAN.diamondAfter).toBe(1);
  await expect(page.locator('.patient.diamond')).toHaveAttribute('data-slot', String(PLAN.diamondAfter));
  await expect(page.getByRole('img', { name: /the diamond points at slot 2/ })).toBeVisible();

  // Round 2 opens at a triage window because the card just earned can be used: no prompt, the card
  // lights up and the board shows the seconds the host waits before it moves play on by itself.
  await expect(page.getByTestId('window-wait')).toContainText('Play moves on in', { timeout: 20_000 });
  await expect(page.getByTestId('prompt')).toHaveCount(0);
  const card = page.locator(`[data-triage="${PLAN.triage}"]`);
  await expect(card).toHaveClass(/usable/);
  await card.getByRole('button', { name: /^Use / }).click();
  await expect(page.getByTestId('log')).toContainText(/Triage card .* is used\./);
  await expect(card).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('board-round-2-1280x800.png') });

  await page.setViewportSize({ width: 1024, height: 640 });
  await board.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const box = await board.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(640);
  await page.screenshot({ path: testInfo.outputPath('board-1024x640.png') });
});
