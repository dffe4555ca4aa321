import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import type { GameDetailOf, GameSummary } from '../../src/shared/games';
import { legalPlacements } from '../../src/main/engine/flatline';
import { api, toCountdown } from './saves-play';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// Every accepted move is saved before it is acknowledged: stop the host in the middle of a countdown,
// start it again, and the game is there exactly as it was, paused, with the seconds left.

test('a game stopped mid-countdown comes back after a restart exactly where it was, paused', async ({ page, webHost, request }) => {
  const created = await api<GameDetail>(request, webHost.url, 'createGame', {
    kind: 'flatline',
    title: 'Night shift',
    seed: 11,
    setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], level: 'standard', timerSeconds: 120 },
  });
  let game = await toCountdown(request, webHost.url, created);
  // Place two dice where the rules allow.
  for (let n = 0; n < 2; n++) {
    const die = game.state.dice.find((d) => d.at.kind === 'tray' && d.face && legalPlacements(game.state, d.id).length > 0)!;
    const spot = legalPlacements(game.state, die.id)[0]!;
    game = await api<GameDetail>(request, webHost.url, 'act', { kind: 'flatline', id: game.id, action: { type: 'place', die: die.id, target: spot.target, space: spot.space } });
  }
  const placed = game.state.dice.filter((d) => d.at.kind === 'space').map((d) => [d.id, d.at]);
  expect(placed).toHaveLength(2);
  const before = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });

  await webHost.restart();

  const after = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(after.paused).toBe(true);
  expect(after.state.stop).toBe('countdown');
  expect(after.round).toBe(before.round);
  expect(after.state.dice.filter((d) => d.at.kind === 'space').map((d) => [d.id, d.at])).toEqual(placed);
  expect(after.state.dice).toEqual(before.state.dice);
  // The countdown kept the time it had used (the running clock may have recorded one more tick before the stop).
  expect(after.state.countdown.elapsedMs).toBeGreaterThanOrEqual(before.state.countdown.elapsedMs);
  expect(after.state.countdown.elapsedMs - before.state.countdown.elapsedMs).toBeLessThan(3000);
  // Paused: the time does not run while nobody is at the table.
  await holdsStill(async () => (await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id })).state.countdown.elapsedMs, 1500, 'the paused countdown');
  expect((await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id })).state.countdown.elapsedMs).toBe(after.state.countdown.elapsedMs);

  // The saved games list shows it paused, at its round; Continue opens it.
  await page.goto(webHost.url);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Saved games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved games' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Night shift' });
  await expect(entry.getByText(`Round ${before.round}`)).toBeVisible();
  await expect(entry.getByText('Paused', { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Continue Night shift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night shift' })).toBeVisible();
  // The board stays hidden behind the pause until the players continue.
  await expect(page.getByTestId('paused')).toBeVisible();

  // The players continue from the board: the dice come back and the clock runs on from the saved time.
  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('paused')).toBeHidden();
  const resumed = await api<GameDetail>(request, webHost.url, 'getGame', { id: game.id });
  expect(resumed.paused).toBe(false);
  expect(resumed.state.countdown.elapsedMs).toBeGreaterThanOrEqual(after.state.countdown.elapsedMs);
  expect(resumed.state.countdown.elapsedMs - after.state.countdown.elapsedMs).toBeLessThan(3000);
  const list = await api<GameSummary[]>(request, webHost.url, 'listGames', { status: 'in-progress' });
  expect(list.map((g) => [g.title, g.paused])).toEqual([['Night shift', false]]);
});
