import { describe, expect, it } from 'vitest';
import { dailyStreaks } from './streaks';

describe('daily streaks', () => {
  it('counts days in a row won, up to today', () => {
    expect(dailyStreaks(['2026-11-27', '2026-11-28', '2026-11-29'], '2026-11-29')).toEqual({ current: 3, best: 3 });
  });
  it('keeps the streak while today is still to be won, and loses it after a day without a win', () => {
    expect(dailyStreaks(['2026-11-27', '2026-11-28'], '2026-11-29')).toEqual({ current: 2, best: 2 });
    expect(dailyStreaks(['2026-11-27', '2026-11-28'], '2026-11-30')).toEqual({ current: 0, best: 2 });
  });
  it('counts a day once, across months and years, and keeps the best run', () => {
    expect(dailyStreaks(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-01', '2026-01-05', '2026-01-06'], '2026-01-06')).toEqual({ current: 2, best: 3 });
  });
  it('is nothing without a win', () => {
    expect(dailyStreaks([], '2026-11-29')).toEqual({ current: 0, best: 0 });
  });
});
