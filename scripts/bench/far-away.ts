// Friends far away (docs/far-away.md, "Speed"): a placement made at a friend's seat view in another
// home's app, from the friend's click on a legal place to the frame in which every other view shows
// the die: the host's main screen and a second friend's seat view, over a room on a local MQTT relay
// (aedes) and WebRTC data channels on loopback. Measured with no added delay (the path's own cost),
// then with 100 ms of round trip injected on each friend's link (50 ms each way, the test-only delay
// of lib/far/far-delay.ts), against the goal: one round trip plus 50 ms (p95). Beside the
// times, the CPU each process spent per placement (process-cpu.ts): on a machine where the host, the
// relay and three browsers share a few cores, it says whose work the views waited behind.
// `npm run bench` picks up run(); `tsx scripts/bench/far-away.ts` prints it alone. Needs the built
// renderer and a Chrome or Chromium.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { GameDetail } from '../../src/shared/games';
import { openApiHost } from '../../src/main/services';
import { startWebServer } from '../../src/main/web/server';
import { findChrome } from '../../e2e/support/find-chrome';
import { startMqttRelay } from '../../e2e/support/mqtt-relay';
import { BROWSER_ARGS, median, p95, ms, runWhenAlone } from './browser-support';
import { cpuSpent, ProcessCpuMeter } from './process-cpu';

export const name = 'far-away';

/**
 * Six games of about seven placements each: the p95 of some forty placements is a percentile, not the
 * slowest one. `FAR_GAMES=<n>` plays fewer (a quick look, not the figure).
 */
const GAMES = Number(process.env.FAR_GAMES ?? 6);
/** Round trips injected on each friend's link (ms): half of it each way. */
const INJECTED = [0, 100];
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
/** The built renderer; `FAR_RENDERER=<dir>` times another build of it (e.g. before a change) on the same path. */
const BUILT_RENDERER = process.env.FAR_RENDERER ?? join(ROOT, 'out', 'renderer');
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

/** Where the host in this process saw the placement (wall-clock ms): the friend's call arriving, and its first push. */
interface HostStamps {
  called?: number;
  pushed?: number;
}
let stamps: HostStamps = {};
const wallNow = () => performance.timeOrigin + performance.now();

/** The host's side of each placement, so the figure can say where its time went. */
function stampHost(hostApi: ReturnType<typeof openApiHost>): void {
  const dispatch = hostApi.dispatch.bind(hostApi);
  hostApi.dispatch = (async (method: string, payload: unknown) => {
    if (method === 'farCall' && stamps.called === undefined) stamps.called = wallNow();
    return dispatch(method as never, payload as never);
  }) as typeof hostApi.dispatch;
  hostApi.subscribe((event) => {
    if (event.type === 'farEvent' && stamps.called !== undefined && stamps.pushed === undefined) stamps.pushed = wallNow();
  });
}

interface Times {
  main: number[];
  other: number[];
  /** Click to the host's receiving the call: the friend's page, its link, the main screen's page passing it on. */
  toHost: number[];
  /** The host's work: the call to its first push. */
  host: number[];
  /** The host's first push to the last other view showing it: the pushes carried, then drawn. */
  fromHost: number[];
}

/** Bo's placements from far away, each timed to the main screen and to Ann's seat view (the other friend). */
async function placeAll(friend: Page, main: Page, other: Page): Promise<Times> {
  const times: Times = { main: [], other: [], toHost: [], host: [], fromHost: [] };
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
    const filled = JSON.stringify(`[data-space="${key}"].filled`);
    await main.evaluate(`(${WATCH})(${filled})`);
    await other.evaluate(`(${WATCH})(${filled})`);
    await friend.evaluate(`(${PRESS})()`);
    stamps = {};
    await view.locator(`[data-space="${key}"].legal`).first().click();
    const pressed = await friend.evaluate<number>('window.__pressed');
    const shownMain = await main.evaluate<number>('window.__shown');
    const shownOther = await other.evaluate<number>('window.__shown');
    times.main.push(shownMain - pressed);
    times.other.push(shownOther - pressed);
    if (stamps.called !== undefined && stamps.pushed !== undefined) {
      times.toHost.push(stamps.called - pressed);
      times.host.push(stamps.pushed - stamps.called);
      times.fromHost.push(Math.max(shownMain, shownOther) - stamps.pushed);
    }
  }
  return times;
}

