import type { Refusal } from '../core/rules';
import type { FlatlineState, TakeBackClosed } from '@shared/flatline/state';
import { log, refusal, type Ctx } from './context';

/**
 * The house rule "Take back a misplaced die" (docs/take-back.md): while the countdown runs, the last
 * die a seat placed may go back to its tray, face unchanged, until the countdown ends or the seat
 * rolls again. Nothing else is undone: a roll, a decision or anything revealed never goes back.
 */

/** A seat placed a die: it is now the one that seat may take back (the one before no longer is). */
export function notePlaced(s: FlatlineState, seat: number, die: string): void {
  if (!s.setup.takeBack) return;
  s.takeBack = [...(s.takeBack ?? []).filter((entry) => entry.seat !== seat), { seat, die, at: s.actions }];
}

/**
 * Nothing placed before this moment may be taken back any more. `why` for the dice placed earlier;
 * the die whose own placing set this off (placed by this very action) is closed as `ended-countdown`.
 */
export function closeTakeBacks(s: FlatlineState, why: TakeBackClosed, seat?: number): void {
  if (!s.takeBack) return;
  s.takeBack = s.takeBack.map((entry) =>
    entry.closed || (seat !== undefined && entry.seat !== seat)
      ? entry
      : { ...entry, closed: why === 'countdown-over' && entry.at === s.actions ? 'ended-countdown' : why },
  );
}


const CLOSED: Record<TakeBackClosed, [string, string]> = {
  'countdown-over': ['take-back-countdown-over', 'The countdown is over: the dice placed stay where they are.'],
  'ended-countdown': ['take-back-ended-countdown', 'Placing that die ended the countdown and the round went on: it stays where it is.'],
  'after-reroll': ['take-back-after-reroll', 'This seat has re-rolled since it placed that die: nothing goes back once new faces are rolled.'],
};

/** Why `die` may not go back to its tray now, or null when it may. */
export function takeBackProblem(s: FlatlineState, die: string): Refusal | null {
  if (!s.setup.takeBack) return refusal('take-back-off', 'This table did not choose “Take back a misplaced die” when the game was set up.');
  const placed = s.dice.find((d) => d.id === die);
  if (!placed) return refusal('unknown-die', 'There is no such die at this table.', { die });
  const entry = s.takeBack?.find((e) => e.seat === placed.seat);
  if (!entry) return refusal('take-back-nothing', 'This seat has placed no die it could take back.', { seat: placed.seat });
  if (entry.die !== die) return refusal('take-back-not-last', 'Only the last die a seat placed can be taken back.', { die, seat: placed.seat });
  if (entry.closed) {
    const [code, message] = CLOSED[entry.closed];
    return refusal(code, message, { die });
  }
  return null;
}

/** The die goes back to its owner's tray with the face it had; its seat is no longer done. */
export function takeBack(ctx: Ctx, die: string, unready: (seat: number) => void): Refusal | null {
  const { s } = ctx;
  const problem = takeBackProblem(s, die);
  if (problem) return problem;
  const placed = s.dice.find((d) => d.id === die)!;
  if (placed.at.kind !== 'space') return refusal('take-back-nothing', 'This seat has placed no die it could take back.', { seat: placed.seat });
  const { target, space } = placed.at;
  placed.at = { kind: 'tray' };
  s.takeBack = (s.takeBack ?? []).filter((entry) => entry.seat !== placed.seat);
  unready(placed.seat);
  log(ctx, 'die-taken-back', { die, seat: placed.seat, face: placed.face ?? '', target: JSON.stringify(target), space });
  return null;
}
