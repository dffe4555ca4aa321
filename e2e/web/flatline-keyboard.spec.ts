import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { ADA_AND_BRUNO, createGame, planEveryDiePlaced, spaceKey } from './board-play';

// A whole FLATLINE round played from the keyboard alone, the way a new player would: Enter starts
// the countdown, the key written on a die picks it, the arrow keys walk its legal places only,
// Enter puts it down and the keyboard goes to the next die; the round then resolves (a question is
// answered from its list, a triage window left with G). Every key press is counted.

const SETUP = ADA_AND_BRUNO;
const plan = planEveryDiePlaced(SETUP, Array.from({ length: 200 }, (_, i) => i + 1));

/** The element that has the keyboard's focus, by what the board marks it with. */
// Page-side as a string: e2e code compiles without the DOM's types.
const focused = (page: Page) =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    return { die: el?.dataset.die ?? null, space: el?.dataset.space ?? null, place: Number(el?.dataset.place ?? 0), testid: el?.dataset.testid ?? null };
  })()`) as Promise<{ die: string | null; space: string | null; place: number; testid: string | null }>;

test('a whole round by keyboard alone: every die placed in fewer than 60 key presses', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const game = await createGame(request, webHost.url, SETUP, plan.seed);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  // From here on: the keyboard only.
  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };

  // The planning question has the focus: Enter starts the countdown and the keyboard goes to a die.
  await expect(page.getByTestId('prompt').getByRole('heading')).toBeFocused();
  await press('Enter');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await expect.poll(async () => (await focused(page)).die).not.toBeNull();

  for (const [n, move] of plan.placements.entries()) {
    const die = page.locator(`[data-die="${move.die}"]`);
    const key = await die.getAttribute('aria-keyshortcuts');
    expect(key, `die ${move.die} shows its key`).toMatch(/^[0-9A-Z]$/);
    await press(key!);
    // The die is picked and the keyboard is on its first legal place.
    await expect.poll(async () => (await focused(page)).space).not.toBeNull();
    const target = page.locator(`[data-space="${spaceKey(move.target, move.space)}"]`);
    const from = (await focused(page)).place;
    const to = Number(await target.getAttribute('data-place'));
    const count = await page.locator('[data-space].legal').count();
    expect(to, 'the planned space is among the lit ones').toBeGreaterThan(0);
    // The shorter way round the legal places (the arrows wrap), pressed until the planned space has the
    // keyboard: on a loaded machine the lit places may still be settling when they are first counted.
    const forward = (to - from + count) % count;
    const arrow = forward <= count - forward ? 'ArrowRight' : 'ArrowLeft';
    const wanted = spaceKey(move.target, move.space);
    for (let i = 0; i <= count && (await focused(page)).space !== wanted; i++) await press(arrow);
    await expect(target).toBeFocused();
    await press('Enter');
    // The die lands (the last one ends the countdown, and its line may clear at once).
    await expect(die).toHaveCount(0);
    if (n < plan.placements.length - 1) await expect(target).toHaveClass(/filled/);
  }
  const placing = presses;
  testInfo.annotations.push({ type: 'key presses', description: `${placing} to start and place ${plan.placements.length} dice` });
  console.log(`FLATLINE keyboard round: ${placing} key presses to start the countdown and place ${plan.placements.length} dice`);
  expect(placing).toBeLessThan(60);

  // Every die landed: the countdown ended by itself and the round resolves, to round 2's planning.
  const log = page.getByTestId('log');
  await expect(log).toContainText('places');
  // What the table waits for next: round 2's start, a question, or a triage window.
  const next = async (): Promise<'round-2' | 'question' | 'window' | null> => {
    if ((await board.getAttribute('data-round')) === '2' && (await page.getByTestId('start-countdown').count()) > 0) return 'round-2';
    if (await page.locator('[data-prompt^="pending:"]').count()) return 'question';
    if (await page.getByTestId('window-wait').count()) return 'window';
    return null;
  };
  for (let i = 0; i < 40; i++) {
    await expect.poll(next, { timeout: 20_000 }).not.toBeNull();
    const waiting = await next();
    if (waiting === 'round-2') break;
    if (waiting === 'question') {
      // A question: its heading has the focus; Tab reaches the first answer, Enter gives it.
      const prompt = page.locator('[data-prompt^="pending:"]');
      await expect(prompt.getByRole('heading')).toBeFocused();
      await press('Tab');
      await press('Enter');
      await expect(prompt).toHaveCount(0);
    } else if (waiting === 'window') {
      await press('g');
      await expect(page.getByTestId('window-wait')).toHaveCount(0);
    }
  }
  await expect(board).toHaveAttribute('data-round', '2');
  await expect(page.getByTestId('start-countdown')).toBeVisible();
  console.log(`FLATLINE keyboard round: ${presses} key presses in all, resolution included`);
});

test('P pauses and resumes the table from the keyboard', async ({ page, request, webHost }) => {
  const game = await createGame(request, webHost.url, { ...SETUP, timerSeconds: 60 }, plan.seed);
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'planning');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');
  await page.keyboard.press('p');
  await expect(page.getByTestId('pause')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('flatline-board')).toHaveCount(0);
  await page.keyboard.press('P');
  await expect(page.getByTestId('pause')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');
});
