import { describe, expect, it } from 'vitest';
import { act, codes, countdownWith, dieOf, emptyBoard, placeAll, refusalOf, runSteps } from './test-support';
import { targetComplete } from '@shared/flatline/rules/placement';
import { baseDice } from '@shared/flatline/data/board';

/** The rulebook's worked examples, each building the board it describes. */

const tray = (s: ReturnType<typeof emptyBoard>, seat: number) => s.dice.filter((d) => d.seat === seat && d.at.kind === 'tray').length;

describe('B. Add emergencies', () => {
  it('Example 1: with slots 1, 3, 4 and 5 full, three cards go to slot 2, slot 6, then slot 1 of row two', () => {
    let s = emptyBoard(3);
    s.emergencyArea[0] = ['lock-down', null, 'chaos', 'setback', 'regression', null];
    s.emergencyDeck = ['foiled-plans', 'power-lock', 'under-manned', 'bad-timing'];
    s = runSteps(s, [{ kind: 'add-emergencies', count: 3 }], 'B-add-emergencies');
    expect(s.emergencyArea[0]).toEqual(['lock-down', 'foiled-plans', 'chaos', 'setback', 'regression', 'power-lock']);
    expect(s.emergencyArea[1]).toEqual(['under-manned', null, null, null, null, null]);
    expect(s.emergencyDeck).toEqual(['bad-timing']);
  });

  it('Example 2: row one full but slot 5, row two holding 1 and 2: slot 5, then row two slot 3, and an orange card goes to the stat area', () => {
    let s = emptyBoard(3);
    s.emergencyArea[0] = ['lock-down', 'chaos', 'setback', 'regression', null, 'escalation'];
    s.emergencyArea[1] = ['power-lock', 'under-manned', null, null, null, null];
    s.emergencyDeck = ['foiled-plans', 'bad-timing', 'recharge'];
    s = runSteps(s, [{ kind: 'add-emergencies', count: 3 }], 'B-add-emergencies');
    expect(s.emergencyArea[0]?.[4]).toBe('foiled-plans');
    expect(s.emergencyArea[1]).toEqual(['power-lock', 'under-manned', 'bad-timing', null, null, null]);
    expect(s.statArea).toEqual(['recharge']);
  });

  it('puts revealed cards of either colour out of the game for good once all twelve spaces are full', () => {
    let s = emptyBoard(2);
    const blue = ['lost-assistance', 'setback', 'bathroom-break', 'regression', 'no-help-in-sight', 'lock-down',
      'under-duress', 'increased-distress', 'unexpected-hindrance', 'foiled-plans', 'escalation', 'power-lock'];
    s.emergencyArea = [blue.slice(0, 6), blue.slice(6)];
    s.emergencyDeck = ['chaos', 'clear'];
    s = runSteps(s, [{ kind: 'add-emergencies', count: 2 }], 'B-add-emergencies');
    expect(s.outOfGame).toEqual(['chaos', 'clear']);
    expect(s.statArea).toEqual([]);
    expect(s.discardPile).toEqual([]);
  });

  it('shuffles the discard pile into a new deck when a card must be drawn from an empty deck', () => {
    let s = emptyBoard(2);
    s.emergencyDeck = [];
    s.discardPile = ['chaos', 'setback', 'lock-down'];
    s = runSteps(s, [{ kind: 'add-emergencies', count: 1 }], 'B-add-emergencies');
    expect(s.discardPile).toEqual([]);
    expect(s.emergencyDeck).toHaveLength(2);
    const placed = s.emergencyArea[0]?.[0];
    expect(['chaos', 'setback', 'lock-down']).toContain(placed);
    expect(codes(s)).toContain('discard-reshuffled');
  });
});

