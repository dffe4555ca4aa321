import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { serveFolder } from '../support/static-folder';
import { ADA_AND_BRUNO } from './board-play';
import { backToTable, placeSomeDie } from './guests-play';
import { FAR_LAUNCH, farTable, farWorld, openFarRoom, seedWhereSeatsPlay, useRelay } from './far-play';

// The browser seat page (docs/far-away.md): a friend with nothing installed. The built page
// (out/seat-page, `npm run build:seat-page`) is served as a static host would serve it, on 127.0.0.1;
// the host sets its address in the room's panel, and the friend opens the panel's browser link in a
// fresh browser with the test's relay as its network: the page finds the table over WebRTC, the
// friend takes Bruno's seat and places a FLATLINE die that the main screen shows.

// Local addresses as they are: nothing resolves WebRTC's mDNS names in a test's sandbox.
test.use(FAR_LAUNCH);

const PAGE_DIR = join(__dirname, '..', '..', 'out', 'seat-page');

const SEED = seedWhereSeatsPlay(ADA_AND_BRUNO, [1]);

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

const world = farWorld({ home: false });
let site: { url: string; close(): Promise<void> };
test.beforeAll(async () => {
  if (!existsSync(join(PAGE_DIR, 'seat.html'))) throw new Error('The seat page is not built: run `npm run build:seat-page` (npm run test:e2e does).');
  site = await serveFolder(PAGE_DIR);
});
test.afterAll(async () => {
  await site?.close();
});

test('the built seat page holds no host API and no Node code, and loads its files by relative paths', () => {
  const files = readdirSync(join(PAGE_DIR, 'assets')).filter((name) => name.endsWith('.js'));
  const code = files.map((name) => readFileSync(join(PAGE_DIR, 'assets', name), 'utf8')).join('\n');
  for (const hostOnly of ['openInvitations', 'farCall', 'deleteGame', 'exportGame', 'better-sqlite3', 'node:fs', 'node:crypto', 'ipcRenderer']) expect(code, hostOnly).not.toContain(hostOnly);
  const html = readFileSync(join(PAGE_DIR, 'seat.html'), 'utf8');
  expect([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '').filter((ref) => !ref.startsWith('data:')).every((ref) => ref.startsWith('./'))).toBe(true);
});

test("a friend with nothing installed opens the host's browser link, takes Bruno's seat and places a die the main screen shows", async ({ page, browser, request, webHost }, testInfo) => {
  test.setTimeout(150_000);
  const { relay } = world;
  await farTable(page, request, webHost.url, relay, ADA_AND_BRUNO, SEED);
  const code = await openFarRoom(page);
  // No page address yet: the panel says how a friend could play from a browser.
  await expect(page.getByTestId('far-no-page')).toContainText('Friends without FUSE Table can play from a browser too');
  await page.getByTestId('far-page').locator('summary').click();
  await page.getByTestId('far-page-address').fill('ftp://example.org/seat');
  await page.getByTestId('far-page-save').click();
  await expect(page.getByTestId('far-page').getByRole('alert')).toHaveText("The seat page's address starts with https:// (or http:// on this computer).");
  await expect(page.getByTestId('far-page-link')).toHaveCount(0);
  await page.getByTestId('far-page-address').fill(site.url);
  await page.getByTestId('far-page-save').click();
  const link = `${site.url}seat.html#far=${code}`;
  await expect(page.getByTestId('far-page-link')).toHaveText(link);
  await expectNoViolations(page, 'the room with its browser link');
  await page.getByTestId('far-page-link').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('far-invite-browser-link-1280x800.png') });
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByTestId('far-page-link').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('far-invite-browser-link-360x640.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The friend: a fresh browser, the page from the static host, the test's relay as its network.
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  await useRelay(context, relay);
  const friend = await context.newPage();
  const asked: string[] = [];
  friend.on('request', (r) => asked.push(new URL(r.url()).origin));
  await friend.goto(link);
  await expect(friend.getByRole('button', { name: 'Play Bruno' })).toBeVisible({ timeout: 30_000 });
  // Nothing is wider than the phone.
  expect(await friend.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(friend, 'the seat page, lobby');
  await friend.screenshot({ path: testInfo.outputPath('far-seat-page-lobby-360x640.png') });
  // The link found the table: the seats to take, the join code's box out of the way (a button brings
  // it back); the header is one row, the language beside Leave.
  await expect(friend.getByTestId('guest-code')).toHaveCount(0);
  await expect(friend.getByRole('button', { name: 'Enter a code instead' })).toBeVisible();
  const middle = async (part: Locator) => {
    const box = (await part.boundingBox())!;
    return Math.round(box.y + box.height / 2);
  };
  expect(await middle(friend.getByRole('combobox', { name: 'Language' }))).toBe(await middle(friend.getByTestId('far-leave')));
  await friend.getByRole('button', { name: 'Play Bruno' }).click();
  await expect(friend.getByTestId('guest-seat-name')).toContainText('You play Bruno');
  await expect(page.getByTestId('far-seat-1')).toHaveAttribute('data-connected', 'true');
  await backToTable(page, { name: 'Bruno', context, page: friend });

  const view = friend.getByTestId('fl-seat-view');
  await expect(view).toBeVisible();
  await expectNoViolations(friend, 'the seat page, seat view');
  await friend.screenshot({ path: testInfo.outputPath('far-seat-page-seat-360x640.png') });
  const placed = await placeSomeDie(view);
  await expect(page.locator(`[data-space="${placed}"]`)).toHaveClass(/filled/);
  // The page asked only the static host for files: the game came over WebRTC, not from a server.
  expect(new Set(asked)).toEqual(new Set([new URL(site.url).origin]));

  await friend.setViewportSize({ width: 1280, height: 800 });
  await friend.screenshot({ path: testInfo.outputPath('far-seat-page-seat-1280x800.png') });
  await context.close();
});
