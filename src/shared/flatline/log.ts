import type { FlatlinePhase } from './state';

/**
 * One thing a step did, for the board to show and translate: `code` names it (e.g.
 * `emergency-revealed`, `emergency-dice-rolled`, `slot-activated`, `trigger-fired`, `line-cleared`,
 * `cube-moved`), `params` carries what a translation interpolates.
 */
export interface LogEntry {
  round: number;
  phase: FlatlinePhase;
  code: string;
  params: Record<string, string | number | boolean>;
}
