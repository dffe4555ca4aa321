import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { ActionOwner } from '../core/game-module';

/** A seat's own placements, early defusals and answers; the leader's roll and ability; the rest is the table's. */
export function ownerOf(state: { leader: number }, action: FuseCountdownAction): ActionOwner {
  switch (action.type) {
    case 'place':
    case 'defuse':
    case 'decide':
      return { seat: action.seat };
    case 'roll':
    case 'change-colour':
    case 'change-number':
    case 'flip':
    case 'reroll':
    case 'return-die':
      return { seat: state.leader };
    default:
      return 'table';
  }
}
