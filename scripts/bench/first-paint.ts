// First-paint benchmark: how long a game's board takes to appear when opened directly, next to the
// first paint of an almost empty page served by the same host, in the same browser. The goal is a
// board within 1.5× of the empty page. `npm run bench` picks up run(); `tsx
// scripts/bench/first-paint.ts` prints it alone. Needs the built renderer (npm run build) and a
// Chrome or Chromium (see e2e/support/find-chrome.ts); says so and skips without them.
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import type { GameDetail } from '../../src/shared/games';
import { openApiHost } from '../../src/main/services';
import { startWebServer } from '../../src/main/web/server';
import { loadDrawTable } from '../../src/main/web/table-page';
import { findChrome } from '../../e2e/support/find-chrome';
import { BROWSER_ARGS, median, ms, runWhenAlone } from './browser-support';

export const name = 'first-paint';

const RUNS = 7;
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const BUILT_RENDERER = join(ROOT, 'out', 'renderer');
/** The renderer's server entry, with which the web host draws a linked game's table. */
const BUILT_TABLE_PAGE = join(ROOT, 'out', 'main', 'table-page.js');
/** The nearest thing to an empty page that still paints (first contentful paint needs content). */
const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>empty</title></head><body><p>.</p></body></html>';

/**
 * Runs in the page before anything else, watching from the first byte parsed: resolves with the time
 * of the frame after the board's first die space is in the document (two animation frames: the one
 * that draws it has then painted). A table drawn by the host is seen while the page is parsed; one
 * drawn by the script, when the script draws it. `__ready` is when the renderer has taken the page
 * over (main.ts sets data-ready), so the board answers to the players.
 */
const BOARD_WATCH = `
  const afterPaint = (resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
  window.__boardDrawn = new Promise((resolve) => {
    const seen = () => {
      if (!document.querySelector('[data-space]')) return false;
      observer.disconnect();
      afterPaint(resolve);
      return true;
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { childList: true, subtree: true });
  });
  window.__ready = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.documentElement?.dataset.ready !== 'true') return;
      observer.disconnect();
      afterPaint(resolve);
    });
    observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
`;

/** Page-side (a string: these scripts compile without the DOM's types): the first contentful paint's time. */
const FIRST_CONTENTFUL_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) resolve(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;

/** Page-side: what the host said drawing the page cost it (Server-Timing), in ms; 0 for a plain page. */
const HOST_TIME = `(performance.getEntriesByType('navigation')[0]?.serverTiming ?? []).reduce((sum, entry) => sum + entry.duration, 0)`;

/** Page-side: the board's drawn time and the page's ready time, or -1 for what did not happen within 15 s. */
const BOARD_DRAWN = `Promise.all([window.__boardDrawn, window.__ready].map((promise) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(-1), 15000))])))`;


/** One cold load (a fresh browser context: nothing cached) of `url`. */
async function load(browser: Browser, url: string, board: boolean): Promise<{ fcp: number; board?: number; ready?: number; host?: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (board) await context.addInitScript(BOARD_WATCH);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const fcp = await page.evaluate<number>(FIRST_CONTENTFUL_PAINT);
    if (!board) return { fcp };
    const [drawn, ready] = await page.evaluate<[number, number]>(BOARD_DRAWN);
    if (drawn < 0) throw new Error(`the board never appeared at ${url}`);
    if (ready < 0) throw new Error(`the page never became ready at ${url}`);
    return { fcp, board: drawn, ready, host: await page.evaluate<number>(HOST_TIME) };
  } finally {
    await context.close();
  }
}

export async function run(): Promise<Record<string, number | string>> {
  if (!existsSync(join(BUILT_RENDERER, 'index.html'))) return { skipped: 'no built renderer in out/renderer: run npm run build first' };
  const chrome = findChrome({ env: process.env, platform: process.platform, exists: existsSync });
  if (!chrome) return { skipped: 'no Chrome or Chromium found (set CHROME_PATH, or install chromium)' };

  const work = mkdtempSync(join(tmpdir(), 'fuse-bench-paint-'));
  // The built renderer plus the empty page, served by the real web host over a fresh data folder.
  const rendererDir = join(work, 'renderer');
  cpSync(BUILT_RENDERER, rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'empty.html'), EMPTY_PAGE);
  const apiHost = openApiHost({ dataDir: join(work, 'data'), transport: 'web', appVersion: 'bench', log: () => {} });
  const drawTable = await loadDrawTable(BUILT_TABLE_PAGE);
  if (!drawTable) return { skipped: 'no built table-page.js in out/main: run npm run build first' };
  const server = await startWebServer({ apiHost, rendererDir, host: '127.0.0.1', port: 0, drawTable });
  const browser = await chromium.launch({ executablePath: chrome, args: BROWSER_ARGS });
  try {
    const created = await apiHost.dispatch('createGame', {
      kind: 'flatline',
      setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] },
      seed: 4242,
    });
    if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
    const id = (created.value as GameDetail).id;
    // `?game=<id>`: the host draws the table into the page. `#/game/<id>`: the page's script draws it.
    const drawnUrl = `${server.url}?game=${id}`;
    const scriptUrl = `${server.url}#/game/${id}`;

    // One warm-up of each (the browser's own first start, the host's first drawing), then
    // alternating measured runs.
    await load(browser, `${server.url}empty.html`, false);
    await load(browser, drawnUrl, true);
    await load(browser, scriptUrl, true);
    const empty: number[] = [];
    const drawn = { painted: [] as number[], ready: [] as number[], host: [] as number[] };
    const scripted = { painted: [] as number[], ready: [] as number[], host: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      empty.push((await load(browser, `${server.url}empty.html`, false)).fcp);
      for (const [url, into] of [[drawnUrl, drawn], [scriptUrl, scripted]] as const) {
        const board = await load(browser, url, true);
        into.painted.push(board.board!);
        into.ready.push(board.ready!);
        into.host.push(board.host!);
      }
    }
    const emptyMedian = median(empty);
    const ratio = (values: number[]) => Math.round((median(values) / emptyMedian) * 100) / 100;
    return {
      runs: RUNS,
      'empty page first contentful paint (ms, median)': ms(emptyMedian),
      'game link (?game=, table drawn by the host): board painted (ms, median)': ms(median(drawn.painted)),
      'board painted / empty page (goal <= 1.5)': ratio(drawn.painted),
      'game link (?game=): the host drawing the page (ms, median)': ms(median(drawn.host)),
      'game link (?game=): board answers to the players (ms, median)': ms(median(drawn.ready)),
      'game link (?game=): board answers / empty page': ratio(drawn.ready),
      'game link (#/game/, table drawn by the script): board painted (ms, median)': ms(median(scripted.painted)),
      'game link (#/game/): board painted / empty page': ratio(scripted.painted),
    };
  } finally {
    await browser.close();
    await server.close();
    apiHost.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: tsx scripts/bench/first-paint.ts
runWhenAlone('first-paint.ts', run);
