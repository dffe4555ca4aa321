/**
 * Hints ("what would you do?"): the time from a state to its hint on the services' path (the
 * module's view, then its `advise` for one seat), at every point of whole games played by the
 * reference bots where a person could ask: each decision, the asking seat going round the table.
 * Figures per game and table size: hints timed, median, p95 and the slowest, in milliseconds of
 * wall time, and the p95 of the process's CPU time per hint (what the hint costs when other work
 * shares the cores: on a loaded machine the wall time mostly measures the wait).
 */
import { playGreedyGame } from '../../src/main/engine/flatline/bot/play';
import { flatlineModule } from '../../src/main/engine/flatline/index';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { PLAYER_COLOURS } from '../../src/shared/players';
import { greedyAction as flatlineGreedy } from '../../src/main/engine/flatline/bot/greedy';
import { playBotGame } from '../../src/main/engine/fuse-countdown/bot/play';
import { greedyAction as countdownGreedy } from '../../src/main/engine/fuse-countdown/bot/greedy';
import { setupFor as countdownSetup } from '../../src/main/engine/fuse-countdown/bot/simulate';
import { fuseCountdownModule } from '../../src/main/engine/fuse-countdown/index';
import type { AnyGameModule } from '../../src/main/engine/core/game-module';

export const name = 'hints';

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
};

interface Times {
  wall: number[];
  cpu: number[];
}

/** Times one hint as the services ask it: the view of the state, then the advice for one seat. */
function timed(module: AnyGameModule, state: unknown, seat: number, seed: number, into: Times): void {
  const cpu = process.cpuUsage();
  const t = performance.now();
  module.advice?.advise(module.view(state), [seat], seed);
  into.wall.push(performance.now() - t);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
}

function flatlineHints(players: number, seeds: number[]): Times {
  const times: Times = { wall: [], cpu: [] };
  const setup = flatlineSetupSchema.parse({ seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `P${i + 1}`, colour })), level: 'standard', timerSeconds: null });
  for (const seed of seeds) {
    playGreedyGame(setup, seed, 5000, (state, i) => {
      if (state.stop === 'countdown' || state.pending) timed(flatlineModule, state, i % players, seed * 31 + i, times);
      return flatlineGreedy(state);
    });
  }
  return times;
}

function countdownHints(players: number, seeds: number[]): Times {
  const times: Times = { wall: [], cpu: [] };
  for (const seed of seeds) {
    playBotGame(countdownSetup(players, 'expert'), seed, undefined, 20_000, (state, i) => {
      if (state.phase === 'distribute' || state.pending) timed(fuseCountdownModule, state, i % players, seed * 31 + i, times);
      return countdownGreedy(state);
    });
  }
  return times;
}

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  const put = (key: string, { wall, cpu }: Times) => {
    figures[`${key}_hints`] = wall.length;
    figures[`${key}_medianMs`] = quantile(wall, 0.5);
    figures[`${key}_p95Ms`] = quantile(wall, 0.95);
    figures[`${key}_maxMs`] = quantile(wall, 1);
    figures[`${key}_cpuP95Ms`] = quantile(cpu, 0.95);
  };
  flatlineHints(3, [1]); // JIT warm-up
  for (const players of [2, 3, 5]) put(`flatline_${players}p`, flatlineHints(players, [2001, 2002]));
  for (const players of [2, 3, 4]) put(`countdown_${players}p_expert`, countdownHints(players, [2001]));
  return figures;
}
