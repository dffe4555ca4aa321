import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import type { Phone } from './guests-play';
import { holdsStill } from '../support/holds-still';
import { expectNoViolations, firstRing, inviteGroup, lineOf, mainStep, phonesShowMainStep, realGameThenLeave, settledStep } from '../support/guide-group';

// A group takes FLATLINE's guided game together (docs/guided-game.md): the main screen starts
// "Learn together" and invites the table; three phones (360×640) each take a medic. Every phone shows
// the guide's step for its own seat: the medic whose move it is does it on their phone (pressing what
// the guide rings there), the others are told who moves, and steps to read are read on at the main
// screen. While the main screen explains the resolution's lit steps, every phone's board stands on the
// same step, lit, with the same words, until the main screen reads on. Played so through to the
// guide's end; axe-core finds nothing on a phone.

const SHOTS = process.env.GUIDE_SHOTS;

/** How many rings a page shows now. */
const ringCount = (page: Page) =>
  page.locator('[data-guide-step]').evaluateAll((els) => Math.max(0, ...els.map((el) => Number((el as unknown as { dataset: { guideStep: string } }).dataset.guideStep))));

/** The phone presses what its guide rings, ☆1, ☆2 … (a re-roll's later rings are drawn one press at a time). */
async function pressRings(phone: Phone, step: string): Promise<void> {
  const page = phone.page;
  await expect.poll(() => ringCount(page), { message: `${phone.name}'s phone rings what to press at ${step}`, timeout: 20_000 }).toBeGreaterThan(0);
  const last = step === 'reroll' ? 6 : await ringCount(page);
  for (let i = 1; i <= last; i++) {
    const el = page.locator(`[data-guide-step="${i}"]:visible`).first();
    if (i > 1 && !(await el.waitFor({ timeout: 2_000 }).then(() => true, () => false))) break;
    await el.click();
  }
}

/** The phones' Done, each for its own seat (those still holding dice). */
async function everyoneDone(phones: Phone[]): Promise<void> {
  for (const phone of phones) {
    const done = phone.page.getByTestId('seat-done');
    if (await done.isVisible()) await done.click();
  }
}

/**
 * At a lit step the main screen explains: every phone's line says the same words, read together at the
 * main screen, and its board lights the same place, standing there until the main screen reads on.
 */
async function standsWithTheMainScreen(page: Page, phones: Phone[], step: string, count: number): Promise<void> {
  const lit = (await page.getByTestId('flatline-board').getAttribute('data-lit'))!;
  const words = (await page.getByTestId('guide-text').textContent())!.trim();
  for (const phone of phones) {
    await expect(lineOf(phone), `${phone.name} explains ${step} with the main screen`).toHaveAttribute('data-step', step, { timeout: 10_000 });
    await expect(lineOf(phone)).toContainText('Read together');
    await expect(lineOf(phone)).toContainText('The main screen goes on');
    await expect(phone.page.getByTestId('guide-seat-text')).toHaveText(words);
    await expect(phone.page.locator(`[data-testid="fl-seat-view"] [data-spot="${lit}"].replay-lit`).first(), `${phone.name}'s board lights ${lit}`).toBeVisible();
  }
  // The phones stand on it while the table reads.
  await holdsStill(() => lineOf(phones[0]!).getAttribute('data-step'), 700, `${phones[0]!.name}'s lit step`);
  if (SHOTS) {
    const phone = phones[1]!.page;
    await phone.screenshot({ path: `${SHOTS}/group-phone-lit-${count}-360x640.png` });
    await phone.setViewportSize({ width: 768, height: 1024 });
    await expect(lineOf(phones[1]!)).toHaveAttribute('data-step', step);
    await phone.screenshot({ path: `${SHOTS}/group-phone-lit-${count}-768x1024.png` });
    await phone.setViewportSize({ width: 360, height: 640 });
    await page.screenshot({ path: `${SHOTS}/group-main-lit-${count}-1280x800.png` });
  }
}

