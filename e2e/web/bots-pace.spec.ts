import { test, expect } from '../support/web-host';
import { api } from './board-play';
import { flatlineModule } from '../../src/main/engine/flatline';
import { flatlineSetupSchema, type FlatlineSetup } from '../../src/shared/flatline/setup';
import { legalPlacements } from '../../src/shared/flatline/rules/queries';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { FlatlineTable } from '../../src/shared/flatline/view';
import type { GameDetailOf } from '../../src/shared/games';
import type { GameFile } from '../../src/shared/saves';

// Bots at a person's pace (docs/bots.md): Ada sits with three steady FLATLINE bots. Each bot looks
// at its new roll before its first die, so in the countdown's first ten seconds each puts down at
// most two dice (counted from the saved game, whose actions carry the time they were accepted), and
// Ada, who has not moved yet, still finds places for her dice: on the board, and in the table as it
// stood at ten seconds.

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

/** Ada's dice that have at least one legal place in a state (the shared rules, as the board lights them). */
const adasWithPlaces = (s: FlatlineTable): string[] => s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray' && legalPlacements(s, d.id).length > 0).map((d) => d.id);

test("a person and three steady bots: in the countdown's first ten seconds each bot puts down at most two dice, and the person still has places for hers", async ({ page, request, webHost }, testInfo) => {
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
  const started = await get();
  const atStart = adasWithPlaces(started.state);
  expect(atStart.length).toBeGreaterThan(0);
  // The die of Ada's with the most places: she picks it on the board once ten seconds have passed.
  const mostPlaces = [...atStart].sort((a, b) => legalPlacements(started.state, b).length - legalPlacements(started.state, a).length)[0]!;

  await expect.poll(async () => (await get()).clock.elapsedMs, { timeout: 30_000 }).toBeGreaterThanOrEqual(10_000);
  await page.locator(`[data-die="${mostPlaces}"]`).click();
  await expect(page.locator(`[data-die="${mostPlaces}"]`)).toHaveAttribute('aria-pressed', 'true');
  expect(await page.locator('[data-space].legal').count()).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('bots-pace-10s-1280x800.png') });
  await page.keyboard.press('Escape');

  // The game as saved: each action with the time it was accepted. The bots' placements in the
  // countdown's first ten seconds (from the action that started it), and the table as it stood then.
  const file = JSON.parse((await api<{ text: string }>(request, webHost.url, 'exportGame', { id: game.id })).text) as GameFile;
  const t0 = Date.parse(file.actions.find((a) => a.seq === started.version)!.at);
  const firstTen = file.actions.filter((a) => Date.parse(a.at) - t0 <= 10_000);
  const placedBy = (seat: number) => firstTen.filter((a) => (a.action as FlatlineAction).type === 'place' && (a.action as { die: string }).die.startsWith(`s${seat}d`)).length;
  const placed = [1, 2, 3].map(placedBy);
  expect(placed.every((n) => n <= 2)).toBe(true);
  expect(placed.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  let at10: FlatlineState = flatlineModule.start(file.game.setup as FlatlineSetup, file.game.seed);
  for (const logged of firstTen) {
    const r = flatlineModule.apply(at10, logged.action);
    if (!r.ok) throw new Error(`saved action ${logged.seq} refused on replay`);
    at10 = r.state;
  }
  // Every die of Ada's that had a place at the start still has one ten seconds in.
  expect(adasWithPlaces(at10)).toEqual(atStart);
});
