import { test, expect } from '../support/web-host';
import { holdsStill } from '../support/holds-still';
import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDetailOf } from '../../src/shared/games';
import { api, playToEnd, toCountdown, UNTIMED_TRAINING } from './saves-play';
import { flatlineOddsOf } from '../../src/shared/flatline/odds';
import { countdownOddsOf } from '../../src/shared/fuse-countdown/odds';
import type { SettingOdds } from '../../src/shared/odds';
import { winsLine } from './odds-words';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The table shell every game sits in: the full-window table, the one pause rule (anything that covers
// the table pauses a running clock: the menu, the rules, the legend, a hidden page), the end card,
// the log drawer, and the start screen as a launcher.

/** The browser's globals used below (this project's Node tsconfig has no DOM library). */
interface PageWindow {
  innerWidth: number;
  innerHeight: number;
  scrollY: number;
  Event: new (type: string) => unknown;
  localStorage: { setItem(key: string, value: string): void };
  getComputedStyle(el: unknown): { getPropertyValue(name: string): string };
  document: { documentElement: { scrollWidth: number; scrollHeight: number }; dispatchEvent(event: unknown): boolean };
}

const TIMED = { seats: [...UNTIMED_TRAINING.seats], level: 'training', timerSeconds: 60 } as const;

async function newGame(request: APIRequestContext, url: string, setup: object = TIMED, seed = 7): Promise<GameDetail> {
  return api<GameDetail>(request, url, 'createGame', { kind: 'flatline', seed, setup });
}

const getGame = (request: APIRequestContext, url: string, id: string) => api<GameDetail>(request, url, 'getGame', { id });

async function openAtTable(page: Page, game: GameDetail): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
}

/** A game whose countdown runs, open at the table. */
async function runningAtTable(page: Page, request: APIRequestContext, url: string): Promise<GameDetail> {
  const game = await toCountdown(request, url, await newGame(request, url));
  await openAtTable(page, game);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect.poll(async () => (await getGame(request, url, game.id)).paused).toBe(false);
  return game;
}

/** The document is never larger than the window: nothing scrolls. */
async function expectNoScrolling(page: Page, where: string): Promise<void> {
  const size = await page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    return { width: w.document.documentElement.scrollWidth, height: w.document.documentElement.scrollHeight, innerWidth: w.innerWidth, innerHeight: w.innerHeight };
  });
  expect(size.width, `${where}: width`).toBeLessThanOrEqual(size.innerWidth);
  expect(size.height, `${where}: height`).toBeLessThanOrEqual(size.innerHeight);
}

test('the table fills the window with nothing above it and nothing scrolling, from 1024×640 to 3840×2160', async ({ page, request, webHost }) => {
  const game = await newGame(request, webHost.url);
  await openAtTable(page, game);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  await expect(page.getByTestId('game-round')).toHaveText('Round 1');
  await expect(page.getByTestId('pause')).toBeVisible();
  for (const [width, height] of [
    [1024, 640],
    [1280, 800],
    [1920, 1080],
    [2560, 1440],
    [3840, 2160],
  ] as const) {
    await page.setViewportSize({ width, height });
    const shell = await page.getByTestId('table-shell').boundingBox();
    expect(shell).toEqual({ x: 0, y: 0, width, height });
    await expectNoScrolling(page, `${width}×${height}`);
  }
});

test('opening the menu pauses a running clock; closing it leaves the game paused until the players resume', async ({ page, request, webHost }) => {
  const game = await runningAtTable(page, request, webHost.url);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByTestId('table-menu');
  await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(true);
  await expect(menu.getByTestId('menu-paused')).toBeVisible();
  const stood = (await getGame(request, webHost.url, game.id)).state.countdown.elapsedMs;

  await menu.getByRole('button', { name: 'Back to the table' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId('paused')).toBeVisible();
  await expect(page.locator('[data-die]')).toHaveCount(0);
  expect(await holdsStill(async () => (await getGame(request, webHost.url, game.id)).state.countdown.elapsedMs, 1200, 'the paused countdown')).toBe(stood);

  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('paused')).toHaveCount(0);
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(false);
});

