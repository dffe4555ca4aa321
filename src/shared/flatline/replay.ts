/**
 * What a FLATLINE table could not see, as a replay of a finished game shows it on request
 * (docs/replays.md): the face-down decks in the order they would be drawn, the top card first.
 */
export interface FlatlineHidden {
  patientDeck: string[];
  emergencyDeck: string[];
}
