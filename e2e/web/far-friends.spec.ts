import { test, expect } from '../support/web-host';
import { flatlineModule } from '../../src/main/engine/flatline';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { FlatlineState } from '../../src/shared/flatline/state';
import { scoreBreakdown } from '../../src/shared/fuse-countdown/score';
import { firstCountdown, planEveryDiePlaced, spaceKey, type Placement } from './board-play';
import * as fc from './fuse-countdown-play';
import { backToTable, devicePlan, placeOwn, roll, savedActions, type Phone } from './guests-play';
import { FAR_LAUNCH, farTable, farWorld, joinFar, openFarRoom, rejoinFar, useRelay } from './far-play';

// Three friends far away at one table (issue 33, Tests): the main screen and three friends, each in
// their own browser context (their own identity) of their own app (another web host, another data
// folder), joining through a local MQTT relay, play a whole FLATLINE round (every die of the
// countdown placed from the friends' seat views, the round resolving to round 2's planning) and a
// whole FUSE: Countdown game to its end (the bot's game in the engine is the plan: rolls, placements
// and replacement bombs each made at the seat view of the friend who owns it). After the round the
// host closes the room and every friend is told; before the game one friend drops and comes back
// to their seat.

test.use(FAR_LAUNCH);

const THREE = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
    { name: 'Chiara', colour: 'green' },
  ],
  level: 'standard',
  timerSeconds: null,
});

/** The first seed whose first countdown the friends can fill die by die, the round then resolving by itself to round 2's planning. */
function wholeRound(): { seed: number; placements: (Placement & { seat: number })[]; end: FlatlineState } {
  for (let seed = 1; seed <= 200; seed++) {
    let plan: { placements: Placement[] };
    try {
      plan = planEveryDiePlaced(THREE, [seed]);
    } catch {
      continue;
    }
    const start = firstCountdown(THREE, seed);
    let s = start;
    for (const move of plan.placements) {
      const r = flatlineModule.apply(s, { type: 'place', ...move });
      if (!r.ok) throw new Error(r.refusal.code);
      s = r.state;
    }
    if (s.round !== 2 || s.stop !== 'planning' || s.pending) continue;
    const placements = plan.placements.map((move) => ({ ...move, seat: start.dice.find((d) => d.id === move.die)!.seat }));
    if (new Set(placements.map((p) => p.seat)).size === 3) return { seed, placements, end: s };
  }
  throw new Error('No seed up to 200 has a first round the friends can play whole; widen the list.');
}

const world = farWorld();

test('three friends far away play a whole FLATLINE round from their seat views, every view showing each die; closing the room tells every friend', async ({ page, browser, request, webHost }) => {
  test.setTimeout(240_000);
  const round = wholeRound();
  const { relay, home } = world;
  const id = await farTable(page, request, webHost.url, relay, THREE, round.seed);
  const board = page.getByTestId('flatline-board');
  const code = await openFarRoom(page);
  const friends = await Promise.all(THREE.seats.map((seat) => joinFar(browser, home.url, relay, code, seat.name)));
  await Promise.all([0, 1, 2].map((seat) => expect(page.getByTestId(`far-seat-${seat}`)).toHaveAttribute('data-connected', 'true')));
  await backToTable(page, friends[0]!);

  for (const move of round.placements) {
    const view = friends[move.seat]!.page.getByTestId('fl-seat-view');
    const key = spaceKey(move.target, move.space);
    await view.locator(`[data-seat-die="${move.die}"]`).click();
    await view.locator(`[data-space="${key}"].legal`).click();
    // The die left the friend's tray; every view shows it (unless it ended the round and cleared).
    await expect(view.locator(`[data-seat-die="${move.die}"]`)).toHaveCount(0);
    if (move !== round.placements.at(-1)) {
      await expect(page.locator(`[data-space="${key}"]`)).toHaveClass(/filled/);
      await Promise.all(friends.map((friend) => expect(friend.page.getByTestId('fl-seat-view').locator(`[data-space="${key}"]`)).toHaveClass(/filled/)));
    }
  }
  // Every die landed: the round resolved, to round 2's planning everywhere.
  await expect(board).toHaveAttribute('data-round', '2');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await Promise.all(friends.map((friend) => expect(friend.page.getByTestId('fl-seat-view')).toHaveAttribute('data-stop', 'planning')));
  const saved = await fc.api<{ state: FlatlineState }>(request, webHost.url, 'getGame', { id });
  expect([saved.state.round, saved.state.stop]).toEqual([round.end.round, round.end.stop]);

  // The host closes the room: every friend's seat ends at once, in words.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-far').click();
  await page.getByTestId('far-close').click();
  await expect(page.getByTestId('far-open')).toBeVisible();
  await Promise.all(friends.map((friend) => expect(friend.page.getByTestId('guest-lost')).toContainText('The host closed the room for friends far away.')));
  await Promise.all(friends.map((friend) => friend.context.close()));
});

