import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { expectNoViolations, firstRing, inviteGroup, lineOf, mainStep, phonesShowMainStep, realGameThenLeave } from '../support/guide-group';
import type { Phone } from './guests-play';

// A group takes FUSE: Countdown's guided game together (docs/guided-game.md): the main screen starts
// "Learn together" and invites the table; three phones (360×640) each take a seat, Red, Blue and Green.
// Every phone shows the guide's step for its own seat: the seat whose move it is makes it on its phone
// (pressing what the guide rings there), the others are told who moves, Start and Done are anyone's,
// and steps to read are read on at the main screen. The refusal the guide teaches is tried on Blue's
// phone, which says why at the slot. Played so through to the guide's end; axe-core finds nothing on
// a phone. GUIDE_SHOTS=<folder> keeps screenshots of a phone and the main screen.

const SHOTS = process.env.GUIDE_SHOTS;

/** The rings a page shows now, lowest first (a die the phone still holds picked is not rung again). */
const rings = (page: Page) =>
  page.locator('[data-guide-step]').evaluateAll((els) => [...new Set(els.map((el) => Number((el as unknown as { dataset: { guideStep: string } }).dataset.guideStep)))].sort((a, b) => a - b));

/**
 * The rings a phone shows (ring `only`, or all) that are not wholly on its screen as it stands, below
 * its bar (whose guide line says what to press): at 360×640 the place to press is in sight without
 * the player scrolling.
 */
const ringsOutOfSight = (page: Page, only?: number) =>
  page.evaluate(`(() => {
    const bar = document.querySelector('[data-testid="guest-seat"] > header').getBoundingClientRect().bottom;
    return [...document.querySelectorAll('[data-guide-step${only === undefined ? '' : `="${only}"`}]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => [el.dataset.guideStep, el.getBoundingClientRect()])
      .filter(([, r]) => r.top < bar || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth)
      .map(([n, r]) => '☆' + n + ' at ' + Math.round(r.top) + '–' + Math.round(r.bottom) + ' (bar ends at ' + Math.round(bar) + ', screen at ' + innerHeight + ')');
  })()`) as Promise<string[]>;

/**
 * The phone presses what its guide rings, ☆1 then ☆2 (End the sharing out asks a second press), each
 * in sight on the 360×640 screen before it is pressed (at the refusal, the die and its slot together).
 */
async function pressRings(phone: Phone, step: string): Promise<void> {
  const page = phone.page;
  await expect.poll(async () => (await rings(page)).length, { message: `${phone.name}'s phone rings what to press at ${step}`, timeout: 20_000 }).toBeGreaterThan(0);
  const inSight = (n?: number) =>
    expect.poll(() => ringsOutOfSight(page, n), { message: `${phone.name}'s phone shows ${n === undefined ? 'every ring' : `☆${n}`} at ${step} without the player scrolling` }).toEqual([]);
  if (step === 'refused') await inSight();
  if (SHOTS) {
    await inSight((await rings(page))[0]);
    await page.screenshot({ path: `${SHOTS}/fuse-group-phone-step-${step}-360x640.png` });
  }
  for (const n of await rings(page)) {
    await inSight(n);
    await page.locator(`[data-guide-step="${n}"]:visible`).first().click();
  }
  if (step === 'defuse') {
    const done = page.getByTestId('fc-done');
    await expect(done).toHaveClass(/armed/);
    await done.click();
  }
}

