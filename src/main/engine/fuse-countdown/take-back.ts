import type { Refusal } from '../core/rules';
import type { FuseCountdownState, RolledDie, TakeBackClosed } from '@shared/fuse-countdown/state';
import { seatCard } from '@shared/fuse-countdown/rules/queries';
import { log, refusal, type Ctx } from './context';

/**
 * The house rule "Take back a misplaced die" (docs/take-back.md): during the sharing out, the last
 * die a seat placed goes back among the rolled dice as it was rolled (and as a role changed it), until
 * its card is defused or the sharing out ends. The leader's abilities stay closed: a roll, a decision
 * or anything revealed never goes back.
 */

/** A seat placed a die from the rolled dice (at `index`): now the one it may take back. */
export function notePlaced(s: FuseCountdownState, seat: number, rolled: RolledDie, index: number, card: string): void {
  if (!s.setup.takeBack) return;
  s.takeBack = [...(s.takeBack ?? []).filter((entry) => entry.seat !== seat), { seat, die: rolled.die, card, index, rolled, at: s.actions }];
}

/**
 * Nothing placed before this moment may be taken back: the sharing out ended (`sharing-over`; the die
 * placed by this very action, which ended it, `ended-sharing`), or a card was defused early (its own
 * die `card-defused`, every other `defused-since`: the row may have been refilled).
 */
export function closeTakeBacks(s: FuseCountdownState, why: 'sharing-over' | { defused: string }): void {
  if (!s.takeBack) return;
  const reason = (entry: NonNullable<FuseCountdownState['takeBack']>[number]): TakeBackClosed =>
    why === 'sharing-over' ? (entry.at === s.actions ? 'ended-sharing' : 'sharing-over') : entry.card === why.defused ? 'card-defused' : 'defused-since';
  s.takeBack = s.takeBack.map((entry) => (entry.closed ? entry : { ...entry, closed: reason(entry) }));
}


const CLOSED: Record<TakeBackClosed, [string, string]> = {
  'sharing-over': ['take-back-sharing-over', 'The sharing out of this turn’s dice is over: the dice placed stay where they are.'],
  'ended-sharing': ['take-back-ended-sharing', 'Placing that die ended the sharing out and the table went on: it stays where it is.'],
  'card-defused': ['take-back-card-defused', 'That die’s card has been defused: its dice went back to the bag.'],
  'defused-since': ['take-back-defused-since', 'A card has been defused since that die was placed, and the table went on: it stays where it is.'],
};

/** Why seat `seat` may not take `die` back now, or null when it may. */
export function takeBackProblem(s: FuseCountdownState, seat: number, die: string): Refusal | null {
  if (!s.setup.takeBack) return refusal('take-back-off', 'This table did not choose “Take back a misplaced die” when the game was set up.');
  const entry = s.takeBack?.find((e) => e.seat === seat);
  if (!entry) return refusal('take-back-nothing', 'This seat has placed no die it could take back.', { seat });
  if (entry.die !== die) return refusal('take-back-not-last', 'Only the last die a seat placed can be taken back.', { die, seat });
  if (entry.closed) {
    const [code, message] = CLOSED[entry.closed];
    return refusal(code, message, { die });
  }
  return null;
}

/** The die leaves its card (it was the last placed there) and is rolled again as it was: only its place changes. */
export function takeBack(ctx: Ctx, seat: number, die: string): Refusal | null {
  const { s } = ctx;
  const problem = takeBackProblem(s, seat, die);
  if (problem) return problem;
  const entry = s.takeBack!.find((e) => e.seat === seat)!;
  const card = seatCard(s, seat, entry.card);
  const st = s.seats[seat];
  const at = card?.dice.findIndex((d) => d.die === die) ?? -1;
  if (!card || !st || at < 0) return refusal('take-back-nothing', 'This seat has placed no die it could take back.', { seat });
  const [placed] = card.dice.splice(at, 1);
  s.rolled.splice(Math.min(entry.index, s.rolled.length), 0, entry.rolled);
  st.taken--;
  s.takeBack = s.takeBack!.filter((e) => e.seat !== seat);
  log(ctx, 'die-taken-back', { seat, die, card: entry.card, cell: placed?.cell ?? 0, face: entry.rolled.face, colours: entry.rolled.colours.join('/') });
  return null;
}
