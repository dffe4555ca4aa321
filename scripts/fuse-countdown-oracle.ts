/**
 * A bench-only study of FUSE: Countdown's strong player (docs/fuse-countdown-balance.md, "The
 * ceiling"): `npx tsx scripts/fuse-countdown-oracle.ts [--games N] [--seed K] [--players 2,3]
 * [--levels expert,elite] [--player reference,strong,oracle] [--turns T] [--width W] [--fair] [--samples S] [--alone]` plays N seeded games of each setting
 * untimed and prints, per player, the win rate on the setting's fitted clock (a game won within the
 * fitted limit) and the mean time to save (a loss counted as 1,200 s).
 *
 * `oracle` is the strong player's own search (the same candidates, rollouts and evaluation) given the
 * TRUE state instead of sampled worlds: the bag, the decks and the generator (so every future draw and
 * roll) as they are; `--turns` and `--width` widen its rollouts and candidate lists (`--fair`: the strong player's too, at every table size). It cheats; it exists to measure how far this search could go with perfect
 * information. The shipped player and the hints never use it: it lives in this script only.
 */
import type { FuseCountdownAction } from '../src/shared/fuse-countdown/actions';
import { fittedClockMinutes } from '../src/shared/fuse-countdown/fitted-clock';
import type { CountdownLevel } from '../src/shared/fuse-countdown/setup';
import type { FuseCountdownState } from '../src/shared/fuse-countdown/state';
import { bestOnAverage } from '../src/main/engine/core/determinized-search';
import { evaluate } from '../src/main/engine/fuse-countdown/bot/evaluate';
import { playBotGame, type TablePlayer } from '../src/main/engine/fuse-countdown/bot/play';
import { playInPlace, playoutOf } from '../src/main/engine/fuse-countdown/bot/playout';
import { setupFor } from '../src/main/engine/fuse-countdown/bot/simulate';
import { candidates, PLAN_MODEL, rollout, SEARCH_SHAPE, SEARCH_SHAPES, shapeFor, STRONG_BUDGET } from '../src/main/engine/fuse-countdown/bot/strong';
import { strongPlayer } from '../src/main/engine/fuse-countdown/bot/strong-player';

/** The search on the true state: one world, the real one (its generator included, so it is exact). */
function oracleAction(s: FuseCountdownState, turns = shapeFor(s.players).turns, width = shapeFor(s.players).width): FuseCountdownAction {
  const list = candidates(s, width);
  const first = list[0] as FuseCountdownAction;
  if (list.length === 1) return first;
  const world: FuseCountdownState = { ...s, log: [] };
  return bestOnAverage(list, { samples: 1, seed: 1 }, () => world, (w, a) => {
    const ctx = playoutOf(w);
    return playInPlace(ctx, a, PLAN_MODEL) ? evaluate(rollout(ctx, s.turn, turns)) : -Infinity;
  }).best;
}

type Who = 'reference' | 'strong' | 'oracle';
const tablePlayer = (who: Who, seed: number): TablePlayer | undefined =>
  who === 'strong' ? strongPlayer(seed) : who === 'oracle' ? (s) => oracleAction(s, oracleTurns, oracleWidth) : undefined;

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

// Without --turns / --width the oracle searches with the shipped player's shape for the table.
const oracleTurns = process.argv.includes('--turns') ? Number(arg('turns', '1')) : undefined;
const oracleWidth = process.argv.includes('--width') ? Number(arg('width', '4')) : undefined;
// `--fair`: the strong player (fair, sampled worlds) searches with the same reach and width too.
if (process.argv.includes('--fair')) {
  Object.assign(SEARCH_SHAPE, { turns: oracleTurns ?? SEARCH_SHAPE.turns, width: oracleWidth ?? SEARCH_SHAPE.width });
  for (const players of Object.keys(SEARCH_SHAPES)) delete SEARCH_SHAPES[Number(players)];
}
// `--alone`: a lone strong player searches too (shipped: it plays the reference's choices).
if (process.argv.includes('--alone')) SEARCH_SHAPE.alone = true;
// `--samples N`: the worlds the strong player samples a decision.
Object.assign(STRONG_BUDGET, { samples: Number(arg('samples', String(STRONG_BUDGET.samples))) });
const games = Number(arg('games', '30'));
const seed = Number(arg('seed', '1'));
const playersList = arg('players', '1,2,3,4').split(',').map(Number);
const levels = arg('levels', 'expert,elite').split(',') as CountdownLevel[];
const whos = arg('player', 'reference,oracle').split(',') as Who[];
const totals = new Map<Who, { wins: number; games: number }>();
for (const players of playersList) {
  for (const level of levels) {
    const setup = setupFor(players, level, null, 'dealt', 'untimed');
    const limitMs = fittedClockMinutes(players, level) * 60_000;
    const cells: string[] = [];
    for (const who of whos) {
      let wins = 0;
      let seconds = 0;
      const t0 = Date.now();
      for (let g = 0; g < games; g++) {
        const { state } = playBotGame(setup, seed + g, undefined, 20_000, tablePlayer(who, seed + g));
        const saved = state.outcome?.status === 'won' && state.clock.elapsedMs <= limitMs;
        if (saved) wins++;
        seconds += state.outcome?.status === 'won' ? state.clock.elapsedMs / 1000 : 1200;
      }
      const total = totals.get(who) ?? { wins: 0, games: 0 };
      totals.set(who, { wins: total.wins + wins, games: total.games + games });
      cells.push(`${who} ${((100 * wins) / games).toFixed(1)} % (${(seconds / games).toFixed(0)} s, ${((Date.now() - t0) / 1000).toFixed(0)} s run)`);
    }
    console.log(`${players}p ${level}: ${cells.join(' | ')}`);
  }
}
console.log(`all: ${whos.map((w) => `${w} ${((100 * (totals.get(w)?.wins ?? 0)) / (totals.get(w)?.games ?? 1)).toFixed(1)} %`).join(' | ')}`);
