import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@shared/flatline/log';
import type { FlatlineView } from '@shared/flatline/view';
import { fixtureState } from './board-fixture.test-support';
import { replayBase, replayPicture } from './replay-picture';

const e = (round: number, phase: LogEntry['phase'], code: string, params: LogEntry['params'] = {}): LogEntry => ({ round, phase, code, params });

/** The countdown the players saw: dice on the stat card, an emergency card, a line and a station. */
function countdown(): FlatlineView {
  const s = fixtureState(2);
  return {
    ...s,
    log: [e(1, 'E-countdown', 'countdown-started'), e(1, 'E-countdown', 'die-placed')],
    dice: [
      { id: 's0d0', seat: 0, face: 'red', at: { kind: 'space', target: { kind: 'card', card: 'clear' }, space: 0 } },
      { id: 's0d1', seat: 0, face: 'blue', at: { kind: 'space', target: { kind: 'card', card: 'lost-assistance' }, space: 0 } },
      { id: 's0d2', seat: 0, face: 'green', at: { kind: 'space', target: { kind: 'station', station: 0 }, space: 0 } },
      { id: 's1d0', seat: 1, face: 'yellow', at: { kind: 'tray' } },
      { id: 's1d1', seat: 1, face: 'white', at: { kind: 'space', target: { kind: 'line', slot: 1, line: 0 }, space: 0 } },
    ],
  };
}

/** Done: the round resolves into round 2 (only the log matters to the picture; the rest is "live"). */
const RESOLUTION: LogEntry[] = [
  e(1, 'E-countdown', 'countdown-ended', { by: 'done' }), // 2
  e(1, 'F-resolve-cards', 'stat-cleared', { card: 'clear' }), // 3
  e(1, 'F-resolve-cards', 'triage-card-gained', { card: 'clear' }), // 4
  e(1, 'G-resolve-patients', 'line-cleared', { slot: 1, line: 0, card: 'patient-02' }), // 5
  e(1, 'G-resolve-patients', 'patient-treated', { slot: 0, card: 'patient-01' }), // 6
  e(1, 'G-resolve-patients', 'patient-arrived', { slot: 0, card: 'patient-04' }), // 7
  e(1, 'G-resolve-patients', 'station-activated', { station: 0 }), // 8
  e(1, 'G-resolve-patients', 'cube-moved', { from: 'station-0', to: 'meter', left: 8 }), // 9
  e(1, 'H-turn-dial', 'dial-turned', { why: 'end-of-round', diamond: 2 }), // 10
  e(1, 'H-turn-dial', 'round-ended', { round: 1 }), // 11
  e(2, 'A-lose-power', 'cube-removed', { space: 0, why: 'lose-power', left: 7 }), // 12
];

function delivered(before: FlatlineView): FlatlineView {
  return { ...fixtureState(2), round: 2, phase: 'D-planning', stop: 'planning', log: [...before.log, ...RESOLUTION] };
}

const where = (s: FlatlineView, id: string) => s.dice.find((d) => d.id === id);

