import { describe, expect, it } from 'vitest';
import { spaceName } from './space-name';

// A translator that shows which key and values were asked for.
const t = (key: string, params?: Record<string, string | number>) =>
  params ? `${key}(${Object.values(params).join('|')})` : key;

describe('space names', () => {
  it('names each kind of space through its translation key', () => {
    expect(spaceName({ kind: 'symbol', symbol: 'blue' }, t)).toBe('flatline.symbols.symbol.blue');
    expect(spaceName({ kind: 'either', symbols: ['white', 'green'] }, t)).toBe(
      'flatline.symbols.space.either(flatline.symbols.symbol.white|flatline.symbols.symbol.green)',
    );
    expect(spaceName({ kind: 'any' }, t)).toBe('flatline.symbols.space.any');
    expect(spaceName({ kind: 'matching' }, t)).toBe('flatline.symbols.space.matching');
  });
});
