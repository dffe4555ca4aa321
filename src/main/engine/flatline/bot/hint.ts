import type { Advice, AdviceReason } from '@shared/advice';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { TargetRef } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import { allTargets, targetComplete, usableTriageCards } from '@shared/flatline/rules/queries';
import { targetSpaces, diceOn } from '@shared/flatline/rules/components';
import { faceFits } from '@shared/flatline/rules/placement';
import { bestOnAverage } from '../../core/determinized-search';
import { flatlineOwnerOf } from '../owner';
import { completeWith } from './assignment';
import { carefulAction, startedTarget } from './careful';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { targetValue } from './greedy';
import { playInPlace, playoutOf } from './playout';
import { candidates, rollout } from './strong';

/**
 * "What would you do?" for some seats of a FLATLINE table: the strong player's search, its candidates
 * kept to actions of those seats (or the table's), over worlds sampled from the view alone. Worlds
 * per hint: measured by `npm run bench` to answer within a frame or two (docs/hints.md).
 */
export const HINT_SAMPLES = 6;

/** Places towards the most valuable targets that a die of `seats` can start or continue now. */
function seatPlacements(v: FlatlineView, seats: readonly number[], limit: number): FlatlineAction[] {
  const pool = v.dice.filter((d) => d.at.kind === 'tray' && d.face);
  const mine = (die: string) => seats.includes(pool.find((d) => d.id === die)?.seat ?? -1);
  const out: FlatlineAction[] = [];
  const ranked = allTargets(v)
    .map((t) => ({ t, value: targetValue(v, t) + (diceOn(v, t).size > 0 ? 100 : 0) }))
    .filter(({ t, value }) => value >= 0 && !targetComplete(v, t))
    .sort((a, b) => b.value - a.value);
  for (const { t } of ranked) {
    if (out.length >= limit) break;
    const move = completeWith(v, t, pool)?.moves.find((m) => mine(m.die));
    if (move) out.push({ type: 'place', die: move.die, target: t, space: move.space });
  }
  return out;
}

/**
 * The re-rolls these seats could make now, as the rules charge for them: a free re-roll, or one die on
 * the re-roll track (the seat's own, else one of another asking seat's) and other dice rolled again.
 * Either all of the seat's dice roll (then it does not matter which of its own goes on the track), or
 * it keeps the dice that go towards one of its two most valuable targets and rolls the rest.
 */
export function seatRerolls(v: FlatlineView, seats: readonly number[]): FlatlineAction[] {
  const tray = v.dice.filter((d) => d.at.kind === 'tray' && d.face);
  const trackOpen = !v.locks.reroll && v.rerollTrack.includes(null);
  const out: FlatlineAction[] = [];
  for (const seat of seats) {
    const own = tray.filter((d) => d.seat === seat);
    const [first, ...rest] = own.map((d) => d.id);
    if (!first) continue;
    const free = (v.effects.freeRerolls[seat] ?? 0) > 0;
    if (free) out.push({ type: 'reroll', seat, dice: [first, ...rest] });
    // Keeping the dice that go towards one of the most valuable targets, the others rolled again.
    const keeps = keepsFor(v, own);
    if (free) for (const { loose } of keeps) out.push({ type: 'reroll', seat, dice: loose });
    if (!trackOpen) continue;
    if (rest.length > 0) out.push({ type: 'reroll', seat, dice: rest, sacrifice: first });
    else {
      const giver = tray.find((d) => d.seat !== seat && seats.includes(d.seat));
      if (giver) out.push({ type: 'reroll', seat, dice: [first], sacrifice: giver.id });
    }
    // One of the dice not kept goes on the track, the other ones roll.
    for (const { loose } of keeps) {
      const [price, ...rolled] = loose;
      if (price && rolled.length > 0) out.push({ type: 'reroll', seat, dice: rolled, sacrifice: price });
    }
  }
  return out;
}

/**
 * For the two most valuable targets still open: the seat's dice that would fill empty spaces asking
 * for symbols there (kept in hand) and the others (rolled again); only when both are some dice.
 */
function keepsFor(v: FlatlineView, own: readonly FlatlineView['dice'][number][]): { loose: string[] }[] {
  const out: { loose: string[] }[] = [];
  const ranked = allTargets(v)
    .map((t) => ({ t, value: targetValue(v, t) }))
    .filter(({ t, value }) => value >= 0 && !targetComplete(v, t))
    .sort((a, b) => b.value - a.value);
  for (const { t } of ranked) {
    if (out.length >= 2) break;
    const taken = diceOn(v, t);
    const kept = new Set<string>();
    (targetSpaces(v, t) ?? []).forEach((sp, i) => {
      if (taken.has(i) || sp.kind !== 'symbols') return;
      const die = own.find((d) => !kept.has(d.id) && d.face && faceFits(sp, d.face));
      if (die) kept.add(die.id);
    });
    const loose = own.map((d) => d.id).filter((id) => !kept.has(id));
    if (kept.size > 0 && loose.length > 0 && !out.some((o) => o.loose.join() === loose.join())) out.push({ loose });
  }
  return out;
}

