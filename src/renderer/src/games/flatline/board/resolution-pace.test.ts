import { describe, expect, it } from 'vitest';
import { boardKey, secondsLeft } from './resolution-pace';

describe('the board around the pace of the table', () => {
  it('counts the seconds of a wait up', () => {
    expect([secondsLeft(6000), secondsLeft(5001), secondsLeft(5000), secondsLeft(1), secondsLeft(-40)]).toEqual([6, 6, 5, 1, 0]);
  });

  it('takes keys pressed on the board, not those typed in a field or with a modifier', () => {
    const key = { key: 's', ctrlKey: false, metaKey: false, altKey: false };
    expect(boardKey(key, { tagName: 'BUTTON' } as unknown as EventTarget)).toBe(true);
    expect(boardKey(key, null)).toBe(true);
    expect(boardKey(key, { tagName: 'INPUT' } as unknown as EventTarget)).toBe(false);
    expect(boardKey({ ...key, ctrlKey: true }, null)).toBe(false);
  });
});
