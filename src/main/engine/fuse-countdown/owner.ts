import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { ActionOwner } from '../core/game-module';

/** A seat's own placements, early defusals and answers; the leader's roll and ability; the clock's fit
 * the services'; the rest is the table's. */
export function fuseCountdownOwnerOf(leader: number, action: FuseCountdownAction): ActionOwner {
  switch (action.type) {
    // The house rule's second thought is a person's at that seat, never a bot's.
    case 'take-back':
      return { seat: action.seat, person: true };
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
      return { seat: leader };
    // The device table's fitted clock: set by the services when devices join, never by a screen.
    case 'fit-clock':
      return 'services';
    default:
      return 'table';
  }
}

/** The module's `ownerOf`: the same, read from the state's leader. */
export const ownerOf = (state: { leader: number }, action: FuseCountdownAction): ActionOwner => fuseCountdownOwnerOf(state.leader, action);
