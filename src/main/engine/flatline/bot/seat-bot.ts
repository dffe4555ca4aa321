import type { FlatlineAction } from '@shared/flatline/actions';
import type { DieState, TargetRef } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import { allTargets, targetComplete } from '@shared/flatline/rules/queries';
import { sameTarget } from '@shared/flatline/rules/components';
import { bestOnAverage, type SearchBudget } from '../../core/determinized-search';
import type { BotStep, SeatBot } from '../../core/game-module';
import { completeWith } from './assignment';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { targetValue } from './greedy';
import { playInPlace, playoutOf } from './playout';
import { rollout, strongAction } from './strong';

/**
 * FLATLINE's bot seat: the strong player's search, but for one seat's dice. During the countdown it
 * plans with the whole table's dice (its teammates are expected to play along, and it plans again
 * after each of their moves) and places one of its own dice from the best plan; when none of its
 * dice fits a plan it re-rolls them or says its seat is done. Table acts (starting the countdown,
 * decisions, triage cards) are its only when every seat is a bot (`table`).
 */

/** Worlds sampled per decision: fewer than the strong player's 8, so a bot's turn stays short on the host. */
export const SEAT_BOT_SAMPLES = 5;

/** Places compared per decision. */
const WIDTH = 3;

const inTray = (v: FlatlineView, seat?: number): DieState[] =>
  v.dice.filter((d) => d.at.kind === 'tray' && d.face !== null && (seat === undefined || d.seat === seat));

/** Targets worth working on, those with dice already on them first, then by the reference value. */
function targetsInOrder(v: FlatlineView): TargetRef[] {
  const started: TargetRef[] = [];
  for (const d of v.dice) if (d.at.kind === 'space' && !started.some((t) => d.at.kind === 'space' && sameTarget(t, d.at.target))) started.push(d.at.target);
  const ranked = allTargets(v)
    .map((t) => ({ t, value: targetValue(v, t) }))
    .filter(({ t, value }) => value >= 0 && !started.some((s) => sameTarget(s, t)))
    .sort((a, b) => b.value - a.value)
    .map(({ t }) => t);
  return [...started, ...ranked].filter((t) => !targetComplete(v, t));
}

/** The seat's placements worth comparing: in each plan the table's dice complete, the move of one of this seat's dice. */
export function seatPlacements(v: FlatlineView, seat: number, width = WIDTH): FlatlineAction[] {
  const pool = inTray(v);
  const out: FlatlineAction[] = [];
  for (const t of targetsInOrder(v)) {
    if (out.length >= width) break;
    const move = completeWith(v, t, pool)?.moves.find((m) => pool.some((d) => d.id === m.die && d.seat === seat));
    if (move) out.push({ type: 'place', die: move.die, target: t, space: move.space });
  }
  return out;
}

/** No plan wants this seat's dice: roll them again if the seat may, else the seat is done. */
function rerollOrDone(v: FlatlineView, seat: number): FlatlineAction {
  const mine = inTray(v, seat);
  if ((v.effects.freeRerolls[seat] ?? 0) > 0 && mine.length > 0) return { type: 'reroll', seat, dice: mine.map((d) => d.id) };
  const [sacrifice, ...rest] = mine;
  if (sacrifice && rest.length > 0 && !v.locks.reroll && v.rerollTrack.includes(null)) {
    return { type: 'reroll', seat, dice: rest.map((d) => d.id), sacrifice: sacrifice.id };
  }
  return { type: 'done', seat };
}

const inCountdown = (v: FlatlineView): boolean => v.outcome === 'in-progress' && v.stop === 'countdown' && !v.pending;

/**
 * The dice of the seat's latest roll this round when it has put none down since: what a person
 * would look over before the first die (0 once the seat has placed one after that roll).
 */
export function freshDice(v: FlatlineView, seat: number): number {
  for (let i = v.log.length - 1; i >= 0; i--) {
    const e = v.log[i]!;
    if (e.round !== v.round) return 0;
    if (Number(e.params.seat) !== seat) continue;
    if (e.code === 'die-placed') return 0;
    if (e.code === 'medic-dice-rolled' || e.code === 'dice-rerolled') return String(e.params.faces).split(',').filter(Boolean).length;
  }
  return 0;
}

/** The seat still holds dice of its own to play in this countdown (it has not said it is done). */
const playing = (v: FlatlineView, seat: number): boolean => !(v.countdown.ready ?? []).includes(seat) && inTray(v, seat).length > 0;

/** The table's acts outside the countdown (start, decisions, going on) are the seat's only when it acts for the table. */
const tableWaits = (v: FlatlineView, table: boolean): boolean => table && (v.pending !== null || v.stop !== null);

/** What the seat means to do now, as `seatAction` would choose it (no search: which kind of act, and what it reads first). */
export function seatNext(v: FlatlineView, seat: number, table: boolean): BotStep | null {
  if (v.outcome !== 'in-progress') return null;
  if (!inCountdown(v)) return tableWaits(v, table) ? { act: 'answer' } : null;
  if (!playing(v, seat)) return null;
  const look = freshDice(v, seat);
  if (seatPlacements(v, seat, 1).length > 0) return { act: 'place', look };
  return { act: rerollOrDone(v, seat).type === 'reroll' ? 'reroll' : 'done', look };
}

/** The seat's next action (deterministic given the seed); null when it has nothing to do. */
export function seatAction(v: FlatlineView, seat: number, table: boolean, seed: number, samples = SEAT_BOT_SAMPLES): FlatlineAction | null {
  if (v.outcome !== 'in-progress') return null;
  const budget: SearchBudget = { samples, seed };
  if (!inCountdown(v)) return tableWaits(v, table) ? strongAction(v, budget) : null;
  if (!playing(v, seat)) return null;
  const places = seatPlacements(v, seat);
  if (places.length === 0) return rerollOrDone(v, seat);
  return bestOnAverage(places, budget, (rng) => determinize(v, rng), (world, a) => {
    const ctx = playoutOf(world);
    return playInPlace(ctx, a) ? evaluate(rollout(ctx, v.round)) : -Infinity;
  }).best;
}

export const flatlineSeatBot: SeatBot<FlatlineView, FlatlineAction> = {
  next: seatNext,
  act: (v, seat, table, seed) => seatAction(v, seat, table, seed),
};
