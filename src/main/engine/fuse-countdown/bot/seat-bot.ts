import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { bestOnAverage } from '../../core/determinized-search';
import type { SeatBot } from '../../core/game-module';
import { restoreRng, seedRng } from '../../core/random';
import { ownerOf } from '../owner';
import { determinize } from './determinize';
import { greedyAction } from './greedy';
import { candidates, keptPlacements, playedOut } from './strong';

/**
 * FUSE: Countdown's bot seat: the strong player's search, for one seat. It answers its own seat's
 * questions, rolls and uses its ability when it leads, and takes its share of the rolled dice (a
 * placement that leaves the team's other seats their dice, as the reference bot keeps it). The
 * table's acts (the start, the roll for a six, Done) are its only when every seat is a bot (`table`).
 * It reads the view only: the bag, the decks and future rolls are sampled (`determinize`).
 */

/** Worlds sampled per decision: fewer than the strong player's 8, so a bot's turn stays short on the host. */
export const SEAT_BOT_SAMPLES = 5;

/** Placements compared per decision. */
const WIDTH = 3;

const mine = (s: FuseCountdownState, a: FuseCountdownAction, seat: number, table: boolean): boolean => {
  const owner = ownerOf(s, a);
  return owner === 'table' ? table : typeof owner === 'object' && owner.seat === seat;
};

/** What this seat could do in a world drawn from the view, its first choice first. */
function choices(s: FuseCountdownState, seat: number, table: boolean): FuseCountdownAction[] {
  if (s.outcome) return [];
  const own = greedyAction(s);
  if (s.pending) return s.pending.kind === 'roll-six' || s.pending.seat === seat ? candidates(s).filter((a) => mine(s, a, seat, table)) : [];
  if (s.phase !== 'distribute') return mine(s, own, seat, table) ? [own] : [];
  // The leader's ability or an early defusal comes before any die is taken.
  if (own.type !== 'place' && own.type !== 'done' && mine(s, own, seat, table)) return [own];
  const places: FuseCountdownAction[] = keptPlacements(s, [seat])
    .slice(0, WIDTH)
    .map((p) => ({ type: 'place', ...p }));
  if (places.length > 0) return places;
  return own.type === 'done' && table ? [own] : [];
}

/** The world the choices are listed in: drawn from the view and the seed alone. */
const listWorld = (v: FuseCountdownView, seed: number): FuseCountdownState => determinize(v, restoreRng(seedRng(seed ^ 0x5eed)));

export function seatWants(v: FuseCountdownView, seat: number, table: boolean): boolean {
  return v.outcome === null && choices(listWorld(v, 0), seat, table).length > 0;
}

/** The seat's next action (deterministic given the seed); null when it has nothing to do. */
export function seatAction(v: FuseCountdownView, seat: number, table: boolean, seed: number, samples = SEAT_BOT_SAMPLES): FuseCountdownAction | null {
  if (v.outcome) return null;
  const list = choices(listWorld(v, seed), seat, table);
  const first = list[0];
  if (!first) return null;
  // A lone player gets the reference choices (the strong player measured them better alone).
  if (list.length === 1 || v.players === 1) return first;
  return bestOnAverage(list, { samples, seed }, (rng) => determinize(v, rng), playedOut(v.turn)).best;
}

export const fuseCountdownSeatBot: SeatBot<FuseCountdownView, FuseCountdownAction> = {
  wants: seatWants,
  act: (v, seat, table, seed) => seatAction(v, seat, table, seed),
};
