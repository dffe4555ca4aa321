import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import type { TriageCard } from '@shared/flatline/cards';
import { allTargets, targetComplete, usableTriageCards } from '@shared/flatline/rules/queries';
import { bestOnAverage, type SearchBudget } from '../../core/determinized-search';
import type { Ctx } from '../context';
import { playInPlace, playoutOf } from './playout';
import { carefulAction, firstMoveOn, isPlaceOn, startedTarget, wastedTriage } from './careful';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { targetValue } from './greedy';

/**
 * The strong player: a determinized (information-set) Monte Carlo search over the player view. At a
 * real choice it lists a few candidate actions (the careful policy's first), samples `samples` hidden
 * worlds consistent with the view (decks, future dice), plays each candidate out in each world with
 * the careful policy to the next round's planning, and takes the best on average. It never sees the
 * hidden state: it is given the view only.
 */

export const STRONG_BUDGET: SearchBudget = { samples: 8, seed: 1 };

/** Targets ranked by the reference value that the dice in hand can complete: their first moves. */
function targetMoves(v: FlatlineView, limit: number): FlatlineAction[] {
  const out: FlatlineAction[] = [];
  const ranked = allTargets(v)
    .map((t) => ({ t, value: targetValue(v, t) }))
    .filter(({ t, value }) => value >= 0 && !targetComplete(v, t))
    .sort((a, b) => b.value - a.value);
  for (const { t } of ranked) {
    if (out.length >= limit) break;
    const move = firstMoveOn(v, t);
    if (move) out.push(move);
  }
  return out;
}

/** The moves worth comparing here, the careful policy's own first; one means nothing to search. */
export function candidates(v: FlatlineView): FlatlineAction[] {
  const own = carefulAction(v);
  const list: FlatlineAction[] = [own];
  const add = (a: FlatlineAction) => {
    if (!list.some((b) => JSON.stringify(b) === JSON.stringify(a))) list.push(a);
  };
  if (v.pending) {
    for (const o of v.pending.options.slice(0, 6)) add({ type: 'decide', option: o.id });
    return list;
  }
  if (v.stop === 'countdown') {
    // A started target is finished without a second thought (its dice are committed).
    if (startedTarget(v)) return list;
    for (const move of targetMoves(v, 3)) if (!list.some((a) => a.type === 'place' && move.type === 'place' && isPlaceOn(a, move.target))) add(move);
    // Stopping only competes with a re-roll (a placement never costs anything).
    if (own.type === 'reroll' || own.type === 'use-triage') add({ type: 'done' });
    return list;
  }
  if (v.stop === null) return list;
  // A triage window: each card that would do something, or going on.
  for (const card of usableTriageCards(v)) if (!wastedTriage(v, card)) add({ type: 'use-triage', card: card as TriageCard });
  add({ type: 'advance' });
  return list;
}

/** Where a rollout stops: the planning of the round after `round`, so every line pays the same power and draws. */
const horizon = (s: FlatlineState, round: number): boolean => s.outcome !== 'in-progress' || (s.round > round && (s.stop === 'planning' || s.stop === 'countdown'));

/** What moves any state on when the policy's move is refused (as the simulator's fallback). */
const fallback = (s: FlatlineState): FlatlineAction =>
  s.pending ? { type: 'decide', option: s.pending.options[0]?.id ?? '' } : s.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };

/** Plays the careful policy in place to the planning of the round after `round` (or the game's end). */
export function rollout(ctx: Ctx, round: number, maxActions = 400): FlatlineState {
  for (let i = 0; i < maxActions && !horizon(ctx.s, round); i++) {
    if (!playInPlace(ctx, carefulAction(ctx.s)) && !playInPlace(ctx, fallback(ctx.s))) break;
  }
  return ctx.s;
}

/** The strong player's action for a view (deterministic given the budget's seed). */
export function strongAction(v: FlatlineView, budget: SearchBudget = STRONG_BUDGET): FlatlineAction {
  const list = candidates(v);
  const first = list[0] as FlatlineAction;
  if (list.length === 1) return first;
  return bestOnAverage(list, budget, (rng) => determinize(v, rng), (world, a) => {
    const ctx = playoutOf(world);
    return playInPlace(ctx, a) ? evaluate(rollout(ctx, v.round)) : -Infinity;
  }).best;
}
