import type { Advice, AdviceReason } from '@shared/advice';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { cardById } from '@shared/fuse-countdown/data';
import { seatCard } from '@shared/fuse-countdown/rules/queries';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { bestOnAverage } from '../../core/determinized-search';
import { restoreRng, seedRng } from '../../core/random';
import { fuseCountdownOwnerOf } from '@shared/fuse-countdown/owner';
import { determinize } from './determinize';
import { candidates, keptPlacements, playedOut } from './strong';

/**
 * "What would you do?" for some seats of a FUSE: Countdown table: the strong player's search, its
 * candidates kept to actions of those seats (or the table's), over worlds sampled from the view
 * alone. Worlds per hint: measured by `npm run bench` to answer within a frame or two (docs/hints.md).
 */
export const HINT_SAMPLES = 6;

/** The actions worth comparing for these seats in one world drawn from the view. */
function seatCandidates(world: FuseCountdownState, seats: readonly number[]): FuseCountdownAction[] {
  const allowed = (a: FuseCountdownAction) => {
    const owner = fuseCountdownOwnerOf(world.leader, a);
    return owner === 'table' || (typeof owner === 'object' && seats.includes(owner.seat));
  };
  const list: FuseCountdownAction[] = [];
  const add = (a: FuseCountdownAction) => {
    if (allowed(a) && !list.some((b) => JSON.stringify(b) === JSON.stringify(a))) list.push(a);
  };
  candidates(world).forEach(add);
  if (!world.pending && world.phase === 'distribute') for (const p of keptPlacements(world, seats).slice(0, 3)) add({ type: 'place', ...p });
  // The team's Done is no hint while a die of theirs still fits.
  return list.some((a) => a.type === 'place') ? list.filter((a) => a.type !== 'done') : list;
}

/** One line on why, as a translation key of the game's namespace. */
function reasonFor(world: FuseCountdownState, a: FuseCountdownAction): AdviceReason {
  const why = (key: string, params: Record<string, string | number> = {}): AdviceReason => ({ key: `fuse-countdown.hint.why.${key}`, params });
  switch (a.type) {
    case 'place': {
      const cells = cardById(a.card)?.cells.length ?? 1;
      const left = Math.max(0, cells - (seatCard(world, a.seat, a.card)?.dice.length ?? 0) - 1);
      return why(left === 0 ? 'finish' : 'towards', { card: a.card, cell: a.cell + 1, left });
    }
    case 'defuse':
      return why('defuse', { card: a.card });
    case 'decide':
      return why(world.pending?.kind === 'replacement' ? 'replacement' : world.pending?.kind === 'return-die' ? 'return-die' : 'role', { option: a.option });
    case 'start':
    case 'roll':
    case 'roll-six':
    case 'done':
      return why(a.type);
    default:
      return why('ability');
  }
}

/** The hint for `seats` at this view; `seed` draws the sampled worlds (same view and seed, same hint). */
export function fuseCountdownAdvice(v: FuseCountdownView, seats: readonly number[], seed: number, samples = HINT_SAMPLES): Advice<FuseCountdownAction> {
  if (v.outcome) return { action: null, why: { key: 'fuse-countdown.hint.why.over', params: {} } };
  // Candidates come from one world drawn from the view and the seed alone, as the strong player's do.
  const world = determinize(v, restoreRng(seedRng(seed ^ 0x5eed)));
  const list = seatCandidates(world, seats);
  const first = list[0];
  if (!first) {
    const waiting: AdviceReason = v.pending ? { key: 'fuse-countdown.hint.why.waiting', params: { seat: v.pending.seat + 1 } } : { key: 'fuse-countdown.hint.why.nothing', params: {} };
    return { action: null, why: waiting };
  }
  // Alone at the table the strong player keeps the reference choices (strong.ts measured them better).
  const best =
    list.length === 1 || v.players === 1
      ? first
      : bestOnAverage(list, { samples, seed }, (rng) => determinize(v, rng), playedOut(v.turn)).best;
  return { action: best, why: reasonFor(world, best) };
}
