import { describe, expect, it } from 'vitest';
import { clockSetting, fuseCountdownSetupSchema } from './setup';
import { noTimeBonusWhy, scoreBreakdown, timeLeftMs, type ScoredState } from './score';

const seats = [{ name: 'Ada', colour: 'red' as const }];
const state = (over: Partial<ScoredState>, clockMinutes: number | null = 10, clockFitted = false): ScoredState => ({
  setup: fuseCountdownSetupSchema.parse({ seats, clockMinutes, clockFitted }),
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

  it('a fitted clock counts the time bonus too: 11:30 stopped at 412.345 s leaves 277.655 s, 27 points', () => {
    expect(scoreBreakdown(state({ clock: { limitMs: 690_000, elapsedMs: 400_000, stoppedAtMs: 412_345 } }, 11.5, true)).breakdown.time).toBe(27);
  });

  it('a fitted clock of 15 minutes still earns the bonus; a chosen 15 minutes does not', () => {
    const clock = { limitMs: 900_000, elapsedMs: 400_000, stoppedAtMs: 412_345 };
    expect(scoreBreakdown(state({ clock }, 15, true)).breakdown.time).toBe(48);
    expect(scoreBreakdown(state({ clock }, 15, false)).breakdown.time).toBe(0);
  });

  it('a game saved before fitted clocks ({clockMinutes: 10}) is a printed-clock game: bonus kept, grouped as 600', () => {
    const old = fuseCountdownSetupSchema.parse({ seats, level: 'expert', clockMinutes: 10 });
    expect(old.clockFitted).toBe(false);
    expect(clockSetting(old)).toBe('600');
    expect(clockSetting({ clockMinutes: 11.5, clockFitted: true })).toBe('fitted');
    expect(clockSetting({ clockMinutes: null, clockFitted: false })).toBe('untimed');
  });

  it('refuses a clock that is neither fitted nor one of the offered ones, and a fitted clock without a length', () => {
    expect(fuseCountdownSetupSchema.safeParse({ seats, clockMinutes: 11.5 }).success).toBe(false);
    expect(fuseCountdownSetupSchema.safeParse({ seats, clockMinutes: 11.25, clockFitted: true }).success).toBe(false);
    expect(fuseCountdownSetupSchema.safeParse({ seats, clockMinutes: null, clockFitted: true }).success).toBe(false);
    expect(fuseCountdownSetupSchema.safeParse({ seats, clockMinutes: 11.5, clockFitted: true }).success).toBe(true);
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

describe('why the time bonus is nothing though time was left', () => {
  const printed = { clockMinutes: 10, clockFitted: false };
  it('a lost ship with 3:59 left: only a saved ship scores its time', () => {
    expect(noTimeBonusWhy(false, printed, 239_000)).toBe('lost');
    expect(noTimeBonusWhy(false, { clockMinutes: 9, clockFitted: true }, 239_000)).toBe('lost');
  });

  it('a saved ship on a clock that earns no bonus (a chosen 15 minutes); none on the fitted or the printed clock', () => {
    expect(noTimeBonusWhy(true, { clockMinutes: 15, clockFitted: false }, 239_000)).toBe('clock');
    expect(noTimeBonusWhy(true, printed, 239_000)).toBeNull();
    expect(noTimeBonusWhy(true, { clockMinutes: 15, clockFitted: true }, 239_000)).toBeNull();
  });

  it('nothing to explain when less than 10 s was left, or the game was untimed', () => {
    expect(noTimeBonusWhy(false, printed, 9_999)).toBeNull();
    expect(noTimeBonusWhy(false, { clockMinutes: null, clockFitted: false }, null)).toBeNull();
  });
});
