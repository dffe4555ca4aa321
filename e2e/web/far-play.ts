// Helpers for the friends-far-away end-to-end tests (not a spec): the browser switch WebRTC on
// loopback needs, the network a test's pages use (the local relay only, no STUN), the host opening
// its room, and a friend joining from their own app with the room's code, on an optional test-only
// delay each way (lib/far/far-delay.ts). A friend is a `Phone` of guests-play.ts, so the device
// play helpers play a friend's seat as they play a phone's.
import { existsSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { findChrome } from '../support/find-chrome';
import type { MqttRelay } from '../support/mqtt-relay';
import type { Phone } from './guests-play';

/** The web project's browser, telling local addresses as they are (nothing resolves mDNS names in a test's sandbox). */
export const FAR_LAUNCH = {
  launchOptions: {
    executablePath: findChrome({ env: process.env, platform: process.platform, exists: existsSync }) ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-features=WebRtcHideLocalIpsWithMdns'],
  },
};

/** A page's network for rooms: the test's relay only, no STUN (loopback). */
const localNetwork = (relay: MqttRelay) => ({ relays: [relay.url], stun: [], turn: null });

/** Keeps a network for rooms in the page's storage, as Network's Save does, and a test delay (runs in the page). */
const prepare = ({ network, delayMs }: { network: unknown; delayMs: number }) => {
  const page = globalThis as unknown as { location: { protocol: string }; localStorage: { setItem(key: string, value: string): void }; __fuseFarDelayMs?: number };
  // A new page's first document (about:blank) has no storage of its own.
  if (!page.location.protocol.startsWith('http')) return;
  page.localStorage.setItem('fuse-table.far-network', JSON.stringify(network));
  if (delayMs > 0) page.__fuseFarDelayMs = delayMs;
};

/** Sets the main screen's network to the test's relay (before it loads). */
export const hostOnRelay = (page: Page, relay: MqttRelay) => page.addInitScript(prepare, { network: localNetwork(relay), delayMs: 0 });

/** Opens the room from the table's menu (the menu stays open on the room's panel): its code. */
export async function openFarRoom(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-far').click();
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
