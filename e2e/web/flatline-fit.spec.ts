import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { ADA_AND_BRUNO, act, createGame, playThroughApi } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The FLATLINE board fits the table shell's box at every supported window size: the page never
// scrolls, every die and die space lies inside the window, and at 1280×800 and up every die and
// space is at least 44 px. The board sits in the table shell, below its bar and above its log drawer.

const SIZES = [
  { width: 1024, height: 640, min: 0 },
  { width: 1280, height: 800, min: 44 },
  { width: 1920, height: 1080, min: 44 },
  { width: 2560, height: 1440, min: 44 },
] as const;


const SETUP = ADA_AND_BRUNO;

async function openInShellBox(page: Page, game: GameDetail): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toBeVisible();
}

interface Measure {
  doc: { width: number; height: number };
  view: { width: number; height: number };
  items: { kind: string; id: string; x: number; y: number; w: number; h: number }[];
}

async function measure(page: Page): Promise<Measure> {
  const items = await page.locator('[data-die], [data-space]').evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const die = el.getAttribute('data-die');
      return { kind: die ? 'die' : 'space', id: die ?? el.getAttribute('data-space') ?? '', x: r.left, y: r.top, w: r.width, h: r.height };
    }),
  );
  const doc = await page.locator('html').evaluate((el) => ({ width: el.scrollWidth, height: el.scrollHeight }));
  const view = page.viewportSize()!;
  return { doc, view, items };
}

test('the board fills the shell box without scrolling, every die and space inside the window and large enough', async ({ page, request, webHost }, testInfo) => {
  // A game in its countdown (dice in the trays) after a round played, so cards are on every area.
  let game = await createGame(request, webHost.url, SETUP, 11);
  game = await playThroughApi(request, webHost.url, game, (s) => s.round === 2 && s.stop === 'planning' && !s.pending);
  game = await act(request, webHost.url, game.id, { type: 'advance' });
  expect(game.state.stop).toBe('countdown');

  const shots = process.env.FLBOARD_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  await openInShellBox(page, game);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expect(page.locator('[data-die]').first()).toBeVisible();
    const m = await measure(page);
    const name = `board-${size.width}x${size.height}.png`;
    const shot = await page.screenshot({ path: testInfo.outputPath(name) });
    await testInfo.attach(name, { body: shot, contentType: 'image/png' });
    if (shots) await page.screenshot({ path: `${shots}/${name}` });

    const least = (kind: string) => Math.min(...m.items.filter((i) => i.kind === kind).map((i) => Math.min(i.w, i.h)));
    await testInfo.attach(`sizes-${size.width}x${size.height}.json`, {
      body: JSON.stringify({ smallestDie: least('die'), smallestSpace: least('space'), doc: m.doc }),
      contentType: 'application/json',
    });
    console.log(`${size.width}x${size.height}: smallest die ${least('die').toFixed(1)} px, smallest space ${least('space').toFixed(1)} px, page ${m.doc.width}x${m.doc.height}`);
    expect(m.doc.width, `${size.width}: page width`).toBeLessThanOrEqual(m.view.width);
    expect(m.doc.height, `${size.width}: page height`).toBeLessThanOrEqual(m.view.height);
    expect(m.items.filter((i) => i.kind === 'die').length).toBeGreaterThan(0);
    expect(m.items.filter((i) => i.kind === 'space').length).toBeGreaterThan(10);
    const outside = m.items.filter((i) => i.x < 0 || i.y < 0 || i.x + i.w > m.view.width + 0.5 || i.y + i.h > m.view.height + 0.5);
    expect(outside, `${size.width}: pieces outside the window`).toEqual([]);
    // Card names and the lights' words wrap or shrink; none is cut off.
    const cut = await page
      .locator('[data-card] .name, .patient h3, [data-triage] .name, .patient .light')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
    expect(cut, `${size.width}: card names or light words cut off`).toEqual([]);
    const small = m.items.filter((i) => Math.min(i.w, i.h) < size.min).map((i) => `${i.kind} ${i.id}: ${i.w.toFixed(1)}×${i.h.toFixed(1)}`);
    expect(small, `${size.width}: pieces under ${size.min} px`).toEqual([]);
  }
});