describe('C. Roll the emergency dice', () => {
  it('Example: 2 and 5 activate slot 2 rows one and two, the drawn card lands in row two slot 5, then slot 5 rows one and two', () => {
    let s = emptyBoard(3);
    s.emergencyArea[0] = ['setback', 'under-manned', 'regression', 'chaos', 'lock-down', 'power-loss'];
    s.emergencyArea[1] = ['escalation', 'under-duress', 'bad-timing', 'caught-off-guard', null, 'a-thankless-job'];
    s.emergencyDeck = ['foiled-plans', 'clear'];
    s.emergencyDice = [{ value: 2, ignored: false }, { value: 5, ignored: false }];
    const diamond = s.diamond;
    s = runSteps(s, [{ kind: 'activate-rolled' }, { kind: 'end-emergency-dice' }], 'C-roll-emergency-dice');
    const activated = s.log.filter((e) => e.code === 'slot-activated').map((e) => `${e.params.slot}/${e.params.row} ${e.params.card}`);
    expect(activated).toEqual(['2/1 under-manned', '2/2 under-duress', '5/1 lock-down', '5/2 foiled-plans']);
    expect(s.emergencyArea[1]?.[4]).toBe('foiled-plans');
    for (let seat = 0; seat < 3; seat++) expect(tray(s, seat)).toBe(baseDice(3) - 1);
    expect(s.locks.reroll).toBe(true);
    expect(s.diamond).toBe((diamond + 1) % 4);
  });

  it('activates a slot only once when the dice roll doubles', () => {
    let s = emptyBoard(3);
    s.emergencyArea[0] = [null, null, 'under-duress', null, null, null];
    s.emergencyDeck = ['chaos', 'setback', 'lock-down'];
    s.emergencyDice = [{ value: 3, ignored: false }, { value: 3, ignored: false }];
    s = runSteps(s, [{ kind: 'activate-rolled' }, { kind: 'end-emergency-dice' }], 'C-roll-emergency-dice');
    expect(codes(s).filter((c) => c === 'slot-activated')).toHaveLength(1);
    expect(s.emergencyDeck).toEqual(['setback', 'lock-down']);
  });
});

describe('E. Countdown: re-rolling', () => {
  it('Example: Kallen sacrifices a die on the left-most space so that Carter re-rolls his dice', () => {
    let s = emptyBoard(2);
    s = countdownWith(s, [['red', 'red', 'blue'], ['green', 'white']], false);
    const carter = s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray').map((d) => d.id);
    const kallen = dieOf(s, 1, 'green');
    s = act(s, { type: 'reroll', seat: 0, dice: carter, sacrifice: kallen });
    expect(s.rerollTrack[0]).toBe(kallen);
    expect(s.dice.find((d) => d.id === kallen)?.at).toEqual({ kind: 'reroll', index: 0 });
    expect(codes(s)).toContain('dice-rerolled');
    expect(tray(s, 1)).toBe(1);
  });

  it('Example: in a five-player game the third sacrifice fills the track for the rest of the round', () => {
    let s = countdownWith(emptyBoard(5), [['red', 'red', 'red', 'red'], ['blue'], ['blue'], ['blue'], ['blue']]);
    const mine = () => s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray').map((d) => d.id);
    for (let n = 0; n < 3; n++) {
      const [sacrifice, ...rest] = mine();
      s = act(s, { type: 'reroll', seat: 0, dice: rest, sacrifice: sacrifice as string });
    }
    const [sacrifice, ...rest] = mine();
    expect(refusalOf(s, { type: 'reroll', seat: 0, dice: rest, sacrifice: sacrifice as string })).toBe('reroll-track-full');
  });

  it('allows five re-rolls with one to three players and four with four players', () => {
    expect(emptyBoard(3).rerollTrack).toHaveLength(5);
    expect(emptyBoard(2).rerollTrack).toHaveLength(5);
    expect(emptyBoard(4).rerollTrack).toHaveLength(4);
    expect(emptyBoard(5).rerollTrack).toHaveLength(3);
  });
});