/** CPU (seconds) spent during one game's placements, by whose work it was. */
interface CpuShare {
  main: number;
  clicking: number;
  other: number;
  /** Chromium's other processes: the browser, GPU and network processes, and the rest. */
  chromium: number;
  /** This process: the host's services, the relay, and Playwright's driver. */
  host: number;
}
const CPU_PARTS: (keyof CpuShare)[] = ['main', 'clicking', 'other', 'chromium', 'host'];
const CPU_PART_NAMES: Record<keyof CpuShare, string> = {
  main: "main screen's page",
  clicking: "clicking friend's page (its picks too)",
  other: "other friend's page",
  chromium: "rest of Chromium (browser, GPU, network)",
  host: 'host process (services, relay, bench driver)',
};

interface Homes {
  meter: ProcessCpuMeter | null;
  browser: Browser;
  hostApi: ReturnType<typeof openApiHost>;
  hostUrl: string;
  friendUrl: string;
  network: string;
}

/** A friend's app at its start screen: the test's relay, and `delayMs` added each way on its data channels. */
async function friendPage(homes: Homes, delayMs: number): Promise<Page> {
  const context = await homes.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(`localStorage.setItem('fuse-table.far-network', ${JSON.stringify(homes.network)})`);
  if (delayMs > 0) await context.addInitScript(`window.__fuseFarDelayMs = ${delayMs}`);
  const page = await context.newPage();
  await page.goto(homes.friendUrl);
  return page;
}

async function seatFriend(page: Page, code: string, name: string): Promise<void> {
  await page.getByTestId('far-join').click();
  await page.getByTestId('far-room-code').fill(code);
  await page.getByTestId('far-connect').click();
  await page.getByRole('button', { name: `Play ${name}` }).click({ timeout: 30_000 });
}