test('opening the rules pauses, and so does the legend on its key (L)', async ({ page, request, webHost }) => {
  const game = await runningAtTable(page, request, webHost.url);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('table-menu').getByRole('button', { name: 'Rules' }).click();
  await expect(page.getByTestId('table-menu').getByRole('heading', { name: 'How to play FLATLINE' })).toBeVisible();
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('table-menu')).toHaveCount(0);
  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(false);

  // Keyboard players stay inside the menu: moving to a sheet and back puts the focus on its first button.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('table-menu').getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByTestId('table-menu').getByRole('button', { name: 'Back to the menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-menu').getByRole('button', { name: 'Back to the table' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-menu')).toHaveCount(0);
  await page.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(false);

  // The legend, one key away, covers the table too.
  await page.keyboard.press('l');
  await expect(page.getByTestId('table-menu')).toBeVisible();
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('paused')).toBeVisible();
});

test('the menu does not pause a game whose clock is not running (planning), but still covers the board', async ({ page, request, webHost }) => {
  const game = await newGame(request, webHost.url);
  await openAtTable(page, game);
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'planning');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByTestId('table-shell')).toHaveAttribute('data-covered', 'true');
  expect(await holdsStill(async () => (await getGame(request, webHost.url, game.id)).paused, 500, 'whether the game is paused')).toBe(false);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('table-shell')).toHaveAttribute('data-covered', 'false');
  await expect(page.getByTestId('paused')).toHaveCount(0);

  // Closed by its button too, the menu gives the keyboard back to the board: Enter starts the
  // countdown, it does not open the menu again.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('table-menu').getByRole('button', { name: 'Back to the table' }).click();
  await expect(page.getByTestId('table-shell')).toHaveAttribute('data-covered', 'false');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');
  await expect(page.getByTestId('table-menu')).toHaveCount(0);
});

test('a hidden page pauses a running clock, and the table comes back paused', async ({ page, request, webHost }) => {
  const game = await runningAtTable(page, request, webHost.url);
  await page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    Object.defineProperty(w.document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    w.document.dispatchEvent(new w.Event('visibilitychange'));
  });
  await expect.poll(async () => (await getGame(request, webHost.url, game.id)).paused).toBe(true);
  await page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    Object.defineProperty(w.document, 'visibilityState', { configurable: true, get: () => 'visible' });
    w.document.dispatchEvent(new w.Event('visibilitychange'));
  });
  await expect(page.getByTestId('paused')).toBeVisible();
  await expect(page.getByTestId('pause')).toHaveAttribute('aria-pressed', 'true');
});

test('leaving the table mid-countdown pauses and returns to where the player came from', async ({ page, request, webHost }) => {
  const game = await toCountdown(request, webHost.url, await newGame(request, webHost.url));
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Saved games' }).click();
  await page.getByRole('button', { name: new RegExp(`^Continue ${game.title}`) }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved games' })).toBeVisible();
  expect((await getGame(request, webHost.url, game.id)).paused).toBe(true);
});

test('after the end: the end card with the summary, then no clock and no Pause in the bar; play again starts the same settings', async ({ page, request, webHost }) => {
  // Reduced motion: the board shows what happened at once, so the end card is not kept waiting.
  await page.addInitScript(() => (globalThis as unknown as PageWindow).localStorage.setItem('fuse-table.settings.v1', JSON.stringify({ reducedMotion: true })));
  const game = await newGame(request, webHost.url, UNTIMED_TRAINING, 11);
  await openAtTable(page, game);
  const final = await playToEnd(request, webHost.url, game.id);

  const end = page.getByTestId('end-screen');
  await expect(end).toHaveAttribute('data-outcome', final.status, { timeout: 20_000 });
  await expect(end.getByRole('heading', { name: final.status === 'won' ? 'You won' : 'You lost' })).toBeFocused();
  await expect(end.getByText('Rounds played').locator('xpath=following-sibling::dd[1]')).toHaveText(String(final.state.round));
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByTestId('pause')).toHaveCount(0);

  await end.getByRole('button', { name: 'Look at the table' }).click();
  await expect(end).toHaveCount(0);
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-phase', 'game-over');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByTestId('pause')).toHaveCount(0);
  await expect(page.getByTestId('table-outcome')).toHaveText(final.status === 'won' ? 'Won' : 'Lost');

  await page.getByRole('button', { name: 'Show the result' }).click();
  await end.getByRole('button', { name: 'Play again with the same settings' }).click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-round', '1');
  await expect(page.getByTestId('pause')).toBeVisible();
  const again = ((await api<GameDetail[]>(request, webHost.url, 'listGames', { status: 'in-progress' })) as GameDetail[]).filter((g) => g.id !== game.id);
  expect(again).toHaveLength(1);
  expect(again[0]!.setup).toEqual(final.setup);
});

