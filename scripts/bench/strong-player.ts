/**
 * The strong players' decision time (FLATLINE and FUSE: Countdown): whole games played by the strong
 * player at its default budget (STRONG_BUDGET in each game's bot/strong.ts), every decision timed from the view to the action. Figures: median and
 * p95 per decision over all decisions, and over the ones that searched (more than one candidate).
 */
import { playGreedyGame } from '../../src/main/engine/flatline/bot/play';
import { candidates, STRONG_BUDGET, strongAction } from '../../src/main/engine/flatline/bot/strong';
import { flatlineModule } from '../../src/main/engine/flatline/index';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import { PLAYER_COLOURS } from '../../src/shared/players';
import { playBotGame } from '../../src/main/engine/fuse-countdown/bot/play';
import { setupFor as countdownSetup } from '../../src/main/engine/fuse-countdown/bot/simulate';
import { candidates as countdownCandidates, STRONG_BUDGET as COUNTDOWN_BUDGET, strongAction as countdownStrongAction } from '../../src/main/engine/fuse-countdown/bot/strong';
import { determinize as countdownWorld } from '../../src/main/engine/fuse-countdown/bot/determinize';
import { fuseCountdownModule } from '../../src/main/engine/fuse-countdown/index';
import { restoreRng, seedRng } from '../../src/main/engine/core/random';

import type { AnyGameModule } from '../../src/main/engine/core/game-module';

export const name = 'strong-player';

const setupFor = (players: number) =>
  flatlineSetupSchema.parse({
    seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `Bot ${i + 1}`, colour })),
    level: 'standard',
    timerSeconds: null,
  });

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
};

function flatlineDecisions(players: number, seeds: number[]): { all: number[]; searched: number[] } {
  const all: number[] = [];
  const searched: number[] = [];
  for (const seed of seeds) {
    playGreedyGame(setupFor(players), seed, 5000, (state, i) => {
      const view = flatlineModule.view(state);
      const t = performance.now();
      const action = strongAction(view, { ...STRONG_BUDGET, seed: seed * 7919 + i });
      const ms = performance.now() - t;
      all.push(ms);
      if (candidates(view).length > 1) searched.push(ms);
      return action;
    });
  }
  return { all, searched };
}

function countdownDecisions(players: number, seeds: number[]): { all: number[]; searched: number[] } {
  const all: number[] = [];
  const searched: number[] = [];
  for (const seed of seeds) {
    playBotGame(countdownSetup(players, 'expert'), seed, undefined, 20_000, (state, i) => {
      const view = fuseCountdownModule.view(state);
      const t = performance.now();
      const action = countdownStrongAction(view, { ...COUNTDOWN_BUDGET, seed: seed * 7919 + i });
      const ms = performance.now() - t;
      all.push(ms);
      if (countdownCandidates(countdownWorld(view, restoreRng(seedRng((seed * 7919 + i) ^ 0x5eed)))).length > 1) searched.push(ms);
      return action;
    });
  }
  return { all, searched };
}

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = {};
  flatlineDecisions(3, [1]); // JIT warm-up
  for (const players of [2, 3, 5]) {
    const { all, searched } = flatlineDecisions(players, [2001, 2002]);
    figures[`flatline_${players}p_decisions`] = all.length;
    figures[`flatline_${players}p_medianMs`] = quantile(all, 0.5);
    figures[`flatline_${players}p_p95Ms`] = quantile(all, 0.95);
    figures[`flatline_${players}p_searchedMedianMs`] = quantile(searched, 0.5);
    figures[`flatline_${players}p_searchedP95Ms`] = quantile(searched, 0.95);
  }
  for (const players of [1, 2, 3, 4]) {
    const { all, searched } = countdownDecisions(players, [2001]);
    figures[`countdown_${players}p_expert_decisions`] = all.length;
    figures[`countdown_${players}p_expert_medianMs`] = quantile(all, 0.5);
    figures[`countdown_${players}p_expert_p95Ms`] = quantile(all, 0.95);
    // A lone player gets the reference bot's moves: nothing is searched.
    if (players === 1) continue;
    figures[`countdown_${players}p_expert_searchedMedianMs`] = quantile(searched, 0.5);
    figures[`countdown_${players}p_expert_searchedP95Ms`] = quantile(searched, 0.95);
  }
  // Bot seats (docs/bots.md): a table of bots, each deciding for its own seat from the view; four
  // seats, and FUSE: Countdown's two (whose search looks three turns ahead).
  for (const [table, module, setup] of [
    ['flatline_bot_seats_4p', flatlineModule, setupFor(4)],
    ['countdown_bot_seats_4p', fuseCountdownModule, countdownSetup(4, 'expert')],
    ['countdown_bot_seats_2p', fuseCountdownModule, countdownSetup(2, 'expert')],
  ] as const) {
    const times = botSeatDecisions(module as AnyGameModule, setup, [2001, 2002]);
    figures[`${table}_decisions`] = times.length;
    figures[`${table}_medianMs`] = quantile(times, 0.5);
    figures[`${table}_p95Ms`] = quantile(times, 0.95);
  }
  return figures;
}

/** Every seat a bot (the first also the table's): each decision timed, from the view to the action. */
function botSeatDecisions(module: AnyGameModule, setup: unknown, seeds: number[], maxDecisions = 400): number[] {
  const times: number[] = [];
  const bot = module.bots!.seat;
  for (const seed of seeds) {
    let s = module.start(setup, seed);
    for (let i = 0; i < maxDecisions && module.status(s) === 'in-progress'; i++) {
      const v = module.view(s);
      const seat = [0, 1, 2, 3].find((n) => bot.next(v, n, n === 0) !== null);
      if (seat === undefined) break;
      const t = performance.now();
      const action = bot.act(v, seat, seat === 0, seed * 7919 + i);
      times.push(performance.now() - t);
      const r = action === null ? null : module.apply(s, action);
      if (!r?.ok) break;
      s = r.state;
    }
  }
  return times;
}