test("a light's words are never cut off, in English or Italian, from 1024×640 to 1920×1080", async ({ page, request, webHost }) => {
  // Seed 5 deals patients whose lights name emergencies and triage, the longest of the short labels.
  const game = await createGame(request, webHost.url, SETUP, 5);
  for (const language of ['en', 'it']) {
    await page.goto(`${webHost.url}?game=${game.id}`);
    // Page-side as a string: e2e code compiles without the DOM's types.
    await page.evaluate(`localStorage.setItem('fuse-table.settings.v1', JSON.stringify({ language: '${language}' }))`);
    for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const lights = page.locator('.patient .light');
      expect(await lights.count()).toBeGreaterThan(8);
      const cut = await lights.evaluateAll((els) =>
        els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent?.trim()),
      );
      expect(cut, `${language} ${size.width}×${size.height}: light words cut off`).toEqual([]);
    }
  }
});

test('five players at 1280×800: everyone lines’ five spaces lie inside their patient, Done stays in view, nothing under 44 px', async ({ page, request, webHost }, testInfo) => {
  const names = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif'];
  const colours = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
  const setup = flatlineSetupSchema.parse({ seats: names.map((name, i) => ({ name, colour: colours[i] })), level: 'standard', timerSeconds: null });
  let game = await createGame(request, webHost.url, setup, 3);
  game = await act(request, webHost.url, game.id, { type: 'advance' });
  expect(game.state.stop).toBe('countdown');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInShellBox(page, game);
  await expect(page.locator('[data-die]').first()).toBeVisible();
  const shot = await page.screenshot({ path: testInfo.outputPath('board-five-1280x800.png') });
  await testInfo.attach('board-five-1280x800.png', { body: shot, contentType: 'image/png' });
  const m = await measure(page);
  expect(m.doc.height).toBeLessThanOrEqual(m.view.height);
  expect(m.items.filter((i) => Math.min(i.w, i.h) < 44).map((i) => i.id)).toEqual([]);
  // Every patient's spaces lie inside its card.
  const spill = await page.locator('.patient').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('[data-space]')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5;
        })
        .map((el) => el.getAttribute('data-space'));
    }),
  );
  expect(spill).toEqual([]);
  const done = (await page.getByTestId('done').boundingBox())!;
  expect(done.y + done.height).toBeLessThanOrEqual(800);
});

/** Every size the table supports, up to 4K: the question and the trays must each keep their own place. */
const ALL_SIZES = [...SIZES.map(({ width, height }) => ({ width, height })), { width: 3840, height: 2160 }];

/**
 * Points inside each tray, card area and tray die (its corners, inset, and its middle) that belong to
 * something else drawn over it: a question, a refusal, a tooltip. Empty when nothing is covered.
 */
function coveredPoints(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<HtmlLike>; elementFromPoint(x: number, y: number): HtmlLike | null } }).document;
    interface HtmlLike {
      getBoundingClientRect(): { left: number; top: number; right: number; bottom: number; width: number; height: number };
      contains(other: HtmlLike): boolean;
      getAttribute(name: string): string | null;
      className: string;
      closest(selector: string): HtmlLike | null;
    }
    const out: string[] = [];
    for (const selector of ['.tray', '.area', '.trays [data-die]']) {
      for (const el of Array.from(doc.querySelectorAll(selector))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const inset = Math.min(6, r.width / 4, r.height / 4);
        const points = [[r.left + inset, r.top + inset], [r.right - inset, r.top + inset], [r.left + r.width / 2, r.top + r.height / 2], [r.left + inset, r.bottom - inset], [r.right - inset, r.bottom - inset]];
        // The right column scrolls inside itself: a point it has scrolled out of view is not covered.
        const clip = el.closest('.right-scroll')?.getBoundingClientRect();
        for (const [x, y] of points) {
          if (clip && (y! < clip.top || y! > clip.bottom || x! < clip.left || x! > clip.right)) continue;
          const hit = doc.elementFromPoint(x!, y!);
          if (hit && !el.contains(hit) && !hit.contains(el)) out.push(`${selector} ${el.getAttribute('data-seat') ?? el.getAttribute('data-die') ?? el.className} at ${Math.round(x!)},${Math.round(y!)}: ${hit.className}`);
        }
      }
    }
    return out;
  });
}

