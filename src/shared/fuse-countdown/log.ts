import type { CountdownPhase } from './state';

/**
 * One thing that happened, for the board to show and translate: `code` names it (`dice-rolled`,
 * `die-placed`, `bomb-defused`, `fuse-activated`, `spark-drawn`, ...), `params` what a translation
 * interpolates.
 */
export interface LogEntry {
  turn: number;
  phase: CountdownPhase;
  code: string;
  params: Record<string, string | number | boolean>;
}
