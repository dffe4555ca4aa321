// The eight steps of a FLATLINE round (the Chief Medical Officer's player aid), in three stages.

export const ROUND_PHASES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];

export const ROUND_STAGES = [
  { id: 'preCountdown', phases: ['A', 'B', 'C', 'D'] },
  { id: 'countdown', phases: ['E'] },
  { id: 'resolution', phases: ['F', 'G', 'H'] },
] as const satisfies readonly { id: string; phases: readonly RoundPhase[] }[];

/** Where a step stands relative to the current one: done, current, or still to come. */
export function phaseProgress(phase: RoundPhase, current: RoundPhase | null): 'done' | 'current' | 'upcoming' {
  if (current === null) return 'upcoming';
  const a = ROUND_PHASES.indexOf(phase);
  const b = ROUND_PHASES.indexOf(current);
  return a < b ? 'done' : a === b ? 'current' : 'upcoming';
}
