// Click-to-paint benchmark: a FLATLINE die placed with the pointer, from the click on a legal space
// to the frame that shows the die there, measured in the page against the floor of a click on the
// table's background (a frame with nothing to do). The goal is the median within 3 times the floor.
// `npm run bench` picks up run(); `tsx scripts/bench/click-to-paint.ts` prints it alone. Needs the
// built renderer (npm run build) and a Chrome or Chromium; says so and skips without them.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { GameDetail } from '../../src/shared/games';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { TargetInput } from '../../src/shared/flatline/actions';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { flatlineModule, legalPlacements } from '../../src/main/engine/flatline';
import { openApiHost } from '../../src/main/services';
import type { ApiHost } from '../../src/main/services/api-host';
import { startWebServer } from '../../src/main/web/server';
import { findChrome } from '../../e2e/support/find-chrome';
import { BROWSER_ARGS, median, p95, ms, runWhenAlone } from './browser-support';

export const name = 'click-to-paint';

const GAMES = 4;
const PLACEMENTS_PER_GAME = 8;
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const BUILT_RENDERER = join(ROOT, 'out', 'renderer');
const SETUP = { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], level: 'standard', timerSeconds: null };

/**
 * Page-side (a string: these scripts compile without the DOM's types): arms one measurement. The
 * next pointerdown's time stamp starts it; it ends at the start of the frame that draws `selector`
 * matching (the animation frame after the change is in the document). `selector` null: the floor,
 * the next frame after a press that changes nothing.
 */
const ARM = `(selector) => {
  window.__painted = new Promise((resolve) => {
    const afterPaint = (start) => requestAnimationFrame(() => resolve(performance.now() - start));
    document.addEventListener('click', (event) => {
      const start = event.timeStamp;
      if (!selector || document.querySelector(selector)) return afterPaint(start);
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        afterPaint(start);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    }, { capture: true, once: true });
  });
}`;


const spaceKey = (target: TargetInput, space: number): string =>
  `${target.kind === 'line' ? `line:${target.slot}:${target.line}` : target.kind === 'card' ? `card:${target.card}` : `station:${target.station}`}#${space}`;

/** The next placement the engine allows in `s`: the first tray die with a legal space. */
function nextPlacement(s: FlatlineState): { die: string; target: TargetInput; space: number } | null {
  for (const die of s.dice) {
    if (die.at.kind !== 'tray' || !die.face) continue;
    const hit = legalPlacements(s, die.id)[0];
    if (hit) return { die: die.id, target: hit.target, space: hit.space };
  }
  return null;
}

/** One click measured: arm, press, read. */
async function measure(page: Page, click: () => Promise<void>, selector: string | null): Promise<number> {
  await page.evaluate(`(${ARM})(${JSON.stringify(selector)})`);
  await click();
  return page.evaluate<number>('window.__painted');
}

/** The placements measured on fresh games at one host, and their floor. */
async function measureClicks(browser: Browser, url: string, apiHost: ApiHost): Promise<{ placed: number[]; floor: number[] }> {
  const placed: number[] = [];
  const floor: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const seed = 4242 + g;
    // The first countdown, as the host will roll it: the game is started through the API, and the
    // same actions are applied here to know each die's legal spaces in advance.
    const created = await apiHost.dispatch('createGame', { kind: 'flatline', setup: SETUP, seed });
    if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
    const id = (created.value as GameDetail).id;
    const started = await apiHost.dispatch('act', { kind: 'flatline', id, action: { type: 'advance' } });
    if (!started.ok) throw new Error(`advance: ${started.error.code}`);
    let s = flatlineModule.start(flatlineSetupSchema.parse(SETUP), seed);
    const first = flatlineModule.apply(s, { type: 'advance' });
    if (!first.ok) throw new Error(first.refusal.code);
    s = first.state;

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${url}#/game/${id}`);
    await page.locator('[data-die]').first().waitFor();
    for (let i = 0; i < PLACEMENTS_PER_GAME; i++) {
      const move = nextPlacement(s);
      if (!move) break;
      await page.locator(`[data-die="${move.die}"]`).click();
      await page.locator(`[data-space="${spaceKey(move.target, move.space)}"].legal`).waitFor();
      const space = `[data-space="${spaceKey(move.target, move.space)}"]`;
      placed.push(await measure(page, () => page.locator(space).click(), `${space}.filled`));
      floor.push(await measure(page, () => page.mouse.click(2, 795), null));
      const next = flatlineModule.apply(s, { type: 'place', ...move });
      if (!next.ok) throw new Error(next.refusal.code);
      s = next.state;
    }
    await context.close();
  }
  return { placed, floor };
}