/** The actions worth comparing for these seats; the careful policy's own first when it is theirs. */
function seatCandidates(v: FlatlineView, seats: readonly number[]): FlatlineAction[] {
  const allowed = (a: FlatlineAction) => {
    const owner = flatlineOwnerOf(a);
    return owner === 'table' || owner === 'main-screen' || (typeof owner === 'object' && seats.includes(owner.seat));
  };
  const list: FlatlineAction[] = [];
  const add = (a: FlatlineAction | null) => {
    if (a && allowed(a) && !list.some((b) => JSON.stringify(b) === JSON.stringify(a))) list.push(a);
  };
  if (v.pending || v.stop !== 'countdown') {
    candidates(v).forEach(add);
    return list;
  }
  // No seat asks (the main screen plays none: devices and bots play them all): the countdown holds no
  // act of the table's to suggest, and ending it is every seat's own say.
  if (seats.length === 0) return list;
  add(startedTarget(v));
  const own = carefulAction(v);
  // The careful policy's Done ends the countdown for the table: one seat asking says its own.
  add(own.type === 'done' && seats.length === 1 ? { type: 'done', seat: seats[0] } : own);
  seatPlacements(v, seats, 4).forEach(add);
  // Placing costs nothing: ending the countdown only competes when no die of theirs can help, and
  // then with what a re-roll would cost (the search weighs them as the strong player does).
  if (!list.some((a) => a.type === 'place')) {
    seatRerolls(v, seats).forEach(add);
    add(seats.length === 1 ? { type: 'done', seat: seats[0] } : { type: 'done' });
  }
  return list;
}

/** The dice a target still needs once this one is on it. */
function stillNeeded(v: FlatlineView, t: TargetRef): number {
  return Math.max(0, (targetSpaces(v, t)?.length ?? 1) - diceOn(v, t).size - 1);
}

const targetParams = (t: TargetRef): Record<string, string | number> =>
  t.kind === 'line' ? { target: 'line', slot: t.slot + 1, line: t.line + 1 } : t.kind === 'card' ? { target: 'card', card: t.card } : { target: 'station', station: t.station + 1 };

/** One line on why, as a translation key of the game's namespace. */
function reasonFor(v: FlatlineView, a: FlatlineAction, samples: number): AdviceReason {
  switch (a.type) {
    case 'place': {
      const left = stillNeeded(v, a.target);
      return { key: left === 0 ? 'flatline.hint.why.finish' : 'flatline.hint.why.towards', params: { ...targetParams(a.target), left } };
    }
    case 'reroll': {
      const params = { count: a.dice.length, seat: a.seat };
      // Dice of the seat's kept in hand: the words say to leave them out of the re-roll.
      const keeps = v.dice.some((d) => d.seat === a.seat && d.at.kind === 'tray' && d.id !== a.sacrifice && !a.dice.includes(d.id));
      if (keeps) return { key: a.sacrifice === undefined ? 'flatline.hint.why.reroll-free-keep' : 'flatline.hint.why.reroll-keep', params };
      if (a.sacrifice === undefined) return { key: 'flatline.hint.why.reroll-free', params };
      const giver = Number(/^s(\d)/.exec(a.sacrifice)?.[1] ?? a.seat);
      return giver === a.seat ? { key: 'flatline.hint.why.reroll', params } : { key: 'flatline.hint.why.reroll-given', params: { ...params, giver } };
    }
    case 'done':
      return { key: 'flatline.hint.why.done', params: {} };
    case 'use-triage':
      return { key: 'flatline.hint.why.triage', params: { card: a.card, samples } };
    case 'decide':
      return { key: 'flatline.hint.why.decide', params: { samples } };
    default:
      // Moving on: the countdown to start, a triage window to leave, or a step to carry on with.
      if (v.stop === 'planning') return { key: 'flatline.hint.why.start', params: {} };
      return { key: usableTriageCards(v).length > 0 ? 'flatline.hint.why.advance' : 'flatline.hint.why.go-on', params: { samples } };
  }
}

/** The hint for `seats` at this view; `seed` draws the sampled worlds (same view and seed, same hint). */
export function flatlineAdvice(v: FlatlineView, seats: readonly number[], seed: number, samples = HINT_SAMPLES): Advice<FlatlineAction> {
  if (v.outcome !== 'in-progress') return { action: null, why: { key: 'flatline.hint.why.over', params: {} } };
  const list = seatCandidates(v, seats);
  const first = list[0];
  if (!first) return { action: null, why: { key: 'flatline.hint.why.nothing', params: {} } };
  const best =
    list.length === 1
      ? first
      : bestOnAverage(list, { samples, seed }, (rng) => determinize(v, rng), (world, a) => {
          const ctx = playoutOf(world);
          return playInPlace(ctx, a) ? evaluate(rollout(ctx, v.round)) : -Infinity;
        }).best;
  return { action: best, why: reasonFor(v, best, samples) };
}
