import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dailyDeal } from './daily-deal';

describe("the daily deal's rule (docs/daily-deal.md)", () => {
  it('gives a fixed 128-bit deal for a fixed game, date and setting', () => {
    expect(dailyDeal('flatline', '2026-11-29', 'players=2 level=standard meter=standard')).toBe('fbe35a265dc7fc457d04e4b8a139133d');
    expect(dailyDeal('fuse-countdown', '2026-11-29', 'players=3 level=expert')).toBe('eb973770c6d1032acb70772a329aec7a');
  });

  it('is the first 32 hex digits of SHA-256 over the rule, game, date and setting, one a line', () => {
    const text = ['fuse-table-daily-deal/v1', 'flatline', '2027-01-01', 'players=1 level=expert meter=expert'].join('\n');
    expect(dailyDeal('flatline', '2027-01-01', 'players=1 level=expert meter=expert')).toBe(createHash('sha256').update(text).digest('hex').slice(0, 32));
  });

  it('deals differently on another day, at another setting or for the other game', () => {
    const deals = new Set([
      dailyDeal('flatline', '2026-11-29', 'players=2 level=standard meter=standard'),
      dailyDeal('flatline', '2026-11-30', 'players=2 level=standard meter=standard'),
      dailyDeal('flatline', '2026-11-29', 'players=3 level=standard meter=standard'),
      dailyDeal('fuse-countdown', '2026-11-29', 'players=2 level=standard'),
    ]);
    expect(deals.size).toBe(4);
  });
});