async function nothingCovered(page: Page, moment: string): Promise<void> {
  for (const { width, height } of ALL_SIZES) {
    await page.setViewportSize({ width, height });
    // Only what lies inside the window's view of the right column can be looked at.
    await page.locator('.right-scroll').evaluate((el) => el.scrollTo(0, 0));
    expect(await coveredPoints(page), `${moment} at ${width}×${height}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the question, the countdown and the re-roll box each keep their own place: no tray, card area or die is covered, 1024×640 to 3840×2160', async ({ page, request, webHost }) => {
  test.setTimeout(120_000);
  const seats = [{ name: 'Ada', colour: 'red' }, { name: 'Bruno', colour: 'blue' }, { name: 'Chiara', colour: 'green' }] as const;
  const game = await createGame(request, webHost.url, { seats: [...seats], level: 'standard', meterSide: 'standard', timerSeconds: null }, 5);
  // Seed 16 for two: the greedy bot's first rounds lead to a question about which of 14 lines gets a cleared tile.
  let asking = await createGame(request, webHost.url, SETUP, 16);
  asking = await playThroughApi(request, webHost.url, asking, (s) => s.pending?.kind === 'choose-line-to-clear');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInShellBox(page, game);
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'planning');
  await expect(page.getByTestId('ask-region')).toBeVisible();
  await nothingCovered(page, 'the start');

  await page.getByRole('button', { name: 'Start the countdown' }).click();
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await expect(page.locator('.trays [data-die]').first()).toBeVisible();
  await nothingCovered(page, 'the countdown');

  // The re-roll box: a die picked, then sacrificed on the track.
  await page.locator('.trays [data-die]').first().click();
  await page.getByTestId('reroll-space').first().click();
  await expect(page.locator('[data-prompt="reroll"]')).toBeVisible();
  await nothingCovered(page, 'the re-roll box');
  await page.keyboard.press('Escape');

  await page.goto(`${webHost.url}?game=${asking.id}`);
  await expect(page.locator('[data-prompt^="pending:"]')).toBeVisible();
  await nothingCovered(page, 'a question');
});

test('a refusal stays inside the window, even at the board’s bottom-left (emergency slot 6) and bottom-right corners, 1024×640', async ({ page, request, webHost }) => {
  // A game in round 2's countdown after a round played (seed 11), so cards lie in the emergency area.
  let game = await createGame(request, webHost.url, SETUP, 11);
  game = await playThroughApi(request, webHost.url, game, (s) => s.round === 2 && s.stop === 'planning' && !s.pending);
  game = await act(request, webHost.url, game.id, { type: 'advance' });
  await page.setViewportSize({ width: 1024, height: 640 });
  await openInShellBox(page, game);
  await expect(page.locator('.trays [data-die]').first()).toBeVisible();
  // The lowest-left and lowest-right empty spaces that the first die may not take.
  const die = page.locator('.trays [data-die]').first();
  await die.click();
  const corners = await page.locator('[data-space]:not(.legal):not(.filled)').evaluateAll((els) => {
    const boxes = els.map((el) => ({ key: el.getAttribute('data-space')!, r: el.getBoundingClientRect() }));
    const lowLeft = [...boxes].sort((a, b) => b.r.bottom - a.r.bottom || a.r.left - b.r.left)[0];
    const lowRight = [...boxes].sort((a, b) => b.r.bottom + b.r.right - (a.r.bottom + a.r.right))[0];
    const left = [...boxes].sort((a, b) => a.r.left - b.r.left || b.r.bottom - a.r.bottom)[0];
    return [lowLeft?.key, lowRight?.key, left?.key].filter((k): k is string => !!k);
  });
  expect(corners.length).toBeGreaterThan(0);
  for (const key of corners) {
    if (!(await die.count())) break;
    await die.click();
    await page.locator(`[data-space="${key}"]`).click();
    const note = page.locator(`[data-space="${key}"]`).locator('xpath=..').getByTestId('refusal');
    await expect(note).toBeVisible();
    // Once the note has been fitted (a frame after it shows), it lies inside the window.
    await expect
      .poll(async () => {
        const r = (await note.boundingBox())!;
        return [r.x >= 0, r.y >= 0, r.x + r.width <= 1024, r.y + r.height <= 640];
      }, { message: `${key}: the note's left, top, right and bottom edges inside the window` })
      .toEqual([true, true, true, true]);
  }
});

