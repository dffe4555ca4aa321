import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';

/**
 * What the players could see at the table: the generator's state and the order of the face-down
 * patient and emergency decks stay in main; the table sees how many cards each deck holds.
 */
export function flatlineView(state: FlatlineState): FlatlineView {
  const { rng: _rng, patientDeck, emergencyDeck, ...table } = state;
  return { ...table, patientDeckCount: patientDeck.length, emergencyDeckCount: emergencyDeck.length };
}
