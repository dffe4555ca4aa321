import { describe, expect, it } from 'vitest';
import { EMERGENCY_BY_ID } from '@shared/flatline/data/emergency-cards';
import { PATIENT_BY_ID } from '@shared/flatline/data/patient-cards';
import { fixtureState } from './board-fixture.test-support';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
import {
  boardSpaces,
  connectedTrigger,
  emergencyRowTwoUsed,
  legalSpaces,
  phaseLetter,
  placementProblem,
  remainingMs,
  requirementOf,
  rerollable,
  spaceKey,
  stationSpaces,
  stepThrough,
  summarise,
} from './board-model';

describe('the dial connections', () => {
  it('connects slot i to trigger (i − diamond) mod 4', () => {
    expect([0, 1, 2, 3].map((slot) => connectedTrigger(slot, 0))).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2, 3].map((slot) => connectedTrigger(slot, 1))).toEqual([3, 0, 1, 2]);
    expect([0, 1, 2, 3].map((slot) => connectedTrigger(slot, 3))).toEqual([1, 2, 3, 0]);
  });
});

describe('how wide the emergency area is drawn', () => {
  const empty = () => Array.from({ length: 6 }, () => null as string | null);
  it('stays one card wide while only row one holds cards, even a full row one', () => {
    expect(emergencyRowTwoUsed({ emergencyArea: [empty(), empty()] })).toBe(false);
    expect(emergencyRowTwoUsed({ emergencyArea: [['chaos', 'setback', 'escalation', 'lock-down', 'power-loss', 'regression'], empty()] })).toBe(false);
  });
  it("takes two cards' width once row two holds one", () => {
    const two = empty();
    two[4] = 'foiled-plans';
    expect(emergencyRowTwoUsed({ emergencyArea: [empty(), two] })).toBe(true);
  });
});

describe('which station spaces count', () => {
  const counted = (players: number) => stationSpaces(0, players).map((s) => s.counts);
  it('fills the top row and the left-most bottom space with up to three players', () => {
    expect(counted(2)).toEqual([true, true, true, false, false]);
    expect(counted(3)).toEqual([true, true, true, false, false]);
  });
  it('adds the middle bottom space with four players and all five with five', () => {
    expect(counted(4)).toEqual([true, true, true, true, false]);
    expect(counted(5)).toEqual([true, true, true, true, true]);
  });
  it('shows the printed symbols of station 2 in order', () => {
    expect(stationSpaces(1, 5).map((s) => s.space)).toEqual([
      { kind: 'symbols', symbols: ['purple'] },
      { kind: 'symbols', symbols: ['white'] },
      { kind: 'symbols', symbols: ['blue'] },
      { kind: 'symbols', symbols: ['red'] },
      { kind: 'symbols', symbols: ['green'] },
    ]);
  });
});

describe('die spaces in the table kit’s words', () => {
  it('maps one symbol, two symbols, any and matching', () => {
    expect(requirementOf({ kind: 'symbols', symbols: ['red'] })).toEqual({ kind: 'symbol', symbol: 'red' });
    expect(requirementOf({ kind: 'symbols', symbols: ['yellow', 'white'] })).toEqual({ kind: 'either', symbols: ['yellow', 'white'] });
    expect(requirementOf({ kind: 'any' })).toEqual({ kind: 'any' });
    expect(requirementOf({ kind: 'match' })).toEqual({ kind: 'matching' });
  });
});

describe('the board in reading order', () => {
  it('lists emergency cards, then the stat area, then patient lines not yet cleared, then the stations in use', () => {
    // Card contents are tuned by simulation, so the sizes come from the data; the order is the board's.
    const spacesOf = (card: string) => EMERGENCY_BY_ID.get(card)?.spaces.length ?? 0;
    const lineKeys = (slot: number, card: string, skip: number[]) =>
      (PATIENT_BY_ID.get(card)?.lines ?? []).flatMap((line, li) =>
        skip.includes(li) ? [] : range(line.who === 'all' ? 2 : line.spaces.length).map((i) => `line:${slot}:${li}#${i}`),
      );
    const expected = [
      ...range(spacesOf('lost-assistance')).map((i) => `card:lost-assistance#${i}`),
      ...range(spacesOf('clear')).map((i) => `card:clear#${i}`),
      ...lineKeys(0, 'patient-01', [1]),
      ...lineKeys(1, 'patient-02', []),
      'station:0#0',
      'station:0#1',
      'station:0#2',
      'station:1#0',
      'station:1#1',
      'station:1#2',
    ];
    const keys = boardSpaces(fixtureState()).map((s) => s.key);
    expect(keys).toEqual(expected);
    expect(keys).not.toContain('line:0:1#0');
    expect(keys.filter((k) => k.startsWith('line:0:2#'))).toEqual(['line:0:2#0', 'line:0:2#1']);
  });
  it('knows which die lies where', () => {
    const placed = boardSpaces(fixtureState()).find((s) => s.key === 'line:1:0#0');
    expect(placed?.die?.id).toBe('s1d1');
  });
});