test('the log drawer shows the newest line and opens to every line under its round', async ({ page, request, webHost }) => {
  const game = await newGame(request, webHost.url);
  await openAtTable(page, game);
  const log = page.getByTestId('log');
  const lines = (await getGame(request, webHost.url, game.id)).state.log.length;
  expect(lines).toBeGreaterThan(3);
  // Closed, every line is still in the page (many tests read the log's text), only hidden.
  await expect(log.locator('li')).toHaveCount(lines);
  await expect(log.locator('ol').first()).toBeHidden();
  await expect(log).toContainText('Game set up');
  await expect(log.getByRole('button', { name: /Open the log/ })).toBeVisible();

  await log.getByRole('button', { name: /Open the log/ }).click();
  await expect(log.getByRole('heading', { name: 'Round 1' })).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(lines);
  await expect(log.getByRole('listitem').first()).toBeVisible();
  await expect(log.getByRole('listitem').first()).toContainText('Game set up');
  await expectNoScrolling(page, 'log open');

  await log.getByRole('button', { name: /Close the log/ }).click();
  await expect(log.locator('ol').first()).toBeHidden();

  // The keyboard is the board's again: Enter starts the countdown (planning), it does not reopen the log.
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'planning');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');
  await expect(log.locator('ol').first()).toBeHidden();
});