/** A table of `players` (1: solitaire, two colours) at the standard level with no clock. */
function tableOf(players: number) {
  const names = ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif'];
  const colours = ['red', 'blue', 'green', 'yellow', 'purple'] as const;
  const seats = Array.from({ length: Math.max(2, players) }, (_, i) => ({ name: players === 1 ? 'Ada' : names[i]!, colour: colours[i]! }));
  return flatlineSetupSchema.parse({ seats, solitaire: players === 1, level: 'standard', timerSeconds: null });
}

/**
 * Each patient card clipped or covered: its box past the board's box, its content taller than the
 * card, or a point in its last row (the trigger spaces' bottom corners and middle) that belongs to
 * something else, such as the log strip under the board. Empty when every card shows whole.
 */
const CLIPPED_CARDS = String.raw`(() => {
  const out = [];
  const fit = document.querySelector('[data-testid="flatline-fit"]').getBoundingClientRect();
  for (const card of document.querySelectorAll('.patient')) {
    const name = card.querySelector('h3')?.textContent ?? card.getAttribute('data-slot');
    const r = card.getBoundingClientRect();
    if (r.bottom > fit.bottom + 0.5 || r.right > fit.right + 0.5 || r.top < fit.top - 0.5) out.push(name + ': past the board');
    if (card.scrollHeight > card.clientHeight + 1) out.push(name + ': content taller than the card');
    const last = card.querySelector('.triggers') ?? card.lastElementChild;
    const b = last.getBoundingClientRect();
    for (const [x, y] of [[b.left + 3, b.bottom - 3], [b.left + b.width / 2, b.bottom - 3], [b.right - 3, b.bottom - 3]]) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !card.contains(hit)) out.push(name + ' at ' + Math.round(x) + ',' + Math.round(y) + ': ' + (hit ? hit.className : 'outside the window'));
    }
  }
  return out;
})()`;

// Seed 33 with four players deals Captain Halvorsen (four lines, one of them everyone's); seed 21
// with five puts two four-line cards in one column; seed 9 with five puts two four-line cards, each
// with an everyone line of five spaces (its label above them), in one column. All once ran under the
// log strip.
for (const [players, seed] of [[1, 7], [2, 11], [3, 21], [4, 33], [5, 21], [5, 9]] as const) {
  test(`every patient card shows whole with ${players} player(s), seed ${seed}, 1024×640 to 3840×2160`, async ({ page, request, webHost }) => {
    const game = await createGame(request, webHost.url, tableOf(players), seed);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInShellBox(page, game);
    await expect(page.locator('.patient h3')).toHaveCount(4);
    for (const { width, height } of ALL_SIZES) {
      await page.setViewportSize({ width, height });
      expect(await page.evaluate(CLIPPED_CARDS), `${players} player(s) at ${width}×${height}`).toEqual([]);
    }
  });
}

/**
 * What must always show: the patients still waiting and the X area (under the emergency area), Done
 * or the question (at the foot of the right column); and, when the card areas in the right column
 * scroll, the sign that says so. Each is listed when it lies outside the window or under something
 * else (sampled at its middle).
 */
const RIGHT_COLUMN_HIDDEN = String.raw`(() => {
  const out = [];
  const seen = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return out.push(selector + ': missing');
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !el.contains(hit)) out.push(selector + ': covered or outside the window (' + (hit ? hit.className : 'none') + ')');
  };
  seen('[data-testid="patients-left"]');
  seen('[data-testid="x-area"]');
  seen('[data-testid="done"], [data-testid="prompt"]');
  const scroller = document.querySelector('.right-scroll');
  const hides = scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1;
  if (hides) seen('[data-testid="column-more"][data-more="below"]');
  return { out, hides };
})()`;