describe('legal targets', () => {
  it('follows main’s legal places exactly when they are there', () => {
    const legalPlaces = {
      placements: { s0d0: [{ target: { kind: 'line' as const, slot: 0, line: 0 }, space: 1 }] },
      usableTriage: [],
      rerollTrackOpen: true,
    };
    expect([...legalSpaces(fixtureState(), legalPlaces, 's0d0')]).toEqual(['line:0:0#1']);
    expect([...legalSpaces(fixtureState(), legalPlaces, 's0d1')]).toEqual([]);
  });
  it('works the legal spaces out with the shared rules without main’s legal places, and offers nothing outside the countdown', () => {
    // s0d0 shows red: it fits only spaces that take red (or any symbol), never a taken space.
    const all = legalSpaces(fixtureState(), undefined, 's0d0');
    const fits = boardSpaces(fixtureState()).filter(
      (b) => b.die === null && (b.space.kind !== 'symbols' || b.space.symbols.includes('red')),
    );
    expect(all.size).toBeGreaterThan(0);
    expect([...all].every((key) => fits.some((b) => b.key === key))).toBe(true);
    expect(all.has('line:1:0#0')).toBe(false);
    expect(all.has('station:1#0')).toBe(false); // station 2 has no cube left in the fixture
    expect(legalSpaces({ ...fixtureState(), stop: 'planning' }, undefined, 's0d0').size).toBe(0);
    expect(legalSpaces(fixtureState(), undefined, null).size).toBe(0);
  });
});

describe('keyboard order', () => {
  const order = ['a', 'b', 'c'];
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepThrough(order, 'a', 1)).toBe('b');
    expect(stepThrough(order, 'c', 1)).toBe('a');
    expect(stepThrough(order, 'a', -1)).toBe('c');
  });
  it('starts at the first (or last) legal space when focus is elsewhere', () => {
    expect(stepThrough(order, null, 1)).toBe('a');
    expect(stepThrough(order, 'zzz', -1)).toBe('c');
    expect(stepThrough([], 'a', 1)).toBeNull();
  });
});

describe('round and clock', () => {
  it('names the round guide step of each phase', () => {
    expect(phaseLetter('E-countdown')).toBe('E');
    expect(phaseLetter('H-turn-dial')).toBe('H');
    expect(phaseLetter('game-over')).toBeNull();
  });
  it('counts the clock down from the timer and never below zero', () => {
    expect(remainingMs(fixtureState())).toBe(47_500);
    const s = fixtureState();
    expect(remainingMs({ ...s, countdown: { elapsedMs: 90_000, endedBy: null } })).toBe(0);
    expect(remainingMs({ ...s, setup: { ...s.setup, timerSeconds: null } })).toBeNull();
  });
});


describe('a placement checked before it is sent', () => {
  it('gives the engine’s code for a die on a space it does not fit', () => {
    const s = fixtureState();
    const wrong = boardSpaces(s).find((b) => b.die === null && b.space.kind === 'symbols' && !b.space.symbols.includes('red'))!;
    expect(placementProblem(s, 's0d0', wrong.target, wrong.index)?.code).toBe('placement-wrong-symbol');
    const taken = boardSpaces(s).find((b) => b.key === 'line:1:0#0')!;
    expect(placementProblem(s, 's0d0', taken.target, taken.index)?.code).toBe('space-taken');
  });
  it('lets a legal placement through', () => {
    const s = fixtureState();
    const [key] = [...legalSpaces(s, undefined, 's0d0')];
    const ok = boardSpaces(s).find((b) => b.key === key)!;
    expect(placementProblem(s, 's0d0', ok.target, ok.index)).toBeNull();
  });
});

describe('re-rolls and the summary', () => {
  it('never offers the sacrificed die for re-rolling', () => {
    expect(rerollable(fixtureState(), 0, 's0d1').map((d) => d.id)).toEqual(['s0d0', 's0d2']);
    expect(rerollable(fixtureState(), 1, null).map((d) => d.id)).toEqual(['s1d0']);
  });
  it('sums up a game', () => {
    const s = fixtureState();
    s.log.push({ round: 1, phase: 'F-resolve-cards', code: 'triage-used', params: { card: 'recharge' } });
    expect(summarise(s)).toEqual({ rounds: 1, treated: 1, patients: 7, cubesLeft: 7, xArea: 0, triageUsed: 1, emergenciesCleared: 0 });
  });
  it('keys a space by target and index', () => {
    expect(spaceKey({ kind: 'station', station: 1 }, 2)).toBe('station:1#2');
  });
});
