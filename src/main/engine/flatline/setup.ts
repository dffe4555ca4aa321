import type { FlatlineSetup } from '@shared/flatline/setup';
import type { Seed } from '@shared/seed';
import type { FlatlineState } from '@shared/flatline/state';
import { PATIENT_CARDS } from '@shared/flatline/data/patient-cards';
import { EMERGENCY_CARDS } from '@shared/flatline/data/emergency-cards';
import {
  PATIENTS_DEALT,
  POWER_METERS,
  baseDice,
  maxDice,
  meterFor,
  rerollCapacity,
} from '@shared/flatline/data/board';
import { restoreRng, seedRng, shuffle } from '../core/random';
import { roundStartSteps } from './round';

/** Rulebook setup, steps 3–12, from a seed. A solitaire game is set up as two players. */
export function startGame(setup: FlatlineSetup, seed: Seed): FlatlineState {
  const players = Math.min(5, Math.max(2, setup.seats.length));
  const rng = restoreRng(seedRng(seed));
  const emergencyDeck = shuffle(rng, EMERGENCY_CARDS.map((c) => c.id));
  const dealt = PATIENTS_DEALT[players]?.[setup.level] ?? 7;
  const stack = shuffle(rng, PATIENT_CARDS.map((c) => c.id)).slice(0, dealt);
  const patients = stack.slice(0, 4).map((card) => {
    const spec = PATIENT_CARDS.find((c) => c.id === card);
    return { card, cleared: (spec?.lines ?? []).map(() => false), treated: false };
  });
  const dice: FlatlineState['dice'] = [];
  for (let seat = 0; seat < players; seat++) {
    for (let n = 0; n < maxDice(players); n++) {
      dice.push({ id: `s${seat}d${n}`, seat, face: null, at: n < baseDice(players) ? { kind: 'tray' } : { kind: 'out' } });
    }
  }
  const zeros = () => Array.from({ length: players }, () => 0);
  const state: FlatlineState = {
    version: 1,
    setup,
    seed,
    players,
    round: 1,
    phase: 'A-lose-power',
    stop: null,
    pending: null,
    outcome: 'in-progress',
    lossCause: null,
    rng: [],
    queue: roundStartSteps(),
    actions: 0,
    dice,
    diceInPlay: Array.from({ length: players }, () => baseDice(players)),
    rerollTrack: Array.from({ length: rerollCapacity(players) }, () => null),
    rerollCapacity: rerollCapacity(players),
    patientDeck: stack.slice(4),
    patients: [0, 1, 2, 3].map((i) => patients[i] ?? null),
    patientsTotal: stack.length,
    patientsTreated: [],
    diamond: 0,
    emergencyDeck,
    discardPile: [],
    outOfGame: [],
    emergencyArea: [Array.from({ length: 6 }, () => null), Array.from({ length: 6 }, () => null)],
    statArea: [],
    triageArea: [],
    triageWaiting: [],
    xArea: [],
    emergencyDice: [
      { value: null, ignored: false },
      { value: null, ignored: false },
    ],
    meter: { cubes: 8, numbers: [...POWER_METERS[meterFor(players)][setup.meterSide]] },
    stationCubes: [1, 1],
    spentCubes: 0,
    countdown: { elapsedMs: 0, endedBy: null },
    locks: { reroll: false, triage: false, stations: [false, false] },
    effects: {
      noGreenTriggers: false,
      skipDialTurn: false,
      maySkipDialTurn: false,
      freeRerolls: zeros(),
      faceChanges: zeros(),
      skipEmergencyRoll: false,
      rollOneEmergencyDie: false,
      ignoreEmergencyDice: false,
      escalations: 0,
    },
    next: { diceDelta: zeros(), freeRerolls: zeros(), faceChanges: zeros(), lockRerolls: false },
    log: [],
  };
  state.rng = [...rng.getState()];
  state.log.push({ round: 1, phase: 'A-lose-power', code: 'game-set-up', params: { players, solitaire: setup.solitaire, patients: stack.length, level: setup.level, meterSide: setup.meterSide } });
  return state;
}
