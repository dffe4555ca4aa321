import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { BOMB_IDS, FUSE_IDS, SPARK_IDS } from '@shared/fuse-countdown/data';
import { COLOURS, DIE_IDS } from '@shared/fuse-countdown/components';
import { COUNTDOWN_LEVELS } from '@shared/fuse-countdown/setup';
import { legalPlacements } from '@shared/fuse-countdown/rules/queries';
import { fuseCountdownModule } from './index';
import { greedyAction } from './bot/greedy';
import { diceAccounted, setupFor } from './test-support';

/** Property tests over random seeds and random action sequences, legal and illegal (fixed fast-check seeds). */

function checkInvariants(s: FuseCountdownState): void {
  // The 25 dice are always accounted for: in the bag, rolled, or on a card.
  expect(diceAccounted(s)).toEqual([...DIE_IDS].sort());
  // Every bomb, fuse and spark card is in exactly one place.
  const bombs = [...s.bombDeck, ...s.row, ...s.boxed, ...s.scorePile, ...s.faceDown, ...s.fuseDiscard, ...s.seats.flatMap((st) => st.bombs.map((b) => b.card))];
  expect(bombs.sort()).toEqual([...BOMB_IDS, ...FUSE_IDS.filter((f) => bombs.includes(f))].sort());
  expect(bombs.filter((c) => c.startsWith('fuse')).length).toBe(s.fuses);
  const sparks = [...s.sparkDeck, ...s.sparkDiscard, ...s.seats.flatMap((st) => st.sparks.map((c) => c.card))];
  expect(sparks.sort()).toEqual([...SPARK_IDS].sort());
  expect(s.row.length).toBeLessThanOrEqual(5);
  if (s.outcome === null && s.pending === null) expect(['ready', 'roll', 'distribute']).toContain(s.phase);
}

/** A legal way forward exists from every reachable state that is not over. */
function hasWayForward(s: FuseCountdownState): boolean {
  if (s.outcome) return true;
  if (s.pending) return s.pending.options.length > 0;
  if (s.phase === 'roll' || s.phase === 'ready') return true;
  if (s.phase === 'distribute') return legalPlacements(s).length > 0 || fuseCountdownModule.apply(s, { type: 'done' }).ok;
  return false;
}

const randomAction = (s: FuseCountdownState, pick: (n: number) => number): unknown => {
  const die = s.rolled[pick(s.rolled.length + 1)]?.die ?? DIE_IDS[pick(25)];
  const seat = pick(4);
  const cards = s.seats[seat]?.bombs.concat(s.seats[seat]?.sparks ?? []) ?? [];
  const choices: unknown[] = [
    { type: 'roll' },
    { type: 'roll', name: { colour: COLOURS[pick(5)] } },
    { type: 'roll', name: { number: 1 + pick(6) } },
    { type: 'done' },
    { type: 'tick', elapsedMs: s.clock.elapsedMs + pick(20_000) - 2000 },
    { type: 'place', seat, die, card: cards[pick(cards.length + 1)]?.card ?? 'bomb-01', cell: pick(6) },
    { type: 'change-colour', die, colour: COLOURS[pick(5)] },
    { type: 'change-number', die, number: 1 + pick(6) },
    { type: 'flip', dice: [die] },
    { type: 'reroll', dice: [die] },
    { type: 'return-die', die },
    { type: 'take-back', seat, die },
    { type: 'take-back', seat, die: s.takeBack?.find((e) => e.seat === seat)?.die ?? die },
    { type: 'defuse', seat, card: cards[pick(cards.length + 1)]?.card ?? 'spark-01' },
    { type: 'decide', seat: s.pending?.seat ?? seat, option: s.pending?.options[pick(s.pending.options.length)] ?? 'bomb-01' },
    { type: 'decide', seat, option: 'nonsense' },
    { type: 'roll-six' },
    { type: 'end-now' },
    { type: 'place', die: 'x', seat: -1 },
    null,
  ];
  return choices[pick(choices.length)];
};

describe('properties', () => {
  it('random legal and illegal actions: nothing throws, refusals change nothing, invariants hold, a way forward exists, replay is exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...COUNTDOWN_LEVELS),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 150, maxLength: 150 }),
        (seed, players, level, noise) => {
          // Half the tables chose the house rule "Take back a misplaced die".
          const setup = setupFor(players, { level, clockMinutes: null, takeBack: seed % 2 === 0 });
          let s = fuseCountdownModule.start(setup, seed);
          checkInvariants(s);
          const accepted: FuseCountdownAction[] = [];
          let k = 0;
          const pick = (n: number) => (n <= 0 ? 0 : (noise[k++ % noise.length] ?? 0) % n);
          for (const roll of noise) {
            if (s.outcome) break;
            const action = (roll % 3 === 0 ? randomAction(s, pick) : greedyAction(s)) as FuseCountdownAction;
            const before = JSON.stringify(s);
            let r: ReturnType<typeof fuseCountdownModule.apply> | undefined;
            expect(() => (r = fuseCountdownModule.apply(s, action))).not.toThrow();
            if (!r) return;
            expect(JSON.stringify(s)).toBe(before);
            if (r.ok) {
              if (action.type === 'take-back') {
                // Only while dice are shared out, and the die is rolled again exactly as it was before it was placed.
                expect([s.phase, setup.takeBack]).toEqual(['distribute', true]);
                expect(r.state.rolled).toContainEqual(s.takeBack?.find((e) => e.seat === action.seat)?.rolled);
              }
              s = r.state;
              accepted.push(action);
              checkInvariants(s);
              expect(hasWayForward(s)).toBe(true);
            } else {
              expect(r.refusal.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
              expect(r.refusal.code).not.toBe('internal-error');
            }
          }
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
          let replay = fuseCountdownModule.start(setup, seed);
          for (const action of accepted) {
            const r = fuseCountdownModule.apply(replay, action);
            expect(r.ok).toBe(true);
            if (r.ok) replay = r.state;
          }
          expect(replay).toEqual(s);
        },
      ),
      { seed: 20261122, numRuns: 20, endOnFailure: true },
    );
  }, 120_000);

  it('whole bot games at every level and player count end in a win or a loss with the invariants intact', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.constantFrom(1, 2, 3, 4), fc.constantFrom(...COUNTDOWN_LEVELS), (seed, players, level) => {
        let s = fuseCountdownModule.start(setupFor(players, { level, clockMinutes: null }), seed);
        for (let i = 0; i < 5000 && !s.outcome; i++) {
          const r = fuseCountdownModule.apply(s, greedyAction(s));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
        }
        checkInvariants(s);
        expect(['won', 'lost']).toContain(fuseCountdownModule.status(s));
      }),
      { seed: 7, numRuns: 20, endOnFailure: true },
    );
  }, 120_000);
});
