import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { cardById } from '@shared/fuse-countdown/data';
import { legalCells, type Placement } from '@shared/fuse-countdown/rules/queries';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { bestOnAverage, type SearchBudget } from '../../core/determinized-search';
import { restoreRng, seedRng } from '../../core/random';
import type { Ctx } from '../context';
import { playInPlace, playoutOf } from './playout';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { bestMatching, greedyAction } from './greedy';
import { placementScore } from './placement-score';
import { modelAtPace, PACE_RANGE_MS } from './time-model';

/**
 * The strong player: a determinized (information-set) Monte Carlo search over the player view. At a
 * real choice (which die goes where, which bomb to take from the row, which die a fuse card takes) it
 * lists a few candidates (the reference bot's first), samples `samples` worlds consistent with the
 * view (the bag's dice, the decks' order, future rolls), plays each candidate out in each world with
 * the reference bot against the time model until the next turn's roll, and takes the best on
 * average. It never sees the hidden state: it is given the view only.
 */

export const STRONG_BUDGET: SearchBudget = { samples: 8, seed: 1 };

/**
 * How far a rollout looks (turns after this one), how many candidates a choice compares, and whether
 * a lone player searches (`alone`; measured worse than the reference's choices, see strongAction).
 */
export const SEARCH_SHAPE = { turns: 1, width: 4, alone: false };

/**
 * Tables that search with another shape. Two players (four dice a turn, two each, early defusal) gain
 * from three turns' reach and six candidates; three and four players lost by it (tuning seeds 1–30,
 * docs/fuse-countdown-balance.md, round 4).
 */
export const SEARCH_SHAPES: Partial<Record<number, { turns: number; width: number }>> = { 2: { turns: 3, width: 6 } };

/** The search's reach and width at a table of this many players. */
export const shapeFor = (players: number): { turns: number; width: number } => SEARCH_SHAPES[players] ?? SEARCH_SHAPE;

/** The strong player does not know the table's pace: it plans at the middle of the range. */
export const PLAN_MODEL = modelAtPace((PACE_RANGE_MS.min + PACE_RANGE_MS.max) / 2);

const needOf = (s: FuseCountdownState, seat: number) => Math.max(0, (s.quotas[seat] ?? 0) - (s.seats[seat]?.taken ?? 0));

/**
 * Placements that keep the most dice takeable for the team (the must-take rule), best-scoring first:
 * the team's seats still short of their quota, or (`seats`) these seats while they have room for a die.
 */
export function keptPlacements(s: FuseCountdownState, seats?: readonly number[]): Placement[] {
  const best = bestMatching(s);
  const takers = seats
    ? seats.filter((seat) => (s.seats[seat]?.taken ?? 0) < (s.maxTake[seat] ?? 0))
    : s.seats.map((_, seat) => seat).filter((seat) => needOf(s, seat) > 0);
  return takers
    .flatMap((seat) => s.rolled.flatMap((r) => legalCells(s, seat, r.die)))
    .map((p) => ({ p, score: placementScore(s, p) }))
    .sort((a, b) => b.score - a.score)
    .map(({ p }) => p)
    .filter((p) => {
      const rest = s.rolled.filter((r) => r.die !== p.die);
      const after = { ...s, seats: s.seats.map((st, i) => (i === p.seat ? { ...st, taken: st.taken + 1 } : st)) };
      return bestMatching(after, rest) >= best - 1;
    });
}

/** The moves worth comparing in this world, the reference bot's own first; one means nothing to search. */
export function candidates(s: FuseCountdownState, width = shapeFor(s.players).width): FuseCountdownAction[] {
  const own = greedyAction(s);
  const list: FuseCountdownAction[] = [own];
  const add = (a: FuseCountdownAction) => {
    if (list.length < width && !list.some((b) => JSON.stringify(b) === JSON.stringify(a))) list.push(a);
  };
  const p = s.pending;
  if (p && (p.kind === 'replacement' || p.kind === 'return-die')) {
    for (const option of p.options) add({ type: 'decide', seat: p.seat, option });
    return list;
  }
  if (!p && s.phase === 'distribute' && own.type === 'place') {
    const kept = keptPlacements(s);
    // The die that brings a card nearest to defused (dice left after it), then the reference's favourites.
    const left = (pl: Placement) => {
      const c = [...(s.seats[pl.seat]?.bombs ?? []), ...(s.seats[pl.seat]?.sparks ?? [])].find((x) => x.card === pl.card);
      return (cardById(pl.card)?.cells.length ?? 0) - (c?.dice.length ?? 0) - 1;
    };
    const nearest = [...kept].sort((a, b) => left(a) - left(b))[0];
    if (nearest) add({ type: 'place', ...nearest });
    for (const pl of kept) add({ type: 'place', ...pl });
  }
  return list;
}

/** Plays the reference bot from here to the roll `turns` turns after `turn` (or the game's end). */
export function rollout(ctx: Ctx, turn: number, turns = shapeFor(ctx.s.players).turns, maxActions = 400): FuseCountdownState {
  const end = turn + turns;
  for (let i = 0; i < maxActions && !ctx.s.outcome && !(ctx.s.turn > end || (ctx.s.turn === end && ctx.s.phase === 'roll')); i++) {
    if (!playInPlace(ctx, greedyAction(ctx.s), PLAN_MODEL)) break;
  }
  return ctx.s;
}

/** The strong player's action for a view (deterministic given the budget's seed). */
export function strongAction(v: FuseCountdownView, budget: SearchBudget = STRONG_BUDGET): FuseCountdownAction {
  // Candidates come from one world drawn from the view and the seed alone (the reference bot reads
  // the bag only to name a colour, which no candidate list here depends on).
  const world = determinize(v, restoreRng(seedRng(budget.seed ^ 0x5eed)));
  // Solitaire: the search measured worse than the reference bot's own choices on the tuning seeds
  // (one player Expert, seeds 1–30: 43.3 % against 53.3 %), so a lone player gets those.
  if (v.players === 1 && !SEARCH_SHAPE.alone) return greedyAction(world);
  const list = candidates(world);
  const first = list[0] as FuseCountdownAction;
  if (list.length === 1) return first;
  return bestOnAverage(list, budget, (rng) => determinize(v, rng), playedOut(v.turn)).best;
}

/** A candidate's value in a sampled world: played there, then the rollout's end evaluated (a refused one never wins). */
export const playedOut =
  (turn: number) =>
  (world: FuseCountdownState, a: FuseCountdownAction): number => {
    const ctx = playoutOf(world);
    return playInPlace(ctx, a, PLAN_MODEL) ? evaluate(rollout(ctx, turn)) : -Infinity;
  };