/**
 * Stat area example 1's table: three players, the triage area holding `triage`, and Clear! and the
 * extra-die card (Adrenaline Rush) in the stat area, both cleared by seat 0's dice in the countdown.
 */
function bothStatCardsCleared(triage: string[]) {
  let s = emptyBoard(3);
  s.triageArea = triage;
  // Clear! sits first in the stat area: the players' choice, not the stat-area order, decides.
  s.statArea = ['clear', 'adrenaline-rush'];
  s = countdownWith(s, [['yellow', 'blue', 'red', 'purple', 'purple']]);
  s = placeAll(s, { kind: 'card', card: 'adrenaline-rush' }, [[0, 'yellow'], [0, 'blue'], [0, 'red']]);
  s = placeAll(s, { kind: 'card', card: 'clear' }, [[0, 'purple'], [0, 'purple']]);
  s = act(s, { type: 'done' });
  return s;
}

describe('F. Resolve cards', () => {
  it('Stat area example 1: with three triage cards and two cleared, the players move the extra-die card first, use it at once, and the second fits', () => {
    let s = bothStatCardsCleared(['tactical-decision', 'recharge', 'under-control']);
    // Triage cards are usable, so the table gets a moment after the countdown.
    expect(s.stop).toBe('after-countdown');
    s = act(s, { type: 'advance' });
    expect(s.pending?.kind).toBe('choose-cleared-card-to-move');
    expect(s.pending?.options.map((o) => o.id)).toEqual(['move:clear', 'move:adrenaline-rush']);
    expect(s.triageArea).toEqual(['tactical-decision', 'recharge', 'under-control']);
    expect(refusalOf(s, { type: 'advance' })).toBe('decision-pending');
    s = act(s, { type: 'decide', option: 'move:adrenaline-rush' });
    expect(s.triageArea).toEqual(['tactical-decision', 'recharge', 'under-control', 'adrenaline-rush']);
    expect(s.triageWaiting).toEqual(['clear']);
    expect(s.pending?.kind).toBe('triage-area-full');
    expect(s.pending?.options.map((o) => o.id)).toContain('use:adrenaline-rush');
    s = act(s, { type: 'decide', option: 'use:adrenaline-rush' });
    expect(s.next.diceDelta).toEqual([1, 1, 1]);
    expect(s.triageArea).toEqual(['tactical-decision', 'recharge', 'under-control', 'clear']);
    expect(s.triageWaiting).toEqual([]);
    expect(s.discardPile).toContain('adrenaline-rush');
    expect(codes(s)).toContain('triage-card-moved-first');
  });

  it('Stat area example 1, the other order: moving Clear! first leaves the extra-die card outside, to be let go', () => {
    let s = bothStatCardsCleared(['tactical-decision', 'recharge', 'under-control']);
    s = act(s, { type: 'advance' });
    s = act(s, { type: 'decide', option: 'move:clear' });
    expect(s.pending?.kind).toBe('triage-area-full');
    expect(s.pending?.options.map((o) => o.id)).not.toContain('use:adrenaline-rush');
    s = act(s, { type: 'decide', option: 'let-go:adrenaline-rush' });
    expect(s.triageArea).toEqual(['tactical-decision', 'recharge', 'under-control', 'clear']);
    expect(s.discardPile).toEqual(['adrenaline-rush']);
    expect(s.next.diceDelta).toEqual([0, 0, 0]);
  });

  it('with the triage area full and two cards cleared, making room for one lets the players choose which of the two moves in', () => {
    let s = bothStatCardsCleared(['tactical-decision', 'recharge', 'under-control', 'triage']);
    s = act(s, { type: 'advance' });
    expect(s.pending?.kind).toBe('triage-area-full');
    s = act(s, { type: 'decide', option: 'discard:tactical-decision' });
    expect(s.pending?.kind).toBe('choose-cleared-card-to-move');
    s = act(s, { type: 'decide', option: 'move:adrenaline-rush' });
    expect(s.triageArea).toEqual(['recharge', 'under-control', 'triage', 'adrenaline-rush']);
    expect(s.pending?.kind).toBe('triage-area-full');
    expect(s.triageWaiting).toEqual(['clear']);
  });

  it('asks no order when every cleared stat card fits the triage area', () => {
    let s = bothStatCardsCleared(['tactical-decision', 'recharge']);
    s = act(s, { type: 'advance' });
    expect(s.pending).toBe(null);
    expect(s.triageArea).toEqual(['tactical-decision', 'recharge', 'clear', 'adrenaline-rush']);
    expect(codes(s)).not.toContain('triage-card-moved-first');
  });

  it('refuses a card that is not waiting as the one to move first', () => {
    let s = bothStatCardsCleared(['tactical-decision', 'recharge', 'under-control']);
    s = act(s, { type: 'advance' });
    expect(refusalOf(s, { type: 'decide', option: 'move:recharge' })).toBe('not-an-option');
  });

  it('sends an uncleared stat card face down to the X area', () => {
    let s = emptyBoard(3);
    s.statArea = ['recharge'];
    s = countdownWith(s, [['white']]);
    s = act(s, { type: 'done' });
    expect(s.xArea).toEqual(['recharge']);
  });

  it('Emergency area example 2: the row-one card of slot 3 is cleared and the row-two card slides down', () => {
    let s = emptyBoard(3);
    s.emergencyArea[0] = [null, null, 'lock-down', null, null, null];
    s.emergencyArea[1] = [null, null, 'chaos', null, null, null];
    s = countdownWith(s, [['white', 'white']]);
    s = placeAll(s, { kind: 'card', card: 'lock-down' }, [[0, 'white'], [0, 'white']]);
    s = act(s, { type: 'done' });
    expect(s.emergencyArea[0]?.[2]).toBe('chaos');
    expect(s.emergencyArea[1]?.[2]).toBe(null);
    expect(s.discardPile).toContain('lock-down');
  });
});

