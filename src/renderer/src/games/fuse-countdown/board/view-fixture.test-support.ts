// A FUSE: Countdown view for the board's tests, with defaults a table would have at the start of turn 1.
import type { FuseCountdownLegalPlaces, FuseCountdownView } from '@shared/fuse-countdown/view';
import type { GuestGame } from '@shared/guest-api';
import type { CountdownGame } from './countdown-board.svelte';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';

export function viewOf(over: Partial<FuseCountdownView> = {}): FuseCountdownView {
  const setup = fuseCountdownSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bruno', colour: 'blue' }], roles: ['cutter', 'technologist'] });
  return {
    version: 1,
    kind: 'fuse-countdown',
    setup,
    players: 2,
    fuses: 0,
    turn: 1,
    leader: 0,
    phase: 'roll',
    rolled: [],
    ability: { named: null, changeUsed: false, rerolls: 0, logistics: null, closed: false },
    quotas: [0, 0],
    maxTake: [0, 0],
    row: [],
    scorePile: [],
    faceDown: [],
    fuseDiscard: [],
    sparkDiscard: [],
    seats: [
      { role: 'cutter', roleActive: true, bombs: [], sparks: [], taken: 0 },
      { role: 'technologist', roleActive: true, bombs: [], sparks: [], taken: 0 },
    ],
    rollSix: null,
    pending: null,
    queue: [],
    clock: { limitMs: 600_000, elapsedMs: 0, stoppedAtMs: null },
    locked: [],
    lostCause: false,
    outcome: null,
    stats: { bombsDefused: 0, bombPoints: 0, sparksDefused: 0, fusesActivated: 0, sparksDrawn: 0, turnsPlayed: 0 },
    log: [],
    actions: 0,
    bombDeckCount: 20,
    sparkDeckCount: 30,
    boxedCount: 20,
    bagCounts: { red: 4, blue: 4, black: 4, yellow: 4, green: 4, 'red/blue': 1, 'blue/black': 1, 'black/yellow': 1, 'yellow/green': 1, 'green/red': 1 },
    ...over,
  };
}

/** The game as the board model reads it: the view, its legal places, and Ada and Bruno at the table. */
export function gameOf(state: FuseCountdownView, legalPlaces?: FuseCountdownLegalPlaces, id = 'game-1'): CountdownGame {
  return {
    id,
    state,
    ...(legalPlaces ? { legalPlaces } : {}),
    seats: state.setup.seats.map((seat) => ({ name: seat.name, colour: seat.colour })),
  };
}

const rolled = (die: string, face: number, colours: FuseCountdownView['rolled'][number]['colours']) => ({ die, face, colours, changed: null, flipped: false });

/** Turn 1, the dice shared out: Ada (Disposal Expert, leading) holds bomb-03 and a spark; Bruno holds bomb-01. */
export const sharingView = (over: Partial<FuseCountdownView> = {}): FuseCountdownView =>
  viewOf({
    phase: 'distribute',
    rolled: [rolled('d01', 4, ['red']), rolled('d05', 2, ['blue']), rolled('d09', 6, ['black'])],
    quotas: [2, 2],
    maxTake: [2, 2],
    seats: [
      { role: 'disposal-expert', roleActive: true, bombs: [{ card: 'bomb-03', dice: [] }], sparks: [{ card: 'spark-04', dice: [] }], taken: 0 },
      { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-01', dice: [] }], sparks: [], taken: 0 },
    ],
    ...over,
  });

/** Where each die may go in `sharingView` (as the engine's legal places say): d01 on two of Ada's slots and one of Bruno's; d09 nowhere. */
export const LEGAL_PLACES: FuseCountdownLegalPlaces = {
  placements: [
    { seat: 0, die: 'd01', card: 'bomb-03', cell: 0 },
    { seat: 0, die: 'd01', card: 'bomb-03', cell: 2 },
    { seat: 1, die: 'd01', card: 'bomb-01', cell: 0 },
    { seat: 1, die: 'd05', card: 'bomb-01', cell: 1 },
  ],
};

/** The game as a device receives it: `state` at version 3 of an unpaused game with its clock running, Ada and Bruno at the table; `over` changes any field. */
export function guestGameOf(state: FuseCountdownView, id: string, over: Partial<GuestGame> = {}): GuestGame {
  return {
    ...gameOf(state, undefined, id),
    kind: 'fuse-countdown',
    title: 'Ada · Bruno',
    status: 'in-progress',
    paused: false,
    solitaire: false,
    setup: state.setup,
    round: 1,
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
    clock: { running: true, elapsedMs: 0, limitMs: 600_000 },
    version: 3,
    ...over,
  } as unknown as GuestGame;
}
