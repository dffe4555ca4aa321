import { describe, expect, it } from 'vitest';
import { beaten, inTen, winsInTen } from './odds';

describe('the odds as people say them', () => {
  it('rounds a share to the nearest tenth, keeping none and all apart from 1 and 9 in 10', () => {
    expect(inTen(0, 40)).toEqual({ kind: 'none' });
    expect(inTen(1, 40)).toEqual({ kind: 'about', n: 1 });
    expect(inTen(14, 40)).toEqual({ kind: 'about', n: 4 });
    expect(inTen(15, 40)).toEqual({ kind: 'about', n: 4 });
    expect(inTen(18, 40)).toEqual({ kind: 'about', n: 5 });
    expect(inTen(39, 40)).toEqual({ kind: 'about', n: 9 });
    expect(inTen(40, 40)).toEqual({ kind: 'all' });
    expect(winsInTen({ games: 30, won: [50, 60, 61, 70, 71, 80, 81, 90, 95], lost: [] })).toEqual({ kind: 'about', n: 3 });
  });

  it('counts the results a result beats strictly, a tie beating nobody, in either direction', () => {
    const scores = [40, 50, 50, 60, 70, 80, 80, 90, 95, 99];
    expect(beaten(scores, 80, 'higher')).toEqual({ kind: 'about', n: 5 });
    expect(beaten(scores, 40, 'higher')).toEqual({ kind: 'none' });
    expect(beaten(scores, 100, 'higher')).toEqual({ kind: 'all' });
    const rounds = [7, 7, 8, 8, 8, 9, 10, 11];
    expect(beaten(rounds, 8, 'lower')).toEqual({ kind: 'about', n: 4 });
    expect(beaten(rounds, 6, 'lower')).toEqual({ kind: 'all' });
    expect(beaten(rounds, 11, 'lower')).toEqual({ kind: 'none' });
  });
});