test('the start screen is a launcher: game tiles, Continue, quick start; Start game is in view at 1280×800', async ({ page, request, webHost }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /FLATLINE/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Continue' })).toBeVisible();
  await expect(page.getByTestId('quick-start')).toContainText('Start a game once');
  const start = page.getByRole('button', { name: 'Start game' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await expect(page.evaluate(() => (globalThis as unknown as PageWindow).scrollY)).resolves.toBe(0);
  // Beside Start, the odds at the setting chosen, from simulated strong bots (docs/odds.md).
  const odds = page.getByTestId('odds-line');
  await expect(odds).toBeInViewport({ ratio: 1 });
  await expect(odds).toHaveText(winsLine(flatlineOddsOf({ players: 2, level: 'standard', meter: 'standard' })));
  await expect(odds).toHaveAttribute('title', /strong bot in every seat/);

  // Quick start offers the last settings, with a fresh deal.
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Expert' });
  await expect(odds).toHaveText(winsLine(flatlineOddsOf({ players: 2, level: 'expert', meter: 'standard' })));
  await expect(start).toBeInViewport({ ratio: 1 });
  await start.click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  const quick = page.getByTestId('quick-start');
  await expect(quick).toContainText('Expert');
  await quick.getByRole('button', { name: 'Quick start' }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  const games = await api<GameDetail[]>(request, webHost.url, 'listGames', { status: 'in-progress' });
  expect(games).toHaveLength(2);
  expect(games.map((g) => g.setup.level)).toEqual(['expert', 'expert']);
});

test('back from a FUSE: Countdown table the launcher offers that game: Continue in view, its form, its own quick start', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  const form = page.getByTestId('fuse-countdown-new-game');
  // Four seats run the form past 800 px; Start and the odds stay in view at the window's foot.
  await form.getByText('4 players', { exact: true }).click();
  await expect(form.getByRole('button', { name: 'Start game' })).toBeInViewport({ ratio: 1 });
  await expect(form.getByTestId('odds-line')).toBeInViewport({ ratio: 1 });
  await form.getByText('2 players', { exact: true }).click();
  await form.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Expert' });
  await expect(form.getByTestId('fc-clock-hint')).toContainText('fitted for 2 players at one screen · printed: 10:00');
  const odds = form.getByTestId('odds-line');
  await expect(odds).toHaveText(winsLine(countdownOddsOf({ players: 2, level: 'expert', table: 'one-screen', fitted: true, fuses: 3 }) as SettingOdds));
  await form.getByTestId('fc-clock').selectOption({ label: 'Relaxed (15 minutes)' });
  await expect(odds).toHaveText('No odds for this clock: strong bots were simulated on the fitted clock only.');
  await form.getByTestId('fc-clock').selectOption('fitted');
  await form.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByRole('heading', { name: 'Continue' })).toBeInViewport();
  await expect(page.getByRole('button', { name: /FUSE: Countdown/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('quick-start')).toContainText('Expert with 3 fuse cards · Fitted to the table');
  await expect(page.getByTestId('quick-start')).toContainText('The same settings as your last FUSE: Countdown game:');
  // FLATLINE's form never offers FUSE: Countdown's settings.
  await page.getByRole('button', { name: /FLATLINE/ }).first().click();
  await expect(page.getByTestId('quick-start')).toContainText('Start a game once');
});

test('back from a game that has ended, the launcher offers that game and quick start names it, though another is still in progress', async ({ page, request, webHost }) => {
  await page.addInitScript(() => (globalThis as unknown as PageWindow).localStorage.setItem('fuse-table.settings.v1', JSON.stringify({ reducedMotion: true })));
  await page.setViewportSize({ width: 1280, height: 800 });
  // A FUSE: Countdown game in progress, started from its form (so it has quick-start settings).
  await page.goto('/');
  await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  await page.getByTestId('fuse-countdown-new-game').getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('table-shell')).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  // Then a FLATLINE game from its form, played to its end.
  await page.getByRole('button', { name: /FLATLINE/ }).first().click();
  await page.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Training' });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('flatline-board')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('game')!;
  await playToEnd(request, webHost.url, id);
  // Coming back to the table shows its end at once (the board does not replay the rounds played meanwhile).
  await page.reload();
  const end = page.getByTestId('end-screen');
  await expect(end).toBeVisible();
  await end.getByRole('button', { name: 'Back to start' }).click();

  // The game in progress is FUSE: Countdown's, but the game last played was FLATLINE.
  await expect(page.getByRole('button', { name: /FLATLINE/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('quick-start')).toContainText('The same settings as your last FLATLINE game: 2 players · Training');
  await page.getByRole('button', { name: /FUSE: Countdown/ }).first().click();
  await expect(page.getByTestId('quick-start')).toContainText('The same settings as your last FUSE: Countdown game:');
});

test('the high-contrast theme is chosen in the settings and remembered', async ({ page, webHost }) => {
  await page.goto(webHost.url);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'High contrast' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
  const bg = await page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    return w.getComputedStyle(w.document.documentElement).getPropertyValue('--bg').trim();
  });
  // Black, however the minified stylesheet spells it.
  expect(bg).toMatch(/^#000(000)?$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
});

test('the statistics screen and its chart library load only when the statistics are opened', async ({ page, request, webHost }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/StatsScreen/.test(r.url())) loaded.push(r.url());
  });
  const game = await newGame(request, webHost.url);
  await openAtTable(page, game);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  expect(loaded).toEqual([]);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  expect(loaded.some((url) => url.endsWith('.js'))).toBe(true);
});
