import { describe, expect, it } from 'vitest';
import { keepEqual } from './keep-equal';

describe('keepEqual', () => {
  it('keeps the object already held when the new one holds the same values', () => {
    const last = { name: 'Ann', colour: 'red', at: { kind: 'space', space: 1 }, cleared: [true, false] };
    expect(keepEqual(last, { name: 'Ann', colour: 'red', at: { kind: 'space', space: 1 }, cleared: [true, false] })).toBe(last);
  });

  it('gives the new values, keeping the unchanged parts and copying the path to each change', () => {
    const ann = { id: 's0d1', at: { kind: 'tray' } };
    const bo = { id: 's1d1', at: { kind: 'tray' } };
    const last = { round: 1, dice: [ann, bo], patients: [{ card: 'p1', cleared: [false] }] };
    const next = { round: 1, dice: [{ id: 's0d1', at: { kind: 'tray' } }, { id: 's1d1', at: { kind: 'space', space: 2 } }], patients: [{ card: 'p1', cleared: [false] }] };
    const kept = keepEqual(last, next);
    expect(kept).toEqual(next);
    expect(kept).not.toBe(last);
    expect(kept.dice).not.toBe(last.dice);
    expect(kept.dice[0]).toBe(ann);
    expect(kept.dice[1]).not.toBe(bo);
    expect(kept.dice[1]).toEqual({ id: 's1d1', at: { kind: 'space', space: 2 } });
    expect(kept.patients).toBe(last.patients);
  });

  it('tells a key added, a key gone, a longer or shorter list and a null apart from what was held', () => {
    const last = { a: 1, list: [1, 2], at: { kind: 'tray' } as { kind: string } | null };
    expect(keepEqual(last, { a: 1, list: [1, 2], at: { kind: 'tray' }, b: 2 })).toEqual({ a: 1, list: [1, 2], at: { kind: 'tray' }, b: 2 });
    expect(keepEqual(last, { a: 1, list: [1, 2] })).toEqual({ a: 1, list: [1, 2] });
    expect(keepEqual(last, { a: 1, list: [1, 2, 3], at: { kind: 'tray' } }).list).toEqual([1, 2, 3]);
    expect(keepEqual(last, { a: 1, list: [1], at: { kind: 'tray' } }).list).toEqual([1]);
    expect(keepEqual(last, { a: 1, list: [1, 2], at: null }).at).toBeNull();
    expect(keepEqual(last, { a: 1, list: [1, 2], at: { kind: 'tray' } })).toBe(last);
  });

  it('takes the new value when nothing, or something of another shape, was held', () => {
    const next = { name: 'Bo' };
    expect(keepEqual(undefined, next)).toBe(next);
    expect(keepEqual([{ name: 'Bo' }], next)).toBe(next);
    expect(keepEqual({ 0: { name: 'Bo' } }, [next])).toEqual([next]);
    expect(keepEqual(1, 2)).toBe(2);
  });
});
