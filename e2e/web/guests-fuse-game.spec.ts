import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { scoreBreakdown } from '../../src/shared/fuse-countdown/score';
import type { GameResult } from '../../src/shared/history';
import * as fc from './fuse-countdown-play';
import { backToTable, devicePlan, invite, join, placeOwn, roll, savedActions } from './guests-play';

// A whole FUSE: Countdown game with everyone on their own device (devices.md; issue "Everyone at the
// table on their own device", Done when): the main screen and four phones (360×640, each its own
// browser context on 127.0.0.1, one seat each) play one game from its start to its end. A phone
// starts the clock, the leader's phone rolls each turn, the four phones place their own dice on
// their own cards at once (Bruno's by keys), and each phone takes the replacement bomb the rules ask of its seat;
// the main screen only watches (and says the table's Done, should the plan need it). The bot's game
// in the engine is the plan (Training, untimed: the first seed whose game ends within 60 moves, so
// far a loss to the empty bag), so every move, the result and the score are known in advance. At
// the end every view shows the same result, cause and score, the host's saved game holds each
// phone's placements under its own seat, and history names the four seats as played from devices.

const PLAYERS = fc.SEATS.map((seat) => seat.name);

/** The main screen's log lines that tell a placement. */
const placementLines = (page: Page) => page.getByTestId('log').locator('li').filter({ hasText: / places / });

test('the main screen and four phones play a whole FUSE: Countdown game together, each phone its own seat, to the same end everywhere', async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(240_000);
  const began = Date.now();
  const setup = fc.fcSetup(4, { level: 'training' });
  const plan = devicePlan(setup, 60);
  const placements = plan.turns.flatMap((turn) => turn.placements.flat());
  const decisions = plan.turns.flatMap((turn) => turn.decisions);
  // The plan has every seat place and one replacement at least, so each part is played from a phone.
  expect(new Set(placements.map((move) => move.seat)).size).toBe(4);
  expect(decisions.length).toBeGreaterThan(0);
  const expected = { outcome: plan.end.outcome!.status, score: scoreBreakdown(plan.end).score };

  // The table laid out and the roles dealt; the clock waits for the players.
  const table = await fc.createTable(request, webHost.url, setup, plan.seed, { ready: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await fc.openGame(page, table.game);
  const url = await invite(page);
  const phones = await Promise.all(PLAYERS.map((name) => join(browser, url, name)));
  await expect(page.getByTestId('invite-seat-3')).toHaveAttribute('data-connected', 'true');
  await backToTable(page, phones[0]!);
  await expect(page.getByTestId('device-marks').locator('li')).toHaveCount(4);

  // Chiara's phone starts the clock for the table.
  await phones[2]!.page.getByTestId('fc-seat-view').getByTestId('fc-start').click();
  const played = Date.now();
  for (const turn of plan.turns) {
    await roll(phones[turn.leader]!, turn);
    // Every phone sees the turn's dice, then each places its own at once.
    const dice = turn.placements.flat().map((move) => move.die);
    await Promise.all(phones.map((phone) => Promise.all(dice.map((die) => expect(phone.page.locator(`[data-rolled="${die}"]`)).toBeVisible()))));
    // Bruno's phone places by keys, the others by touch.
    await Promise.all(phones.map((phone, seat) => placeOwn(phone, turn, seat, seat === 1)));
    if (turn.done) {
      // The table's Done, from the main screen (pressed twice).
      await page.getByTestId('fc-done').click();
      await page.getByTestId('fc-done').click();
    }
    // The seat the rules ask takes its replacement bomb on its own phone.
    for (const decision of turn.decisions) {
      const pick = phones[decision.seat]!.page.getByTestId('fc-seat-replacement');
      await pick.locator(`[data-option="${decision.option}"]`).click();
      await expect(pick.locator(`[data-option="${decision.option}"]`)).toHaveCount(0);
    }
  }

  // The end, everywhere: the result and the same score on the main screen and every phone.
  const summary = page.getByTestId('fc-end-summary');
  await expect(summary).toHaveAttribute('data-outcome', expected.outcome);
  await expect(summary).toHaveAttribute('data-score', String(expected.score));
  await expect(summary.getByTestId('fc-end-score')).toHaveText(String(expected.score));
  const cause = (await summary.getByTestId('fc-end-cause').textContent())!.trim();
  expect(cause).not.toBe('');
  await Promise.all(
    phones.map(async (phone) => {
      const end = phone.page.getByTestId('guest-end');
      await expect(end).toHaveAttribute('data-outcome', expected.outcome);
      await expect(end.getByTestId('fc-end-score')).toHaveText(String(expected.score));
      await expect(end.getByTestId('fc-end-cause')).toHaveText(cause);
      await expect(phone.page.getByTestId('fc-seat-view')).toHaveAttribute('data-phase', 'over');
    }),
  );
  const playedMs = Date.now() - played;

  // Saved: every placement each phone made, under its own seat; every roll and replacement; and
  // every phone received every action the host kept.
  const saved = await savedActions(request, webHost.url, table.game.id);
  const key = (a: { seat: number; die: string; card: string; cell: number }) => `${a.seat}:${a.die}:${a.card}:${a.cell}`;
  const savedPlacements = saved.flatMap((a) => (a.type === 'place' ? [a] : []));
  expect(savedPlacements.map(key).sort()).toEqual(placements.map(key).sort());
  expect([0, 1, 2, 3].map((seat) => savedPlacements.filter((a) => a.seat === seat).length)).toEqual([0, 1, 2, 3].map((seat) => placements.filter((a) => a.seat === seat).length));
  expect(saved.filter((a) => a.type === 'roll')).toEqual(plan.turns.map((turn) => turn.roll));
  expect(saved.filter((a) => a.type === 'decide')).toEqual(decisions);
  const host = await fc.api<fc.FcGame>(request, webHost.url, 'getGame', { id: table.game.id });
  expect(host.status).toBe(expected.outcome);
  await Promise.all(phones.map((phone) => expect(phone.page.getByTestId('guest-seat')).toHaveAttribute('data-version', String(host.version))));
  await expect(placementLines(page)).toHaveCount(placements.length);

  // History: the game, its score, and the four seats played from devices.
  const history = (await fc.api<{ entries: GameResult[] }>(request, webHost.url, 'listHistory', { limit: 10, offset: 0 })).entries;
  const entry = history.find((e) => e.gameId === table.game.id);
  expect([...(entry?.devices ?? [])].sort()).toEqual([0, 1, 2, 3]);
  expect(entry?.score).toBe(expected.score);
  await page.getByTestId('end-screen').getByRole('button', { name: 'Back to start' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'History' }).click();
  const row = page.locator(`tr[data-game-id="${table.game.id}"]`);
  await expect(row.getByTestId('history-devices')).toHaveText(`From a device: ${PLAYERS.join(', ')}`);
  await expect(row.getByTestId('history-row-score')).toHaveText(String(expected.score));

  testInfo.annotations.push({
    type: 'figures',
    description: `seed ${plan.seed}: ${plan.turns.length} turns, ${placements.length} placements, ${decisions.length} replacements; played in ${(playedMs / 1000).toFixed(1)} s, whole test ${((Date.now() - began) / 1000).toFixed(1)} s`,
  });
  await Promise.all(phones.map((phone) => phone.context.close()));
});
