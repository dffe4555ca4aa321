import type { FlatlineAction } from '@shared/flatline/actions';
import type { ActionOwner } from '../core/game-module';

/** A die (s<seat>d<n>) is its seat's to place or turn, a re-roll or a seat's Done its seat's; the rest is the table's. */
export function flatlineOwnerOf(action: FlatlineAction): ActionOwner {
  if (action.type === 'reroll') return { seat: action.seat };
  if (action.type === 'done' && action.seat !== undefined) return { seat: action.seat };
  if (action.type === 'place' || action.type === 'change-face') {
    const seat = /^s(\d)d\d$/.exec(action.die);
    return seat ? { seat: Number(seat[1]) } : 'table';
  }
  return 'table';
}
