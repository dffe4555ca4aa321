import { describe, expect, it } from 'vitest';
import { clockLeft, scoreBreakdown } from './score-breakdown';

describe("a finished FUSE: Countdown game's score", () => {
  it('reads its five parts from the result, zero where a part is missing', () => {
    expect(scoreBreakdown({ 'points.success': 10, 'points.time': 23, 'points.bombs': 41, 'points.sparks': 4 })).toEqual([
      { part: 'success', points: 10 },
      { part: 'time', points: 23 },
      { part: 'bombs', points: 41 },
      { part: 'sparks', points: 4 },
      { part: 'fuses', points: 0 },
    ]);
  });

  it('writes the time left as minutes and seconds, none when untimed', () => {
    expect(clockLeft({ timeLeftMs: 236_900 })).toBe('3:56');
    expect(clockLeft({ timeLeftMs: 0 })).toBe('0:00');
    expect(clockLeft({ timeLeftMs: null })).toBe(null);
  });
});