/** One game: the room open, Ann's and Bo's friends seated over links of `injectedMs` round trip, Bo placing. */
async function oneGame(homes: Homes, seed: number, injectedMs: number) {
  const created = await homes.hostApi.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed });
  if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
  const id = (created.value as GameDetail).id;
  const started = await homes.hostApi.dispatch('act', { kind: 'flatline', id, action: { type: 'advance' } });
  if (!started.ok) throw new Error(`advance: ${started.error.code}`);

  const hostContext = await homes.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await hostContext.addInitScript(`localStorage.setItem('fuse-table.far-network', ${JSON.stringify(homes.network)})`);
  const main = await hostContext.newPage();
  await main.goto(`${homes.hostUrl}?game=${id}`);
  await main.getByRole('button', { name: 'Menu' }).click();
  await main.getByTestId('menu-far').click();
  await main.getByTestId('far-open').click();
  const code = (await main.getByTestId('far-code').textContent())!.trim();

  const bo = await friendPage(homes, injectedMs / 2);
  const ann = await friendPage(homes, injectedMs / 2);
  await seatFriend(bo, code, 'Bo');
  await seatFriend(ann, code, 'Ann');
  // The loopback's own round trip, as the host's panel shows it (the injected delay is on the friends' side).
  const rtt = await main.getByTestId('far-rtt-1').filter({ hasText: /\d+ ms/ }).textContent({ timeout: 15_000 });
  await main.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  // The menu paused the table if a wait was running: Bo's friend continues it.
  if (await main.getByTestId('paused').isVisible()) await bo.getByTestId('paused').getByRole('button', { name: 'Resume' }).click();
  await main.getByTestId('paused').waitFor({ state: 'hidden' });
  await bo.getByTestId('fl-seat-view').waitFor();
  await ann.getByTestId('fl-seat-view').waitFor();
  const meter = homes.meter;
  const renderers = meter ? { main: await meter.rendererOf(main), clicking: await meter.rendererOf(bo), other: await meter.rendererOf(ann) } : null;
  const cpuBefore = meter ? await meter.read() : [];
  const hostBefore = process.cpuUsage();
  const times = await placeAll(bo, main, ann);
  const hostSpent = process.cpuUsage(hostBefore);
  const spent = cpuSpent(cpuBefore, meter ? await meter.read() : []);
  const pageOf = (part: 'main' | 'clicking' | 'other') => (renderers?.[part] == null ? Number.NaN : (spent.get(renderers[part])?.seconds ?? 0));
  const pages = new Set(Object.values(renderers ?? {}));
  const cpu: CpuShare | null = meter && {
    main: pageOf('main'),
    clicking: pageOf('clicking'),
    other: pageOf('other'),
    chromium: [...spent].filter(([id]) => !pages.has(id)).reduce((sum, [, p]) => sum + p.seconds, 0),
    host: (hostSpent.user + hostSpent.system) / 1e6,
  };
  for (const page of [bo, ann, main]) await page.context().close();
  return { rtt: Number(/(\d+) ms/.exec(rtt ?? '')?.[1]), cpu, ...times };
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
  stampHost(hostApi);
  const hostServer = await startWebServer({ apiHost: hostApi, rendererDir: BUILT_RENDERER, host: '127.0.0.1', port: 0 });
  const friendServer = await startWebServer({ apiHost: friendApi, rendererDir: BUILT_RENDERER, host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chrome, args: [...BROWSER_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'] });
  const homes: Homes = { meter: ProcessCpuMeter.open(), browser, hostApi, hostUrl: hostServer.url, friendUrl: friendServer.url, network };
  const figures: Record<string, number | string> = {};
  try {
    for (const injected of INJECTED) {
      const rtts: number[] = [];
      const main: number[] = [];
      const other: number[] = [];
      const every: number[] = [];
      const parts = { toHost: [] as number[], host: [] as number[], fromHost: [] as number[] };
      const cpu: CpuShare = { main: 0, clicking: 0, other: 0, chromium: 0, host: 0 };
      for (let g = 0; g < GAMES; g++) {
        const game = await oneGame(homes, 4242 + g, injected);
        rtts.push(game.rtt);
        main.push(...game.main);
        other.push(...game.other);
        for (const part of ['toHost', 'host', 'fromHost'] as const) parts[part].push(...game[part]);
        for (const part of CPU_PARTS) cpu[part] += game.cpu?.[part] ?? Number.NaN;
        every.push(...game.main.map((t, i) => Math.max(t, game.other[i]!)));
      }
      const roundTrip = median(rtts) + injected;
      const at = `${injected} ms injected`;
      figures[`${at}: placements`] = every.length;
      figures[`${at}: room round trip (ms, loopback ${ms(median(rtts))} + injected ${injected})`] = ms(roundTrip);
      figures[`${at}: click to the main screen showing it (ms, median / p95)`] = `${ms(median(main))} / ${ms(p95(main))}`;
      figures[`${at}: click to the other friend's seat view showing it (ms, median / p95)`] = `${ms(median(other))} / ${ms(p95(other))}`;
      figures[`${at}: click to every other view showing it (ms, median / p95)`] = `${ms(median(every))} / ${ms(p95(every))}`;
      // Where the time went (the host runs in this process; page and host share one wall clock).
      figures[`${at}: of which click to the host receiving the call (ms, median / p95)`] = `${ms(median(parts.toHost))} / ${ms(p95(parts.toHost))}`;
      figures[`${at}: of which the host's work, call to first push (ms, median / p95)`] = `${ms(median(parts.host))} / ${ms(p95(parts.host))}`;
      figures[`${at}: of which the host's push to every other view showing it (ms, median / p95)`] = `${ms(median(parts.fromHost))} / ${ms(p95(parts.fromHost))}`;
      // CPU, not wall time (process-cpu.ts): what the machine's cores did for each placement, whoever waited.
      if (homes.meter) {
        const perPlacement = (seconds: number) => (Number.isNaN(seconds) ? 'its renderer was not told apart' : ms((seconds * 1000) / every.length));
        const total = CPU_PARTS.reduce((sum, part) => sum + cpu[part], 0);
        figures[`${at}: CPU per placement (ms), all processes, on ${availableParallelism()} cores`] = perPlacement(total);
        for (const part of CPU_PARTS) figures[`${at}: of which the ${CPU_PART_NAMES[part]}`] = perPlacement(cpu[part]);
      }
      figures[`${at}: goal, p95 within round trip + 50 ms (ms)`] = `${ms(p95(every))} ≤ ${ms(roundTrip + 50)}: ${p95(every) <= roundTrip + 50 ? 'met' : 'not met'}`;
    }
    return figures;
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
