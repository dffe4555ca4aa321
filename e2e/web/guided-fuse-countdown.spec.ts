import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import { findsPress, paced, readsLine } from '../support/person-pace';

// FUSE: Countdown's guided first game (docs/guided-game.md), played through from the launcher as a
// newcomer would: by mouse (pressing what the guide rings) and by keyboard alone (Enter on what the
// guide gives the focus), left and resumed, to its end and a real game in one press. It prints each
// step's time and the presses it took.

/** The step the guide shows now. */
const stepOf = (page: Page) => page.getByTestId('guide-line').getAttribute('data-step');

/** The rings drawn now, lowest first (a die the board still holds picked is not rung again). */
const rings = (page: Page) =>
  page.locator('[data-guide-step]').evaluateAll((els) => [...new Set(els.map((el) => Number((el as unknown as { dataset: { guideStep: string } }).dataset.guideStep)))].sort((a, b) => a - b));

/** What the guide's first ring is on now. */
const firstRing = (page: Page) =>
  page.evaluate(`(() => {
    const all = [...document.querySelectorAll('[data-guide-step]')].sort((a, b) => a.dataset.guideStep - b.dataset.guideStep);
    const el = all[0];
    return el ? [el.dataset.guideStep, el.dataset.rolled, el.dataset.key, el.dataset.testid, el.dataset.option].join('|') : '';
  })()`) as Promise<string>;

/** Waits until the guide shows another step, or rings another move of the same step; returns the step. */
async function progressed(page: Page, from: string, ring: string): Promise<string> {
  await expect.poll(async () => (await stepOf(page)) !== from || (await firstRing(page)) !== ring, { message: `the guide moves on from ${from}`, timeout: 15_000 }).toBe(true);
  return (await stepOf(page))!;
}

/** Presses (or, by keyboard, Enters) ring `n`, once it has the keyboard. */
async function press(page: Page, n: number, keyboard: boolean): Promise<void> {
  if (keyboard) {
    await expect.poll(() => page.evaluate('document.activeElement?.dataset.guideStep ?? null'), { message: `ring ${n} has the keyboard` }).toBe(String(n));
    await page.keyboard.press('Enter');
  } else await page.locator(`[data-guide-step="${n}"]`).first().click();
}

/** Plays the guide from where it stands to its last step; returns the steps with their seconds, and the presses. */
async function playGuide(page: Page, keyboard: boolean, leaveAt?: string): Promise<{ timeline: [string, number][]; presses: number }> {
  const timeline: [string, number][] = [];
  let step = (await stepOf(page))!;
  let started = Date.now();
  let presses = 0;
  let left = false;
  for (let guard = 0; guard < 60 && step !== 'finished'; guard++) {
    const line = page.getByTestId('guide-line');
    const next = line.getByTestId('guide-next');
    let ring = '';
    if (await next.isVisible()) {
      // A step to read: its Go on has the focus, so Enter reads on.
      await readsLine(page);
      if (keyboard) {
        await expect(next, `Go on of ${step} has the keyboard`).toBeFocused();
        await page.keyboard.press('Enter');
      } else await next.click();
      presses++;
    } else {
      if (step === leaveAt && !left) {
        // Left mid-guide and continued from the launcher: the guided game comes back at the same step.
        left = true;
        const label = await line.getByText(/step \d+ of \d+/i).textContent();
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Leave the table' }).click();
        await page.getByRole('button', { name: 'Open Learning FUSE: Countdown' }).click();
        await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', step);
        await expect(page.getByTestId('guide-line')).toContainText(label!);
        // The clock stands while the guide explains: the services hold it.
        expect(await holdsStill(() => page.getByTestId('table-clock').textContent(), 2_500, 'the guided game\'s clock')).toContain('10:00');
      }
      await expect.poll(async () => (await rings(page)).length, { message: `step ${step} rings what to press`, timeout: 15_000 }).toBeGreaterThan(0);
      ring = await firstRing(page);
      const drawn = await rings(page);
      for (const n of drawn) {
        await (n === drawn[0] ? readsLine(page) : findsPress(page));
        await press(page, n, keyboard);
        presses++;
        // End the sharing out asks for a second press.
        if (step === 'done') {
          await expect(page.getByTestId('fc-done')).toHaveClass(/armed/);
          await (keyboard ? page.keyboard.press('Enter') : page.getByTestId('fc-done').click());
          presses++;
        }
      }
      if (step === 'refused') {
        // The engine refuses the die for the stack's order; the guide says why, then reads on.
        await expect(line.getByTestId('guide-retry')).toContainText("That is the stack's order");
        await expect(page.getByTestId('fc-refusal').first()).toBeVisible();
        await expect(next).toBeVisible();
        continue;
      }
    }
    const now = await progressed(page, step, ring);
    if (now !== step) {
      timeline.push([step, (Date.now() - started) / 1000]);
      started = Date.now();
    }
    step = now;
  }
  expect(step).toBe('finished');
  return { timeline, presses };
}

const axe = async (page: Page, what: string) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
};

