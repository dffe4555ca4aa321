import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { SYMBOLS, type SymbolId } from '@shared/flatline/symbols';

export { restoreRng, seedRng, shuffle } from '../core/random';

export const rollMedicDie = (rng: RandomGenerator): SymbolId => SYMBOLS[uniformInt(rng, 0, 5)] ?? 'red';
export const rollEmergencyDie = (rng: RandomGenerator): number => uniformInt(rng, 1, 6);
