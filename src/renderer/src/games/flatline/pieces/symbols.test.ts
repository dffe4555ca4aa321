import { describe, expect, it } from 'vitest';
import { DIE_SYMBOLS, isDieSymbol, isEmergencyFace, SYMBOL_SHAPES, symbolFits } from './symbols';

describe('die symbols', () => {
  it('are the six colours of the rulebook, each with its own shape', () => {
    expect(DIE_SYMBOLS).toEqual(['red', 'blue', 'green', 'yellow', 'white', 'purple']);
    expect(new Set(DIE_SYMBOLS.map((s) => SYMBOL_SHAPES[s])).size).toBe(6);
  });

  it('recognise only their own names and the faces 1–6', () => {
    expect(isDieSymbol('white')).toBe(true);
    expect(isDieSymbol('orange')).toBe(false);
    expect(isDieSymbol(3)).toBe(false);
    expect(isEmergencyFace(6)).toBe(true);
    expect(isEmergencyFace(0)).toBe(false);
    expect(isEmergencyFace('1')).toBe(false);
  });
});

describe('what fits on a die space', () => {
  it('a single-symbol space takes only that symbol', () => {
    expect(symbolFits({ kind: 'symbol', symbol: 'yellow' }, 'yellow')).toBe(true);
    expect(symbolFits({ kind: 'symbol', symbol: 'yellow' }, 'white')).toBe(false);
  });

  it('a split space takes either of its two symbols', () => {
    const split = { kind: 'either', symbols: ['white', 'green'] } as const;
    expect(symbolFits(split, 'white')).toBe(true);
    expect(symbolFits(split, 'green')).toBe(true);
    expect(symbolFits(split, 'red')).toBe(false);
  });

  it('an any space takes everything; a matching space follows what the line already holds', () => {
    expect(DIE_SYMBOLS.every((s) => symbolFits({ kind: 'any' }, s))).toBe(true);
    expect(symbolFits({ kind: 'matching' }, 'purple')).toBe(true);
    expect(symbolFits({ kind: 'matching' }, 'purple', 'purple')).toBe(true);
    expect(symbolFits({ kind: 'matching' }, 'purple', 'blue')).toBe(false);
  });
});
