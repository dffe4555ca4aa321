import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { flatlineSetupSchema, type FlatlineSetup } from '../../src/shared/flatline/setup';
import type { LogEntry } from '../../src/shared/flatline/log';
import { flatlineRules } from '../../src/main/engine/flatline';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import { act, createGame } from './board-play';
import type { GameDetailOf } from '../../src/shared/games';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The resolution happens on the board: after Done, each automatic step (emergency slots activated,
// lines cleared, lights firing, recharging, the dial turning, power lost, cards revealed, the
// emergency dice) lights the place it concerns, one after another, in the log's order. The board
// publishes the lit spot in data-lit; a MutationObserver records every change.

const SETUP = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
  ],
  level: 'standard',
  timerSeconds: null,
});

function apply(s: FlatlineState, action: FlatlineAction): FlatlineState {
  const r = flatlineRules.apply(s, action);
  if (!r.ok) throw new Error(`${action.type}: ${r.refusal.code}`);
  return r.state;
}

/** A seed whose first countdown, played by the greedy bot, resolves into round 2 with no question asked on the way. */
function findSeed(setup: FlatlineSetup): { seed: number; placements: FlatlineAction[]; resolution: LogEntry[] } {
  for (let seed = 1; seed < 300; seed++) {
    const start = flatlineRules.start(setup, seed);
    if (start.stop !== 'planning' || start.pending) continue;
    let s = apply(start, { type: 'advance' });
    const placements: FlatlineAction[] = [];
    for (let i = 0; i < 40 && s.stop === 'countdown'; i++) {
      const a = greedyAction(s);
      if (a.type !== 'place') break;
      s = apply(s, a);
      placements.push(a);
    }
    if (s.stop !== 'countdown' || placements.length < 3) continue;
    const before = s.log.length;
    const after = apply(s, { type: 'done' });
    const resolution = after.log.slice(before);
    const codes = new Set(resolution.map((e) => e.code));
    if (after.round === 2 && after.stop === 'planning' && !after.pending && codes.has('line-cleared') && codes.has('dial-turned') && codes.has('slot-activated'))
      return { seed, placements, resolution };
  }
  throw new Error('No seed resolves its first round without a question; widen the range.');
}

const PLAN = findSeed(SETUP);

/** What the board should light, in order: each line's spot, a quiet line ('') letting the light go. */
function expectedSequence(spots: readonly string[]): string[] {
  const out: string[] = [];
  let last = '';
  for (const spot of spots) {
    if (spot !== last && spot !== '') out.push(spot);
    last = spot;
  }
  return out;
}

// Runs in the page before the app: every value the board's data-lit takes, in order.
const RECORD_LIGHTS = `
  window.__lit = [];
  new MutationObserver((records) => {
    for (const r of records) {
      const value = r.target.getAttribute('data-lit');
      if (value) window.__lit.push(value);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lit'] });
`;

interface Played {
  lit: string[];
  /** The spot each line of the resolution points at, as the board's own log says ('' for none). */
  logged: string[];
  codes: string[];
}

async function playRound(page: Page, request: Parameters<typeof createGame>[0], url: string, settings: Record<string, unknown>): Promise<Played> {
  let game: GameDetail = await createGame(request, url, SETUP, PLAN.seed);
  game = await act(request, url, game.id, { type: 'advance' });
  for (const a of PLAN.placements) game = await act(request, url, game.id, a);
  const stored = JSON.stringify({ language: 'en', volume: 0, muted: true, ...settings });
  await page.addInitScript({ content: `localStorage.setItem('fuse-table.settings.v1', ${JSON.stringify(stored)});` });
  await page.addInitScript({ content: RECORD_LIGHTS });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${game.title}` }).click();
  const board = page.getByTestId('flatline-board');
  await expect(board).toHaveAttribute('data-stop', 'countdown');
  await page.getByTestId('done').click({ delay: 1000 });
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(board).toHaveAttribute('data-round', '2', { timeout: 20_000 });
  await expect(page.getByTestId('replay')).toHaveCount(0, { timeout: 40_000 });
  await expect(board).toHaveAttribute('data-lit', '', { timeout: 5_000 });
  const lit = (await page.evaluate('window.__lit')) as string[];
  const all = await page.getByTestId('log').locator('li').evaluateAll((els) => els.map((el) => el.getAttribute('data-spot-ref') ?? ''));
  const logged = all.slice(all.length - PLAN.resolution.length);
  return { lit, logged, codes: PLAN.resolution.map((e) => e.code) };
}

test('every automatic step of a round is lit on the board, in the order of the log', async ({ page, request, webHost }, testInfo) => {
  const played = await playRound(page, request, webHost.url, { reducedMotion: false, resolutionSpeed: 'fast' });
  const expected = expectedSequence(played.logged);
  await testInfo.attach('lit-spots.json', { body: JSON.stringify({ seed: PLAN.seed, ...played, expected }, null, 1), contentType: 'application/json' });
  // The round's story touches the emergency area, the patients, the dial and the meter, and every
  // automatic step points somewhere: only the players' and the round's own lines point nowhere.
  expect(expected.some((s) => s.startsWith('line:'))).toBe(true);
  expect(expected.some((s) => s.startsWith('emergency:'))).toBe(true);
  expect(expected).toContain('dial');
  expect(expected).toContain('meter');
  const quiet = new Set(['countdown-ended', 'round-ended', 'decision-needed', 'effect-had-no-target', 'green-triggers-blocked', 'bad-timing-no-red-light']);
  expect(played.codes.filter((code, i) => played.logged[i] === '' && !quiet.has(code))).toEqual([]);
  expect(played.lit).toEqual(expected);
});

test('with reduced motion the same steps are lit in the same order', async ({ page, request, webHost }) => {
  const played = await playRound(page, request, webHost.url, { reducedMotion: true, resolutionSpeed: 'fast' });
  expect(played.lit).toEqual(expectedSequence(played.logged));
  expect(played.lit.length).toBeGreaterThan(8);
});