test('the right column: what waits, the X area and Done always show, and a column that scrolls says so, 1024×640 to 3840×2160', async ({ page, request, webHost }) => {
  test.setTimeout(120_000);
  for (const players of [3, 5]) {
    const created = await createGame(request, webHost.url, tableOf(players), 21);
    const game = await act(request, webHost.url, created.id, { type: 'advance' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInShellBox(page, game);
    await expect(page.getByTestId('done')).toBeVisible();
    for (const { width, height } of ALL_SIZES) {
      await page.setViewportSize({ width, height });
      await page.locator('.right-scroll').evaluate((el) => el.scrollTo(0, 0));
      const { out, hides } = (await page.evaluate(RIGHT_COLUMN_HIDDEN)) as { out: string[]; hides: boolean };
      expect(out, `${players} players at ${width}×${height}`).toEqual([]);
      // Three or five players at the start of a countdown fit whole at every size: nothing to scroll to.
      expect(hides, `${players} players at ${width}×${height}: the column scrolls`).toBe(false);
    }
  }
  // Five players late in a game (seed 166: two stat cards, four triage cards) at 1024×640: the card
  // areas scroll under the trays, and the sign scrolls them: pressed until the end, it turns into the
  // way back to the top. At 1280×800 they fit, and the sign goes.
  const five = tableOf(5);
  let crowded = await playThroughApi(request, webHost.url, await createGame(request, webHost.url, five, 166), (s) => s.stop === 'before-roll' && !s.pending && s.triageArea.length === 4);
  crowded = await playThroughApi(request, webHost.url, crowded, (s) => s.stop === 'countdown' && !s.pending);
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.goto(`${webHost.url}?game=${crowded.id}`);
  await expect(page.getByTestId('done')).toBeVisible();
  expect(((await page.evaluate(RIGHT_COLUMN_HIDDEN)) as { out: string[] }).out).toEqual([]);
  const sign = page.getByTestId('column-more');
  await expect(sign).toHaveAttribute('data-more', 'below');
  const scrolled = () => page.locator('.right-scroll').evaluate((el) => el.scrollTop);
  /** Where the column comes to rest after a press (it scrolls smoothly). */
  const settled = async () => {
    let last = -1;
    await expect.poll(async () => (last === (last = await scrolled()))).toBe(true);
    return last;
  };
  for (let i = 0; i < 8 && (await sign.getAttribute('data-more')) === 'below'; i++) {
    const before = await scrolled();
    await sign.click();
    expect(await settled()).toBeGreaterThan(before);
  }
  await expect(sign).toHaveAttribute('data-more', 'above');
  await sign.click();
  expect(await settled()).toBe(0);
  await expect(sign).toHaveAttribute('data-more', 'below');
  // Every tray stays in view however far the column is scrolled: the trays are not in it.
  await sign.click();
  await settled();
  for (const tray of await page.locator('.trays .tray').all()) await expect(tray).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sign).toHaveCount(0);
});

/** The tip shown now: its box, whether it lies inside the window and the board's box, and the titles it covers. */
const TIP_FAULTS = String.raw`(() => {
  const tip = document.querySelector('[data-testid="place-tip"]');
  if (!tip) return ['no tip'];
  const t = tip.getBoundingClientRect();
  const fit = document.querySelector('[data-testid="flatline-fit"]').getBoundingClientRect();
  const out = [];
  if (t.left < 0 || t.top < 0 || t.right > innerWidth + 0.5 || t.bottom > innerHeight + 0.5) out.push('past the window');
  if (t.left < fit.left - 0.5 || t.top < fit.top - 0.5 || t.right > fit.right + 0.5 || t.bottom > fit.bottom + 0.5) out.push('past the board');
  const titles = '.patient header, [data-card] .name, [data-triage] .name, .stations h2, .station .number, .area h2';
  for (const title of document.querySelectorAll(titles)) {
    const r = title.getBoundingClientRect();
    if (r.width === 0) continue;
    const w = Math.min(r.right, t.right) - Math.max(r.left, t.left);
    const h = Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top);
    if (w > 1 && h > 1) out.push('over "' + title.textContent.trim().slice(0, 30) + '"');
  }
  return out.map((f) => tip.textContent + ': ' + f);
})()`;

test("a place's name never covers a card title nor passes an edge: arrowing through places and hovering a stat card's spaces, 1024×640 and 1920×1080", async ({ page, request, webHost }) => {
  test.setTimeout(90_000);
  let game = await createGame(request, webHost.url, SETUP, 11);
  game = await playThroughApi(request, webHost.url, game, (s) => s.round === 2 && s.stop === 'planning' && !s.pending);
  game = await act(request, webHost.url, game.id, { type: 'advance' });
  await page.setViewportSize({ width: 1024, height: 640 });
  await openInShellBox(page, game);
  for (const size of [{ width: 1024, height: 640 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await page.mouse.move(0, 0);
    await expect(page.locator('.trays [data-die]').first()).toBeVisible();
    // The keyboard: the first die picked by its key, then every one of its legal places in turn.
    await page.keyboard.press('1');
    const places = await page.locator('[data-place]').count();
    expect(places).toBeGreaterThan(3);
    await expect(page.locator('[data-place="1"]')).toBeFocused();
    for (let i = 0; i < places; i++) {
      await expect(page.getByTestId('place-tip')).toBeVisible();
      expect(await page.evaluate(TIP_FAULTS), `${size.width}: place ${i + 1}`).toEqual([]);
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Escape');
    // The pointer: every space of every stat and emergency card, and each patient's name line.
    const spots = page.locator('[data-card] [data-space], .patient .who, .patient .light');
    const n = await spots.count();
    expect(n).toBeGreaterThan(10);
    for (let i = 0; i < n; i++) {
      await spots.nth(i).hover();
      await expect(page.getByTestId('place-tip')).toBeVisible();
      expect(await page.evaluate(TIP_FAULTS), `${size.width}: hovering ${i + 1}`).toEqual([]);
    }
  }
});

/**
 * The right column's scrolling part, and each recharging station and stat card in it that is not
 * whole on screen or not the element at its own centre.
 */
const COLUMN_WHOLE = String.raw`(() => {
  const scroller = document.querySelector('.right-scroll');
  const out = [];
  for (const el of document.querySelectorAll('[data-station], .area.stat [data-card]')) {
    const name = el.getAttribute('data-station') !== null ? 'station ' + (+el.getAttribute('data-station') + 1) : el.getAttribute('data-card');
    const r = el.getBoundingClientRect();
    if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(name + ': past the window');
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !el.contains(hit)) out.push(name + ': not seen at its centre (' + (hit ? hit.className : 'none') + ')');
  }
  return { scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight, stations: document.querySelectorAll('[data-station]').length, stats: document.querySelectorAll('.area.stat [data-card]').length, out };
})()`;

// Mid-countdown (five dice placed by the bot), with stat cards dealt: the trays, both stations and
// the stat area fit whole from 1280×800 up, with two to five players (and at 1024×640 too).
// The seeds deal no stat card with two players, one with three and five, two with four.
for (const [players, seed, stats] of [[2, 11, 0], [3, 21, 1], [4, 33, 2], [5, 21, 1]] as const) {
  test(`the right column does not scroll mid-countdown with ${players} players: every station and stat card seen whole`, async ({ page, request, webHost }) => {
    test.setTimeout(90_000);
    const created = await createGame(request, webHost.url, tableOf(players), seed);
    const game = await playThroughApi(request, webHost.url, created, (s) => s.stop === 'countdown' && s.dice.filter((d) => d.at.kind === 'space').length >= 5);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openInShellBox(page, game);
    await expect(page.locator('.trays [data-die]').first()).toBeVisible();
    for (const { width, height } of ALL_SIZES) {
      await page.setViewportSize({ width, height });
      await expect(page.getByTestId('column-more'), `${players} players at ${width}×${height}: the sign`).toHaveCount(0);
      const seen = (await page.evaluate(COLUMN_WHOLE)) as { scrollHeight: number; clientHeight: number; stations: number; stats: number; out: string[] };
      expect(seen.stations).toBe(2);
      expect(seen.stats).toBe(stats);
      expect(seen.scrollHeight, `${players} players at ${width}×${height}: the column scrolls`).toBeLessThanOrEqual(seen.clientHeight);
      expect(seen.out, `${players} players at ${width}×${height}`).toEqual([]);
    }
  });
}