test("a group plays FLATLINE's guided game together: each of three phones shows its own seat's step and acts when it says so", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('learn-together-flatline').click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toBeVisible();
  await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'welcome');

  // Invited from the table's menu: a medic on each phone.
  const phones = await inviteGroup(page, browser, ['Red medic', 'Blue medic', 'Green medic']);

  // Every phone reads the welcome with the main screen, which goes on.
  for (const phone of phones) {
    await expect(lineOf(phone)).toHaveAttribute('data-step', 'welcome');
    await expect(lineOf(phone)).toContainText('Each of you plays one dice colour');
    await expect(lineOf(phone)).toContainText('The main screen goes on');
  }
  await expectNoViolations(phones[0]!.page, 'a phone showing the guide');

  const seen = new Set<string>();
  let litSeen = 0;
  let step = (await mainStep(page))!;
  for (let guard = 0; guard < 120 && step !== 'finished'; guard++) {
    const line = page.getByTestId('guide-line');
    // While the board plays the game's own steps, the guide waits.
    await expect(line.getByTestId('guide-watching')).toHaveCount(0, { timeout: 30_000 });
    // Played up to a stop of what the table did, the board stands there: the line is that stop's now
    // (and not the guide's next step, shown for a moment as a delivery arrives, before the board plays it).
    step = await settledStep(page);
    // A stop the main screen's board lights as the round resolves: explained there, read on there.
    // Each phone's board stands on the same stop, lit, its line saying the same words, read together;
    // it moves on when the main screen reads on (looked at closely at the first two stops).
    if (step.startsWith('resolution:')) {
      await expect(board).toHaveAttribute('data-lit', /.+/);
      const closely = ++litSeen <= 2;
      if (closely) await standsWithTheMainScreen(page, phones, step, litSeen);
      await line.getByTestId('guide-next').click();
      if (closely) for (const phone of phones) await expect(lineOf(phone), `${phone.name} reads on from ${step} with the main screen`).not.toHaveAttribute('data-step', step);
      seen.add('resolution');
      await expect.poll(() => mainStep(page), { message: `the guide moves on from ${step}` }).not.toBe(step);
      step = (await mainStep(page))!;
      continue;
    }
    // The step reaches every phone with the game.
    step = await phonesShowMainStep(page, phones);
    if (step === 'finished') break;
    const acting: Phone[] = [];
    for (const phone of phones) if ((await lineOf(phone).getAttribute('data-acts')) === 'true') acting.push(phone);
    let ring = '';
    let actor: Phone | undefined;
    if (await line.getByTestId('guide-next').isVisible()) {
      // A step to read: no phone acts; the main screen goes on.
      expect(acting.map((p) => p.name), `nobody acts at ${step}`).toEqual([]);
      await line.getByTestId('guide-next').click();
    } else if (step === 'round-two-roll') {
      await phones[1]!.page.getByTestId('start-countdown').click();
    } else if (step === 'round-two-play' || step === 'done') {
      // Each medic says Done on their own phone; the countdown ends once all have.
      expect(acting, `every phone acts at ${step}`).toHaveLength(3);
      await everyoneDone(phones);
    } else if (step === 'round-two-resolution') {
      for (const phone of phones) {
        const option = phone.page.locator('[data-option]').first();
        if (await option.isVisible().catch(() => false)) await option.click();
        const carryOn = phone.page.getByTestId('carry-on');
        if (await carryOn.isVisible().catch(() => false)) await carryOn.click();
      }
    } else {
      // A move: the phone (or phones, when any may) the guide names; the others are told who moves.
      expect(acting.length, `someone acts at ${step}`).toBeGreaterThan(0);
      actor = acting[0]!;
      if (acting.length < 3) {
        const watcher = phones.find((p) => !acting.includes(p))!;
        await expect(lineOf(watcher)).toContainText(`${actor.name} makes this move now`);
      }
      if (step === 'line-one' && !seen.has(step)) {
        await expectNoViolations(actor.page, `a phone at ${step}, its move rung`);
        if (SHOTS) {
          await actor.page.screenshot({ path: `${SHOTS}/group-phone-${step}-360x640.png` });
          await actor.page.setViewportSize({ width: 768, height: 1024 });
          await actor.page.screenshot({ path: `${SHOTS}/group-phone-${step}-768x1024.png` });
          await actor.page.setViewportSize({ width: 360, height: 640 });
          const watcher = phones.find((p) => p !== actor)!;
          await watcher.page.screenshot({ path: `${SHOTS}/group-phone-watching-360x640.png` });
          await page.screenshot({ path: `${SHOTS}/group-main-${step}-1280x800.png` });
        }
      }
      ring = await firstRing(actor.page);
      await pressRings(actor, step);
    }
    seen.add(step);
    // The guide moves on (or rings the step's next move, on the phone that acts).
    // Round two's resolution may ask a question at any moment: answer it, then look again.
    const waiting = step === 'round-two-resolution' ? 3_000 : 30_000;
    await expect
      .poll(async () => (await mainStep(page)) !== step || (actor !== undefined && (await firstRing(actor.page)) !== ring), { message: `the guide moves on from ${step}`, timeout: waiting })
      .toBe(true)
      .catch((error: unknown) => {
        if (step !== 'round-two-resolution') throw error;
      });
    step = (await mainStep(page))!;
  }
  expect(step).toBe('finished');
  expect([...seen]).toEqual(expect.arrayContaining(['line-one', 'line-two', 'line-all', 'stat-card', 'reroll', 'done', 'triage-use', 'triage-line', 'resolution', 'round-two-play']));
  await expect(board).toHaveAttribute('data-round', '3');
  for (const phone of phones) await expect(lineOf(phone)).toHaveAttribute('data-step', 'finished');
  // The group's real game in one press: three medics, a tray each, no guide. Back to the games: the
  // guided game counts nowhere but in "finished the guided game".
  await realGameThenLeave(page, 'flatline', 'Learning FLATLINE', async () => {
    await expect(board.locator('[data-spot^="tray:"]')).toHaveCount(3);
    await expect(board).toHaveAttribute('data-round', '1');
  });
  for (const phone of phones) await phone.context.close();
});
