import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export { restoreRng, seedRng, shuffle } from '../core/random';

export const rollFace = (rng: RandomGenerator): number => uniformInt(rng, 1, 6);
export const pickIndex = (rng: RandomGenerator, n: number): number => uniformInt(rng, 0, n - 1);
