import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import { flatlineModule } from '../index';
import { resolutionSteps, roundStartSteps } from '../round';
import { act, countdownWith, emptyBoard, placeAll, setupFor } from '../test-support';
import { greedyAction } from './greedy';
import { candidates, strongAction } from './strong';

const view = (s: FlatlineState) => flatlineModule.view(s);
const budget = { samples: 6, seed: 11 };

/** The first countdown of a seeded two-player game, reached with the reference bot. */
function firstCountdown(seed: number): FlatlineState {
  let s = flatlineModule.start(setupFor(2), seed);
  while (s.stop !== 'countdown') s = act(s, greedyAction(s));
  return s;
}

describe('the strong player', () => {
  it('decides from the view alone: scrambling the hidden decks and the generator changes nothing', () => {
    const s = firstCountdown(3);
    const scrambled: FlatlineState = { ...structuredClone(s), patientDeck: [...s.patientDeck].reverse(), emergencyDeck: [...s.emergencyDeck].reverse(), rng: [1, 2, 3, 4] };
    expect(candidates(view(s)).length).toBeGreaterThan(1);
    const decision = strongAction(view(s), budget);
    expect(strongAction(view(scrambled), budget)).toEqual(decision);
    expect(decision).toEqual({ type: 'place', die: 's0d1', target: { kind: 'line', slot: 0, line: 0 }, space: 0 });
  });

  it('puts a free cleared tile on a line the dice have not already completed', () => {
    let s = emptyBoard(3);
    s.patients = [null, { card: 'patient-01', cleared: [false, true, false], treated: false }, null, null];
    s.triageArea = ['clear'];
    s = countdownWith(s, [['red', 'red'], ['blue'], ['green']]);
    // Line 0 (two reds by one player) is complete with dice: a tile there would be wasted.
    s = placeAll(s, { kind: 'line', slot: 1, line: 0 }, [[0, 'red'], [0, 'red']]);
    s.phase = 'F-resolve-cards';
    s.stop = 'before-patients';
    s.queue = resolutionSteps().slice(4);
    s = act(s, { type: 'use-triage', card: 'clear' });
    expect(s.pending?.kind).toBe('choose-line-to-clear');
    expect(greedyAction(view(s))).toEqual({ type: 'decide', option: 'line:1:0' });
    expect(strongAction(view(s), budget)).toEqual({ type: 'decide', option: 'line:1:2' });
  });

  it('does not spend Disaster Averted on doubles (the slot activates once either way)', () => {
    const s = emptyBoard(3);
    s.triageArea = ['disaster-averted'];
    s.emergencyArea[0]![1] = 'power-loss';
    s.emergencyDice = [{ value: 2, ignored: false }, { value: 2, ignored: false }];
    s.phase = 'C-roll-emergency-dice';
    s.stop = 'after-roll';
    s.queue = roundStartSteps().slice(5);
    expect(greedyAction(view(s))).toEqual({ type: 'use-triage', card: 'disaster-averted' });
    expect(strongAction(view(s), budget)).toEqual({ type: 'advance' });
  });

  it('does not spend an extra-die card while every player already has all their dice', () => {
    const s = emptyBoard(3);
    s.triageArea = ['adrenaline-rush'];
    for (const d of s.dice) d.at = { kind: 'tray' };
    s.diceInPlay = [7, 7, 7];
    s.phase = 'D-planning';
    s.stop = 'planning';
    s.queue = [];
    expect(greedyAction(view(s))).toEqual({ type: 'use-triage', card: 'adrenaline-rush' });
    expect(strongAction(view(s), budget)).toEqual({ type: 'advance' });
  });

  it('plays Tactical Decision to keep a nearly treated patient on its green trigger', () => {
    const s = emptyBoard(3);
    s.triageArea = ['tactical-decision'];
    s.patients = [{ card: 'patient-01', cleared: [true, true, false], treated: false }, null, null, null];
    // Slot 0 meets trigger (0 − 3) mod 4 = 1: green (a free cleared tile); turning would meet the blank 0.
    s.diamond = 3;
    s.phase = 'G-resolve-patients';
    s.stop = 'before-dial';
    s.queue = resolutionSteps().slice(7);
    expect(greedyAction(view(s))).toEqual({ type: 'advance' });
    expect(strongAction(view(s), budget)).toEqual({ type: 'use-triage', card: 'tactical-decision' });
  });
});
