import type { FlatlineState } from './state';

/**
 * A FLATLINE game as the players see it at the table: the state without the generator and without
 * the order of the face-down decks (only how many cards each holds), and without the deal they came from.
 */
export type FlatlineView = Omit<FlatlineState, 'rng' | 'seed' | 'patientDeck' | 'emergencyDeck'> & {
  patientDeckCount: number;
  emergencyDeckCount: number;
};

/** What the engine's state and the players' view share: every rule query reads only this. */
export type FlatlineTable = Omit<FlatlineState, 'rng' | 'seed' | 'patientDeck' | 'emergencyDeck'>;