describe('G. Resolve patient cards and recharging stations', () => {
  it('Example 1: a completed line gets a cleared tile and its dice go back', () => {
    let s = emptyBoard(3);
    s.patients[0] = { card: 'patient-01', cleared: [false, false, false], treated: false };
    s = countdownWith(s, [['red', 'red']]);
    s = placeAll(s, { kind: 'line', slot: 0, line: 0 }, [[0, 'red'], [0, 'red']]);
    s = act(s, { type: 'done' });
    expect(s.patients[0]?.cleared).toEqual([true, false, false]);
    expect(s.dice.some((d) => d.at.kind === 'space')).toBe(false);
  });

  it('Example 2: an all-players yellow line in a four-player game with three dice gets no tile', () => {
    let s = emptyBoard(4);
    s.patients[0] = { card: 'patient-01', cleared: [false, false, false], treated: false };
    s = countdownWith(s, [['yellow'], ['yellow'], ['yellow'], ['red']]);
    s = placeAll(s, { kind: 'line', slot: 0, line: 2 }, [[0, 'yellow'], [1, 'yellow'], [2, 'yellow']]);
    expect(targetComplete(s, { kind: 'line', slot: 0, line: 2 })).toBe(false);
    s = act(s, { type: 'done' });
    expect(s.patients[0]?.cleared).toEqual([false, false, false]);
  });

  it('Example: the last line treats a patient, its green trigger places a tile that treats another, whose trigger gives Kane a die (FAQ 1)', () => {
    let s = emptyBoard(3);
    s.diamond = 2;
    // Slot 0 meets trigger (0 − 2) mod 4 = 2 (the third space): a free cleared tile on patient-07.
    s.patients[0] = { card: 'patient-07', cleared: [true, true, false], treated: false };
    // Slot 2 meets trigger 0 (the first space): one player gains a die, on patient-02.
    s.patients[2] = { card: 'patient-02', cleared: [true, true, false], treated: false };
    s.patientDeck = ['patient-11', 'patient-12'];
    s = countdownWith(s, [['yellow', 'red']]);
    s = placeAll(s, { kind: 'line', slot: 0, line: 2 }, [[0, 'yellow'], [0, 'red']]);
    s = act(s, { type: 'done' });
    // Slot 2 was resolved first (diamond), untreated; then slot 0 is treated.
    expect(s.pending?.kind).toBe('choose-line-to-clear');
    s = act(s, { type: 'decide', option: 'line:2:2' });
    expect(s.patients[0]?.card).toBe('patient-11');
    expect(s.pending?.kind).toBe('choose-player-to-gain-die');
    s = act(s, { type: 'decide', option: 'seat:1' });
    expect(s.patientsTreated).toEqual(['patient-07', 'patient-02']);
    expect(s.round).toBe(2);
    expect(s.diceInPlay[1]).toBe(7);
  });

  it('Recharging example: with three players the top row and the left-most bottom space move the cube to the meter', () => {
    let s = emptyBoard(3);
    s.meter.cubes = 5;
    s = countdownWith(s, [['red', 'blue', 'green', 'yellow']]);
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 0, 'yellow'), target: { kind: 'station', station: 0 }, space: 3 })).toBe('unknown-space');
    s = placeAll(s, { kind: 'station', station: 0 }, [[0, 'red'], [0, 'blue'], [0, 'green']]);
    s = act(s, { type: 'done' });
    // Round 2 began with Lose Power: 5 + 1 (station) − 1 = 5.
    expect(s.stationCubes).toEqual([0, 1]);
    expect(s.meter.cubes).toBe(5);
    expect(codes(s)).toContain('station-activated');
  });

  it('refuses dice on a station that has no cube left, rather than wasting them', () => {
    let s = emptyBoard(3);
    s.stationCubes = [0, 1];
    s = countdownWith(s, [['red']]);
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 0, 'red'), target: { kind: 'station', station: 0 }, space: 0 })).toBe('station-has-no-cube');
  });
});

