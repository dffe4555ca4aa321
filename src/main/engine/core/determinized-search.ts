import { restoreRng, seedRng, type RandomGenerator } from './random';

/**
 * Information-set Monte Carlo over a player view: `samples` worlds are drawn consistent with what the
 * players see (a determinizer fills the hidden decks, bag and future dice), every candidate is played
 * out in the same worlds (common random numbers, so the comparison is fair), and the candidate with
 * the best mean value wins. Ties keep the earlier candidate: callers list their heuristic's choice first.
 * Pure: the same seed draws the same worlds and gives the same answer.
 */
export interface SearchBudget {
  /** Worlds sampled per decision (each candidate is played out once in each). */
  samples: number;
  /** Seeds the sampler: the same view, budget and seed give the same decision. */
  seed: number;
}

export function bestOnAverage<World, Candidate>(
  candidates: readonly Candidate[],
  budget: SearchBudget,
  sampleWorld: (rng: RandomGenerator) => World,
  value: (world: World, candidate: Candidate) => number,
): { best: Candidate; means: number[] } {
  const first = candidates[0];
  if (first === undefined) throw new Error('bestOnAverage needs at least one candidate');
  const sums = candidates.map(() => 0);
  if (candidates.length > 1) {
    const rng = restoreRng(seedRng(budget.seed));
    for (let i = 0; i < budget.samples; i++) {
      const world = sampleWorld(rng);
      candidates.forEach((c, k) => (sums[k] = (sums[k] ?? 0) + value(world, c)));
    }
  }
  const means = sums.map((v) => v / Math.max(1, budget.samples));
  let bestIndex = 0;
  means.forEach((m, k) => {
    if (m > (means[bestIndex] ?? -Infinity) + 1e-9) bestIndex = k;
  });
  return { best: candidates[bestIndex] ?? first, means };
}
