import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Seed } from '@shared/seed';

export type { RandomGenerator };

/** A 128-bit deal (32 hex digits) as four 32-bit words. */
const dealWords = (deal: string): number[] => [0, 8, 16, 24].map((at) => Number.parseInt(deal.slice(at, at + 8), 16) | 0);

/** MurmurHash3's finalizer: a bijection on 32 bits in which every bit moves every other. */
const fmix32 = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
};

/**
 * The generator's state from a deal: the four words stirred into one another (each step can be undone,
 * so no two deals share a state), so that every bit of the deal changes the first dice and cards.
 */
const stirred = (words: readonly number[]): number[] => {
  let [a = 0, b = 0, c = 0, d = 0] = words;
  for (let round = 0; round < 3; round++) {
    a = fmix32(a ^ d ^ round);
    b = fmix32(b ^ a);
    c = fmix32(c ^ b);
    d = fmix32(d ^ c);
  }
  return [a, b, c, d];
};

/**
 * The generator's state as plain JSON, so the game state carries it and replays are exact. A number
 * seeds it as it always has (a typed deal, older saves); a 128-bit deal is its whole state.
 */
export const seedRng = (seed: Seed): number[] => {
  if (typeof seed === 'number') return [...xoroshiro128plus(seed | 0).getState()];
  const words = stirred(dealWords(seed));
  // The all-zero state would only ever give zeros (one deal in 2^128): it is dealt as seed 0 instead.
  return words.every((word) => word === 0) ? [...xoroshiro128plus(0).getState()] : words;
};

/** 32 bits of a seed, for searches that must decide the same on a replay (a bot's choice). */
export const seedWord = (seed: Seed): number => (typeof seed === 'number' ? seed >>> 0 : dealWords(seed).reduce((a, word) => a ^ word, 0) >>> 0);
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