test("a group plays FUSE: Countdown's guided game together: each of three phones shows its own seat's step and acts when it says so", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByTestId('learn-together-fuse-countdown')).toBeVisible();
  if (SHOTS) {
    await page.getByTestId('learn-together-fuse-countdown').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/fuse-group-start-1280x800.png` });
  }
  await page.getByTestId('learn-together-fuse-countdown').click();
  const board = page.getByTestId('fuse-countdown-board');
  await expect(board).toBeVisible();
  await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'welcome');

  // Invited from the table's menu: a seat on each phone.
  const phones = await inviteGroup(page, browser, ['Red', 'Blue', 'Green']);
  const [red, blue, green] = phones as [Phone, Phone, Phone];

  // Every phone reads the welcome with the main screen, which goes on.
  for (const phone of phones) {
    await expect(lineOf(phone)).toHaveAttribute('data-step', 'welcome');
    await expect(lineOf(phone)).toContainText('Read together');
    await expect(lineOf(phone)).toContainText('each of you plays one seat, Red, Blue or Green, from your own phone');
    await expect(lineOf(phone)).toContainText('The main screen goes on');
  }
  await expectNoViolations(red.page, 'a phone showing the guide');

  const seen: string[] = [];
  const actors: Record<string, string[]> = {};
  let step = (await mainStep(page))!;
  for (let guard = 0; guard < 60 && step !== 'finished'; guard++) {
    const line = page.getByTestId('guide-line');
    // The step reaches every phone with the game.
    step = await phonesShowMainStep(page, phones);
    if (step === 'finished') break;
    const acting: Phone[] = [];
    for (const phone of phones) if ((await lineOf(phone).getAttribute('data-acts')) === 'true') acting.push(phone);
    actors[step] = acting.map((p) => p.name);
    let ring = '';
    let actor: Phone | undefined;
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/fuse-group-main-step-${step}-1280x800.png` });
    if (step === 'refused') {
      // Blue tries the ringed die on the stack's second slot: the phone says no at the slot, and why;
      // the main screen rings nothing there (Blue's seat is the phone's) and reads on.
      expect(acting).toEqual([blue]);
      await expect(lineOf(red)).toContainText("Another seat's move");
      await expect(lineOf(red)).toContainText('Blue makes this move now');
      expect(await rings(page)).toEqual([]);
      await pressRings(blue, step);
      await expect(blue.page.getByTestId('fc-refusal').first()).toBeVisible();
      await expect(blue.page.getByTestId('fc-refusal').first()).toContainText('goes first');
      if (SHOTS) await blue.page.screenshot({ path: `${SHOTS}/fuse-group-phone-refused-360x640.png` });
      await line.getByTestId('guide-next').click();
    } else if (await line.getByTestId('guide-next').isVisible()) {
      // A step to read: no phone acts; the main screen goes on.
      expect(acting.map((p) => p.name), `nobody acts at ${step}`).toEqual([]);
      await line.getByTestId('guide-next').click();
    } else {
      // A move: the phone the guide names (any of them for Start and Done); the others are told who moves.
      expect(acting.length, `someone acts at ${step}`).toBeGreaterThan(0);
      // Start and Done are anyone's: Green presses them; the rest are the seat's own.
      actor = acting.length === 3 ? green : acting[0]!;
      await expect(lineOf(actor)).toContainText('Your move');
      if (acting.length < 3) {
        const watcher = phones.find((p) => !acting.includes(p))!;
        await expect(lineOf(watcher)).toContainText("Another seat's move");
        await expect(lineOf(watcher)).toContainText(`${actor.name} makes this move now`);
      }
      if (step === 'ability') {
        await expectNoViolations(actor.page, `a phone at ${step}, its move rung`);
        if (SHOTS) {
          await actor.page.screenshot({ path: `${SHOTS}/fuse-group-phone-${step}-360x640.png` });
          const watcher = phones.find((p) => p !== actor)!;
          await watcher.page.screenshot({ path: `${SHOTS}/fuse-group-phone-watching-360x640.png` });
          await page.screenshot({ path: `${SHOTS}/fuse-group-main-${step}-1280x800.png` });
          await actor.page.setViewportSize({ width: 768, height: 1024 });
          await actor.page.screenshot({ path: `${SHOTS}/fuse-group-phone-${step}-768x1024.png` });
          await watcher.page.setViewportSize({ width: 768, height: 1024 });
          await watcher.page.screenshot({ path: `${SHOTS}/fuse-group-phone-watching-768x1024.png` });
          await watcher.page.setViewportSize({ width: 360, height: 640 });
          await actor.page.setViewportSize({ width: 360, height: 640 });
        }
      }
      // What the phone rings first, once drawn: the guide has moved on when it changes (or the step does).
      await expect.poll(async () => (await rings(actor!.page)).length, { message: `${actor.name}'s phone rings what to press at ${step}`, timeout: 20_000 }).toBeGreaterThan(0);
      ring = await firstRing(actor.page);
      await pressRings(actor, step);
    }
    seen.push(step);
    // The guide moves on (or rings the step's next move, on the phone that acts).
    await expect
      .poll(async () => (await mainStep(page)) !== step || (actor !== undefined && (await firstRing(actor.page)) !== ring), { message: `the guide moves on from ${step}`, timeout: 30_000 })
      .toBe(true);
    step = (await mainStep(page))!;
  }
  expect(step).toBe('finished');
  // Every step the guide teaches was shown, each made on the phone of the seat it names.
  expect(seen).toEqual(['welcome', 'bombs', 'start', 'roll', 'dice', 'ability', 'refused', 'stack', 'share', 'defuse', 'replacement', 'fuse', 'spark', 'turn-over', 'score']);
  expect(actors).toMatchObject({
    start: ['Red', 'Blue', 'Green'],
    roll: ['Red'],
    ability: ['Red'],
    refused: ['Blue'],
    stack: ['Blue'],
    share: ['Red'],
    defuse: ['Red', 'Blue', 'Green'],
    replacement: ['Red'],
    fuse: [],
    spark: [],
  });
  // One whole turn: Blue leads turn two; Green drew a spark.
  await expect(board).toHaveAttribute('data-turn', '2');
  await expect(board).toHaveAttribute('data-leader', '1');
  for (const phone of phones) await expect(lineOf(phone)).toHaveAttribute('data-step', 'finished');
  await expect(green.page.locator('[data-key^="spark-"]').first()).toBeVisible();
  if (SHOTS) for (const phone of phones) await phone.page.screenshot({ path: `${SHOTS}/fuse-group-phone-end-${phone.name}-360x640.png` });

  // The group's real game in one press: the same three seats, no guide. Back to the games: the guided
  // game counts nowhere but in "finished the guided game".
  await realGameThenLeave(page, 'fuse-countdown', 'Learning FUSE: Countdown', async () => {
    await expect(board).toHaveAttribute('data-players', '3');
    await expect(board).toHaveAttribute('data-turn', '1');
  });
  for (const phone of phones) await phone.context.close();
});
