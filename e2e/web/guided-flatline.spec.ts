import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import { findsPress, paced, readsLine } from '../support/person-pace';
import { mainStep as stepOf, settledStep } from '../support/guide-group';

// FLATLINE's guided first game (docs/guided-game.md), played through from the first start as a
// newcomer would: by mouse (pressing what the guide rings) and by keyboard alone (Enter on what the
// guide gives the focus), to its end and a real game in one press. Each step is recorded with the
// time it took, so the spec also prints how long the guided game takes at a person's pace.

/** Waits until the guide shows a step other than `from`, and returns it. */
async function movedOn(page: Page, from: string): Promise<string> {
  await expect.poll(() => stepOf(page), { message: `the guide moves on from ${from}` }).not.toBe(from);
  return (await stepOf(page))!;
}

/** What the guide's first ring is on now (a step that takes several moves rings the next move after each). */
const firstRing = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.querySelector('[data-guide-step="1"]');
    return el ? [el.dataset.die, el.dataset.space, el.dataset.testid, el.dataset.triage, el.textContent].join('|') : '';
  })()`) as Promise<string>;

/** Waits until the guide shows another step, or rings another move of the same step; returns the step. */
async function progressed(page: Page, from: string, ring: string): Promise<string> {
  await expect
    .poll(async () => (await stepOf(page)) !== from || (await firstRing(page)) !== ring, { message: `the guide moves on from ${from}` })
    .toBe(true);
  return (await stepOf(page))!;
}

/** How many rings the guide shows now (its ☆1, ☆2 …). */
const ringCount = (page: Page) =>
  page.locator('[data-guide-step]').evaluateAll((els) => Math.max(0, ...els.map((el) => Number((el as unknown as { dataset: { guideStep: string } }).dataset.guideStep))));

/** Answers a question of round two's resolution from its list, if one is asked. */
async function answerQuestion(page: Page, keyboard: boolean): Promise<void> {
  const option = page.locator('[data-option]').first();
  if (!(await option.isVisible().catch(() => false))) return;
  if (!keyboard) return option.click();
  for (let i = 0; i < 30; i++) {
    if (await option.evaluate((el) => el === (el.ownerDocument as unknown as { activeElement: unknown }).activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

/**
 * The stops of the resolution from Done to round two's planning: the board lights 19 steps, and the
 * guide stands on the last step of each thing the table did and explains it whole there (the
 * engine's guided-deal test checks the deal still lights these; resolution-stops.ts names the stops):
 * its log code, its place, and words the line must hold.
 */
const RESOLUTION: [code: string, spot: string, why: string][] = [
  ['triage-card-gained', 'triage-area', 'is solved: every space held a matching die. It stays here as a triage card'],
  ['trigger-fired', 'trigger:0:0', 'are all covered, so the patient is treated. That fires the trigger space the dial points at: a blank one'],
  ['patient-arrived', 'patient:0', 'The next patient takes the empty bed'],
  ['dial-turned', 'dial', 'Each turn of the dial'],
  ['emergencies-to-reveal', 'meter', 'A new round begins by losing a power cube (6 left'],
  ['emergency-revealed', 'emergency:1:3', 'Foiled Plans and Under Duress arrive'],
  ['slot-activated', 'emergency:1:2', 'The emergency dice show 2 and 4 and wake Escalation (slot 2)'],
  ['slot-activated', 'emergency:1:1', 'Escalation rolls the dice on its slot again (1 and 4) and wakes Foiled Plans (slot 1)'],
  ['dial-turned', 'dial', 'Each turn of the dial'],
];

/** Whether two boxes overlap (the line must not cover the place it explains). */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A lit step of the resolution, as the guide explains it: the board stands on it, lit; the line sits
 * beside the lit place (not over it) with the board's words and the guide's why, and Go on has the
 * keyboard. Returns its code and place.
 */
async function explainedStep(page: Page, keyboard: boolean): Promise<[string, string, string]> {
  const line = page.getByTestId('guide-line');
  const code = (await line.getAttribute('data-code')) ?? '';
  const place = (await line.getAttribute('data-place')) ?? '';
  const spot = /^\[data-spot="(.+)"\]$/.exec(place)?.[1] ?? '';
  const board = page.getByTestId('flatline-board');
  // The board stands on this step, lit, while the guide explains it.
  await expect(board).toHaveAttribute('data-lit', spot);
  if (!keyboard) expect(await holdsStill(() => board.getAttribute('data-lit'), 700, `the lit step ${code}`)).toBe(spot);
  const text = (await line.getByTestId('guide-text').textContent()) ?? '';
  const lit = page.locator(`[data-testid="flatline-board"] [data-spot="${spot}"]`).first();
  const [box, at] = [await line.boundingBox(), await lit.boundingBox()];
  expect(box && at && !overlaps(box, at), `the line does not cover ${spot}`).toBe(true);
  // Nor what the lit place is read with: a line's or a trigger's patient card, the emergency area for its dice and slots.
  const [kind, slot] = spot.split(':');
  const around = kind === 'line' || kind === 'trigger' ? `patient:${slot}` : kind === 'emergency' || spot === 'emergency-dice' ? 'emergency-area' : null;
  if (around) {
    const context = await page.locator(`[data-testid="flatline-board"] [data-spot="${around}"]`).first().boundingBox();
    expect(box && context && !overlaps(box, context), `the line at ${spot} does not cover ${around}`).toBe(true);
  }
  if (!keyboard && code === 'trigger-fired') {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'a lit step explained').toEqual([]);
  }
  return [code, spot, text];
}

/** Plays the guide from its first step to its last, the way `keyboard` says; returns the steps with their seconds. */
async function playGuide(page: Page, keyboard: boolean): Promise<[string, number][]> {
  const timeline: [string, number][] = [];
  const explained: [string, string, string][] = [];
  let step = (await stepOf(page))!;
  let started = Date.now();
  let ring = '';
  let left = false;
  for (let guard = 0; guard < 80 && step !== 'finished'; guard++) {
    const line = page.getByTestId('guide-line');
    const next = line.getByTestId('guide-next');
    // While the board plays the game's own steps, the guide says to watch them and waits.
    await expect(line.getByTestId('guide-watching')).toHaveCount(0, { timeout: 30_000 });
    // Played up to a stop, the board stands there: the line is that stop's now (and not the guide's
    // next step, shown for a moment as a delivery arrives, before the board plays it).
    const shown = await settledStep(page);
    if (shown !== step && shown.startsWith('resolution:')) {
      timeline.push([step, (Date.now() - started) / 1000]);
      started = Date.now();
      step = shown;
    }
    if (await next.isVisible()) {
      // A lit step of the resolution: the line explains it at its place.
      if (step.startsWith('resolution:')) explained.push(await explainedStep(page, keyboard));
      // A step to read: its Go on has the focus, so Enter (or Space, at a lit step) reads on.
      await readsLine(page);
      if (keyboard) {
        await expect(next, `Go on of ${step} has the keyboard`).toBeFocused();
        await page.keyboard.press(step.startsWith('resolution:') ? 'Space' : 'Enter');
      } else await next.click();
    } else if (step === 'round-two-resolution') {
      await answerQuestion(page, keyboard);
    } else {
      const clock = page.getByTestId('table-clock');
      // Left mid-guide and continued from the launcher: the guided game comes back at the same step.
      if (step === 'line-two' && !keyboard && !left) {
        left = true;
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Leave the table' }).click();
        await page.getByRole('button', { name: 'Open Learning FLATLINE' }).click();
        await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'line-two');
        await expect(page.getByTestId('guide-line')).toContainText('step 8 of 19');
      }
      // Round one's countdown runs while the guide explains: its clock stands (the services hold it).
      if (step === 'line-all' && !keyboard) expect(await holdsStill(() => clock.textContent(), 2_500, "round one's clock")).toContain('1:00');
      // Round two is played on the clock.
      if (step === 'round-two-play' && !keyboard) await expect(clock).not.toContainText('1:00', { timeout: 5_000 });
      // A step to do: press what the guide rings, ☆1 then ☆2 …, each ring found as it is drawn (the
      // re-roll track's space shows once its die is picked). Done is pressed twice, as it asks.
      // The rings come once the board has shown what the game did by itself (a resolution's steps).
      await expect.poll(() => ringCount(page), { message: `step ${step} rings what to press`, timeout: 20_000 }).toBeGreaterThan(0);
      ring = await firstRing(page);
      const highest = await ringCount(page);
      // A re-roll's rings after its die (the track's space, the confirm) are drawn one press at a time.
      const last = step === 'reroll' ? 6 : highest;
      for (let i = 1; i <= last; i++) {
        const el = page.locator(`[data-guide-step="${i}"]`).first();
        if (i > 1 && !(await el.waitFor({ timeout: 2_000 }).then(() => true, () => false))) break;
        await (i === 1 ? readsLine(page) : findsPress(page));
        if (keyboard) {
          // The guide gives the keyboard to its first ring, and each press passes it to the next.
          await expect.poll(() => page.evaluate('document.activeElement?.dataset.guideStep ?? null'), { message: `ring ${i} of ${step} has the keyboard` }).toBe(String(i));
          await page.keyboard.press('Enter');
        } else await el.click();
        // Done asks for a second press, unless its first already ended the countdown.
        const twice = step === 'done' || step === 'round-two-play';
        if (twice) {
          // Armed long enough that a second press counts (a press before that is not a second one).
          const armed = () => el.getAttribute('data-second-press', { timeout: 500 }).catch(() => null);
          await expect.poll(async () => (await stepOf(page)) !== step || (await armed()) === 'true', { message: 'Done is armed', timeout: 15_000 }).toBe(true);
          if ((await stepOf(page)) === step) await (keyboard ? page.keyboard.press('Enter') : el.click());
        }
      }
    }
    const now =
      step === 'round-two-resolution'
        ? // Round two's resolution may ask a question at any moment: answer it, then look again.
          await movedOn(page, step).catch(() => step)
        : await progressed(page, step, ring);
    ring = '';
    if (now !== step) {
      timeline.push([step, (Date.now() - started) / 1000]);
      started = Date.now();
    }
    step = now;
  }
  expect(step).toBe('finished');
  // Every stop of the steps the board lit from Done to round two was explained, in order, at its place.
  expect(explained.map(([code, spot]) => [code, spot])).toEqual(RESOLUTION.map(([code, spot]) => [code, spot]));
  explained.forEach(([code, , text], i) => expect(text, `the line at ${code}`).toContain(RESOLUTION[i]![2]));
  console.log(`stops of the lit steps explained: ${explained.length}, ${explained.reduce((n, [, , text]) => n + text.split(/\s+/).filter(Boolean).length, 0)} words`);
  return timeline;
}

for (const how of ['mouse', 'keyboard'] as const) {
  test(`FLATLINE's guided first game, from the first start to a real game, by ${how}`, async ({ page }) => {
    test.setTimeout(paced(180_000));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const offer = page.getByTestId('learn-offer');
    await expect(offer).toBeVisible();
    if (how === 'mouse') {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'the launcher offering the guide').toEqual([]);
    }
    if (how === 'mouse') await offer.getByTestId('learn-offer-flatline').click();
    else {
      await offer.getByTestId('learn-offer-flatline').focus();
      await page.keyboard.press('Enter');
    }
    const board = page.getByTestId('flatline-board');
    await expect(board).toBeVisible();
    await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'welcome');
    if (how === 'mouse') {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), 'the guided table').toEqual([]);
    }

    const timeline = await playGuide(page, how === 'keyboard');
    console.log(`guided FLATLINE by ${how}: ${timeline.reduce((n, [, secs]) => n + secs, 0).toFixed(0)} s in all; ${timeline.map(([s, secs]) => `${s} ${secs.toFixed(1)}s`).join(', ')}`);
    // Two rounds played: the guide ends at round three's planning.
    await expect(board).toHaveAttribute('data-round', '3');

    // The end: a real game in one press, set for a first game, and the launcher says the guide was finished.
    await page.getByTestId('guide-real-game').click();
    await expect(page.getByTestId('guide-line')).toHaveCount(0);
    await expect(board).toHaveAttribute('data-round', '1');
    await expect(page.getByTestId('game-round')).toHaveText('Round 1');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Leave the table' }).click();
    await expect(page.getByTestId('learned-flatline')).toBeVisible();
    await expect(page.getByTestId('learn-offer')).toHaveCount(0);
  });
}
