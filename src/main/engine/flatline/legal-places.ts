import type { FlatlineLegalPlaces } from '@shared/flatline/legal-places';
import type { FlatlineState } from '@shared/flatline/state';
import { legalPlacements, usableTriageCards } from '@shared/flatline/rules/queries';

/**
 * The legal moves the board may highlight, from the engine's own queries (so a highlighted space is
 * exactly one the engine accepts). Only rolled dice in a tray during the countdown can move.
 */
export function flatlineLegalPlaces(state: FlatlineState): FlatlineLegalPlaces {
  const countdown = state.phase === 'E-countdown' && state.stop === 'countdown' && !state.pending;
  const placements: FlatlineLegalPlaces['placements'] = {};
  if (countdown) {
    for (const die of state.dice) {
      if (die.at.kind === 'tray' && die.face !== null) placements[die.id] = legalPlacements(state, die.id);
    }
  }
  return {
    placements,
    usableTriage: usableTriageCards(state),
    rerollTrackOpen: countdown && !state.locks.reroll && state.rerollTrack.includes(null),
  };
}
