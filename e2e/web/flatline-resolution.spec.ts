import { test, expect } from '../support/web-host';
import type { Page } from '@playwright/test';
import { flatlineSetupSchema, type FlatlineSetup } from '../../src/shared/flatline/setup';
import type { LogEntry } from '../../src/shared/flatline/log';
import { flatlineRules } from '../../src/main/engine/flatline';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { FlatlineState } from '../../src/shared/flatline/state';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import { spotOf } from '../../src/renderer/src/games/flatline/board/log-spots';
import { act, createGame } from './board-play';
import type { GameDetail } from '../../src/shared/games';

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

/** What the board should light, in order: each line's spot, a quiet line letting the light go. */
function expectedSequence(entries: readonly LogEntry[]): string[] {
  const out: string[] = [];
  let last: string | null = null;
  for (const e of entries) {
    const spot = spotOf(e) ?? null;
    if (spot !== last && spot !== null) out.push(spot);
    last = spot;
  }
  return out;
}

async function recordLights(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lit: string[] };
    w.__lit = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const value = (r.target as HTMLElement).getAttribute('data-lit');
        if (value) w.__lit.push(value);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lit'] });
  });
}

async function playRound(page: Page, request: Parameters<typeof createGame>[0], url: string, settings: Record<string, unknown>): Promise<string[]> {
  let game: GameDetail = await createGame(request, url, SETUP, PLAN.seed);
  game = await act(request, url, game.id, { type: 'advance' });
  for (const a of PLAN.placements) game = await act(request, url, game.id, a);
  await page.addInitScript((value) => localStorage.setItem('fuse-table.settings.v1', value), JSON.stringify({ language: 'en', volume: 0, muted: true, ...settings }));
  await recordLights(page);
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
  return page.evaluate(() => (window as unknown as { __lit: string[] }).__lit);
}

test('every automatic step of a round is lit on the board, in the order of the log', async ({ page, request, webHost }, testInfo) => {
  const expected = expectedSequence(PLAN.resolution);
  // The round's story touches the emergency area, the patients, the dial and the meter.
  expect(expected.some((s) => s.startsWith('line:'))).toBe(true);
  expect(expected.some((s) => s.startsWith('emergency:'))).toBe(true);
  expect(expected).toContain('dial');
  expect(expected).toContain('meter');
  const lit = await playRound(page, request, webHost.url, { reducedMotion: false, resolutionSpeed: 'fast' });
  await testInfo.attach('lit-spots.json', { body: JSON.stringify({ seed: PLAN.seed, expected, lit }, null, 1), contentType: 'application/json' });
  expect(lit).toEqual(expected);
});

test('with reduced motion the same steps are lit in the same order', async ({ page, request, webHost }) => {
  const lit = await playRound(page, request, webHost.url, { reducedMotion: true, resolutionSpeed: 'fast' });
  expect(lit).toEqual(expectedSequence(PLAN.resolution));
});

test('every step the engine takes by itself in three played rounds names a place on the board', () => {
  let s = flatlineRules.start(SETUP, PLAN.seed);
  for (let i = 0; i < 600 && s.outcome === 'in-progress' && s.round < 4; i++) s = apply(s, greedyAction(s));
  // Lines that are not about one place: the players' own moves and the round's bookkeeping.
  const quiet = new Set(['die-placed', 'countdown-started', 'countdown-ended', 'round-ended', 'game-set-up', 'decision-needed', 'decided', 'dice-rerolled', 'die-sacrificed', 'die-turned', 'effect-had-no-target', 'face-changes-granted', 'game-won', 'game-lost', 'green-triggers-blocked', 'bad-timing-no-red-light', 'step-guard-reached']);
  expect(s.log.filter((e) => !quiet.has(e.code) && spotOf(e) === undefined).map((e) => e.code)).toEqual([]);
});
