import { describe, expect, it } from 'vitest';
import type { LogEntry } from './log';
import type { FlatlineView } from './view';
import { applyLine, sweepBefore, undoLine } from './log-steps';

const e = (round: number, phase: LogEntry['phase'], code: string, params: LogEntry['params'] = {}): LogEntry => ({ round, phase, code, params });

/** Only the parts of a table these lines touch; the rest is never read. */
function table(over: Partial<FlatlineView>): FlatlineView {
  return {
    statArea: [],
    xArea: [],
    triageArea: [],
    triageWaiting: [],
    discardPile: [],
    emergencyArea: [
      [null, null, null, null, null, null],
      [null, null, null, null, null, null],
    ],
    emergencyDice: [
      { value: null, ignored: false },
      { value: null, ignored: false },
    ],
    dice: [],
    patients: [null, null, null, null],
    patientsTreated: [],
    patientDeckCount: 3,
    diamond: 0,
    meter: { cubes: 7, numbers: [1, 1, 2, 1, 2, 2, 2, 3] },
    stationCubes: [1, 1],
    ...over,
  } as FlatlineView;
}

describe('a log line taken back', () => {
  it('puts Caught Off Guard back where it woke and left without a line, under the card that replaced it', () => {
    const log = [
      e(2, 'C-roll-emergency-dice', 'slot-activated', { slot: 3, row: 1, card: 'caught-off-guard' }),
      e(2, 'C-roll-emergency-dice', 'emergency-revealed', { card: 'power-lock', area: 'emergency', row: 1, slot: 3, replaces: 'caught-off-guard' }),
    ];
    const live = table({ emergencyArea: [[null, null, 'power-lock', null, null, null], [null, null, null, null, null, null]] });
    const unrevealed = undoLine(live, log, 1);
    expect(unrevealed.emergencyArea[0]).toEqual([null, null, 'caught-off-guard', null, null, null]);
    // Its replacement was a stat card: the slot emptied with no line; the activation puts it back.
    const toStat = [log[0]!, e(2, 'C-roll-emergency-dice', 'emergency-revealed', { card: 'clear', area: 'stat' })];
    const after = table({ statArea: ['clear'] });
    const back = undoLine(undoLine(after, toStat, 1), toStat, 0);
    expect(back.statArea).toEqual([]);
    expect(back.emergencyArea[0]).toEqual([null, null, 'caught-off-guard', null, null, null]);
  });

  it('gives the emergency dice back the values the roll before a reroll wrote down, keeping an ignored die ignored', () => {
    const log = [
      e(2, 'C-roll-emergency-dice', 'emergency-dice-rolled', { values: '4' }),
      e(2, 'C-roll-emergency-dice', 'emergency-dice-rerolled', { slot: 4, values: '6,-' }),
    ];
    const live = table({ emergencyDice: [{ value: 6, ignored: true }, { value: null, ignored: false }] });
    expect(undoLine(live, log, 1).emergencyDice).toEqual([{ value: 4, ignored: true }, { value: null, ignored: false }]);
    expect(undoLine(live, log, 0).emergencyDice).toEqual([{ value: null, ignored: false }, { value: null, ignored: false }]);
  });

  it('moves cubes back between the meter and a station, and the dial back one place', () => {
    const log = [e(1, 'G-resolve-patients', 'cube-moved', { from: 'station-1', to: 'meter', left: 8 }), e(1, 'H-turn-dial', 'dial-turned', { why: 'end-of-round', diamond: 0 })];
    const live = table({ meter: { cubes: 8, numbers: [] }, stationCubes: [1, 0], diamond: 0 });
    expect(undoLine(live, log, 0)).toMatchObject({ meter: { cubes: 7 }, stationCubes: [1, 1] });
    expect(undoLine(live, log, 1).diamond).toBe(3);
  });

  it('leaves the table as it is for a line it cannot take back exactly', () => {
    const live = table({});
    expect(undoLine(live, [e(2, 'C-roll-emergency-dice', 'dice-lost', { seat: 0, amount: 1 })], 0)).toBe(live);
    expect(undoLine(live, [], 0)).toBe(live);
  });
});