for (const how of ['mouse', 'keyboard'] as const) {
  test(`FUSE: Countdown's guided first game, from its tile to a real game, by ${how}`, async ({ page }, testInfo) => {
    test.setTimeout(paced(180_000));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const learn = page.getByTestId('learn-fuse-countdown');
    await expect(learn).toBeVisible();
    if (how === 'mouse') await learn.click();
    else {
      await learn.focus();
      await page.keyboard.press('Enter');
    }
    const board = page.getByTestId('fuse-countdown-board');
    await expect(board).toBeVisible();
    await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'welcome');
    if (how === 'mouse') await axe(page, 'the guided table');

    const { timeline, presses } = await playGuide(page, how === 'keyboard', how === 'mouse' ? 'share' : undefined);
    console.log(`guided FUSE: Countdown by ${how}: ${presses} presses; ${timeline.reduce((n, [, secs]) => n + secs, 0).toFixed(0)} s in all; ${timeline.map(([s, secs]) => `${s} ${secs.toFixed(1)}s`).join(', ')}`);
    // One whole turn played: the partner leads turn two.
    await expect(board).toHaveAttribute('data-turn', '2');
    await expect(board).toHaveAttribute('data-leader', '1');
    if (how === 'mouse') {
      await axe(page, 'the guide at its end');
      await page.screenshot({ path: testInfo.outputPath('guided-fuse-end-1280x800.png') });
    }

    // The end: a real game in one press, set for a first game, and the launcher says the guide was finished.
    await page.getByTestId('guide-real-game').click();
    await expect(page.getByTestId('guide-line')).toHaveCount(0);
    await expect(board).toHaveAttribute('data-turn', '1');
    await expect(board).toHaveAttribute('data-phase', 'ready');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Leave the table' }).click();
    await expect(page.getByTestId('learned-fuse-countdown')).toBeVisible();
    await expect(page.getByTestId('learned-flatline')).toHaveCount(0);
  });
}

test('the guide can be skipped, and played again from its tile at its first step', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('learn-fuse-countdown').click();
  await page.getByTestId('guide-next').click();
  await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'bombs');
  await page.getByTestId('guide-skip').click();
  // Skipped: nothing kept, no guided game to continue, nothing finished.
  await expect(page.getByTestId('learn-fuse-countdown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Learning FUSE: Countdown' })).toHaveCount(0);
  await expect(page.getByTestId('learned-fuse-countdown')).toHaveCount(0);
  await page.getByTestId('learn-fuse-countdown').click();
  await expect(page.getByTestId('guide-line')).toHaveAttribute('data-step', 'welcome');
});

// The guided table as a newcomer sees it, at the three window sizes: the line beside its place,
// off the rings, the rolled dice and the controls of the step. Looked at by hand (test output).
for (const [width, height] of [
  [1024, 640],
  [1280, 800],
  [1920, 1080],
] as const) {
  test(`the guided FUSE table at ${width}×${height}: the line covers neither what it talks about nor the dice`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByTestId('learn-fuse-countdown').click();
    // Never covered: the rings, the rolled dice and the place the line talks about; at a step to do,
    // the turn's buttons too (at a step to read the player needs only Go on).
    const covers = (spot: string | null, reading: boolean) =>
      page.evaluate(`(() => {
        const spot = ${JSON.stringify(spot)};
        const box = document.querySelector('[data-testid="guide-line"]').getBoundingClientRect();
        const hit = (r) => r.width > 0 && Math.min(box.right, r.right) - Math.max(box.left, r.left) > 1 && Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top) > 1;
        const kept = ['[data-guide-step]', '[data-rolled]', ...(${reading} ? [] : ['[data-testid="fc-done"]', '[data-testid="fc-roll"]', '[data-testid="fc-start"]'])];
        const covered = [...document.querySelectorAll(kept.join(', '))].filter((el) => hit(el.getBoundingClientRect())).map((el) => el.dataset.rolled || el.dataset.testid || el.dataset.key || el.tagName);
        // The place talked about stays in view: at most a quarter of it under the line (a card's margin, where the window is tight).
        const at = spot ? document.querySelector(spot)?.getBoundingClientRect() : undefined;
        if (at) {
          const w = Math.max(0, Math.min(box.right, at.right) - Math.max(box.left, at.left));
          const h = Math.max(0, Math.min(box.bottom, at.bottom) - Math.max(box.top, at.top));
          if (w * h > (at.width * at.height) / 4) covered.push(spot);
        }
        return covered;
      })()`) as Promise<string[]>;
    const shots: Record<string, string> = { welcome: 'welcome', roll: 'roll', ability: 'ability', refused: 'refused', share: 'share', replacement: 'replacement', fuse: 'fuse', done: 'done', spark: 'spark', score: 'score' };
    for (let guard = 0; guard < 40; guard++) {
      const step = (await stepOf(page))!;
      if (step === 'finished') break;
      await expect.poll(async () => (await page.getByTestId('guide-next').isVisible()) || (await rings(page)).length > 0).toBe(true);
      // The line has measured its place once it is placed.
      await expect(page.getByTestId('guide-line')).toHaveClass(/placed/);
      const reading = await page.getByTestId('guide-next').isVisible();
      expect(await covers(await page.getByTestId('guide-line').getAttribute('data-place'), reading), `the line at ${step}`).toEqual([]);
      if (shots[step]) await page.screenshot({ path: testInfo.outputPath(`guided-fuse-${shots[step]}-${width}x${height}.png`) });
      if (await page.getByTestId('guide-next').isVisible()) {
        await page.getByTestId('guide-next').click();
        await expect.poll(() => stepOf(page)).not.toBe(step);
        continue;
      }
      const ring = await firstRing(page);
      for (const n of await rings(page)) await press(page, n, false);
      if (step === 'done') await page.getByTestId('fc-done').click();
      if (step === 'refused') {
        await expect(page.getByTestId('guide-next')).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`guided-fuse-refused-said-${width}x${height}.png`) });
        continue;
      }
      await progressed(page, step, ring);
    }
    expect(await stepOf(page)).toBe('finished');
  });
}
