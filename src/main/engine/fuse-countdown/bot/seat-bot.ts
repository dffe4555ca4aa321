import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { bestOnAverage } from '../../core/determinized-search';
import type { BotStep, SeatBot } from '../../core/game-module';
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

/**
 * The dice of this turn's roll when the seat has taken none of them yet: what a person looks over
 * against their cards before the first die (0 once the seat has placed one this turn).
 */
export function freshDice(v: FuseCountdownView, seat: number): number {
  for (let i = v.log.length - 1; i >= 0; i--) {
    const e = v.log[i]!;
    if (e.turn !== v.turn) return 0;
    if (e.code === 'die-placed' && Number(e.params.seat) === seat) return 0;
    if (e.code === 'dice-rolled') return String(e.params.dice).split(' ').filter(Boolean).length;
  }
  return 0;
}

/** The kind of act an action is, as a person's time over it goes (the sim's time model keeps the same groups). */
function stepOf(v: FuseCountdownView, a: FuseCountdownAction, seat: number): BotStep {
  switch (a.type) {
    case 'place':
      return { act: 'place', look: freshDice(v, seat) };
    case 'roll':
      return { act: 'roll' };
    case 'change-colour':
    case 'change-number':
    case 'flip':
    case 'reroll':
    case 'return-die':
      return { act: 'ability' };
    case 'decide':
      return v.pending?.kind === 'replacement' ? { act: 'weigh' } : { act: 'answer' };
    case 'roll-six':
      return { act: 'roll-six' };
    case 'defuse':
      return { act: 'press' };
    case 'done':
      return { act: 'done', look: 0 };
    default:
      return { act: 'answer' };
  }
}

/** What the seat means to do now: its first choice's kind (the search, in `seatAction`, may pick another of the same kind). */
export function seatNext(v: FuseCountdownView, seat: number, table: boolean): BotStep | null {
  if (v.outcome) return null;
  const first = choices(listWorld(v, 0), seat, table)[0];
  return first ? stepOf(v, first, seat) : null;
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
  next: seatNext,
  act: (v, seat, table, seed) => seatAction(v, seat, table, seed),
};
