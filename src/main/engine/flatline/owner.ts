import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import type { ActionOwner } from '../core/game-module';
import { giverOf } from './die-offers';

const dieSeat = (die: string): number | undefined => {
  const seat = /^s(\d)d\d$/.exec(die);
  return seat ? Number(seat[1]) : undefined;
};

/**
 * A die (s<seat>d<n>) is its seat's to place, turn, offer or take back (a person's only); a re-roll, a seat's Done and its ask
 * for a die its seat's; the Done that ends the countdown for every seat at once the main screen's;
 * the rest is the table's. A re-roll that sacrifices another seat's die not offered to it is that
 * seat's act too (`giver`): only whoever plays both seats sends it (the main screen at one screen).
 * Without the state, whose each action is apart from what was offered (the hints' search).
 */
export function flatlineOwnerOf(action: FlatlineAction, state?: Pick<FlatlineState, 'countdown'>): ActionOwner {
  switch (action.type) {
    case 'reroll': {
      const giver = state ? giverOf(state, action.seat, action.sacrifice) : undefined;
      return giver === undefined ? { seat: action.seat } : { seat: action.seat, giver };
    }
    case 'done':
      return action.seat === undefined ? 'main-screen' : { seat: action.seat };
    case 'ask-die':
    case 'withdraw-ask':
      return { seat: action.seat };
    case 'take-back': {
      // The house rule's second thought is a person's, never a bot's.
      const seat = dieSeat(action.die);
      return seat === undefined ? 'table' : { seat, person: true };
    }
    case 'place':
    case 'change-face':
    case 'offer-die': {
      const seat = dieSeat(action.die);
      return seat === undefined ? 'table' : { seat };
    }
    default:
      return 'table';
  }
}
