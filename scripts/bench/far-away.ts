// Friends far away (docs/far-away.md): a placement made at a friend's seat view in another home's app,
// from the friend's click on a legal place to the frame in which the main screen shows the die, over
// a room on a local MQTT relay (aedes) and a WebRTC data channel on loopback: no added delay, so the
// figure is the path's own cost (the issue's goal: one round trip plus 50 ms). The room's round trip
// as the host's panel shows it is printed beside it. `npm run bench` picks up run();
// `tsx scripts/bench/far-away.ts` prints it alone. Needs the built renderer and a Chrome or Chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import type { GameDetail } from '../../src/shared/games';
import { openApiHost } from '../../src/main/services';
import { startWebServer } from '../../src/main/web/server';
import { findChrome } from '../../e2e/support/find-chrome';
import { startMqttRelay } from '../../e2e/support/mqtt-relay';
import { BROWSER_ARGS, median, p95, ms, runWhenAlone } from './browser-support';

export const name = 'far-away';

const GAMES = 2;
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const BUILT_RENDERER = join(ROOT, 'out', 'renderer');
const SETUP = { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], level: 'standard', timerSeconds: null };

/** Page-side: the wall-clock time (ms) at which `selector` first matches, at the start of the frame after. */
const WATCH = `(selector) => {
  window.__shown = new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    if (document.querySelector(selector)) return done();
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}`;
/** Page-side: the wall-clock time of the next click's press. */
const PRESS = `() => {
  window.__pressed = new Promise((resolve) => {
    document.addEventListener('click', (event) => resolve(performance.timeOrigin + event.timeStamp), { capture: true, once: true });
  });
}`;

/** Bo's placements from far away, each timed to the main screen. */
async function placeAll(friend: Page, main: Page): Promise<number[]> {
  const times: number[] = [];
  const view = friend.getByTestId('fl-seat-view');
  for (let tries = 0; tries < 12; tries++) {
    const dice = view.locator('[data-seat-die]');
    let key: string | null = null;
    for (let i = 0; i < (await dice.count()) && !key; i++) {
      await dice.nth(i).click();
      const lit = view.locator('[data-space].legal');
      if ((await lit.count()) > 0) key = await lit.first().getAttribute('data-space');
    }
    if (!key) break;
    await main.evaluate(`(${WATCH})(${JSON.stringify(`[data-space="${key}"].filled`)})`);
    await friend.evaluate(`(${PRESS})()`);
    await view.locator(`[data-space="${key}"].legal`).first().click();
    const shown = await main.evaluate<number>('window.__shown');
    const pressed = await friend.evaluate<number>('window.__pressed');
    times.push(shown - pressed);
  }
  return times;
}

export async function run(): Promise<Record<string, number | string>> {
  if (!existsSync(join(BUILT_RENDERER, 'index.html'))) return { skipped: 'no built renderer in out/renderer: run npm run build first' };
  const chrome = findChrome({ env: process.env, platform: process.platform, exists: existsSync });
  if (!chrome) return { skipped: 'no Chrome or Chromium found (set CHROME_PATH, or install chromium)' };

  const work = mkdtempSync(join(tmpdir(), 'fuse-bench-far-'));
  const relay = await startMqttRelay();
  const network = JSON.stringify({ relays: [relay.url], stun: [], turn: null });
  // Two homes: the host's app and the friend's, each with its own data.
  const hostApi = openApiHost({ dataDir: join(work, 'host'), transport: 'web', appVersion: 'bench', log: () => {}, guestDoor: async () => ({ url: 'http://127.0.0.1:1/', close: async () => {} }) });
  const friendApi = openApiHost({ dataDir: join(work, 'friend'), transport: 'web', appVersion: 'bench', log: () => {} });
  const hostServer = await startWebServer({ apiHost: hostApi, rendererDir: BUILT_RENDERER, host: '127.0.0.1', port: 0 });
  const friendServer = await startWebServer({ apiHost: friendApi, rendererDir: BUILT_RENDERER, host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chrome, args: [...BROWSER_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'] });
  const times: number[] = [];
  const rtts: number[] = [];
  try {
    for (let g = 0; g < GAMES; g++) {
      const created = await hostApi.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed: 4242 + g });
      if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
      const id = (created.value as GameDetail).id;
      const started = await hostApi.dispatch('act', { kind: 'flatline', id, action: { type: 'advance' } });
      if (!started.ok) throw new Error(`advance: ${started.error.code}`);

      const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await hostContext.addInitScript(`localStorage.setItem('fuse-table.far-network', ${JSON.stringify(network)})`);
      const main = await hostContext.newPage();
      await main.goto(`${hostServer.url}?game=${id}`);
      await main.getByRole('button', { name: 'Menu' }).click();
      await main.getByTestId('menu-far').click();
      await main.getByTestId('far-open').click();
      const code = (await main.getByTestId('far-code').textContent())!.trim();

      const friendContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await friendContext.addInitScript(`localStorage.setItem('fuse-table.far-network', ${JSON.stringify(network)})`);
      const friend = await friendContext.newPage();
      await friend.goto(friendServer.url);
      await friend.getByTestId('far-join').click();
      await friend.getByTestId('far-room-code').fill(code);
      await friend.getByTestId('far-connect').click();
      await friend.getByRole('button', { name: 'Play Bo' }).click({ timeout: 30_000 });
      const rtt = await main.getByTestId('far-rtt-1').filter({ hasText: /\d+ ms/ }).textContent({ timeout: 15_000 });
      rtts.push(Number(/(\d+) ms/.exec(rtt ?? '')?.[1]));
      await main.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
      // The menu paused the table if a wait was running: the friend continues it.
      if (await friend.getByTestId('paused').isVisible()) await friend.getByRole('button', { name: 'Resume' }).first().click();
      await friend.getByTestId('fl-seat-view').waitFor();
      times.push(...(await placeAll(friend, main)));
      await friendContext.close();
      await hostContext.close();
    }
    return {
      placements: times.length,
      'room round trip on loopback, as the host panel shows it (ms, median)': ms(median(rtts)),
      'a friend far away places a die: click to the main screen showing it (ms, median)': ms(median(times)),
      'a friend far away places a die: click to the main screen showing it (ms, p95)': ms(p95(times)),
    };
  } finally {
    await browser.close();
    await hostServer.close();
    await friendServer.close();
    hostApi.close();
    friendApi.close();
    await relay.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: tsx scripts/bench/far-away.ts
runWhenAlone('far-away.ts', run);
