import { describe, expect, it } from 'vitest';
import { boardKey, secondsLeft, stepMs, windowWaitMs } from './resolution-pace';

describe('the pace of the resolution on the board', () => {
  it('lights a step longer when slow and shorter when fast; bookkeeping lines pass quickly at every speed', () => {
    expect([stepMs('slow', true), stepMs('normal', true), stepMs('fast', true)]).toEqual([1100, 450, 180]);
    expect([stepMs('slow', false), stepMs('fast', false)]).toEqual([90, 90]);
  });

  it('waits 10, 6 or 3 seconds at a triage window with a usable card, and counts the seconds up', () => {
    expect([windowWaitMs('slow'), windowWaitMs('normal'), windowWaitMs('fast')]).toEqual([10_000, 6_000, 3_000]);
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