describe('a log line played forwards', () => {
  it('slides a row-two card down into its slot', () => {
    const s = table({ emergencyArea: [[null, 'a', null, null, null, null], [null, null, 'b', null, null, null]] });
    expect(applyLine(s, e(1, 'F-resolve-cards', 'emergency-slid-down', { card: 'b', slot: 3 })).emergencyArea).toEqual([
      [null, 'a', 'b', null, null, null],
      [null, null, null, null, null, null],
    ]);
  });

  it('returns the dice of unfinished cards once phase G has begun, and every die once phase H has', () => {
    const s = table({
      dice: [
        { id: 's0d0', seat: 0, face: 'red', at: { kind: 'space', target: { kind: 'card', card: 'x' }, space: 0 } },
        { id: 's0d1', seat: 0, face: 'blue', at: { kind: 'space', target: { kind: 'line', slot: 0, line: 1 }, space: 0 } },
      ],
    });
    const g = sweepBefore(s, e(1, 'G-resolve-patients', 'line-cleared', { slot: 1, line: 0 }));
    expect(g.dice.map((d) => d.at.kind)).toEqual(['tray', 'space']);
    expect(sweepBefore(s, e(1, 'H-turn-dial', 'dial-turned', { diamond: 1 })).dice.map((d) => d.at.kind)).toEqual(['tray', 'tray']);
    expect(sweepBefore(s, e(1, 'F-resolve-cards', 'stat-cleared', { card: 'y' }))).toBe(s);
  });

  it('covers a line completed in phase G with a cleared tile, its dice back to their trays unrolled', () => {
    const patient = { card: 'patient-13', cleared: [false, true, false], treated: false };
    const s = table({
      patients: [null, patient, null, null] as FlatlineView['patients'],
      dice: [
        { id: 's0d0', seat: 0, face: 'blue', at: { kind: 'space', target: { kind: 'line', slot: 1, line: 2 }, space: 0 } },
        { id: 's1d0', seat: 1, face: 'green', at: { kind: 'space', target: { kind: 'line', slot: 1, line: 0 }, space: 0 } },
        { id: 's1d1', seat: 1, face: 'red', at: { kind: 'space', target: { kind: 'line', slot: 0, line: 2 }, space: 0 } },
      ],
    });
    const cleared = applyLine(s, e(1, 'G-resolve-patients', 'line-cleared', { slot: 1, line: 2 }));
    expect(cleared.patients[1]?.cleared).toEqual([false, true, true]);
    expect(cleared.dice.map((d) => [d.at.kind, d.face])).toEqual([['tray', null], ['space', 'green'], ['space', 'red']]);
    // A slot with no patient, or a line not given, changes nothing.
    expect(applyLine(s, e(1, 'G-resolve-patients', 'line-cleared', { slot: 0, line: 2 }))).toEqual(s);
    expect(applyLine(s, e(1, 'G-resolve-patients', 'line-cleared', { slot: 1 }))).toEqual(s);
  });

  it("covers the line a player chose for Clear! with a cleared tile, its dice back to their trays as they lie (the guide's treated patient showed them still there)", () => {
    const patient = { card: 'patient-13', cleared: [false, false, false], treated: false };
    const s = table({
      patients: [patient, null, null, null] as FlatlineView['patients'],
      dice: [
        { id: 's0d0', seat: 0, face: 'blue', at: { kind: 'space', target: { kind: 'line', slot: 0, line: 0 }, space: 1 } },
        { id: 's1d0', seat: 1, face: 'green', at: { kind: 'space', target: { kind: 'line', slot: 0, line: 1 }, space: 0 } },
      ],
    });
    const covered = applyLine(s, e(1, 'F-resolve-cards', 'decided', { kind: 'choose-line-to-clear', option: 'line:0:0', source: 'clear' }));
    expect(covered.patients[0]?.cleared).toEqual([true, false, false]);
    expect(covered.dice.map((d) => [d.at.kind, d.face])).toEqual([['tray', 'blue'], ['space', 'green']]);
    // Another decision, or an option that names no line of a patient, changes nothing.
    expect(applyLine(s, e(1, 'F-resolve-cards', 'decided', { kind: 'choose-die-to-reroll', option: 'die:1', source: 'x' }))).toEqual(s);
    expect(applyLine(s, e(1, 'F-resolve-cards', 'decided', { kind: 'choose-line-to-clear', option: 'line:3:0', source: 'clear' }))).toEqual(s);
  });
});
