import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';

/**
 * What the players could see at the table: the deal, the generator's state and the order of the
 * face-down patient and emergency decks stay in main; the table sees how many cards each deck holds.
 * (`defineGame` removes the deal and the generator from every game's view once more, whatever it returns.)
 */
export function flatlineView(state: FlatlineState): FlatlineView {
  const { rng: _rng, seed: _seed, patientDeck, emergencyDeck, ...table } = state;
  return { ...table, patientDeckCount: patientDeck.length, emergencyDeckCount: emergencyDeck.length };
}
