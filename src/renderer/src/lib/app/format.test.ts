import { describe, expect, it } from 'vitest';
import { formatWhen } from './format';

describe('formatWhen', () => {
  it('writes a date in the interface language', () => {
    const iso = '2026-11-22T14:05:00.000Z';
    expect(formatWhen(iso, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
    expect(formatWhen(iso, 'it')).toContain('2026');
    expect(formatWhen(iso, 'it')).not.toBe(formatWhen(iso, 'en'));
  });

  it('shows unreadable text as it is', () => {
    expect(formatWhen('yesterday', 'en')).toBe('yesterday');
  });
});
