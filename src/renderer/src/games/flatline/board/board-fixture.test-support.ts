// A hand-made FLATLINE state for the board's tests: two or more seats, two known patients, a known
// emergency card and stat card, dice rolled to known faces. The renderer cannot run the engine.
import type { FlatlineView } from '@shared/flatline/view';
import type { GameDetailOf } from '@shared/games';
import type { SymbolId } from '@shared/flatline/symbols';

export function fixtureState(players = 2, faces: SymbolId[] = ['red', 'blue', 'green']): FlatlineView {
  const zeros = () => Array.from({ length: players }, () => 0);
  return {
    version: 1,
    setup: {
      seats: Array.from({ length: players }, (_, i) => ({ name: ['Ada', 'Bruno', 'Chiara', 'Dev', 'Elif'][i] ?? 'X', colour: (['red', 'blue', 'green', 'yellow', 'purple'] as const)[i] ?? 'red' })),
      solitaire: false,
      level: 'standard',
      meterSide: 'standard',
      timerSeconds: 60,
    },
    players,
    round: 1,
    phase: 'E-countdown',
    stop: 'countdown',
    pending: null,
    outcome: 'in-progress',
    lossCause: null,
    queue: [],
    actions: 3,
    dice: [
      ...faces.map((face, n) => ({ id: `s0d${n}`, seat: 0, face, at: { kind: 'tray' as const } })),
      { id: 's1d0', seat: 1, face: 'yellow', at: { kind: 'tray' } },
      { id: 's1d1', seat: 1, face: 'white', at: { kind: 'space', target: { kind: 'line', slot: 1, line: 0 }, space: 0 } },
    ],
    diceInPlay: Array.from({ length: players }, () => 7),
    rerollTrack: [null, null, null, null, null],
    rerollCapacity: 5,
    patientDeckCount: 1,
    // Two patients: line 2 of the first already carries a cleared tile.
    patients: [
      { card: 'patient-01', cleared: [false, true, false], treated: false },
      { card: 'patient-02', cleared: [false, false, false], treated: false },
      null,
      null,
    ],
    patientsTotal: 7,
    patientsTreated: ['patient-05'],
    diamond: 1,
    emergencyDeckCount: 1,
    discardPile: [],
    outOfGame: [],
    emergencyArea: [
      ['lost-assistance', null, null, null, null, null],
      [null, null, null, null, null, null],
    ],
    statArea: ['clear'],
    triageArea: ['recharge'],
    triageWaiting: [],
    xArea: [],
    emergencyDice: [
      { value: 1, ignored: false },
      { value: 4, ignored: false },
    ],
    meter: { cubes: 7, numbers: [1, 1, 2, 1, 2, 2, 2, 3] },
    stationCubes: [1, 0],
    spentCubes: 1,
    countdown: { elapsedMs: 12_500, endedBy: null },
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
}

/** A game as the host delivers it around `state`: Ada and Bruno's, in progress, its clock running in the countdown. */
export const fixtureGame = (state: FlatlineView, more: Partial<GameDetailOf<'flatline'>> = {}): GameDetailOf<'flatline'> => ({
  id: 'g1',
  kind: 'flatline',
  title: 'Ada · Bruno',
  seats: state.setup.seats,
  solitaire: false,
  setup: state.setup,
  seed: 1,
  status: 'in-progress',
  round: state.round,
  paused: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  state,
  clock: { running: state.stop === 'countdown', elapsedMs: 0, limitMs: 60_000 },
  version: state.actions,
  ...more,
});