/** Four bots at a table of their own on the same host, playing at the quick pace while the clicks are measured. */
async function fourBots(apiHost: ApiHost): Promise<{ decisions: number[]; stop: () => Promise<void> }> {
  const seats = ['red', 'blue', 'green', 'yellow'].map((colour, i) => ({ name: `Bot ${i + 1}`, colour }));
  const created = await apiHost.dispatch('createGame', { kind: 'flatline', setup: { ...SETUP, seats }, seed: 77, bots: { seats: [0, 1, 2, 3], pace: 'quick' } });
  if (!created.ok) throw new Error(`createGame: ${created.error.code}`);
  const id = (created.value as GameDetail).id;
  return { decisions: botDecisions, stop: async () => void (await apiHost.dispatch('deleteGame', { id })) };
}

/** Every bot decision's time at the bench's host (the host reports them; see ApiHostOptions.botDecided). */
const botDecisions: number[] = [];

export async function run(): Promise<Record<string, number | string>> {
  if (!existsSync(join(BUILT_RENDERER, 'index.html'))) return { skipped: 'no built renderer in out/renderer: run npm run build first' };
  const chrome = findChrome({ env: process.env, platform: process.platform, exists: existsSync });
  if (!chrome) return { skipped: 'no Chrome or Chromium found (set CHROME_PATH, or install chromium)' };

  const work = mkdtempSync(join(tmpdir(), 'fuse-bench-click-'));
  const apiHost = openApiHost({ dataDir: join(work, 'data'), transport: 'web', appVersion: 'bench', log: () => {}, botDecided: (d) => botDecisions.push(d) });
  const server = await startWebServer({ apiHost, rendererDir: BUILT_RENDERER, host: '127.0.0.1', port: 0 });
  const browser = await chromium.launch({ executablePath: chrome, args: BROWSER_ARGS });
  try {
    const alone = await measureClicks(browser, server.url, apiHost);
    const bots = await fourBots(apiHost);
    const started = Date.now();
    const withBots = await measureClicks(browser, server.url, apiHost);
    const seconds = (Date.now() - started) / 1000;
    await bots.stop();
    const { placed, floor } = alone;
    const floorMedian = median(floor);
    const busyMs = bots.decisions.reduce((a, b) => a + b, 0);
    return {
      placements: placed.length,
      'floor: click on the background to the next frame (ms, median)': ms(floorMedian),
      'click on a legal space to the frame showing the die (ms, median)': ms(median(placed)),
      'click on a legal space to the frame showing the die (ms, p95)': ms(p95(placed)),
      'placement / floor (goal <= 3)': Math.round((median(placed) / floorMedian) * 100) / 100,
      'with four bots playing at the quick pace: click to the frame showing the die (ms, median)': ms(median(withBots.placed)),
      'with four bots playing: p95 (ms)': ms(p95(withBots.placed)),
      'with four bots / without (goal <= 1.1)': Math.round((median(withBots.placed) / median(placed)) * 100) / 100,
      'four bots: decisions, and the time the host spent deciding (% of the wall clock)': `${bots.decisions.length}, ${Math.round((busyMs / 10 / seconds) * 10) / 10} %`,
    };
  } finally {
    await browser.close();
    await server.close();
    apiHost.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run alone: tsx scripts/bench/click-to-paint.ts
runWhenAlone('click-to-paint.ts', run);
