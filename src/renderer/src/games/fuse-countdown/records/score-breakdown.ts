import type { ResultDetails } from '@shared/game-module';

export const SCORE_PARTS = ['success', 'time', 'bombs', 'sparks', 'fuses'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

/** A finished game's score by its parts (success, time, bombs, sparks, fuses), read from its result's details. */
export function scoreBreakdown(details: ResultDetails): { part: ScorePart; points: number }[] {
  return SCORE_PARTS.map((part) => {
    const points = details[`points.${part}`];
    return { part, points: typeof points === 'number' ? points : 0 };
  });
}

/** Time left on the clock as m:ss, or null for an untimed game. */
export function clockLeft(details: ResultDetails): string | null {
  const ms = details.timeLeftMs;
  if (typeof ms !== 'number') return null;
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
