import type { FuseCountdownState } from './state';
import { playedOnTheMeantClock } from './setup';

/** The score's five parts (the rulebook's scoring): saving the ship, time left, bombs, sparks, fuse cards. */
export interface ScoreBreakdown {
  success: number;
  time: number;
  bombs: number;
  sparks: number;
  fuses: number;
}

/** The parts of a state the score reads: all of them are in the table's view too. */
export type ScoredState = Pick<FuseCountdownState, 'outcome' | 'clock' | 'setup' | 'stats'>;

/** Milliseconds left on the clock when it stopped (or now); null when untimed. */
export function timeLeftMs(s: ScoredState): number | null {
  const limit = s.clock.limitMs;
  return limit === null ? null : Math.max(0, limit - (s.clock.stoppedAtMs ?? s.clock.elapsedMs));
}

/**
 * The score, win or lose: 10 for saving the ship; 1 per full 10 seconds left (only when saved, and only
 * on the clock the game is meant to be played on: fitted to the table, or the printed 10:00); the points of defused bombs; 2 per spark defusal; 2 per fuse card.
 */
export function scoreBreakdown(s: ScoredState): { score: number; breakdown: ScoreBreakdown } {
  const won = s.outcome?.status === 'won';
  const left = timeLeftMs(s);
  const breakdown: ScoreBreakdown = {
    success: won ? 10 : 0,
    time: won && playedOnTheMeantClock(s.setup) && left !== null ? Math.floor(left / 10_000) : 0,
    bombs: s.stats.bombPoints,
    sparks: 2 * s.stats.sparksDefused,
    fuses: 2 * s.stats.fusesActivated,
  };
  return { score: breakdown.success + breakdown.time + breakdown.bombs + breakdown.sparks + breakdown.fuses, breakdown };
}

/**
 * Why the score's time bonus is nothing though time was left on the clock (the end card and the
 * history page say it beside the bonus, so "0" and "3:59 left" do not seem to disagree): the ship
 * was lost (only a saved ship scores its time), or the game ran on a clock that earns no bonus.
 * Null when the bonus counts, or no time was left.
 */
export function noTimeBonusWhy(won: boolean, setup: Pick<ScoredState['setup'], 'clockMinutes' | 'clockFitted'>, leftMs: number | null): 'lost' | 'clock' | null {
  if (leftMs === null || leftMs < 10_000) return null;
  if (!won) return 'lost';
  return playedOnTheMeantClock(setup) ? null : 'clock';
}
