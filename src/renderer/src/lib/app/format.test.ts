import { describe, expect, it } from 'vitest';
import { dateLocale, formatMonth, formatWhen } from './format';

// Noon UTC: the same calendar day in every time zone the tests may run in.
const NOON = '2026-11-22T12:05:00.000Z';

describe('dates as the players’ system writes them, in the interface language', () => {
  it('English under a British system: day, month, year and a 24-hour clock, not the American order', () => {
    expect(formatWhen(NOON, 'en', ['en-GB'])).toMatch(/^22 Nov 2026, \d\d:\d\d$/);
    expect(formatWhen(NOON, 'en', ['en-US'])).toMatch(/^Nov 22, 2026, \d{1,2}:\d\d (AM|PM)$/);
  });

  it('the first of the system’s locales in the interface language; that language’s own when the system has none', () => {
    expect(dateLocale('en', ['it-IT', 'en-GB', 'en-US'])).toBe('en-GB');
    expect(dateLocale('it', ['en-GB'])).toBe('it');
    expect(dateLocale('it', ['en-GB', 'it-CH'])).toBe('it-CH');
    expect(dateLocale('en', [])).toBe('en');
    expect(formatWhen(NOON, 'it', ['en-GB'])).toMatch(/^22 nov 2026, \d\d:\d\d$/);
  });

  it('shows unreadable text as it is', () => {
    expect(formatWhen('yesterday', 'en', ['en-GB'])).toBe('yesterday');
  });
});

describe('a month of the statistics (kept as YYYY-MM)', () => {
  it('is written as a month and a year in the interface language', () => {
    expect(formatMonth('2026-11', 'en', ['en-GB'])).toBe('Nov 2026');
    expect(formatMonth('2026-01', 'it', ['en-GB'])).toBe('gen 2026');
  });

  it('anything else stays as it is', () => {
    expect(formatMonth('2026-13', 'en', [])).toBe('2026-13');
    expect(formatMonth('soon', 'en', [])).toBe('soon');
  });
});
