import { describe, expect, it } from 'vitest';
import { announcementBetween, countdownMood, formatClock, fractionLeft, secondsLeft } from './clock-face';

describe('the countdown clock', () => {
  it('rounds milliseconds up to whole seconds, reaching zero only when time is up', () => {
    expect(secondsLeft(60_000)).toBe(60);
    expect(secondsLeft(59_001)).toBe(60);
    expect(secondsLeft(59_000)).toBe(59);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-250)).toBe(0);
    expect(secondsLeft(Number.NaN)).toBe(0);
  });

  it('reads as minutes and two-digit seconds', () => {
    expect(formatClock(120)).toBe('2:00');
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('warns in the last ten seconds, ends at zero, and has an untimed look', () => {
    expect(countdownMood(11)).toBe('calm');
    expect(countdownMood(10)).toBe('warning');
    expect(countdownMood(1)).toBe('warning');
    expect(countdownMood(0)).toBe('over');
    expect(countdownMood(null)).toBe('untimed');
  });

  it('gives the share of time left for the ring, clamped', () => {
    expect(fractionLeft(45_000, 90)).toBe(0.5);
    expect(fractionLeft(120_000, 60)).toBe(1);
    expect(fractionLeft(-5, 60)).toBe(0);
    expect(fractionLeft(5_000, 0)).toBe(0);
  });
});

describe('spoken countdown marks', () => {
  it('announces half time, thirty and ten seconds left, and time up, once each', () => {
    expect(announcementBetween(61, 60, 60)).toBeNull();
    expect(announcementBetween(31, 30, 60)).toBe(30);
    expect(announcementBetween(46, 45, 90)).toBe(45);
    expect(announcementBetween(11, 10, 60)).toBe(10);
    expect(announcementBetween(10, 9, 60)).toBeNull();
    expect(announcementBetween(1, 0, 60)).toBe(0);
    expect(announcementBetween(0, 0, 60)).toBeNull();
  });

  it('speaks only the latest mark crossed in a jump', () => {
    expect(announcementBetween(40, 5, 60)).toBe(10);
    expect(announcementBetween(12, 0, 120)).toBe(0);
  });
});
