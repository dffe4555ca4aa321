import { describe, expect, it } from 'vitest';
import { act, codes, countdownWith, emptyBoard, placeAll, refusalOf, runSteps } from './test-support';
import { targetComplete } from '@shared/flatline/rules/placement';

/** The rulebook's FAQ answers (FAQ 1 is also the patient-trigger example in rulebook-examples.test.ts). */
describe('FAQ', () => {
  it('FAQ 1: a patient treated after its own resolution still activates its connected trigger during phase G', () => {
    let s = emptyBoard(3);
    s.diamond = 0;
    // Resolution order is slot 0, 1, 2, 3. Slot 0 (patient-02, trigger 0: a die for one player) is
    // one line short when resolved; slot 1 (patient-01, trigger 1: a free cleared tile) finishes it.
    s.patients[0] = { card: 'patient-02', cleared: [true, true, false], treated: false };
    s.patients[1] = { card: 'patient-01', cleared: [true, true, false], treated: false };
    s.patientDeck = ['patient-13', 'patient-14'];
    s = countdownWith(s, [['yellow'], ['white'], ['yellow']]);
    s = placeAll(s, { kind: 'line', slot: 1, line: 2 }, [[0, 'yellow'], [1, 'white'], [2, 'yellow']]);
    s = act(s, { type: 'done' });
    expect(s.pending?.kind).toBe('choose-line-to-clear');
    s = act(s, { type: 'decide', option: 'line:0:2' });
    expect(s.pending?.kind).toBe('choose-player-to-gain-die');
    s = act(s, { type: 'decide', option: 'seat:2' });
    const treated = s.log.filter((e) => e.code === 'patient-treated').map((e) => e.params.card);
    expect(treated).toEqual(['patient-01', 'patient-02']);
    expect(s.diceInPlay).toEqual([6, 6, 7]);
  });

  it('FAQ 2: Clear! outside phase G places the tile, but the trigger waits for the resolution', () => {
    let s = emptyBoard(3);
    s.triageArea = ['clear'];
    s.patients[0] = { card: 'patient-01', cleared: [true, true, false], treated: false };
    s = countdownWith(s, [['red']]);
    s = act(s, { type: 'use-triage', card: 'clear' });
    s = act(s, { type: 'decide', option: 'line:0:2' });
    expect(s.patients[0]?.cleared).toEqual([true, true, true]);
    expect(codes(s)).not.toContain('patient-treated');
    s = act(s, { type: 'done' });
    const treated = s.log.filter((e) => e.code === 'patient-treated');
    expect(treated.map((e) => e.phase)).toEqual(['G-resolve-patients']);
  });

  it('FAQ 3: on an all-players line each player chooses among the allowed symbols independently', () => {
    let s = emptyBoard(3);
    s.patients[0] = { card: 'patient-01', cleared: [false, false, false], treated: false };
    s = countdownWith(s, [['yellow'], ['white'], ['yellow']]);
    s = placeAll(s, { kind: 'line', slot: 0, line: 2 }, [[0, 'yellow'], [1, 'white'], [2, 'yellow']]);
    expect(targetComplete(s, { kind: 'line', slot: 0, line: 2 })).toBe(true);
  });

  it('FAQ 4: after the dice hit No Help In Sight, Crisis Averted cannot cancel the roll; before the roll it can', () => {
    const s = emptyBoard(3);
    s.triageArea = ['crisis-averted'];
    s.emergencyArea[0] = [null, null, null, 'no-help-in-sight', null, null];
    s.emergencyDice = [{ value: 4, ignored: false }, { value: 1, ignored: false }];
    s.stop = 'after-roll';
    s.phase = 'C-roll-emergency-dice';
    s.queue = [{ kind: 'activate-rolled' }, { kind: 'end-emergency-dice' }, { kind: 'planning' }];
    expect(refusalOf(s, { type: 'use-triage', card: 'crisis-averted' })).toBe('triage-no-help-in-sight');
    const before = { ...structuredClone(s), stop: 'before-roll' as const, queue: [{ kind: 'roll-emergency' as const }, { kind: 'planning' as const }] };
    const used = act(before, { type: 'use-triage', card: 'crisis-averted' });
    expect(used.effects.skipEmergencyRoll).toBe(true);
    const rolled = act(used, { type: 'advance' });
    expect(codes(rolled)).toContain('emergency-roll-skipped');
    expect(rolled.emergencyDice.every((d) => d.value === null)).toBe(true);
  });

  it('FAQ 5: triage cards work again as soon as the dial turns, before Lose Power of the next round', () => {
    let s = emptyBoard(3);
    s.triageArea = ['recharge'];
    s.locks.triage = true;
    s.meter.cubes = 4;
    s.spentCubes = 4;
    s = runSteps(s, [{ kind: 'turn-dial' }, { kind: 'end-round' }], 'H-turn-dial');
    expect(s.stop).toBe('round-start');
    expect(s.meter.cubes).toBe(4);
    s = act(s, { type: 'use-triage', card: 'recharge' });
    // The cube comes back before Lose Power: with no other card to use, the round then starts by
    // itself and Lose Power takes one again.
    const entries = s.log.filter((e) => e.code === 'cube-restored' || e.code === 'cube-removed');
    expect(entries.slice(-2).map((e) => [e.code, e.params.left])).toEqual([
      ['cube-restored', 5],
      ['cube-removed', 4],
    ]);
  });

  it('FAQ 6: whoever hands the dice back, every die returns to its player when the round ends', () => {
    let s = emptyBoard(3);
    s.patients[0] = { card: 'patient-01', cleared: [false, false, false], treated: false };
    s = countdownWith(s, [['red', 'red'], ['blue']]);
    s = placeAll(s, { kind: 'line', slot: 0, line: 0 }, [[0, 'red'], [0, 'red']]);
    s = act(s, { type: 'done' });
    expect(s.dice.filter((d) => d.at.kind === 'space' || d.at.kind === 'reroll')).toEqual([]);
    expect(s.dice.filter((d) => d.at.kind === 'tray')).toHaveLength(18);
  });
});