test('three friends far away play a whole FUSE: Countdown game to its end, one dropping and coming back to their seat', async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(420_000);
  const began = Date.now();
  const setup = fc.fcSetup(3, { level: 'training' });
  // Three seats play longer games than four: the first seed that ends within 120 moves (24 turns).
  const plan = devicePlan(setup, 120);
  const placements = plan.turns.flatMap((turn) => turn.placements.flat());
  const decisions = plan.turns.flatMap((turn) => turn.decisions);
  expect(new Set(placements.map((move) => move.seat)).size).toBe(3);
  const expected = { outcome: plan.end.outcome!.status, score: scoreBreakdown(plan.end).score };

  const { relay, home } = world;
  const table = await fc.createTable(request, webHost.url, setup, plan.seed, { ready: false });
  await useRelay(page, relay);
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, table.game);
  const code = await openFarRoom(page);
  const names = setup.seats.map((seat) => seat.name);
  const friends: Phone[] = await Promise.all(names.map((name) => joinFar(browser, home.url, relay, code, name)));
  await Promise.all([0, 1, 2].map((seat) => expect(page.getByTestId(`far-seat-${seat}`)).toHaveAttribute('data-connected', 'true')));

  // The second friend closes their app: the host sees the seat dropped; they open it again and are
  // back at their seat with the code they kept.
  await friends[1]!.page.close({ runBeforeUnload: true });
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'false');
  friends[1] = await rejoinFar(friends[1]!, home.url);
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'true');
  await backToTable(page, friends[0]!);

  // The third friend starts the clock for the table; each turn the leader's friend rolls, everyone
  // places their own dice at once, and the seat the rules ask takes its replacement bomb.
  await friends[2]!.page.getByTestId('fc-seat-view').getByTestId('fc-start').click();
  for (const turn of plan.turns) {
    await roll(friends[turn.leader]!, turn);
    const dice = turn.placements.flat().map((move) => move.die);
    await Promise.all(friends.map((friend) => Promise.all(dice.map((die) => expect(friend.page.locator(`[data-rolled="${die}"]`)).toBeVisible()))));
    await Promise.all(friends.map((friend, seat) => placeOwn(friend, turn, seat)));
    if (turn.done) {
      await page.getByTestId('fc-done').click();
      await page.getByTestId('fc-done').click();
    }
    for (const decision of turn.decisions) {
      const pick = friends[decision.seat]!.page.getByTestId('fc-seat-replacement');
      await pick.locator(`[data-option="${decision.option}"]`).click();
      await expect(pick.locator(`[data-option="${decision.option}"]`)).toHaveCount(0);
    }
  }

  // The end, everywhere: the same result and score on the main screen and at every friend's seat.
  const summary = page.getByTestId('fc-end-summary');
  await expect(summary).toHaveAttribute('data-outcome', expected.outcome);
  await expect(summary).toHaveAttribute('data-score', String(expected.score));
  await Promise.all(
    friends.map(async (friend) => {
      const end = friend.page.getByTestId('guest-end');
      await expect(end).toHaveAttribute('data-outcome', expected.outcome);
      await expect(end.getByTestId('fc-end-score')).toHaveText(String(expected.score));
    }),
  );
  // Saved: each friend's placements under its own seat, every roll and replacement.
  const saved = await savedActions(request, webHost.url, table.game.id);
  const key = (a: { seat: number; die: string; card: string; cell: number }) => `${a.seat}:${a.die}:${a.card}:${a.cell}`;
  expect(saved.flatMap((a) => (a.type === 'place' ? [key(a)] : [])).sort()).toEqual(placements.map(key).sort());
  expect(saved.filter((a) => a.type === 'roll')).toEqual(plan.turns.map((turn) => turn.roll));
  expect(saved.filter((a) => a.type === 'decide')).toEqual(decisions);

  testInfo.annotations.push({ type: 'figures', description: `seed ${plan.seed}: ${plan.turns.length} turns, ${placements.length} placements; whole test ${((Date.now() - began) / 1000).toFixed(1)} s` });
  await Promise.all(friends.map((friend) => friend.context.close()));
});
