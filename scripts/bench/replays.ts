/**
 * Step-through replays (docs/replays.md): a 400-action game of each game (a bot-played game's first
 * 400 actions, FUSE: Countdown's clock ticks among them), its replay opened once, then steps asked on
 * the services' path (the payload checked against the API's schema, the step worked out, the reply
 * turned to JSON as a transport sends it): a jump to a random step, and the unchanged step asked
 * again (the same work as drawing a step that did not change, without the engine's), median and p95
 * in ms of wall time each, and the p95 of a jump beyond the unchanged step's (goal: within one frame,
 * 16.7 ms). Also the opening of the replay (its whole log applied once).
 */
import { apiInputSchemas } from '../../src/shared/api';
import type { ReplayLog, ReplaySource } from '../../src/shared/replays';
import { GAME_MODULES } from '../../src/main/engine/registry';
import { ReplayService } from '../../src/main/services/replays/replay-service';
import { playGreedyGame } from '../../src/main/engine/flatline/bot/play';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { PLAYER_COLOURS } from '../../src/shared/players';
import { playBotGame } from '../../src/main/engine/fuse-countdown/bot/play';
import { setupFor } from '../../src/main/engine/fuse-countdown/bot/simulate';

export const name = 'replays';

const ACTIONS = 400;
const JUMPS = 400;
const AT = '2026-11-22T09:00:00.000Z';
const SOURCE: ReplaySource = { kind: 'game', gameId: '00000000-0000-4000-8000-000000000001' };

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
};

function logOf(kind: string, setup: unknown, seed: number, actions: readonly unknown[]): ReplayLog {
  return { kind, title: 'bench', setup, seed, status: 'in-progress', round: 0, finishedAt: null, actions: actions.slice(0, ACTIONS).map((action, i) => ({ seq: i + 1, action, at: AT })) };
}

/**
 * FLATLINE: the longest of twenty seeded five-player bot games (the reference bot's games end in
 * about 200 to 320 actions: none reaches 400, so this is the longest it plays).
 */
function flatlineLog(): ReplayLog {
  const setup = flatlineSetupSchema.parse({ seats: PLAYER_COLOURS.slice(0, 5).map((colour, i) => ({ name: `P${i + 1}`, colour })), level: 'standard', timerSeconds: null });
  let longest: { seed: number; actions: unknown[] } = { seed: 0, actions: [] };
  for (let seed = 1; seed <= 20; seed++) {
    const { actions } = playGreedyGame(setup, seed);
    if (actions.length > longest.actions.length) longest = { seed, actions };
  }
  return logOf('flatline', setup, longest.seed, longest.actions);
}
/** FUSE: Countdown: the first of a few seeded four-player Heroic bot games of at least 400 actions (ticks included), its first 400. */
function countdownLog(): ReplayLog {
  const setup = setupFor(4, 'heroic', 10);
  for (let seed = 1; seed <= 50; seed++) {
    const { actions } = playBotGame(setup, seed);
    if (actions.length >= ACTIONS) return logOf('fuse-countdown', setup, seed, actions);
  }
  throw new Error('no FUSE: Countdown bot game of 400 actions in seeds 1-50');
}

/** One step on the services' path: payload check, the step, its JSON; its wall time in ms. */
function ask(replays: ReplayService, step: number): number {
  const t = performance.now();
  const input = apiInputSchemas.replayStep.parse({ source: SOURCE, step });
  JSON.stringify(replays.step(input.source, input.step));
  return performance.now() - t;
}

function figures(label: string, log: ReplayLog): Record<string, number | string> {
  const replays = new ReplayService({ modules: GAME_MODULES, load: () => log });
  const t = performance.now();
  const { steps } = replays.open(SOURCE);
  const openMs = performance.now() - t;
  let x = 12345;
  const random = () => (x = (x * 1103515245 + 12345) >>> 0) % steps;
  const jumps: number[] = [];
  const unchanged: number[] = [];
  for (let i = 0; i < JUMPS; i++) {
    const step = random();
    jumps.push(ask(replays, step));
    // The step just shown, asked again: what drawing an unchanged step costs the services.
    unchanged.push(ask(replays, step));
  }
  const p95 = quantile(jumps, 0.95);
  const same = quantile(unchanged, 0.95);
  return {
    [`${label}: actions, steps`]: `${log.actions.length}, ${steps}`,
    [`${label}: open the replay (ms)`]: Number(openMs.toFixed(1)),
    [`${label}: jump to a random step, median (ms)`]: quantile(jumps, 0.5),
    [`${label}: jump to a random step, p95 (ms)`]: p95,
    [`${label}: unchanged step, median (ms)`]: quantile(unchanged, 0.5),
    [`${label}: unchanged step, p95 (ms)`]: same,
    [`${label}: jump p95 beyond the unchanged step's (ms; goal ≤ 16.7)`]: Number((p95 - same).toFixed(2)),
  };
}

export async function run(): Promise<Record<string, number | string>> {
  return { ...figures('FLATLINE', flatlineLog()), ...figures('FUSE: Countdown', countdownLog()) };
}
