import type { FuseCountdownState } from '@shared/fuse-countdown/state';

export interface CountdownResult {
  score: number;
  breakdown: { success: number; time: number; bombs: number; sparks: number; fuses: number };
  details: { bombsDefused: number; sparksDefused: number; fuseCardsMet: number; timeLeftMs: number | null; turns: number };
}

/**
 * The score, win or lose: 10 for saving the ship; 1 per full 10 seconds left (only when saved, and only
 * under the standard 10-minute clock); the points of defused bombs; 2 per spark defusal; 2 per fuse card.
 */
export function result(s: FuseCountdownState): CountdownResult {
  const won = s.outcome?.status === 'won';
  const limit = s.clock.limitMs;
  const timeLeftMs = limit === null ? null : Math.max(0, limit - (s.clock.stoppedAtMs ?? s.clock.elapsedMs));
  const breakdown = {
    success: won ? 10 : 0,
    time: won && s.setup.clockMinutes === 10 && timeLeftMs !== null ? Math.floor(timeLeftMs / 10_000) : 0,
    bombs: s.stats.bombPoints,
    sparks: 2 * s.stats.sparksDefused,
    fuses: 2 * s.stats.fusesActivated,
  };
  const score = breakdown.success + breakdown.time + breakdown.bombs + breakdown.sparks + breakdown.fuses;
  return {
    score,
    breakdown,
    details: { bombsDefused: s.stats.bombsDefused, sparksDefused: s.stats.sparksDefused, fuseCardsMet: s.stats.fusesActivated, timeLeftMs, turns: s.turn },
  };
}
