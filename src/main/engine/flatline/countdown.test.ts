import { describe, expect, it } from 'vitest';
import { flatlineModule, legalPlacements, targetNeeds } from './index';
import { act, countdownWith, dieOf, emptyBoard, placeAll, refusalOf, setupFor } from './test-support';

describe('the countdown', () => {
  it('a new game runs phases A–C by itself and waits at planning when no triage card could be used', () => {
    const s = flatlineModule.start(setupFor(3), 11);
    expect([s.phase, s.stop, s.round, s.meter.cubes]).toEqual(['D-planning', 'planning', 1, 7]);
    const order = s.log.map((e) => e.code).filter((c) => ['cube-removed', 'emergencies-to-reveal', 'emergency-dice-rolled'].includes(c));
    expect(order).toEqual(['cube-removed', 'emergencies-to-reveal', 'emergency-dice-rolled']);
    expect(s.log.find((e) => e.code === 'emergencies-to-reveal')?.params.count).toBe(s.meter.numbers[0]);
  });

  it('starts from planning with one advance: every die in play is rolled', () => {
    let s = flatlineModule.start(setupFor(3), 11);
    while (s.stop !== 'planning') s = act(s, s.pending ? { type: 'decide', option: s.pending.options[0]!.id } : { type: 'advance' });
    s = act(s, { type: 'advance' });
    expect(s.phase).toBe('E-countdown');
    expect(s.dice.filter((d) => d.at.kind === 'tray').every((d) => d.face !== null)).toBe(true);
    expect(refusalOf(s, { type: 'advance' })).toBe('countdown-running');
  });

  it('ends on a tick at or past the timer length, not before', () => {
    let s = countdownWith(emptyBoard(3, { timerSeconds: 60 }), [['red'], ['red'], ['red']]);
    s = act(s, { type: 'tick', elapsedMs: 59_999 });
    expect(s.stop).toBe('countdown');
    expect(refusalOf(s, { type: 'tick', elapsedMs: 1000 })).toBe('tick-backwards');
    s = act(s, { type: 'tick', elapsedMs: 60_000 });
    expect(s.log.find((e) => e.code === 'countdown-ended')?.params.by).toBe('time');
    expect(s.phase).not.toBe('E-countdown');
  });

  it('never ends by time in an untimed game', () => {
    let s = countdownWith(emptyBoard(3, { timerSeconds: null }), [['red'], ['red'], ['red']]);
    s = act(s, { type: 'tick', elapsedMs: 3_600_000 });
    expect(s.stop).toBe('countdown');
  });

  it('ends when every die is placed, or when the players declare they are done', () => {
    let s = emptyBoard(3);
    s.emergencyArea[0]![0] = 'lock-down';
    s = countdownWith(s, [['white'], ['white'], []], false);
    s = placeAll(s, { kind: 'card', card: 'lock-down' }, [[0, 'white'], [1, 'white']]);
    expect(s.log.find((e) => e.code === 'countdown-ended')?.params.by).toBe('all-placed');
    const other = act(countdownWith(emptyBoard(3), [['red'], ['red'], ['red']]), { type: 'done' });
    expect(other.log.find((e) => e.code === 'countdown-ended')?.params.by).toBe('done');
  });

  it('refuses placements outside the countdown', () => {
    const s = emptyBoard(3);
    expect(refusalOf(s, { type: 'place', die: 's0d0', target: { kind: 'station', station: 0 }, space: 0 })).toBe('not-countdown');
  });
});

