import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import { TRIAGE_CARDS } from '@shared/flatline/cards';
import { SYMBOLS } from '@shared/flatline/symbols';
import { POWER_CUBES, maxDice, xAreaLimit } from '@shared/flatline/data/board';
import { flatlineModule } from './index';
import { greedyAction } from './bot/greedy';
import { setupFor } from './test-support';

/** Property tests over random seeds and random action sequences, legal and illegal (fixed fast-check seeds). */

function checkInvariants(s: FlatlineState): void {
  // Dice are conserved: every die of every seat is in a tray, on a space, on the track or out.
  expect(s.dice).toHaveLength(s.players * maxDice(s.players));
  for (let seat = 0; seat < s.players; seat++) expect(s.dice.filter((d) => d.seat === seat)).toHaveLength(maxDice(s.players));
  for (const die of s.dice) expect(['tray', 'out', 'reroll', 'space']).toContain(die.at.kind);
  const onTrack = s.dice.filter((d) => d.at.kind === 'reroll').map((d) => d.id).sort();
  expect(s.rerollTrack.filter((x): x is string => x !== null).sort()).toEqual(onTrack);
  expect(s.rerollTrack).toHaveLength(s.rerollCapacity);
  // Power cubes are conserved and the counts stay in bounds.
  expect(s.meter.cubes + s.stationCubes.reduce((a, b) => a + b, 0) + s.spentCubes).toBe(POWER_CUBES);
  expect(s.meter.cubes).toBeGreaterThanOrEqual(s.outcome === 'lost' ? 0 : 1);
  expect(s.meter.cubes).toBeLessThanOrEqual(8);
  expect(s.triageArea.length).toBeLessThanOrEqual(4);
  if (s.outcome !== 'lost') expect(s.xArea.length).toBeLessThan(xAreaLimit(s.players));
  for (const n of s.diceInPlay) {
    expect(n).toBeGreaterThanOrEqual(0);
    expect(n).toBeLessThanOrEqual(maxDice(s.players));
  }
  // Every emergency card is in exactly one place.
  const cards = [...s.emergencyDeck, ...s.discardPile, ...s.outOfGame, ...s.statArea, ...s.triageArea, ...s.triageWaiting, ...s.xArea,
    ...s.emergencyArea.flat().filter((c): c is string => c !== null)];
  expect(cards).toHaveLength(29);
  expect(new Set(cards).size).toBe(29);
  // Every dealt patient is in the deck, on the board or treated.
  const patients = s.patientDeck.length + s.patients.filter(Boolean).length + s.patientsTreated.length;
  expect(patients).toBe(s.patientsTotal);
  expect(s.emergencyArea.map((r) => r.length)).toEqual([6, 6]);
}

const randomAction = (s: FlatlineState, pick: (n: number) => number): unknown => {
  const dieId = `s${pick(6)}d${pick(9)}`;
  const choices: unknown[] = [
    { type: 'advance' },
    { type: 'done' },
    { type: 'tick', elapsedMs: pick(120_000) },
    { type: 'place', die: dieId, target: { kind: 'line', slot: pick(4), line: pick(5) }, space: pick(5) },
    { type: 'place', die: dieId, target: { kind: 'station', station: pick(2) }, space: pick(5) },
    { type: 'place', die: dieId, target: { kind: 'card', card: s.emergencyArea.flat().find(Boolean) ?? 'chaos' }, space: pick(4) },
    { type: 'reroll', seat: pick(5), dice: [dieId], sacrifice: `s${pick(5)}d${pick(8)}` },
    { type: 'reroll', seat: pick(5), dice: [dieId] },
    { type: 'change-face', die: dieId, face: SYMBOLS[pick(6)] },
    { type: 'take-back', die: dieId },
    { type: 'take-back', die: s.takeBack?.[pick(s.takeBack.length)]?.die ?? dieId },
    { type: 'use-triage', card: TRIAGE_CARDS[pick(11)] },
    { type: 'discard-triage', card: TRIAGE_CARDS[pick(11)] },
    { type: 'decide', option: s.pending?.options[pick(s.pending.options.length)]?.id ?? 'seat:0' },
    { type: 'decide', option: 'nonsense' },
    { type: 'place', die: 'x', target: null, space: -1 },
    42,
  ];
  return choices[pick(choices.length)];
};

describe('properties', () => {
  it('random legal and illegal actions: nothing throws, refusals change nothing, invariants hold, replay is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 150, maxLength: 150 }),
        (seed, players, noise) => {
          // Half the tables chose the house rule "Take back a misplaced die".
          const setup = setupFor(players, { level: 'training', takeBack: seed % 2 === 0 });
          let s = flatlineModule.start(setup, seed);
          const accepted: FlatlineAction[] = [];
          let k = 0;
          const pick = (n: number) => (n <= 0 ? 0 : (noise[k++ % noise.length] ?? 0) % n);
          for (const roll of noise) {
            if (s.outcome !== 'in-progress') break;
            const action = (roll % 3 === 0 ? randomAction(s, pick) : greedyAction(s)) as FlatlineAction;
            const before = JSON.stringify(s);
            let result: ReturnType<typeof flatlineModule.apply> | undefined;
            expect(() => (result = flatlineModule.apply(s, action))).not.toThrow();
            if (!result) return;
            expect(JSON.stringify(s)).toBe(before);
            if (result.ok) {
              if (action.type === 'take-back') {
                // Only during the countdown, only a placed die, back to its tray with its face.
                const was = s.dice.find((d) => d.id === action.die)!;
                expect([s.stop, was.at.kind, setup.takeBack]).toEqual(['countdown', 'space', true]);
                expect(result.state.dice.find((d) => d.id === action.die)).toEqual({ ...was, at: { kind: 'tray' } });
              }
              s = result.state;
              accepted.push(action);
              checkInvariants(s);
            } else {
              expect(result.refusal.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
              expect(result.refusal.code).not.toBe('internal-error');
              expect(result.refusal.reason.length).toBeGreaterThan(0);
            }
          }
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          let replay = flatlineModule.start(setup, seed);
          for (const action of accepted) {
            const r = flatlineModule.apply(replay, action);
            expect(r.ok).toBe(true);
            if (r.ok) replay = r.state;
          }
          expect(replay).toEqual(s);
        },
      ),
      { seed: 20261122, numRuns: 25, endOnFailure: true },
    );
  }, 90_000);

  it('whole bot games end in a win or a loss with the invariants intact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(2, 3, 4, 5), (seed, players) => {
        let s = flatlineModule.start(setupFor(players), seed);
        for (let i = 0; i < 3000 && s.outcome === 'in-progress'; i++) {
          const r = flatlineModule.apply(s, greedyAction(s));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
        }
        checkInvariants(s);
        expect(['won', 'lost']).toContain(s.outcome);
        expect(s.phase).toBe('game-over');
      }),
      { seed: 7, numRuns: 15, endOnFailure: true },
    );
  }, 90_000);
});
