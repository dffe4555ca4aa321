import { describe, expect, it } from 'vitest';
import { logByRound } from './log-rounds';
import { duration } from '../../../lib/saves/numbers';

const entry = (round: number, code: string) => ({ round, phase: 'A-lose-power' as const, code, params: {} });

describe('a finished game page', () => {
  it('groups the log by round, in order', () => {
    const rounds = logByRound([entry(1, 'game-set-up'), entry(1, 'cube-removed'), entry(2, 'cube-removed'), entry(3, 'game-won')]);
    expect(rounds.map((r) => [r.round, r.entries.map((e) => e.code)])).toEqual([
      [1, ['game-set-up', 'cube-removed']],
      [2, ['cube-removed']],
      [3, ['game-won']],
    ]);
    expect(logByRound([])).toEqual([]);
  });

  it('writes durations as hours and minutes, or minutes and seconds', () => {
    expect(duration(3_930_000)).toEqual({ key: 'hours', params: { h: 1, min: '05', s: '30' } });
    expect(duration(750_400)).toEqual({ key: 'minutes', params: { h: 0, min: '12', s: '30' } });
    expect(duration(-5)).toEqual({ key: 'minutes', params: { h: 0, min: '0', s: '00' } });
  });
});
