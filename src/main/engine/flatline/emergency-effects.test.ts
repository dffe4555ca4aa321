import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import { act, codes, countdownWith, dieOf, emptyBoard, refusalOf, runSteps } from './test-support';
import { baseDice } from '@shared/flatline/data/board';

/** The 18 standard emergency cards, each activated by the emergency dice in slot 1 (row one). */
function activateSlotOne(card: string, prepare: (s: FlatlineState) => void = () => {}, players = 3): FlatlineState {
  const s = emptyBoard(players);
  s.emergencyArea[0]![0] = card;
  s.emergencyDice = [{ value: 1, ignored: false }, { value: null, ignored: false }];
  prepare(s);
  return runSteps(s, [{ kind: 'activate-rolled' }, { kind: 'end-emergency-dice' }], 'C-roll-emergency-dice');
}
const trayCount = (s: FlatlineState, seat: number) => s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').length;

describe('emergency cards', () => {
  it('Lost Assistance: the players choose which triage card is discarded', () => {
    let s = activateSlotOne('lost-assistance', (b) => (b.triageArea = ['clear', 'recharge']));
    expect(s.pending?.options.map((o) => o.id)).toEqual(['card:clear', 'card:recharge']);
    expect(refusalOf(s, { type: 'advance' })).toBe('decision-pending');
    expect(refusalOf(s, { type: 'decide', option: 'card:triage' })).toBe('not-an-option');
    s = act(s, { type: 'decide', option: 'card:recharge' });
    expect(s.triageArea).toEqual(['clear']);
    expect(s.discardPile).toEqual(['recharge']);
  });

  it('Lost Assistance with an empty triage area does nothing', () => {
    const s = activateSlotOne('lost-assistance');
    expect(s.pending).toBe(null);
    expect(codes(s)).toContain('effect-had-no-target');
  });

  it('Setback: a chosen triage card goes back to the stat area', () => {
    let s = activateSlotOne('setback', (b) => (b.triageArea = ['clear']));
    s = act(s, { type: 'decide', option: 'card:clear' });
    expect(s.triageArea).toEqual([]);
    expect(s.statArea).toEqual(['clear']);
  });

  it('Bathroom Break: the chosen player loses two dice', () => {
    let s = activateSlotOne('bathroom-break');
    s = act(s, { type: 'decide', option: 'seat:1' });
    expect([trayCount(s, 0), trayCount(s, 1), trayCount(s, 2)]).toEqual([6, 4, 6]);
  });

  it('Regression: the chosen cleared tile is removed', () => {
    let s = activateSlotOne('regression', (b) => (b.patients[0] = { card: 'patient-01', cleared: [true, false, true], treated: false }));
    expect(s.pending?.options.map((o) => o.id)).toEqual(['line:0:0', 'line:0:2']);
    s = act(s, { type: 'decide', option: 'line:0:2' });
    expect(s.patients[0]?.cleared).toEqual([true, false, false]);
  });

  it('No Help In Sight: a lock-down tile covers the triage area for the round', () => {
    const s = activateSlotOne('no-help-in-sight', (b) => (b.triageArea = ['adrenaline-rush']));
    expect(s.locks.triage).toBe(true);
    const planning = { ...s, stop: 'planning' as const };
    expect(refusalOf(planning, { type: 'use-triage', card: 'adrenaline-rush' })).toBe('triage-locked');
  });

  it('Lock Down: the re-roll track is closed, but A Fresh Start still gives a free re-roll', () => {
    let s = activateSlotOne('lock-down', (b) => (b.triageArea = ['a-fresh-start']));
    expect(s.locks.reroll).toBe(true);
    s = countdownWith(s, [['red', 'red', 'blue']]);
    const [a, b] = s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray');
    expect(refusalOf(s, { type: 'reroll', seat: 0, dice: [b!.id], sacrifice: a!.id })).toBe('reroll-track-locked');
    expect(refusalOf(s, { type: 'reroll', seat: 0, dice: [b!.id] })).toBe('no-free-reroll');
    s = act(s, { type: 'use-triage', card: 'a-fresh-start' });
    s = act(s, { type: 'reroll', seat: 0, dice: [b!.id] });
    expect(s.effects.freeRerolls).toEqual([0, 1, 1]);
  });

  for (const card of ['under-duress', 'increased-distress', 'unexpected-hindrance']) {
    it(`${card}: one new card is drawn and placed by the normal rules`, () => {
      const s = activateSlotOne(card, (b) => (b.emergencyDeck = ['recharge', 'chaos']));
      expect(s.statArea).toEqual(['recharge']);
      expect(s.emergencyDeck).toEqual(['chaos']);
    });
  }

  it('Chaos: two new cards are drawn', () => {
    const s = activateSlotOne('chaos', (b) => (b.emergencyDeck = ['setback', 'clear', 'lock-down']));
    expect(s.emergencyArea[0]?.slice(0, 2)).toEqual(['chaos', 'setback']);
    expect(s.statArea).toEqual(['clear']);
  });

  it('Foiled Plans: the dial turns once', () => {
    const s = activateSlotOne('foiled-plans', (b) => (b.diamond = 3));
    expect(s.diamond).toBe(0);
  });

  it('Escalation: after both cards of the slot resolve, the die on it is re-rolled and activates its new slot', () => {
    const s = activateSlotOne('escalation', (b) => {
      b.emergencyArea[1]![0] = 'foiled-plans';
      for (let slot = 1; slot < 6; slot++) b.emergencyArea[0]![slot] = 'under-duress';
      b.emergencyDeck = ['recharge', 'clear', 'triage', 'tactical-decision'];
    });
    const order = s.log.filter((e) => ['slot-activated', 'emergency-dice-rerolled'].includes(e.code)).map((e) => e.code === 'slot-activated' ? `${e.params.slot}/${e.params.row}` : 'reroll');
    expect(order.slice(0, 3)).toEqual(['1/1', '1/2', 'reroll']);
    // With this seed the re-rolled die shows 3: slot 3 (row one) activates next, and only once.
    expect(s.emergencyDice[0]?.value).toBe(3);
    expect(order.slice(3)).toEqual(['3/1']);
  });

  it('Power Lock: lock-down tiles cover both recharging stations', () => {
    let s = activateSlotOne('power-lock');
    expect(s.locks.stations).toEqual([true, true]);
    s = countdownWith(s, [['red']]);
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 0, 'red'), target: { kind: 'station', station: 0 }, space: 0 })).toBe('station-locked');
  });

  it('Under-manned: every player loses a die', () => {
    const s = activateSlotOne('under-manned', () => {}, 4);
    expect([0, 1, 2, 3].map((seat) => trayCount(s, seat))).toEqual([5, 5, 5, 5]);
  });

  it('Bad Timing: connected red triggers fire clockwise from the diamond, and Triage cannot stop them', () => {
    const s = activateSlotOne('bad-timing', (b) => {
      b.diamond = 0;
      b.triageArea = ['triage'];
      // slot 2 meets trigger 2 of patient-01: red, all lose a die; slot 3 meets trigger 3 of patient-04: red, turn the dial.
      b.patients = [
        { card: 'patient-03', cleared: [false, false, false], treated: false },
        { card: 'patient-02', cleared: [false, false, false], treated: false },
        { card: 'patient-01', cleared: [false, false, false], treated: false },
        { card: 'patient-04', cleared: [false, false, false, false], treated: false },
      ];
    });
    expect(s.pending).toBe(null);
    expect(s.log.filter((e) => e.code === 'trigger-fired').map((e) => `${e.params.slot}:${e.params.effect}`)).toEqual([
      '2:all-lose-die',
      '3:turn-dial',
    ]);
    expect(trayCount(s, 0)).toBe(baseDice(3) - 1);
    expect(s.diamond).toBe(1);
    expect(s.triageArea).toEqual(['triage']);
  });

  it('Bad Timing with no red light connected does nothing', () => {
    const s = activateSlotOne('bad-timing', (b) => {
      b.patients = [{ card: 'patient-01', cleared: [false, false, false], treated: false }, null, null, null];
      b.diamond = 0;
    });
    expect(codes(s)).toContain('bad-timing-no-red-light');
  });

  it('Power Loss: the left-most meter cube goes to the station the players choose', () => {
    let s = activateSlotOne('power-loss', (b) => (b.meter.cubes = 6));
    expect(s.pending?.kind).toBe('choose-station-for-cube');
    s = act(s, { type: 'decide', option: 'station:1' });
    expect(s.meter.cubes).toBe(5);
    expect(s.stationCubes).toEqual([1, 2]);
  });

  it('Power Loss on the last cube loses the game', () => {
    const s = activateSlotOne('power-loss', (b) => (b.meter.cubes = 1));
    expect(s.lossCause).toBe('power-out');
  });

  it('Caught Off Guard: the top card takes its place and activates; Caught Off Guard is discarded', () => {
    const s = activateSlotOne('caught-off-guard', (b) => (b.emergencyDeck = ['foiled-plans', 'chaos']));
    expect(s.emergencyArea[0]?.[0]).toBe('foiled-plans');
    expect(s.discardPile).toEqual(['caught-off-guard']);
    expect(s.log.filter((e) => e.code === 'slot-activated').map((e) => e.params.card)).toEqual(['caught-off-guard', 'foiled-plans']);
  });

  it('Caught Off Guard drawing an orange card: it goes to the stat area and the slot stays empty', () => {
    const s = activateSlotOne('caught-off-guard', (b) => (b.emergencyDeck = ['clear']));
    expect(s.emergencyArea[0]?.[0]).toBe(null);
    expect(s.statArea).toEqual(['clear']);
    expect(s.discardPile).toEqual(['caught-off-guard']);
  });

  it('Caught Off Guard with the deck and the discard pile both empty: nothing replaces it, it is discarded, and play goes on', () => {
    let s = activateSlotOne('caught-off-guard', (b) => {
      b.emergencyDeck = [];
      b.discardPile = [];
      b.queue = [];
    });
    expect(s.emergencyArea[0]?.[0]).toBe(null);
    expect(s.discardPile).toEqual(['caught-off-guard']);
    expect(s.emergencyDeck).toEqual([]);
    expect(s.log.filter((e) => e.code === 'slot-activated').map((e) => e.params.card)).toEqual(['caught-off-guard']);
    expect(codes(s)).toContain('emergency-deck-empty');
    expect(codes(s)).not.toContain('discard-reshuffled');
    // The round carries on: the next step (planning, here) is reached.
    s = runSteps(s, [{ kind: 'planning' }], 'D-planning');
    expect(s.stop).toBe('planning');
  });

  it('Caught Off Guard with an empty deck: the discard pile, without Caught Off Guard, becomes the deck it draws from', () => {
    const s = activateSlotOne('caught-off-guard', (b) => {
      b.emergencyDeck = [];
      b.discardPile = ['foiled-plans'];
    });
    expect(codes(s)).toContain('discard-reshuffled');
    expect(s.log.find((e) => e.code === 'discard-reshuffled')?.params.cards).toBe(1);
    expect(s.emergencyArea[0]?.[0]).toBe('foiled-plans');
    expect(s.discardPile).toEqual(['caught-off-guard']);
    expect(s.log.filter((e) => e.code === 'slot-activated').map((e) => e.params.card)).toEqual(['caught-off-guard', 'foiled-plans']);
  });

  it('A Thankless Job: a treated patient’s green trigger does not happen this round', () => {
    let s = activateSlotOne('a-thankless-job');
    expect(s.effects.noGreenTriggers).toBe(true);
    s.diamond = 0;
    s.patients[0] = { card: 'patient-04', cleared: [true, true, true, true], treated: false };
    s.patientDeck = ['patient-05'];
    s = runSteps(s, [{ kind: 'resolve-patients' }], 'G-resolve-patients');
    expect(codes(s)).toContain('trigger-blocked');
    expect(s.next.diceDelta).toEqual([0, 0, 0]);
  });
});
