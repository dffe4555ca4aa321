import { describe, expect, it } from 'vitest';
import type { TriggerEffect } from '@shared/flatline/cards';
import type { FlatlineState } from '@shared/flatline/state';
import { act, codes, emptyBoard, runSteps } from './test-support';

/** Patient trigger icons fired during phase G: their effects belong to the next round. */
function fire(effect: TriggerEffect, prepare: (s: FlatlineState) => void = () => {}): FlatlineState {
  const s = emptyBoard(3);
  prepare(s);
  return runSteps(s, [{ kind: 'trigger-effect', effect, source: 'trigger:test', triageable: false }], 'G-resolve-patients');
}

describe('patient triggers in phase G', () => {
  it('green power: a spent cube returns to the meter', () => {
    const s = fire('power-up', (b) => ((b.meter.cubes = 5), (b.spentCubes = 3)));
    expect([s.meter.cubes, s.spentCubes]).toEqual([6, 2]);
  });

  it('red power: the left-most cube is removed, and the last one loses', () => {
    expect(fire('power-down', (b) => ((b.meter.cubes = 5), (b.spentCubes = 3))).meter.cubes).toBe(4);
    expect(fire('power-down', (b) => ((b.meter.cubes = 1), (b.spentCubes = 7))).lossCause).toBe('power-out');
  });

  it('green and red dice: gains and losses count for the next round', () => {
    expect(fire('all-gain-die').next.diceDelta).toEqual([1, 1, 1]);
    expect(fire('all-lose-die').next.diceDelta).toEqual([-1, -1, -1]);
    const one = act(fire('one-loses-die'), { type: 'decide', option: 'seat:2' });
    expect(one.next.diceDelta).toEqual([0, 0, -1]);
  });

  it('red re-rolls: the track is locked next round', () => {
    let s = fire('lock-rerolls');
    expect([s.locks.reroll, s.next.lockRerolls]).toEqual([false, true]);
    s = runSteps(s, [{ kind: 'end-round' }], 'H-turn-dial');
    expect(s.locks.reroll).toBe(true);
  });

  it('green re-roll: every player has a free re-roll next round', () => {
    const s = fire('free-reroll');
    expect(s.next.freeRerolls).toEqual([1, 1, 1]);
    expect(runSteps(s, [{ kind: 'end-round' }], 'H-turn-dial').effects.freeRerolls).toEqual([1, 1, 1]);
  });

  it('red draw: a card is revealed at once', () => {
    expect(fire('draw-emergency', (b) => (b.emergencyDeck = ['chaos'])).emergencyArea[0]?.[0]).toBe('chaos');
  });

  it('red dial: the dial turns at once', () => {
    expect(fire('turn-dial', (b) => (b.diamond = 1)).diamond).toBe(2);
  });

  it('green dial: at phase H the players choose whether to turn the dial', () => {
    let s = fire('skip-dial-turn', (b) => (b.diamond = 1));
    s = runSteps(s, [{ kind: 'turn-dial' }], 'H-turn-dial');
    expect(s.pending?.options.map((o) => o.id)).toEqual(['turn', 'skip']);
    expect(act(s, { type: 'decide', option: 'skip' }).diamond).toBe(1);
    expect(act(s, { type: 'decide', option: 'turn' }).diamond).toBe(2);
  });

  it('green emergency discard and red triage discard ask which card', () => {
    let s = fire('discard-emergency', (b) => (b.emergencyArea[1]![3] = 'chaos'));
    s = act(s, { type: 'decide', option: 'card:chaos' });
    expect(s.emergencyArea[1]?.[3]).toBe(null);
    s = fire('discard-triage', (b) => (b.triageArea = ['clear', 'triage']));
    s = act(s, { type: 'decide', option: 'card:triage' });
    expect(s.triageArea).toEqual(['clear']);
  });

  it('red tile: a cleared tile comes off, never one of a patient whose trigger is resolving', () => {
    const s = fire('remove-cleared-tile', (b) => {
      b.patients[0] = { card: 'patient-01', cleared: [true, true, true], treated: true };
      b.patients[1] = { card: 'patient-02', cleared: [false, true, false], treated: false };
    });
    expect(s.pending?.options.map((o) => o.id)).toEqual(['line:1:1']);
  });
});

describe('the triage area when it is full', () => {
  const full = () => {
    const s = emptyBoard(3);
    s.triageArea = ['clear', 'recharge', 'tactical-decision', 'triage'];
    s.triageWaiting = ['a-fresh-start'];
    return runSteps(s, [{ kind: 'settle-triage' }], 'F-resolve-cards');
  };

  it('the waiting card can be let go to the discard pile', () => {
    const s = act(full(), { type: 'decide', option: 'let-go:a-fresh-start' });
    expect([s.triageWaiting, s.discardPile, s.triageArea.length]).toEqual([[], ['a-fresh-start'], 4]);
  });

  it('a triage card can be discarded to make room', () => {
    const s = act(full(), { type: 'decide', option: 'discard:tactical-decision' });
    expect(s.triageArea).toEqual(['clear', 'recharge', 'triage', 'a-fresh-start']);
    expect(codes(s)).toContain('triage-card-gained');
  });
});
