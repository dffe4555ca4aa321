import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import { EMERGENCY_CARDS } from '@shared/flatline/data/emergency-cards';
import { PATIENT_CARDS } from '@shared/flatline/data/patient-cards';
import { copyState } from '../../core/copy-state';
import { pickIndex, seedRng, shuffle, type RandomGenerator } from '../../core/random';

/**
 * One world consistent with a player view: the face-down patient stack is drawn from the patient
 * cards nobody has seen (the rest of the box is unknown too), the emergency deck is the emergency
 * cards seen nowhere on the table, in a random order, and the generator (future dice) gets a fresh
 * seed. The log is left empty: no rule reads it, and rollouts stay cheap.
 */
export function determinize(view: FlatlineView, rng: RandomGenerator): FlatlineState {
  const { patientDeckCount, emergencyDeckCount, log: _log, ...table } = view;
  const seenPatients = new Set([...table.patients.flatMap((p) => (p ? [p.card] : [])), ...table.patientsTreated]);
  const patientDeck = shuffle(rng, PATIENT_CARDS.map((c) => c.id).filter((id) => !seenPatients.has(id))).slice(0, patientDeckCount);
  const seenEmergencies = new Set([
    ...table.emergencyArea.flat().filter((c): c is string => c !== null),
    ...table.statArea,
    ...table.triageArea,
    ...table.triageWaiting,
    ...table.xArea,
    ...table.discardPile,
    ...table.outOfGame,
  ]);
  const emergencyDeck = shuffle(rng, EMERGENCY_CARDS.map((c) => c.id).filter((id) => !seenEmergencies.has(id))).slice(0, emergencyDeckCount);
  // A sampled world has no deal of its own: its generator is seeded afresh.
  return { ...copyState({ ...table, log: [] }), logFrom: 0, seed: 0, patientDeck, emergencyDeck, rng: seedRng(pickIndex(rng, 0x7fffffff)) };
}
