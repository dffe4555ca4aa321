import { describe, expect, it } from 'vitest';
import { GUEST_STORAGE_KEY, isGuestPage, joinCodeFrom, readStoredSeat, writeStoredSeat } from './guest-page';

const storage = (items: Record<string, string> = {}) => ({ getItem: (k: string) => items[k] ?? null, setItem: (k: string, v: string) => void (items[k] = v) });

describe('a guest page', () => {
  it('is one whose address holds a join code, or whose browser keeps a seat from the guest listener', () => {
    expect(joinCodeFrom('?join=abc234')).toBe('ABC234');
    expect(isGuestPage('?join=ABC234', storage())).toBe(true);
    expect(isGuestPage('', storage({ [GUEST_STORAGE_KEY]: JSON.stringify({ token: 'x', code: null }) }))).toBe(true);
    expect(isGuestPage('?game=1', storage())).toBe(false);
    expect(isGuestPage('', null)).toBe(false);
  });

  it('keeps the seat and reads back nothing from a damaged entry', () => {
    const s = storage();
    writeStoredSeat(s, { token: 'tok', code: 'ABC234' });
    expect(readStoredSeat(s)).toEqual({ token: 'tok', code: 'ABC234' });
    expect(readStoredSeat(storage({ [GUEST_STORAGE_KEY]: '{' }))).toEqual({ token: null, code: null });
  });
});
