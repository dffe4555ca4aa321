import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api } from './board-play';
import { flatlineModule } from '../../src/main/engine/flatline';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { GameDetailOf } from '../../src/shared/games';

// Bots at a person's pace (docs/bots.md): Ada sits with three steady FLATLINE bots. Each bot looks
// at its new roll before its first die, so ten seconds into the countdown each has put down at most
// two dice, and Ada, who has not moved yet, still finds legal places for her dice on the board.

type Game = GameDetailOf<'flatline'>;

const FOUR = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bot 2', colour: 'blue' },
    { name: 'Bot 3', colour: 'green' },
    { name: 'Bot 4', colour: 'yellow' },
  ],
  level: 'standard',
  timerSeconds: 60,
});

/** The first seed whose first round stops at planning with no question asked (the board offers Start at once). */
function plainSeed(): number {
  for (let seed = 1; ; seed++) {
    const s = flatlineModule.start(FOUR, seed);
    if (s.stop === 'planning' && !s.pending) return seed;
  }
}

/** How many of Ada's dice light at least one place on the board when picked (the board's own answer, die by die). */
async function diceWithPlaces(page: Page): Promise<{ dice: number; withPlaces: number }> {
  const dice = page.locator('[data-die^="s0d"]');
  const count = await dice.count();
  let withPlaces = 0;
  for (let i = 0; i < count; i++) {
    await dice.nth(i).click();
    await expect(dice.nth(i)).toHaveAttribute('aria-pressed', 'true');
    if ((await page.locator('[data-space].legal').count()) > 0) withPlaces++;
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-space].legal')).toHaveCount(0);
  }
  return { dice: count, withPlaces };
}

test('a person and three steady bots: ten seconds into the countdown each bot has put down at most two dice, and the person still has places for hers', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(90_000);
  const game = await api<Game>(request, webHost.url, 'createGame', { kind: 'flatline', setup: FOUR, seed: plainSeed(), bots: { seats: [1, 2, 3], pace: 'steady' } });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  const get = () => api<Game>(request, webHost.url, 'getGame', { id: game.id });

  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  const atStart = await diceWithPlaces(page);
  expect(atStart.withPlaces).toBeGreaterThan(0);

  // The game as the host keeps it once ten seconds of the countdown have passed (the clock records
  // each second: a state read before 11 s holds every die put down by then).
  let at10: Game | undefined;
  await expect
    .poll(
      async () => {
        const now = await get();
        if (now.clock.elapsedMs >= 10_000 && now.clock.elapsedMs < 11_000) at10 = now;
        return now.clock.elapsedMs >= 10_000;
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
  if (!at10) throw new Error('the countdown passed 11 s before it was read at 10 s');
  const placed = [1, 2, 3].map((seat) => at10!.state.dice.filter((d) => d.seat === seat && d.at.kind === 'space').length);
  expect(placed.every((n) => n <= 2)).toBe(true);
  expect(at10.state.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray')).toHaveLength(6);
  await page.screenshot({ path: testInfo.outputPath('bots-pace-10s-1280x800.png') });

  // Ada picks each of her dice in turn: every one that had a place at the start still has one.
  const later = await diceWithPlaces(page);
  expect(later).toEqual({ dice: 6, withPlaces: atStart.withPlaces });
});
