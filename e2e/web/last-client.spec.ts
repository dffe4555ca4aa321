import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import { api, createGame, playThroughApi } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';
import { LEAVE_GRACE_MS } from '../../src/main/services/table/watchers';

/** The games here are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The pause rule's host half: when the last tab leaves, the services stop the clock at that
// second and, once the grace has passed with nobody back, pause the game there.

const SETUP = { seats: [{ name: 'Ann', colour: 'red' as const }, { name: 'Bo', colour: 'blue' as const }], timerSeconds: 120 as const };

/** A tab watching the table: the start screen, connected to the host's event socket. */
async function openTab(page: Page, url: string): Promise<void> {
  const connected = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/events'));
  await page.goto(url);
  await connected;
}

/** A FLATLINE game created over the API and played to its countdown, which then runs. */
async function runningCountdown(page: Page, url: string): Promise<GameDetail> {
  const created = await createGame(page.request, url, SETUP, 424242);
  const game = await playThroughApi(page.request, url, created, (s) => s.stop === 'countdown');
  expect([game.state.stop, game.paused]).toEqual(['countdown', false]);
  return game;
}

const read = async (page: Page, url: string, id: string) => {
  const game = await api<GameDetail>(page.request, url, 'getGame', { id });
  return { paused: game.paused, elapsedMs: game.state.countdown.elapsedMs, stop: game.state.stop };
};

test('closing the last tab mid-countdown pauses the game at the second it was left', async ({ page, context, webHost }) => {
  await openTab(page, webHost.url);
  const game = await runningCountdown(page, webHost.url);
  await expect.poll(async () => (await read(page, webHost.url, game.id)).elapsedMs, { timeout: 5_000 }).toBeGreaterThanOrEqual(1_000);
  const before = await read(page, webHost.url, game.id);
  await page.close();

  // Nobody watches for longer than the grace: once it has passed the host pauses the game.
  // (A blank tab asks over HTTP; it is not at the table until it opens the app's page.)
  const reopened = await context.newPage();
  await expect.poll(async () => (await read(reopened, webHost.url, game.id)).paused, { timeout: LEAVE_GRACE_MS + 10_000 }).toBe(true);
  await openTab(reopened, webHost.url);
  const after = await read(reopened, webHost.url, game.id);
  expect(after.paused).toBe(true);
  expect(after.stop).toBe('countdown');
  // At most the part-second between the last recorded tick and the close (and the close's own
  // moment on a busy machine), never the time away (the grace and more: over 7 s).
  expect(after.elapsedMs - before.elapsedMs).toBeGreaterThanOrEqual(0);
  expect(after.elapsedMs - before.elapsedMs).toBeLessThan(3_000);

  // Back at the table, the game stays paused until the players continue it.
  expect(await holdsStill(() => read(reopened, webHost.url, game.id), 2_000, 'the paused game')).toEqual(after);
});

test('a reload is not a leave: the countdown runs on, unpaused', async ({ page, webHost }) => {
  await openTab(page, webHost.url);
  const game = await runningCountdown(page, webHost.url);
  const reconnected = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/events'));
  await page.reload();
  await reconnected;
  const start = await read(page, webHost.url, game.id);
  // Past the grace: still running, and the seconds count on.
  await expect.poll(async () => (await read(page, webHost.url, game.id)).elapsedMs, { timeout: LEAVE_GRACE_MS + 10_000 }).toBeGreaterThanOrEqual(start.elapsedMs + LEAVE_GRACE_MS + 1_000);
  const later = await read(page, webHost.url, game.id);
  expect(later.paused).toBe(false);
  expect(later.elapsedMs - start.elapsedMs).toBeGreaterThanOrEqual(LEAVE_GRACE_MS);
});
