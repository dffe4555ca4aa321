import { describe, expect, it } from 'vitest';
import { bestOnAverage } from './determinized-search';
import { rollFace } from './random';

describe('bestOnAverage (determinized search)', () => {
  it('picks the candidate with the best mean over the same sampled worlds', () => {
    // A world is one die roll; candidate k scores the roll plus k, except candidate 2, which loses 10.
    const r = bestOnAverage([0, 1, 2], { samples: 5, seed: 3 }, (rng) => rollFace(rng), (roll, k) => (k === 2 ? roll - 10 : roll + k));
    expect(r.best).toBe(1);
    expect(r.means[1]! - r.means[0]!).toBeCloseTo(1);
  });

  it('keeps the first candidate on a tie, and the same seed gives the same worlds', () => {
    const worlds: number[][] = [[], []];
    for (const run of [0, 1]) bestOnAverage(['a', 'b'], { samples: 4, seed: 9 }, (rng) => rollFace(rng), (roll) => (worlds[run]!.push(roll), 0));
    expect(worlds[0]).toEqual(worlds[1]);
    expect(bestOnAverage(['a', 'b'], { samples: 4, seed: 9 }, (rng) => rollFace(rng), () => 0).best).toBe('a');
  });

  it('does not sample at all when there is nothing to choose', () => {
    let sampled = 0;
    expect(bestOnAverage(['only'], { samples: 8, seed: 1 }, () => sampled++, () => 0).best).toBe('only');
    expect(sampled).toBe(0);
  });
});