describe('the picture the board draws while the resolution is replayed', () => {
  const before = countdown();
  const after = delivered(before);

  it('draws the live state once the replay is over or skipped', () => {
    expect(replayPicture(before, after, null)).toBe(after);
  });

  it('keeps the countdown as it was until the first step is shown, with nothing to place or decide', () => {
    const pic = replayPicture(before, after, 1);
    expect(pic.dice).toEqual(before.dice);
    expect(pic.statArea).toEqual(['clear']);
    expect(pic.stop).toBeNull();
    expect(pic.pending).toBeNull();
  });

  it('lights a cleared stat card while it is still drawn with its die, and takes it away at the next step', () => {
    const lit = replayPicture(before, after, 3);
    expect(lit.statArea).toEqual(['clear']);
    expect(where(lit, 's0d0')?.at).toEqual({ kind: 'space', target: { kind: 'card', card: 'clear' }, space: 0 });
    const next = replayPicture(before, after, 4);
    expect(next.statArea).toEqual([]);
    expect(where(next, 's0d0')).toEqual({ id: 's0d0', seat: 0, face: null, at: { kind: 'tray' } });
  });

  it('draws a card moving into the triage area as it is lit', () => {
    expect(replayPicture(before, after, 3).triageArea).toEqual(['recharge']);
    expect(replayPicture(before, after, 4).triageArea).toEqual(['recharge', 'clear']);
  });

  it('lights a patient line with its die still on it; once phase G has begun, the emergency cards dice are back', () => {
    const lit = replayPicture(before, after, 5);
    expect(lit.patients[1]?.cleared).toEqual([false, false, false]);
    expect(where(lit, 's1d1')?.at.kind).toBe('space');
    expect(where(lit, 's0d1')).toEqual({ id: 's0d1', seat: 0, face: null, at: { kind: 'tray' } });
    // The station is resolved after the patients: its die is still there.
    expect(where(lit, 's0d2')?.at.kind).toBe('space');
    const next = replayPicture(before, after, 6);
    expect(next.patients[1]?.cleared).toEqual([true, false, false]);
    expect(where(next, 's1d1')?.at).toEqual({ kind: 'tray' });
  });

  it('shows the treated patient while its light fires, and the new patient as it arrives', () => {
    expect(replayPicture(before, after, 6).patients[0]).toEqual({ card: 'patient-01', cleared: [false, true, false], treated: false });
    expect(replayPicture(before, after, 7).patients[0]).toEqual({ card: 'patient-04', cleared: [false, false, false, false], treated: false });
    expect(replayPicture(before, after, 7).patientsTreated).toEqual(['patient-05', 'patient-01']);
  });

  it('moves the stations cube to the meter as that step is lit', () => {
    const activated = replayPicture(before, after, 8);
    expect(where(activated, 's0d2')?.at.kind).toBe('space');
    expect(activated.stationCubes).toEqual([1, 0]);
    const moved = replayPicture(before, after, 9);
    expect(moved.stationCubes).toEqual([0, 0]);
    expect(moved.meter.cubes).toBe(8);
    expect(where(moved, 's0d2')?.at).toEqual({ kind: 'tray' });
  });

  it('turns the dial as it is lit', () => {
    expect(replayPicture(before, after, 9).diamond).toBe(1);
    expect(replayPicture(before, after, 10).diamond).toBe(2);
    expect(replayPicture(before, after, 11).diamond).toBe(2);
  });

  it('puts a failed stat card in the X area as that area is lit, and takes a used triage card away after its step', () => {
    const failed: FlatlineView = { ...after, log: [...before.log, e(1, 'E-countdown', 'countdown-ended'), e(1, 'F-resolve-cards', 'stat-failed', { card: 'clear', xArea: 1 }), e(1, 'F-resolve-cards', 'triage-used', { card: 'recharge' }), e(1, 'F-resolve-cards', 'cube-restored', { why: 'recharge', left: 8 })] };
    const lit = replayPicture(before, failed, 3);
    expect(lit.statArea).toEqual([]);
    expect(lit.xArea).toEqual(['clear']);
    expect(where(lit, 's0d0')).toEqual({ id: 's0d0', seat: 0, face: null, at: { kind: 'tray' } });
    expect(replayPicture(before, failed, 4).triageArea).toEqual(['recharge']);
    const restored = replayPicture(before, failed, 5);
    expect(restored.triageArea).toEqual([]);
    expect(restored.discardPile).toEqual(['recharge']);
    expect(restored.meter.cubes).toBe(8);
  });

  it('draws the next round on the live state, taking back what is still to come', () => {
    // cube-removed is the last line and lights the meter with its cube gone: the live meter.
    expect(replayPicture(before, after, 12)).toEqual({ ...after, stop: null, pending: null });
    // Before it is shown (the dial's line of round 1 still lit), round 1 is drawn.
    expect(replayPicture(before, after, 11).diamond).toBe(2);
    expect(replayPicture(before, after, 11).round).toBe(1);
  });

  it('shows a round opening one step at a time: the power lost, each card revealed, the dice rolled', () => {
    const planning: FlatlineView = {
      ...fixtureState(2),
      round: 2,
      phase: 'D-planning',
      stop: 'planning',
      statArea: ['clear'],
      emergencyArea: [
        ['lost-assistance', 'power-lock', null, null, null, null],
        [null, null, null, null, null, null],
      ],
      emergencyDice: [
        { value: 2, ignored: false },
        { value: 5, ignored: false },
      ],
      meter: { cubes: 6, numbers: [1, 1, 2, 1, 2, 2, 2, 3] },
      log: [
        ...after.log.slice(0, 12),
        e(2, 'A-lose-power', 'cube-removed', { space: 1, why: 'lose-power', left: 6 }), // 12
        e(2, 'B-add-emergencies', 'emergencies-to-reveal', { count: 2 }), // 13
        e(2, 'B-add-emergencies', 'emergency-revealed', { card: 'power-lock', area: 'emergency', row: 1, slot: 2 }), // 14
        e(2, 'B-add-emergencies', 'emergency-revealed', { card: 'clear', area: 'stat' }), // 15
        e(2, 'C-roll-emergency-dice', 'emergency-dice-rolled', { values: '2,2' }), // 16
        e(2, 'C-roll-emergency-dice', 'emergency-dice-rerolled', { slot: 2, values: '2,5' }), // 17
        e(2, 'C-roll-emergency-dice', 'slot-activated', { slot: 2, row: 1, card: 'power-lock' }), // 18
      ],
    };
    const ended: FlatlineView = { ...before, round: 1, log: planning.log.slice(0, 12) };
    const at = (i: number) => replayPicture(ended, planning, i);
    expect(at(12).meter.cubes).toBe(6);
    expect(at(12).emergencyArea[0]?.slice(0, 2)).toEqual(['lost-assistance', null]);
    expect(at(12).statArea).toEqual([]);
    expect(at(12).emergencyDice).toEqual([{ value: null, ignored: false }, { value: null, ignored: false }]);
    expect(at(13).emergencyArea[0]?.[1]).toBeNull();
    expect(at(14).emergencyArea[0]?.[1]).toBe('power-lock');
    expect(at(14).statArea).toEqual([]);
    expect(at(15).statArea).toEqual(['clear']);
    expect(at(16).emergencyDice.map((d) => d.value)).toEqual([2, 2]);
    expect(at(17).emergencyDice.map((d) => d.value)).toEqual([2, 5]);
    expect(at(18)).toEqual({ ...planning, stop: null, pending: null });
  });

  it('starts from what the players saw last: a window mid-resolution, or the round already ended, or the game over', () => {
    // A triage window before the dial: the players saw everything up to the dial's turn.
    const back = before.dice.map((d) => ({ ...d, face: null, at: { kind: 'tray' as const } }));
    const window: FlatlineView = { ...before, dice: back, phase: 'H-turn-dial', stop: 'before-dial', log: after.log.slice(0, 10) };
    expect(replayPicture(window, after, 9)).toEqual({ ...window, stop: null, pending: null });
    expect(replayPicture(window, after, 10)).toEqual({ ...window, stop: null, pending: null, diamond: 2 });
    // The players saw the round end: the next line is of round 2, drawn on the live state with
    // the power loss still to come taken back.
    const ended: FlatlineView = { ...before, log: after.log.slice(0, 12) };
    expect(replayPicture(ended, after, 11)).toEqual({ ...after, stop: null, pending: null, meter: { ...after.meter, cubes: 8 } });
    expect(replayPicture({ ...before, outcome: 'lost' }, after, 3)).toBe(after);
  });

  it('draws the live state when the before state does not lead to the line shown', () => {
    expect(replayPicture(before, after, 0)).toBe(after);
    expect(replayPicture(before, after, 13)).toBe(after);
  });
});

describe('the state a delivery is replayed from', () => {
  const a = countdown();
  const b = delivered(a);
  it('is the last state once all its lines were shown', () => {
    expect(replayBase(fixtureState(2), a, a.log.length)).toBe(a);
  });
  it('stays the one an unfinished replay draws from', () => {
    expect(replayBase(a, b, a.log.length + 3)).toBe(a);
  });
});
