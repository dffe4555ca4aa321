// Helpers for the friends-far-away end-to-end tests (not a spec): the browser switch WebRTC on
// loopback needs, the relay and the friends' own app a spec starts, the network a test's pages use
// (the local relay only, no STUN), the main screen at a game's first countdown and its room opened,
// and a friend joining from their own app with the room's code, on an
// optional test-only delay each way (lib/far/far-delay.ts). A friend is a `Phone` of guests-play.ts,
// so the device play helpers play a friend's seat as they play a phone's.
import { existsSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, startWebHost, test } from '../support/web-host';
import { findChrome } from '../support/find-chrome';
import { startMqttRelay, type MqttRelay } from '../support/mqtt-relay';
import { legalPlacements } from '../../src/main/engine/flatline';
import type { FlatlineSetup } from '../../src/shared/flatline/setup';
import { act, createGame, firstCountdown } from './board-play';
import type { Phone } from './guests-play';

/** The web project's browser, telling local addresses as they are (nothing resolves mDNS names in a test's sandbox). */
export const FAR_LAUNCH = {
  launchOptions: {
    executablePath: findChrome({ env: process.env, platform: process.platform, exists: existsSync }) ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-features=WebRtcHideLocalIpsWithMdns'],
  },
};

/**
 * The test's relay (MQTT on 127.0.0.1) and, with `home`, the friends' own app (another web host on
 * another data folder), started before a spec's tests and stopped after them.
 */
export function farWorld({ home = true }: { home?: boolean } = {}): { relay: MqttRelay; home: { url: string; close(): Promise<void> } } {
  const world = {} as ReturnType<typeof farWorld>;
  test.beforeAll(async () => {
    world.relay = await startMqttRelay();
    if (home) world.home = await startWebHost();
  });
  test.afterAll(async () => {
    await world.home?.close();
    await world.relay?.close();
  });
  return world;
}

/** The first seed whose first countdown asks nothing first and gives each of `seats` a die with a place. */
export function seedWhereSeatsPlay(setup: FlatlineSetup, seats: number[]): number {
  for (let seed = 1; seed <= 200; seed++) {
    try {
      const s = firstCountdown(setup, seed);
      if (!s.pending && seats.every((seat) => s.dice.some((d) => d.seat === seat && d.at.kind === 'tray' && legalPlacements(s, d.id).length > 0))) return seed;
    } catch {
      continue;
    }
  }
  throw new Error('No seed up to 200 gives these seats a die with a place; widen the list.');
}

/** A page's network for rooms: the test's relay only, no STUN (loopback). */
export const localNetwork = (relay: MqttRelay) => ({ relays: [relay.url], stun: [], turn: null });

/** Keeps a network for rooms in the page's storage, as Network's Save does, and a test delay (runs in the page). */
const prepare = ({ network, delayMs }: { network: unknown; delayMs: number }) => {
  const page = globalThis as unknown as { location: { protocol: string }; localStorage: { setItem(key: string, value: string): void }; __fuseFarDelayMs?: number };
  // A new page's first document (about:blank) has no storage of its own.
  if (!page.location.protocol.startsWith('http')) return;
  page.localStorage.setItem('fuse-table.far-network', JSON.stringify(network));
  if (delayMs > 0) page.__fuseFarDelayMs = delayMs;
};

/** Sets the network of a page (the main screen) or of every page of a context to the test's relay, before they load. */
export const useRelay = (pages: Page | BrowserContext, relay: MqttRelay) => pages.addInitScript(prepare, { network: localNetwork(relay), delayMs: 0 });

/** The main screen (1280×800, on the relay) at the first countdown of a new FLATLINE game: the game's id. */
export async function farTable(page: Page, request: APIRequestContext, hostUrl: string, relay: MqttRelay, setup: FlatlineSetup, seed: number): Promise<string> {
  const game = await createGame(request, hostUrl, setup, seed);
  await act(request, hostUrl, game.id, { type: 'advance' });
  await useRelay(page, relay);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/?game=${game.id}`);
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');
  return game.id;
}

/** Opens the room's panel from the table's menu (the room itself not yet). */
export async function openFarPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-far').click();
}

/** Opens the room from the table's menu (the menu stays open on the room's panel): its code. */
export async function openFarRoom(page: Page): Promise<string> {
  await openFarPanel(page);
  await page.getByTestId('far-open').click();
  return (await page.getByTestId('far-code').textContent())!.trim();
}

/**
 * A friend far away: their own app (`home`, another host, another data folder) in a browser context
 * of their own, on the relay, joining with the code and taking the seat named `name`; `delayMs`
 * added each way on their data channels; `clockAt`: their computer's clock set to another time.
 */
export async function joinFar(browser: Browser, home: string, relay: MqttRelay, code: string, name: string, { delayMs = 0, clockAt }: { delayMs?: number; clockAt?: Date } = {}): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 960, height: 700 }, locale: 'en-GB' });
  await context.addInitScript(prepare, { network: localNetwork(relay), delayMs });
  // The friend's computer's own time, when a test sets it elsewhere (it still runs).
  if (clockAt) await context.clock.install({ time: clockAt });
  const page = await context.newPage();
  await page.goto(home);
  await page.getByTestId('far-join').click();
  await page.getByTestId('far-room-code').fill(code);
  await page.getByTestId('far-connect').click();
  await page.getByRole('button', { name: `Play ${name}` }).click({ timeout: 30_000 });
  await expect(page.getByTestId('guest-seat-name')).toContainText(`You play ${name}`);
  return { name, context, page };
}

/** The friend, who closed their app, opens it again: back at their seat with the code they kept. */
export async function rejoinFar(friend: Phone, home: string): Promise<Phone> {
  const page = await friend.context.newPage();
  await page.goto(home);
  await page.getByTestId('far-join').click();
  await expect(page.getByTestId('far-room-code')).not.toHaveValue('');
  await page.getByTestId('far-connect').click();
  await expect(page.getByTestId('guest-seat-name')).toContainText(`You play ${friend.name}`, { timeout: 30_000 });
  return { ...friend, page };
}
