import type { FlatlineAction } from '@shared/flatline/actions';
import { flatlineSetupSchema, type FlatlineSetupInput } from '@shared/flatline/setup';
import type { FlatlineState, Step, TargetRef } from '@shared/flatline/state';
import type { SymbolId } from '@shared/flatline/symbols';
import { PLAYER_COLOURS } from '@shared/players';
import { flatlineModule } from './index';

/** Helpers for tests that build the board a rulebook example describes. */

export function setupFor(players: number, extra: Partial<FlatlineSetupInput> = {}) {
  return flatlineSetupSchema.parse({
    seats: PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `P${i + 1}`, colour })),
    ...extra,
  });
}

/** A fresh game with the automatic steps of round one not yet run, the board cleared of emergencies. */
export function emptyBoard(players: number, extra: Partial<FlatlineSetupInput> = {}, seed = 1): FlatlineState {
  const s = flatlineModule.start(setupFor(players, extra), seed);
  s.emergencyArea = [Array(6).fill(null), Array(6).fill(null)];
  s.statArea = [];
  s.triageArea = [];
  s.triageWaiting = [];
  s.xArea = [];
  s.discardPile = [];
  s.pending = null;
  s.stop = null;
  s.queue = [];
  s.log = [];
  s.locks = { reroll: false, triage: false, stations: [false, false] };
  return s;
}

export function act(state: FlatlineState, action: FlatlineAction): FlatlineState {
  const result = flatlineModule.apply(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.refusal.code} ${result.refusal.reason}`);
  return result.state;
}

export function refusalOf(state: FlatlineState, action: FlatlineAction): string {
  const result = flatlineModule.apply(state, action);
  return result.ok ? 'applied' : result.refusal.code;
}

/** Runs the given steps (as if the round had reached them) and returns the new state. */
export function runSteps(state: FlatlineState, steps: Step[], phase: FlatlineState['phase'] = state.phase): FlatlineState {
  const s = structuredClone(state);
  s.queue = steps;
  s.stop = null;
  s.phase = phase;
  return act(s, { type: 'advance' });
}

/**
 * Puts the state in the countdown with the given faces for each seat's dice in play. Unless `spare`
 * is false, seat 0 also gets one spare die so the countdown does not end when the others are placed.
 */
export function countdownWith(state: FlatlineState, given: SymbolId[][], spare = true): FlatlineState {
  const s = structuredClone(state);
  const faces = given.map((f, seat) => (seat === 0 && spare ? [...f, 'white' as const] : f));
  s.phase = 'E-countdown';
  s.stop = 'countdown';
  s.queue = [];
  s.countdown = { elapsedMs: 0, endedBy: null };
  for (let seat = 0; seat < s.players; seat++) {
    const mine = s.dice.filter((d) => d.seat === seat);
    const want = faces[seat] ?? [];
    mine.forEach((die, i) => {
      const face = want[i];
      die.face = face ?? null;
      die.at = face ? { kind: 'tray' } : { kind: 'out' };
    });
    s.diceInPlay[seat] = want.length;
  }
  return s;
}

/** The id of an unplaced die of `seat` showing `face`. */
export function dieOf(state: FlatlineState, seat: number, face: SymbolId): string {
  const die = state.dice.find((d) => d.seat === seat && d.face === face && d.at.kind === 'tray');
  if (!die) throw new Error(`seat ${seat} has no unplaced ${face} die`);
  return die.id;
}

export function placeAll(state: FlatlineState, target: TargetRef, placements: Array<[seat: number, face: SymbolId]>): FlatlineState {
  let s = state;
  placements.forEach(([seat, face], space) => {
    s = act(s, { type: 'place', die: dieOf(s, seat, face), target, space });
  });
  return s;
}

export const codes = (state: FlatlineState): string[] => state.log.map((e) => e.code);
