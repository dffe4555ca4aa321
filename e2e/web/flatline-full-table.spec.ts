import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { FlatlineTable } from '../../src/shared/flatline/view';
import type { GameDetailOf } from '../../src/shared/games';
import { FULL_TABLE_UNSEEN } from '../support/full-table';
import { act, createGame, playThroughApi } from './board-play';

// A full table (table.md): five players at one screen, in planning, in the countdown, at a triage
// window and at a question, each in a crowded moment of a game the greedy bot played. At 1280×800
// and 1920×1080 every tray, the whole triage area, every stat card, both recharging stations, every
// patient card's last row, Done (or the window's buttons, or the countdown's start) and every option
// of the question are seen at once, with nothing scrolled; at 1024×640 every tray is, and what does
// not fit says so. The bar stays one line at every stage, in English and Italian, and no player's
// name breaks inside a word in the trays.

type GameDetail = GameDetailOf<'flatline'>;

const SIZES = [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

// A name no tray can hold whole: it ends in an ellipsis, never breaks (and the bar's title is long).
const NAMES = ['Ada', 'Bruno', 'Chiara', 'Dario', 'Anastasia-Konstantinovna'];
const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
const FIVE = flatlineSetupSchema.parse({ seats: NAMES.map((name, i) => ({ name, colour: COLOURS[i]! })), level: 'standard', timerSeconds: null });

const inTray = (s: FlatlineTable, seat: number) => s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').length;

/** The bar's words each on one line (their text's line boxes share one top), and its height. */
const BAR = String.raw`(() => {
  const wrapped = [];
  for (const el of document.querySelectorAll('.bar :is(.game-name, h1, .stage, .status), .bar [data-testid="device-marks"] li, .trays .badge .name')) {
    if (!el.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    if (tops.size > 1) wrapped.push(el.textContent.trim() + ' (' + tops.size + ' lines)');
  }
  const h1 = document.querySelector('.bar h1');
  return { height: Math.round(document.querySelector('.bar').getBoundingClientRect().height), wrapped, title: h1.getAttribute('title'), stage: document.querySelector('.bar .stage').getAttribute('title') };
})()`;

interface Unseen {
  out: string[];
  scrolled: string[];
  column: number;
  counts: { trays: number; stations: number; stat: number; triage: number; options: number };
}

/** The bar's height at each window width, the first time it was measured: every stage must match it. */
const barHeights = new Map<number, number>();

async function lookAtEverySize(page: Page, game: GameDetail, stage: string): Promise<void> {
  const s = game.state;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const where = `${stage} at ${size.width}×${size.height}`;
    // Whatever the window was before, the column settles without having been scrolled.
    await expect
      .poll(async () => {
        const seen = (await page.evaluate(FULL_TABLE_UNSEEN)) as Unseen;
        // What each finding is about: the part named before " at " or ": ".
        const must = size.width >= 1280 ? seen.out : seen.out.filter((o) => /^(tray|option|carry-on|window-hold|done|start-countdown)\b/.test(o));
        // At 1024×640 the card areas may scroll: then the sign under them says so.
        const sign = size.width < 1280 && seen.column > 1 ? await page.getByTestId('column-more').isVisible() : true;
        return { unseen: must, scrolled: seen.scrolled, column: size.width >= 1280 ? Math.max(0, seen.column) : 0, sign };
      }, { message: where })
      .toEqual({ unseen: [], scrolled: [], column: 0, sign: true });
    const seen = (await page.evaluate(FULL_TABLE_UNSEEN)) as Unseen;
    expect(seen.counts, where).toEqual({
      trays: 5,
      stations: 2,
      stat: s.statArea.length,
      triage: s.triageArea.length,
      options: s.pending ? s.pending.options.length : 0,
    });
    const bar = (await page.evaluate(BAR)) as { height: number; wrapped: string[]; title: string; stage: string };
    expect(bar.wrapped, `${where}: words of the bar or a tray's name on two lines`).toEqual([]);
    expect(bar.title, where).toBe(game.title);
    const first = barHeights.get(size.width) ?? bar.height;
    barHeights.set(size.width, first);
    expect(bar.height, `${where}: the bar's height`).toBe(first);
  }
}

