import { describe, expect, it } from 'vitest';
import type { LogEntry } from './log';
import { replayMs, stepMs, windowWaitMs } from './pace';

const line = (code: string, params: LogEntry['params'] = {}): LogEntry => ({ round: 2, phase: 'A-lose-power', code, params });

describe('the pace of a FLATLINE table', () => {
  it('lights a step longer when slow and shorter when fast; bookkeeping lines pass quickly at every pace', () => {
    expect([stepMs('slow', true), stepMs('normal', true), stepMs('fast', true)]).toEqual([1100, 450, 180]);
    expect([stepMs('slow', false), stepMs('normal', false), stepMs('fast', false)]).toEqual([90, 90, 90]);
  });

  it('waits 10, 6 or 3 seconds at a triage window with a usable card', () => {
    expect([windowWaitMs('slow'), windowWaitMs('normal'), windowWaitMs('fast')]).toEqual([10_000, 6_000, 3_000]);
  });

  it('shows lines one after the other, each for its own step', () => {
    // A cube off the meter (a place), the countdown's end (no place), a slot lit (a place).
    const lines = [line('cube-removed', { space: 0, why: 'lose-power', left: 7 }), line('countdown-ended', { by: 'done' }), line('slot-activated', { row: 1, slot: 3 })];
    expect([replayMs(lines, 'slow'), replayMs(lines, 'normal'), replayMs(lines, 'fast')]).toEqual([2290, 990, 450]);
    expect(replayMs([], 'normal')).toBe(0);
  });
});
