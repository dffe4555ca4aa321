// The eight steps of a FLATLINE round (the Chief Medical Officer's player aid), A to H.

export const ROUND_PHASES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type RoundPhase = (typeof ROUND_PHASES)[number];
