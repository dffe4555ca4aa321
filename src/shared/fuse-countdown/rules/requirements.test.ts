import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICE, dieColours } from '../components';
import { BOMB_CARDS, SPARK_CARDS } from '../data';
import { canComplete, checkCell, fitsCell, poolWithout, type OnCard } from './requirements';

// checkCell remembers whether a card can still be finished (the bots ask it thousands of times a
// decision). The memory must never change an answer: here every answer is checked against the rules
// worked out afresh, on cards filled die by die in seeded random orders, asked twice.

const CARDS = [...BOMB_CARDS, ...SPARK_CARDS];

/** The answer without the memory: the cell's own checks from checkCell, then canComplete afresh. */
function fresh(card: (typeof CARDS)[number], onCard: OnCard[], die: string, face: number, cell: number): boolean {
  const r = checkCell(card, onCard, die, { colours: dieColours(die), face }, dieColours(die), cell);
  if (r && r.code !== 'card-impossible-to-finish') return false;
  const after = [...onCard, { die, cell, face, colours: dieColours(die) }];
  return canComplete(card, after, poolWithout(after.map((d) => d.die)));
}

describe('the remembered "can it still be finished" answer', () => {
  it('equals the rules worked out afresh, for every die and face tried on every card, filled in random orders', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CARDS.length - 1 }), fc.array(fc.tuple(fc.nat(24), fc.integer({ min: 1, max: 6 })), { minLength: 1, maxLength: 12 }), (c, tries) => {
        const card = CARDS[c]!;
        const onCard: OnCard[] = [];
        for (const [d, face] of tries) {
          const die = DICE[d]!.id;
          if (onCard.some((x) => x.die === die)) continue;
          for (let cell = 0; cell < card.cells.length; cell++) {
            const want = fresh(card, onCard, die, face, cell);
            expect(fitsCell(card, onCard, die, { colours: dieColours(die), face }, dieColours(die), cell)).toBe(want);
            expect(checkCell(card, onCard, die, { colours: dieColours(die), face }, dieColours(die), cell) === null).toBe(want);
          }
          // Place the die where it first fits, so later tries meet a fuller card.
          const cell = card.cells.findIndex((_, i) => fitsCell(card, onCard, die, { colours: dieColours(die), face }, dieColours(die), i));
          if (cell >= 0) onCard.push({ die, cell, face, colours: dieColours(die) });
        }
      }),
      { seed: 20261126, numRuns: 300 },
    );
  });

  it('a card the FAQ case makes impossible is refused with its reason, the first time and the second', () => {
    // Find, on the shipped cards, a die that breaks nothing on its own but leaves its card unfinishable.
    let found: { card: (typeof CARDS)[number]; onCard: OnCard[]; die: string; face: number; cell: number } | null = null;
    search: for (const card of CARDS) {
      for (const d of DICE) {
        for (let face = 1; face <= 6; face++) {
          for (let cell = 0; cell < card.cells.length; cell++) {
            if (checkCell(card, [], d.id, { colours: d.colours, face }, d.colours, cell)?.code === 'card-impossible-to-finish') {
              found = { card, onCard: [], die: d.id, face, cell };
              break search;
            }
          }
        }
      }
    }
    expect(found).not.toBeNull();
    const { card, onCard, die, face, cell } = found!;
    for (let i = 0; i < 2; i++) {
      expect(checkCell(card, onCard, die, { colours: dieColours(die), face }, dieColours(die), cell)?.code).toBe('card-impossible-to-finish');
      expect(fitsCell(card, onCard, die, { colours: dieColours(die), face }, dieColours(die), cell)).toBe(false);
    }
  });
});
