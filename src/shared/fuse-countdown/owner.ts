import type { FuseCountdownAction } from './actions';

/** Whose an action is: a seat's (`person`: never a bot's), the whole table's, or the services' own. */
export type FuseCountdownOwner = { seat: number; person?: true } | 'table' | 'services';

/**
 * Who may make an action of FUSE: Countdown, the one rule the engine checks (its module's `ownerOf`)
 * and the guide names seats by: a seat's own placements, early defusals and answers; the leader's
 * roll and ability; the clock's fit the services'; the rest is the table's. Pure.
 */
export function fuseCountdownOwnerOf(leader: number, action: FuseCountdownAction): FuseCountdownOwner {
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
