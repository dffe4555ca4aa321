import { describe, expect, it } from 'vitest';
import { fuseCountdownSetupSchema } from './setup';
import { scoreBreakdown, timeLeftMs, type ScoredState } from './score';

const seats = [{ name: 'Ada', colour: 'red' as const }];
const state = (over: Partial<ScoredState>, clockMinutes: 10 | 15 | null = 10): ScoredState => ({
  setup: fuseCountdownSetupSchema.parse({ seats, clockMinutes }),
  outcome: { status: 'won', cause: 'saved' },
  clock: { limitMs: clockMinutes === null ? null : clockMinutes * 60_000, elapsedMs: 400_000, stoppedAtMs: 412_345 },
  stats: { bombsDefused: 9, bombPoints: 23, sparksDefused: 3, fusesActivated: 2, sparksDrawn: 4, turnsPlayed: 20 },
  ...over,
});

describe('the score, win or lose (rulebook scoring)', () => {
  it('a saved ship under the ten-minute clock: 10, a point per full 10 s left when it stopped, bombs, 2 per spark, 2 per fuse card', () => {
    expect(timeLeftMs(state({}))).toBe(187_655);
    expect(scoreBreakdown(state({}))).toEqual({ score: 10 + 18 + 23 + 6 + 4, breakdown: { success: 10, time: 18, bombs: 23, sparks: 6, fuses: 4 } });
  });

  it('a longer clock or no clock earns no time bonus', () => {
    expect(scoreBreakdown(state({}, 15)).breakdown.time).toBe(0);
    expect(scoreBreakdown(state({}, null)).breakdown.time).toBe(0);
    expect(timeLeftMs(state({}, null))).toBeNull();
  });

  it('a lost game keeps its bombs, sparks and fuse cards, without the ship or the time', () => {
    expect(scoreBreakdown(state({ outcome: { status: 'lost', cause: 'bag-empty' } }))).toEqual({ score: 33, breakdown: { success: 0, time: 0, bombs: 23, sparks: 6, fuses: 4 } });
  });
});
