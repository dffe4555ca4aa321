import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseJsonAtOnce, parseJsonInSlices } from './json-slices';

/** What JSON.parse makes of `text`: its value, or "refused". */
const native = (text: string): unknown => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'refused';
  }
};
const sliced = (text: string): unknown => {
  try {
    return { value: parseJsonAtOnce(text) };
  } catch (error) {
    expect(error).toBeInstanceOf(SyntaxError);
    return 'refused';
  }
};

describe('parsing a game file in slices', () => {
  it('gives what JSON.parse gives for any object with an actions list, however it is spaced', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue()), fc.constantFrom(undefined, 1, '\t'), (rest, actions, space) => {
        const text = JSON.stringify({ ...rest, actions }, null, space);
        expect(sliced(text)).toEqual(native(text));
      }),
      { numRuns: 300, seed: 20261122 },
    );
  });

  it('refuses exactly the texts JSON.parse refuses, among near misses of valid files', () => {
    const valid = JSON.stringify({ format: 'x', actions: [{ seq: 1, at: 'a"b\\c' }, [1, { deep: ['}'] }], 'str]ing', 2.5e3, null, true] });
    fc.assert(
      fc.property(fc.nat(valid.length - 1), fc.constantFrom('', ',', ']', '}', '"', ':', '[', '{', ' ', '\\', '1', 'x', '\u0001'), fc.boolean(), (at, insert, removeOne) => {
        const text = valid.slice(0, at) + insert + valid.slice(removeOne ? at + 1 : at);
        expect(sliced(text)).toEqual(native(text));
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it.each([
    ['{"actions":[1,]}'],
    ['{"actions":[1 2]}'],
    ['{"a":1,}'],
    ['{"a":1} x'],
    ['{"a" 1}'],
    ['{"actions":[01]}'],
    ['{"actions":["tab\tinside"]}'],
    ['{"__proto__":{"polluted":1},"actions":[]}'],
    ['{"a":1,"a":2,"actions":[]}'],
    ['  [1, 2]  '],
    ['{}'],
    ['{"actions":[]}'],
  ])('agrees with JSON.parse on %s', (text) => {
    expect(sliced(text)).toEqual(native(text));
  });

  it('keeps "__proto__" an ordinary key, as JSON.parse does', () => {
    const parsed = parseJsonAtOnce('{"__proto__":{"polluted":1},"actions":[]}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed)).toEqual(['__proto__', 'actions']);
  });

  it('gives the event loop back while it parses a long actions list', () => {
    const text = JSON.stringify({ format: 'x', actions: Array.from({ length: 20_000 }, (_, seq) => ({ seq, action: { type: 'tick', elapsedMs: 0 } })) });
    const steps = parseJsonInSlices(text);
    let pauses = 0;
    for (let step = steps.next(); !step.done; step = steps.next()) pauses++;
    expect(pauses).toBe(Math.floor(text.length / 25_000));
  });
});
