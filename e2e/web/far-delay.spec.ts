import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import { legalPlacements } from '../../src/main/engine/flatline';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { Page } from '@playwright/test';
import { ADA_AND_BRUNO, fullState, spaceKey } from './board-play';
import { backToTable } from './guests-play';
import { FAR_LAUNCH, farTable, farWorld, joinFar, openFarRoom, seedWhereSeatsPlay } from './far-play';

// A friend far away over a slow link (issue 33, Tests): 150 ms added each way on the friend's data
// channels (the test-only delay of lib/far/far-delay.ts), and the friend's computer's clock set five
// years ahead. The friend's seat view stays usable (they resume the table and place a die, which the
// main screen shows), a die placed at the main screen shows at the friend's, and the clock stays the
// host's: the friend's clock reads what the main screen's reads, and stands with it when the host
// pauses.

test.use(FAR_LAUNCH);

const DELAY_MS = 150;
const TIMED = { ...ADA_AND_BRUNO, timerSeconds: 120 as const };

const SEED = seedWhereSeatsPlay(TIMED, [0, 1]);

/** A die of `seat` with a place, and that place, in the game as it stands. */
function move(s: FlatlineState, seat: number, taken: Set<string>) {
  for (const die of s.dice) {
    if (die.seat !== seat || die.at.kind !== 'tray' || taken.has(die.id)) continue;
    const hit = legalPlacements(s, die.id)[0];
    if (hit) return { die: die.id, key: spaceKey(hit.target, hit.space) };
  }
  throw new Error(`seat ${seat} has no die with a place`);
}

/** The seconds a clock shows (m:ss). */
const seconds = async (page: Page) => {
  const [m, s] = (await page.getByRole('timer').first().textContent())!.trim().split(':').map(Number);
  return m! * 60 + s!;
};

const world = farWorld();

test('over 150 ms each way a friend far away plays on: placements show everywhere, and the clock is the host\'s', async ({ page, browser, request, webHost }) => {
  test.setTimeout(150_000);
  const { relay, home } = world;
  const id = await farTable(page, request, webHost.url, relay, TIMED, SEED);
  const code = await openFarRoom(page);
  const bruno = await joinFar(browser, home.url, relay, code, 'Bruno', { delayMs: DELAY_MS, clockAt: new Date('2031-06-01T12:00:00Z') });
  expect(await bruno.page.evaluate(() => (globalThis as unknown as { __fuseFarDelayMs?: number }).__fuseFarDelayMs)).toBe(DELAY_MS);
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'true');
  // The menu paused the running clock: the friend resumes it from their seat view, over the slow link.
  await backToTable(page, bruno);

  // The clock is the host's: the friend's reads what the main screen's reads (their own clock is
  // five years ahead), while it runs…
  await expect(page.getByRole('timer').first()).not.toHaveText('2:00');
  await expect.poll(async () => (await seconds(bruno.page)) - (await seconds(page)), { timeout: 15_000 }).toBe(0);

  // Bruno places a die from far away: accepted, and the main screen shows it.
  let s = await fullState(request, webHost.url, id);
  const brunos = move(s, 1, new Set());
  const view = bruno.page.getByTestId('fl-seat-view');
  await view.locator(`[data-seat-die="${brunos.die}"]`).click();
  await view.locator(`[data-space="${brunos.key}"].legal`).click();
  await expect(view.locator(`[data-seat-die="${brunos.die}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-space="${brunos.key}"]`)).toHaveClass(/filled/);
  await expect(view.locator(`[data-space="${brunos.key}"]`)).toHaveClass(/filled/);

  // Ada places at the main screen: the friend far away sees it.
  s = await fullState(request, webHost.url, id);
  const adas = move(s, 0, new Set([brunos.die]));
  await page.locator(`[data-die="${adas.die}"]`).click();
  await page.locator(`[data-space="${adas.key}"].legal`).click();
  await expect(page.locator(`[data-space="${adas.key}"]`)).toHaveClass(/filled/);
  await expect(view.locator(`[data-space="${adas.key}"]`)).toHaveClass(/filled/);

  // …and when the host pauses: the friend's clock stands with the main screen's, at the same time.
  await page.getByTestId('pause').click();
  await expect(bruno.page.getByTestId('paused')).toBeVisible();
  const held = await seconds(page);
  await expect.poll(() => seconds(bruno.page)).toBe(held);
  expect(await holdsStill(() => seconds(bruno.page), 1500, "the friend's clock")).toBe(held);
  await bruno.context.close();
});
