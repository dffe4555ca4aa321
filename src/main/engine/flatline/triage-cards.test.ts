import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import { act, codes, countdownWith, emptyBoard, refusalOf, runSteps } from './test-support';
import { usableTriageCards } from './triage';

/** The 11 triage cards and their timing windows. */
const planningWith = (cards: string[], players = 3): FlatlineState => {
  const s = emptyBoard(players);
  s.triageArea = cards;
  s.phase = 'D-planning';
  s.stop = 'planning';
  s.queue = [];
  return s;
};
const trayCount = (s: FlatlineState, seat: number) => s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').length;

describe('triage cards', () => {
  it('Tactical Decision: the dial does not turn at the end of the round', () => {
    let s = planningWith(['tactical-decision']);
    const diamond = s.diamond;
    s = act(s, { type: 'use-triage', card: 'tactical-decision' });
    s = runSteps(s, [{ kind: 'turn-dial' }], 'H-turn-dial');
    expect(s.diamond).toBe(diamond);
    expect(codes(s)).toContain('dial-held');
  });

  it('Triage: a red trigger of a treated patient may be ignored by spending it', () => {
    let s = emptyBoard(3);
    s.triageArea = ['triage'];
    s.diamond = 0;
    // Slot 2 meets trigger 2 of patient-01: red, every player loses a die.
    s.patients[2] = { card: 'patient-01', cleared: [true, true, true], treated: false };
    s.patientDeck = ['patient-05'];
    s = runSteps(s, [{ kind: 'resolve-patients' }], 'G-resolve-patients');
    expect(s.pending?.kind).toBe('red-trigger-triage');
    const ignored = act(s, { type: 'decide', option: 'use-triage' });
    expect(ignored.next.diceDelta).toEqual([0, 0, 0]);
    expect(ignored.discardPile).toEqual(['triage']);
    const suffered = act(s, { type: 'decide', option: 'let-it-happen' });
    expect(suffered.next.diceDelta).toEqual([-1, -1, -1]);
    expect(suffered.triageArea).toEqual(['triage']);
  });

  it('Triage cannot be played on its own', () => {
    expect(refusalOf(planningWith(['triage']), { type: 'use-triage', card: 'triage' })).toBe('triage-only-against-red-trigger');
  });

  it('Concentrated Effort: during the countdown every player may turn one die to any face', () => {
    let s = countdownWith(planningWith(['concentrated-effort']), [['red', 'blue'], ['green']]);
    const die = s.dice.find((d) => d.seat === 1 && d.at.kind === 'tray')!.id;
    expect(refusalOf(s, { type: 'change-face', die, face: 'purple' })).toBe('no-face-change');
    s = act(s, { type: 'use-triage', card: 'concentrated-effort' });
    s = act(s, { type: 'change-face', die, face: 'purple' });
    expect(s.dice.find((d) => d.id === die)?.face).toBe('purple');
    expect(refusalOf(s, { type: 'change-face', die, face: 'red' })).toBe('no-face-change');
  });

  it('Clear!: a cleared tile goes on the chosen unfinished line', () => {
    let s = planningWith(['clear']);
    s.patients[1] = { card: 'patient-03', cleared: [false, true, false], treated: false };
    s = act(s, { type: 'use-triage', card: 'clear' });
    s = act(s, { type: 'decide', option: 'line:1:2' });
    expect(s.patients[1]?.cleared).toEqual([false, true, true]);
  });

  it('Adrenaline Rush: before the countdown every player has one more die this round, capped at the maximum', () => {
    let s = planningWith(['adrenaline-rush'], 2);
    s = act(s, { type: 'use-triage', card: 'adrenaline-rush' });
    expect([trayCount(s, 0), trayCount(s, 1)]).toEqual([8, 8]);
    s.triageArea = ['caffeine-rush'];
    s = act(s, { type: 'use-triage', card: 'caffeine-rush' });
    s = act(s, { type: 'decide', option: 'seat:0' });
    expect(trayCount(s, 0)).toBe(8);
    expect(codes(s)).toContain('die-gain-ignored');
  });

  it('Adrenaline Rush used during the resolution gives the extra die next round', () => {
    let s = emptyBoard(3);
    s.triageArea = ['adrenaline-rush'];
    s.phase = 'F-resolve-cards';
    s.stop = 'after-countdown';
    s = act(s, { type: 'use-triage', card: 'adrenaline-rush' });
    expect(s.next.diceDelta).toEqual([1, 1, 1]);
  });

  it('Caffeine Rush: the chosen player gains a die', () => {
    let s = planningWith(['caffeine-rush']);
    s = act(s, { type: 'use-triage', card: 'caffeine-rush' });
    s = act(s, { type: 'decide', option: 'seat:2' });
    expect([trayCount(s, 0), trayCount(s, 2)]).toEqual([6, 7]);
  });

  it('Crisis Averted right after the roll: the emergency dice do nothing', () => {
    let s = emptyBoard(3);
    s.triageArea = ['crisis-averted'];
    s.emergencyArea[0]![1] = 'foiled-plans';
    s.emergencyDice = [{ value: 2, ignored: false }, { value: 2, ignored: false }];
    s.phase = 'C-roll-emergency-dice';
    s.stop = 'after-roll';
    s.queue = [{ kind: 'activate-rolled' }, { kind: 'end-emergency-dice' }, { kind: 'planning' }];
    const diamond = s.diamond;
    // No other card is usable at this window, so play moves on by itself once it is used.
    s = act(s, { type: 'use-triage', card: 'crisis-averted' });
    expect(s.diamond).toBe(diamond);
    expect(codes(s)).toContain('emergency-dice-ignored');
    expect(s.stop).toBe('planning');
  });

  it('Crisis Averted and Disaster Averted are refused during the countdown', () => {
    const s = countdownWith(planningWith(['crisis-averted', 'disaster-averted']), [['red']]);
    expect(refusalOf(s, { type: 'use-triage', card: 'crisis-averted' })).toBe('triage-only-around-roll');
    expect(usableTriageCards(s)).toEqual([]);
  });

  it('Disaster Averted before the roll: only one emergency die is rolled', () => {
    let s = emptyBoard(3);
    s.triageArea = ['disaster-averted'];
    s.phase = 'C-roll-emergency-dice';
    s.stop = 'before-roll';
    s.queue = [{ kind: 'roll-emergency' }, { kind: 'planning' }];
    s = act(s, { type: 'use-triage', card: 'disaster-averted' });
    s = act(s, { type: 'advance' });
    expect(s.emergencyDice.filter((d) => d.value !== null)).toHaveLength(1);
  });

  it('Disaster Averted after the roll: the players choose which die to ignore', () => {
    let s = emptyBoard(3);
    s.triageArea = ['disaster-averted'];
    s.emergencyArea[0] = ['foiled-plans', null, null, 'under-manned', null, null];
    s.emergencyDice = [{ value: 1, ignored: false }, { value: 4, ignored: false }];
    s.phase = 'C-roll-emergency-dice';
    s.stop = 'after-roll';
    s.queue = [{ kind: 'activate-rolled' }, { kind: 'end-emergency-dice' }, { kind: 'planning' }];
    const diamond = s.diamond;
    s = act(s, { type: 'use-triage', card: 'disaster-averted' });
    expect(s.pending?.options.map((o) => o.id)).toEqual(['die:0', 'die:1']);
    s = act(s, { type: 'decide', option: 'die:1' });
    s = act(s, { type: 'advance' });
    expect(s.diamond).toBe((diamond + 1) % 4);
    expect(trayCount(s, 0)).toBe(6);
  });

  it('Under Control: the chosen emergency card is discarded', () => {
    let s = planningWith(['under-control']);
    s.emergencyArea[0] = ['chaos', 'setback', null, null, null, null];
    s = act(s, { type: 'use-triage', card: 'under-control' });
    s = act(s, { type: 'decide', option: 'card:setback' });
    expect(s.emergencyArea[0]?.slice(0, 2)).toEqual(['chaos', null]);
    expect(s.discardPile).toEqual(['under-control', 'setback']);
  });

  it('Recharge: a spent cube returns to the meter; refused when none is spent', () => {
    let s = planningWith(['recharge']);
    s.meter.cubes = 5;
    s.spentCubes = 3;
    s = act(s, { type: 'use-triage', card: 'recharge' });
    expect([s.meter.cubes, s.spentCubes]).toEqual([6, 2]);
    const full = planningWith(['recharge']);
    full.meter.cubes = 8;
    full.spentCubes = 0;
    expect(refusalOf(full, { type: 'use-triage', card: 'recharge' })).toBe('no-cube-to-recharge');
  });

  it('A Fresh Start: every player gets one free re-roll, usable in the middle of the countdown', () => {
    let s = countdownWith(planningWith(['a-fresh-start']), [['red', 'red'], ['blue', 'blue'], ['green']]);
    s = act(s, { type: 'use-triage', card: 'a-fresh-start' });
    expect(s.effects.freeRerolls).toEqual([1, 1, 1]);
    const mine = s.dice.filter((d) => d.seat === 1 && d.at.kind === 'tray').map((d) => d.id);
    s = act(s, { type: 'reroll', seat: 1, dice: mine });
    expect(s.effects.freeRerolls).toEqual([1, 0, 1]);
    expect(s.rerollTrack.every((x) => x === null)).toBe(true);
  });

  it('refuses a card that is not in the triage area', () => {
    expect(refusalOf(planningWith([]), { type: 'use-triage', card: 'clear' })).toBe('triage-card-not-in-area');
  });
});

describe('a triage window with nothing left to use', () => {
  it('moves on by itself once no triage card can be used there any more (the engine decides, not the board)', () => {
    let s = emptyBoard(3);
    s.triageArea = ['recharge', 'a-fresh-start'];
    s.meter.cubes = 4;
    s.spentCubes = 4;
    s = runSteps(s, [{ kind: 'turn-dial' }, { kind: 'end-round' }], 'H-turn-dial');
    expect(s.stop).toBe('round-start');
    expect(usableTriageCards(s)).toEqual(['recharge', 'a-fresh-start']);
    // One card used, another still usable: the table keeps waiting at the window.
    s = act(s, { type: 'use-triage', card: 'recharge' });
    expect(s.stop).toBe('round-start');
    // The last usable card discarded: nothing is left to decide, so the round starts by itself.
    s = act(s, { type: 'discard-triage', card: 'a-fresh-start' });
    expect(s.stop).not.toBe('round-start');
    expect(codes(s)).toContain('cube-removed');
  });
});