test.describe.configure({ mode: 'serial' });

test('five players: the whole table in view in planning, the countdown, a triage window and a question, the bar on one line', async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(240_000);
  const open = async (game: GameDetail, stop: string) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${webHost.url}?game=${game.id}`);
    await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', stop);
  };
  const shoot = async (name: string) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await testInfo.attach(`${name}-${size.width}.png`, { body: await page.screenshot(), contentType: 'image/png' });
    }
  };

  // Planning, round 1 (seed 9): two patients of four lines in one column, each with an everyone line of five.
  const planning = await createGame(request, webHost.url, FIVE, 9);
  await open(planning, 'planning');
  await expect(page.getByTestId('start-countdown')).toBeVisible();
  await lookAtEverySize(page, planning, 'planning');
  await shoot('planning');

  // A triage window before the emergency dice roll, four triage cards and two stat cards (seed 166);
  // Wait keeps it open. Then, in a game of the same seed, the countdown that follows, the same cards
  // still there (a game left at a window and played on from elsewhere would come back paused).
  const crowded = (s: FlatlineTable) => s.stop === 'before-roll' && !s.pending && s.triageArea.length === 4 && s.statArea.length === 2;
  let window = await playThroughApi(request, webHost.url, await createGame(request, webHost.url, FIVE, 166), crowded);
  expect(window.state.stop).toBe('before-roll');
  window = await act(request, webHost.url, window.id, { type: 'hold' });
  await open(window, 'before-roll');
  await expect(page.getByTestId('window-wait')).toBeVisible();
  await lookAtEverySize(page, window, 'a triage window');
  await shoot('window');
  let busy = await playThroughApi(request, webHost.url, await createGame(request, webHost.url, FIVE, 166), crowded);
  busy = await playThroughApi(request, webHost.url, busy, (s) => s.stop === 'countdown' && !s.pending);
  expect([busy.state.statArea.length, busy.state.triageArea.length, Math.max(...[0, 1, 2, 3, 4].map((seat) => inTray(busy.state, seat)))]).toEqual([2, 4, 6]);
  await open(busy, 'countdown');
  await expect(page.getByTestId('done')).toBeVisible();
  await lookAtEverySize(page, busy, 'the countdown');
  await shoot('countdown');

  // A question of twelve answers (which line gets a cleared tile), three triage cards beside it (seed 456).
  const asking = await playThroughApi(request, webHost.url, await createGame(request, webHost.url, FIVE, 456), (s) => s.pending?.kind === 'choose-line-to-clear' && s.pending.options.length >= 10);
  expect(asking.state.pending?.options.length).toBe(12);
  await open(asking, asking.state.stop ?? '');
  await expect(page.locator('[data-prompt^="pending:"]')).toBeVisible();
  await lookAtEverySize(page, asking, 'a question');
  await shoot('question');

  // The longest step's name (G · Resolve Patient Cards and Recharging Stations) at a window before the
  // dial turns (seed 1): the bar keeps its one line, its whole name its tip; in Italian too.
  let dial = await playThroughApi(request, webHost.url, await createGame(request, webHost.url, FIVE, 1), (s) => s.stop === 'before-dial' && !s.pending && s.triageArea.length === 4);
  dial = await act(request, webHost.url, dial.id, { type: 'hold' });
  await open(dial, 'before-dial');
  await expect(page.getByTestId('clock-idle')).toHaveText('G · Resolve Patient Cards and Recharging Stations');
  await expect(page.locator('.bar .status')).toHaveAttribute('title', 'G · Resolve Patient Cards and Recharging Stations');
  await lookAtEverySize(page, dial, 'the longest step');
  await page.evaluate(`localStorage.setItem('fuse-table.settings.v1', JSON.stringify({ language: 'it' }))`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByTestId('clock-idle')).toHaveText('G · Risolvere Carte Paziente e Stazioni di Ricarica');
  await lookAtEverySize(page, dial, 'the longest step, in Italian');
  await shoot('italian');
});
