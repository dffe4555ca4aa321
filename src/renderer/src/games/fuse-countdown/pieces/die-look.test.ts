import { describe, expect, it } from 'vitest';
import { COLOURS, DICE, dieKind } from '@shared/fuse-countdown/components';
import { COLOUR_LOOK, lettersOf, pips } from './die-look';

describe('die looks', () => {
  it('gives every colour its own letter and its own pattern', () => {
    const letters = COLOURS.map((c) => COLOUR_LOOK[c].letter);
    const patterns = COLOURS.map((c) => COLOUR_LOOK[c].pattern);
    expect(letters).toEqual(['R', 'B', 'K', 'Y', 'G']);
    expect(new Set(patterns).size).toBe(5);
  });

  it('tells every die kind apart by its letters and patterns alone', () => {
    const kinds = new Map<string, string>();
    for (const die of DICE) {
      const mark = die.colours.map((c) => `${COLOUR_LOOK[c].letter}:${COLOUR_LOOK[c].pattern}`).join('+');
      kinds.set(dieKind(die.id), mark);
    }
    // 5 single colours and 5 split pairs: ten kinds, ten distinct letter-and-pattern marks.
    expect(kinds.size).toBe(10);
    expect(new Set(kinds.values()).size).toBe(10);
    expect(kinds.get('green/red')).toBe('G:rings+R:stripes');
  });

  it('writes a split die as both its letters', () => {
    expect(lettersOf(['red', 'blue'])).toBe('R/B');
    expect(lettersOf(['black'])).toBe('K');
  });

  it('draws one to six pips, none for a face outside the die', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => pips(f).length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pips(0)).toEqual([]);
  });
});
