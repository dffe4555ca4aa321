import type { Refusal } from '../core/rules';
import { ROLES, type RoleId } from '@shared/fuse-countdown/components';
import { log, refusal, type Ctx } from './context';
import { returnPlacedDie, takeReplacement } from './resolve';
import { rollFace } from '../core/random';

/** Answers the pending decision; only the seat it asks may answer, with one of its options. */
export function decide(ctx: Ctx, seat: number, option: string): Refusal | null {
  const { s } = ctx;
  const p = s.pending;
  if (!p) return refusal('nothing-pending', 'No decision is waiting.');
  if (p.kind === 'roll-six') return refusal('roll-for-six', 'Roll the spare dice for a 6.');
  if (seat !== p.seat) return refusal('not-your-decision', 'Another seat makes this decision.', { seat: p.seat });
  if (!p.options.includes(option)) return refusal('not-an-option', 'That is not one of the choices.', { option });
  s.pending = null;
  switch (p.kind) {
    case 'choose-role': {
      const st = s.seats[seat];
      if (st) st.role = option as RoleId;
      log(ctx, 'role-chosen', { seat, role: option });
      const taken = new Set(s.seats.map((x) => x.role));
      const next = s.seats.findIndex((x) => x.role === null);
      if (next >= 0) s.pending = { kind: 'choose-role', seat: next, source: 'setup', options: ROLES.filter((r) => !taken.has(r)) };
      else s.phase = 'ready';
      return null;
    }
    case 'replacement':
      takeReplacement(ctx, seat, option);
      return null;
    case 'return-die':
      returnPlacedDie(ctx, seat, option, p.source);
      return null;
  }
}

/**
 * The roll-a-six fuse card: one act rolls a spare die from the bag for every seat still without a 6
 * (seats share when the bag is short); the spare dice go straight back to the bag.
 */
export function rollForSix(ctx: Ctx): Refusal | null {
  const { s } = ctx;
  if (s.pending?.kind !== 'roll-six' || !s.rollSix) return refusal('no-roll-for-six', 'Nobody has to roll for a 6 now.');
  const spare = Math.min(s.bag.length, s.rollSix.length);
  const still: number[] = [];
  s.rollSix.forEach((seat, i) => {
    if (i >= spare) {
      still.push(seat);
      return;
    }
    const face = rollFace(ctx.rng);
    log(ctx, 'rolled-for-six', { seat, face });
    if (face !== 6) still.push(seat);
  });
  if (still.length === 0) {
    s.rollSix = null;
    s.pending = null;
    log(ctx, 'everyone-rolled-six', {});
  } else {
    s.rollSix = still;
    s.pending = { ...s.pending, seats: [...still] };
  }
  return null;
}
