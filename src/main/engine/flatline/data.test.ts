import { describe, expect, it } from 'vitest';
import { PATIENT_CARDS } from '@shared/flatline/data/patient-cards';
import { EMERGENCY_CARDS } from '@shared/flatline/data/emergency-cards';
import { POWER_METERS, RECHARGING_STATIONS, baseDice } from '@shared/flatline/data/board';
import { EMERGENCY_EFFECTS, TRIAGE_CARDS, patientCardSchema, type DieSpace } from '@shared/flatline/cards';
import type { SymbolId } from '@shared/flatline/symbols';
import { line } from '@shared/flatline/data/notation';
import { countdownWith, emptyBoard, placeAll } from './test-support';
import { targetComplete } from '@shared/flatline/rules/placement';

const faceFor = (space: DieSpace): SymbolId => (space.kind === 'symbols' ? (space.symbols[0] ?? 'red') : 'purple');

describe('component data', () => {
  it('has the rulebook counts: 20 patients, 18 standard and 11 stat emergency cards, 4 meters, 2 stations', () => {
    expect(PATIENT_CARDS).toHaveLength(20);
    expect(EMERGENCY_CARDS.filter((c) => c.tab === 'standard').map((c) => c.id).sort()).toEqual([...EMERGENCY_EFFECTS].sort());
    expect(EMERGENCY_CARDS.filter((c) => c.tab === 'stat').map((c) => c.id).sort()).toEqual([...TRIAGE_CARDS].sort());
    expect(Object.keys(POWER_METERS).sort()).toEqual(['1-2', '3', '4', '5']);
    expect(RECHARGING_STATIONS).toHaveLength(2);
  });

  it('gives every patient three to five lines and four trigger spaces', () => {
    for (const card of PATIENT_CARDS) {
      expect(card.lines.length).toBeGreaterThanOrEqual(3);
      expect(card.lines.length).toBeLessThanOrEqual(5);
      expect(card.triggers).toHaveLength(4);
    }
  });

  it('makes the expert side of every meter reveal more cards than the standard side', () => {
    for (const meter of Object.values(POWER_METERS)) {
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(sum(meter.expert)).toBeGreaterThan(sum(meter.standard));
    }
  });

  it('refuses malformed card data with a clear message', () => {
    const bad = patientCardSchema.safeParse({ id: 'patient-99', lines: [line('two: R R')], triggers: [] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).join(' ')).toMatch(/split line/);
  });

  // Every line must be finishable through the real placement rules at every table size (2–5).
  for (const players of [2, 3, 4, 5]) {
    it(`lets every patient line be completed with ${players} players`, () => {
      for (const card of PATIENT_CARDS) {
        card.lines.forEach((spec, lineIndex) => {
          const spaces = spec.who === 'all' ? Array.from({ length: players }, () => spec.spaces[0] as DieSpace) : spec.spaces;
          const seatOf = (i: number) =>
            spec.who === 'one' ? 0 : spec.who === 'two' ? (i < (spec.split ?? 1) ? 0 : 1) : spec.who === 'many' ? i % 2 : i;
          const faces: SymbolId[][] = Array.from({ length: players }, () => []);
          spaces.forEach((sp, i) => faces[seatOf(i)]?.push(faceFor(sp)));
          expect(Math.max(...faces.map((f) => f.length))).toBeLessThanOrEqual(baseDice(players));
          let s = emptyBoard(players);
          s.patients[0] = { card: card.id, cleared: card.lines.map(() => false), treated: false };
          s = countdownWith(s, faces);
          const target = { kind: 'line' as const, slot: 0, line: lineIndex };
          s = placeAll(s, target, spaces.map((sp, i) => [seatOf(i), faceFor(sp)]));
          expect(targetComplete(s, target), `${card.id} line ${lineIndex + 1}`).toBe(true);
        });
      }
    });
  }

  it('lets every emergency card and both stations be filled', () => {
    for (const players of [2, 5]) {
      for (const card of EMERGENCY_CARDS) {
        let s = emptyBoard(players);
        if (card.tab === 'stat') s.statArea = [card.id];
        else s.emergencyArea[0]![0] = card.id;
        s = countdownWith(s, [card.spaces.map(faceFor)]);
        s = placeAll(s, { kind: 'card', card: card.id }, card.spaces.map((sp) => [0, faceFor(sp)]));
        expect(targetComplete(s, { kind: 'card', card: card.id })).toBe(true);
      }
    }
  });
});
