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
import { findChrome } from '../../e2e/support/find-chrome';

export const name = 'first-paint';

const RUNS = 7;
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const BUILT_RENDERER = join(ROOT, 'out', 'renderer');
/** The nearest thing to an empty page that still paints (first contentful paint needs content). */
const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>empty</title></head><body><p>.</p></body></html>';
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Runs in the page before its own scripts: resolves with the time of the frame after the board's
 * first die space is in the document (two animation frames: the one that draws it has then painted).
 */
const BOARD_WATCH = `
  window.__boardDrawn = new Promise((resolve) => {
    const seen = () => {
      if (!document.querySelector('[data-space]')) return false;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      return true;
    };
    const observer = new MutationObserver(seen);
    document.addEventListener('DOMContentLoaded', () => {
      if (!seen()) observer.observe(document.documentElement, { childList: true, subtree: true });
    });
  });
`;

/** Page-side (a string: these scripts compile without the DOM's types): the first contentful paint's time. */
const FIRST_CONTENTFUL_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) resolve(entry.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;

/** Page-side: the board's drawn time, or -1 when it has not appeared within 15 s. */
const BOARD_DRAWN = `Promise.race([window.__boardDrawn, new Promise((resolve) => setTimeout(() => resolve(-1), 15000))])`;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const ms = (value: number) => Math.round(value * 10) / 10;

/** One cold load (a fresh browser context: nothing cached) of `url`. */
async function load(browser: Browser, url: string, board: boolean): Promise<{ fcp: number; board?: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (board) await context.addInitScript(BOARD_WATCH);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const fcp = await page.evaluate<number>(FIRST_CONTENTFUL_PAINT);
    if (!board) return { fcp };
    const drawn = await page.evaluate<number>(BOARD_DRAWN);
    if (drawn < 0) throw new Error(`the board never appeared at ${url}`);
    return { fcp, board: drawn };
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
  const server = await startWebServer({ apiHost, rendererDir, host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chrome, args: BROWSER_ARGS });
  try {
    const created = await apiHost.dispatch('createGame', {
      kind: 'flatline',
      setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] },
      seed: 4242,
    });
    if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
    const gameUrl = `${server.url}#/game/${(created.value as GameDetail).id}`;

    // One warm-up of each (the browser's own first start), then alternating measured runs.
    await load(browser, `${server.url}empty.html`, false);
    await load(browser, gameUrl, true);
    const empty: number[] = [];
    const boardFcp: number[] = [];
    const boardDrawn: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      empty.push((await load(browser, `${server.url}empty.html`, false)).fcp);
      const board = await load(browser, gameUrl, true);
      boardFcp.push(board.fcp);
      boardDrawn.push(board.board!);
    }
    const emptyMedian = median(empty);
    return {
      runs: RUNS,
      'empty page first contentful paint (ms, median)': ms(emptyMedian),
      'game link first contentful paint (ms, median)': ms(median(boardFcp)),
      'board drawn (ms, median)': ms(median(boardDrawn)),
      'board drawn / empty page (goal <= 1.5)': Math.round((median(boardDrawn) / emptyMedian) * 100) / 100,
      'game link first paint / empty page': Math.round((median(boardFcp) / emptyMedian) * 100) / 100,
    };
  } finally {
    await browser.close();
    await server.close();
    apiHost.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: tsx scripts/bench/first-paint.ts
if (process.argv[1]?.endsWith(join('bench', 'first-paint.ts'))) {
  run()
    .then((figures) => {
      for (const [key, value] of Object.entries(figures)) console.log(`${key}: ${value}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
