import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { scoreBreakdown, timeLeftMs, type ScoreBreakdown } from '@shared/fuse-countdown/score';

export interface CountdownResult {
  score: number;
  breakdown: ScoreBreakdown;
  details: { bombsDefused: number; sparksDefused: number; fuseCardsMet: number; timeLeftMs: number | null; turns: number };
}

/** The score and its breakdown (computed in shared, so the table's end card shows the same numbers), with the game's details. */
export function result(s: FuseCountdownState): CountdownResult {
  const { score, breakdown } = scoreBreakdown(s);
  return {
    score,
    breakdown,
    details: { bombsDefused: s.stats.bombsDefused, sparksDefused: s.stats.sparksDefused, fuseCardsMet: s.stats.fusesActivated, timeLeftMs: timeLeftMs(s), turns: s.turn },
  };
}