describe('Game end', () => {
  it('loses when Lose Power must take the last cube', () => {
    let s = emptyBoard(3);
    s.meter.cubes = 1;
    s = runSteps(s, [{ kind: 'lose-power' }], 'A-lose-power');
    expect(s.outcome).toBe('lost');
    expect(s.lossCause).toBe('power-out');
    expect(s.phase).toBe('game-over');
  });

  it('loses at three face-down cards in X, at four with two players', () => {
    let three = emptyBoard(3);
    three.xArea = ['clear', 'recharge'];
    three.statArea = ['triage'];
    three = runSteps(three, [{ kind: 'resolve-stat' }], 'F-resolve-cards');
    expect(three.lossCause).toBe('stat-overflow');
    let two = emptyBoard(2);
    two.xArea = ['clear', 'recharge'];
    two.statArea = ['triage'];
    two = runSteps(two, [{ kind: 'resolve-stat' }], 'F-resolve-cards');
    expect(two.outcome).toBe('in-progress');
    two.statArea = ['a-fresh-start'];
    two = runSteps(two, [{ kind: 'resolve-stat' }], 'F-resolve-cards');
    expect(two.lossCause).toBe('stat-overflow');
  });

  it('wins when the last patient of the stack is treated', () => {
    let s = emptyBoard(3);
    s.patientsTotal = 1;
    s.patientDeck = [];
    s.patients = [{ card: 'patient-01', cleared: [true, true, true], treated: false }, null, null, null];
    s = runSteps(s, [{ kind: 'resolve-patients' }], 'G-resolve-patients');
    expect(s.pending).toBe(null);
    expect(s.outcome).toBe('won');
    expect(refusalOf(s, { type: 'advance' })).toBe('game-over');
  });
});
