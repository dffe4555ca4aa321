import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export type { RandomGenerator };

/** The generator's state as plain JSON, so the game state carries it and replays are exact. */
export const seedRng = (seed: number): number[] => [...xoroshiro128plus(seed | 0).getState()];
export const restoreRng = (state: readonly number[]): RandomGenerator => xoroshiro128plusFromState(state);

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(rng: RandomGenerator, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** A six-sided die's face, 1–6. */
export const rollFace = (rng: RandomGenerator): number => uniformInt(rng, 1, 6);
/** One of `n` things at random (an index 0…n−1), as a hand draws from a bag. */
export const pickIndex = (rng: RandomGenerator, n: number): number => uniformInt(rng, 0, n - 1);
