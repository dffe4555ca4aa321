import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { legalPlacements } from '../../src/main/engine/flatline';
import { ADA_AND_BRUNO, firstCountdown, createGame } from './board-play';
import { createTable, fcSetup } from './fuse-countdown-play';

// A game link (`/?game=<id>`): the web host draws the table into the page, so it is there before
// any script has run; the app then takes that same markup over and the table plays as always.

const SETUP = ADA_AND_BRUNO;
const SEED = 15;

/** A tray die of the first countdown (the engine's roll for this seed) that fits somewhere. */
function placeableDie(): string {
  const s = firstCountdown(SETUP, SEED);
  return s.dice.find((d) => d.at.kind === 'tray' && legalPlacements(s, d.id).length > 0)!.id;
}

/**
 * Errors the page logs or throws (a failed takeover would be one). Not warnings: after a reload
 * mid-countdown Chromium warns that sound must wait for the players' first gesture, as it should.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keeps the first table shell the page parses, to compare with the one the app ends up with. */
const KEEP_DRAWN_SHELL = `
  new MutationObserver((_, observer) => {
    const shell = document.querySelector('[data-testid="table-shell"]');
    if (shell && !window.__drawnShell) { window.__drawnShell = shell; observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
`;

/** Page-side (a string: e2e code compiles without the DOM's types): is the shell now the one first parsed? */
const SAME_SHELL = `window.__drawnShell === document.querySelector('[data-testid="table-shell"]')`;

test('the table is in the page before any script runs', async ({ browser, request, webHost }) => {
  const game = await createGame(request, webHost.url, SETUP, SEED);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${webHost.url}?game=${game.id}`);
    await expect(page.getByTestId('table-shell')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
    await expect(page.getByTestId('flatline-board')).toBeVisible();
    expect(await page.locator('[data-space]').count()).toBeGreaterThan(10);
    // Nothing of the start screen.
    await expect(page.getByRole('heading', { name: 'New game' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the app takes the drawn table over and it plays; reloading comes back to it; leaving clears the address', async ({ page, request, webHost }) => {
  const errors = pageErrors(page);
  const game = await createGame(request, webHost.url, SETUP, SEED);
  await page.addInitScript(KEEP_DRAWN_SHELL);
  await page.goto(`${webHost.url}?game=${game.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  // The very elements the host drew are the ones the app runs: taken over, not drawn again.
  expect(await page.evaluate<boolean>(SAME_SHELL)).toBe(true);
  await expect(page.getByTestId('table-shell')).toHaveCount(1);
  expect(new URL(page.url()).search).toBe(`?game=${game.id}`);

  // It plays: start the countdown, pick a die and place it on a space it fits.
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await page.getByTestId('start-countdown').click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  const die = placeableDie();
  await page.locator(`[data-die="${die}"]`).click();
  const space = page.locator('[data-space].legal').first();
  const key = await space.getAttribute('data-space');
  await space.click();
  await expect(page.locator(`[data-space="${key}"]`)).toHaveClass(/filled/);
  await expect(page.locator(`[data-die="${die}"]`)).toHaveCount(0);

  // Reloading the page comes back to this table, drawn by the host again.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?game=${game.id}`);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(errors).toEqual([]);
});

test("the host draws in the player's language; a page drawn in another one is put right", async ({ page, context, request, webHost }) => {
  const game = await createGame(request, webHost.url, SETUP, SEED);
  await page.goto(webHost.url);
  await page.getByLabel('Language').selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');

  // The choice reaches the host (a cookie), which draws the table in Italian.
  const drawn = await (await page.request.get(`${webHost.url}?game=${game.id}`)).text();
  expect(drawn).toContain('<html lang="it"');
  expect(drawn).toContain('aria-label="Barra del tavolo"');

  // A page drawn in English for a player who has since chosen Italian: the app puts the words right.
  const url = new URL(webHost.url);
  await context.addCookies([{ name: 'fuse-table-look', value: 'en.dark.0', domain: url.hostname, path: '/' }]);
  await page.addInitScript(KEEP_DRAWN_SHELL);
  await page.goto(`${webHost.url}?game=${game.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  await expect(page.locator('header[aria-label="Barra del tavolo"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  expect(await page.evaluate<boolean>(SAME_SHELL)).toBe(true);
});

test("FUSE: Countdown's table is drawn by the host and taken over the same way, and it plays", async ({ page, request, webHost }) => {
  const errors = pageErrors(page);
  const { game } = await createTable(request, webHost.url, fcSetup(2), 3);
  await page.addInitScript(KEEP_DRAWN_SHELL);
  await page.goto(`${webHost.url}?game=${game.id}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
  expect(await page.evaluate<boolean>(SAME_SHELL)).toBe(true);
  const board = page.getByTestId('fuse-countdown-board');
  await expect(board).toHaveAttribute('data-phase', 'roll');
  await page.getByTestId('fc-roll').click();
  await expect(page.locator('[data-rolled]').first()).toBeVisible();
  expect(errors).toEqual([]);
});