describe('placement rules for lines', () => {
  const board = () => {
    const s = emptyBoard(3);
    // patient-12: two: R R | B; one: Y/G Y/G; many: P *
    s.patients[0] = { card: 'patient-12', cleared: [false, false, false], treated: false };
    // patient-05: many: = = =; one: R P; two: W | Y
    s.patients[1] = { card: 'patient-05', cleared: [false, false, false], treated: false };
    return countdownWith(s, [['red', 'yellow', 'purple', 'green', 'blue'], ['red', 'green', 'purple', 'blue'], ['blue', 'green', 'white']]);
  };

  it('a one-player line refuses a second player, and the refusal matches the query', () => {
    let s = board();
    s = act(s, { type: 'place', die: dieOf(s, 0, 'yellow'), target: { kind: 'line', slot: 0, line: 1 }, space: 0 });
    const die = dieOf(s, 1, 'green');
    expect(refusalOf(s, { type: 'place', die, target: { kind: 'line', slot: 0, line: 1 }, space: 1 })).toBe('line-one-player');
    expect(legalPlacements(s, die).some((p) => p.target.kind === 'line' && p.target.slot === 0 && p.target.line === 1)).toBe(false);
    expect(targetNeeds(s, { kind: 'line', slot: 0, line: 1 })?.seatsWhoMayPlace).toEqual([0]);
  });

  it('a split line takes one player per part, two different players', () => {
    let s = board();
    s = act(s, { type: 'place', die: dieOf(s, 0, 'red'), target: { kind: 'line', slot: 0, line: 0 }, space: 0 });
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 1, 'red'), target: { kind: 'line', slot: 0, line: 0 }, space: 1 })).toBe('line-split-side-one-player');
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 0, 'blue'), target: { kind: 'line', slot: 0, line: 0 }, space: 2 })).toBe('line-split-different-players');
    s = act(s, { type: 'place', die: dieOf(s, 1, 'blue'), target: { kind: 'line', slot: 0, line: 0 }, space: 2 });
    expect(targetNeeds(s, { kind: 'line', slot: 0, line: 0 })?.spaces.map((x) => x.side)).toEqual(['left', 'left', 'right']);
  });

  it('a more-than-one-player line refuses the last die from the only player so far', () => {
    let s = board();
    s = act(s, { type: 'place', die: dieOf(s, 0, 'purple'), target: { kind: 'line', slot: 0, line: 2 }, space: 0 });
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 0, 'green'), target: { kind: 'line', slot: 0, line: 2 }, space: 1 })).toBe('line-needs-more-players');
    s = act(s, { type: 'place', die: dieOf(s, 2, 'green'), target: { kind: 'line', slot: 0, line: 2 }, space: 1 });
    expect(targetNeeds(s, { kind: 'line', slot: 0, line: 2 })?.complete).toBe(true);
  });

  it('matching spaces must all show the same symbol; a wrong symbol is refused', () => {
    let s = board();
    s = act(s, { type: 'place', die: dieOf(s, 0, 'blue'), target: { kind: 'line', slot: 1, line: 0 }, space: 0 });
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 1, 'green'), target: { kind: 'line', slot: 1, line: 0 }, space: 1 })).toBe('placement-must-match');
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 1, 'green'), target: { kind: 'line', slot: 1, line: 1 }, space: 0 })).toBe('placement-wrong-symbol');
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 1, 'blue'), target: { kind: 'line', slot: 1, line: 0 }, space: 0 })).toBe('space-taken');
  });

  it('an all-players line takes one die from each player', () => {
    let s = emptyBoard(3);
    s.patients[0] = { card: 'patient-01', cleared: [false, false, false], treated: false };
    s = countdownWith(s, [['yellow', 'white'], ['white'], ['yellow']]);
    s = act(s, { type: 'place', die: dieOf(s, 0, 'yellow'), target: { kind: 'line', slot: 0, line: 2 }, space: 0 });
    expect(refusalOf(s, { type: 'place', die: dieOf(s, 0, 'white'), target: { kind: 'line', slot: 0, line: 2 }, space: 1 })).toBe('line-one-die-per-player');
    expect(targetNeeds(s, { kind: 'line', slot: 0, line: 2 })?.seatsWhoMayPlace).toEqual([1, 2]);
  });
});

describe('refusals', () => {
  it('leave the state unchanged and never throw, whatever the input', () => {
    const s = emptyBoard(3);
    const before = JSON.stringify(s);
    const junk: unknown[] = [null, 42, 'advance', {}, { type: 'nope' }, { type: 'place' }, { type: 'decide', option: 'x' },
      { type: 'tick', elapsedMs: -5 }, { type: 'reroll', seat: 9, dice: [] }];
    for (const action of junk) {
      const result = flatlineModule.apply(s, action as never);
      expect(result.ok).toBe(false);
    }
    expect(flatlineModule.apply(null as never, { type: 'advance' }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('queries for the board and bots', () => {
  it('say why a target is closed and offer no placement outside the countdown', () => {
    let s = emptyBoard(3);
    s.locks.stations = [true, false];
    s.stationCubes = [1, 0];
    expect(targetNeeds(s, { kind: 'station', station: 0 })?.closed?.code).toBe('station-locked');
    expect(targetNeeds(s, { kind: 'station', station: 1 })?.closed?.code).toBe('station-has-no-cube');
    expect(targetNeeds(s, { kind: 'card', card: 'chaos' })).toBeUndefined();
    expect(legalPlacements(s, 's0d0')).toEqual([]);
    s = countdownWith(s, [['red']]);
    s.patients = [null, null, null, null];
    expect(legalPlacements(s, dieOf(s, 0, 'red'))).toEqual([]);
  });

  it('list every legal space of a die: each one is accepted by apply', () => {
    let s = emptyBoard(3);
    s.patients = [{ card: 'patient-01', cleared: [false, false, false], treated: false }, null, null, null];
    s.emergencyArea[0]![0] = 'lost-assistance';
    s = countdownWith(s, [['red'], ['blue'], ['green']]);
    const die = dieOf(s, 0, 'red');
    const legal = legalPlacements(s, die);
    expect(legal.map((p) => `${p.target.kind}:${p.space}`)).toEqual(['line:0', 'line:1', 'card:0', 'station:0']);
    for (const p of legal) expect(refusalOf(s, { type: 'place', die, target: p.target, space: p.space })).toBe('applied');
  });
});
