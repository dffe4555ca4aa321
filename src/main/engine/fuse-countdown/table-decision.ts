import { legalCells } from '@shared/fuse-countdown/rules/queries';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';

/**
 * The table decides (docs/bots.md): the roll for a 6 that a fuse card asks of the table, and the end
 * of the sharing out once no seat can take another rolled die (Done). A seat's own questions (its
 * role, its replacement bomb, the die that goes back) are its own, and the start of the clock is the
 * people's when they are ready.
 */
export function fuseCountdownTableDecision(v: FuseCountdownView): boolean {
  if (v.outcome) return false;
  if (v.pending) return v.pending.kind === 'roll-six';
  if (v.phase !== 'distribute') return false;
  // The placement rules read the seats, the rolled dice, the step and the quotas: all in the view.
  const s = v as unknown as FuseCountdownState;
  const canTake = (seat: number) => (v.seats[seat]?.taken ?? 0) < Math.max(v.quotas[seat] ?? 0, v.maxTake[seat] ?? 0) && v.rolled.some((r) => legalCells(s, seat, r.die).length > 0);
  return !v.seats.some((_, seat) => canTake(seat));
}
