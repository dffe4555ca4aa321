import { describe, expect, it } from 'vitest';
import { chooseMonotone } from './clock-fit';

const total = (cost: number[][][], labels: number[][]) => labels.reduce((sum, row, r) => sum + row.reduce((s, l, c) => s + cost[r]![c]![l]!, 0), 0);
const monotone = (labels: number[][]) =>
  labels.every((row, r) => row.every((l, c) => (c === 0 || row[c - 1]! <= l) && (r === 0 || labels[r - 1]![c]! <= l)));

/** Every assignment of labels to cells, for the brute-force check. */
function* assignments(rows: number, cols: number, labels: number): Generator<number[][]> {
  const cells = rows * cols;
  for (let code = 0; code < labels ** cells; code++) {
    const flat = Array.from({ length: cells }, (_, i) => Math.floor(code / labels ** i) % labels);
    yield Array.from({ length: rows }, (_, r) => flat.slice(r * cols, (r + 1) * cols));
  }
}

describe('chooseMonotone (the fitted clocks\u2019 constrained choice)', () => {
  it('finds the known optimum of a tiny hand-made table', () => {
    // Two player counts, two levels, three clocks. Alone, each cell would take: row 0 → [2, 0], row 1 → [0, 2].
    // Row 0 may not fall from 2 to 0, and row 1's first cell may not fall below row 0's.
    const cost = [
      [
        [5, 3, 0],
        [0, 4, 9],
      ],
      [
        [0, 1, 7],
        [6, 2, 0],
      ],
    ];
    // Best monotone choice: row 0 [0, 0] (cost 5 + 0), row 1 [0, 2] (0 + 0): total 5.
    // (Row 0 [1, 1] costs 3 + 4 and forces row 1 to start at 1: 7 + 1 + 0 = 8; row 0 [2, 2]: 9 + 7 + 0 = 16.)
    expect(chooseMonotone(cost)).toEqual([
      [0, 0],
      [0, 2],
    ]);
  });

  it('gives the unconstrained choice when it is already monotone, and the smaller labels on a tie', () => {
    expect(chooseMonotone([[[3, 0, 3], [3, 3, 0]]])).toEqual([[1, 2]]);
    expect(chooseMonotone([[[0, 0, 1]], [[1, 0, 0]]])).toEqual([[0], [1]]);
  });

  it('matches a brute-force search over every assignment of small random tables', () => {
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return (seed >>> 16) % 20;
    };
    for (const [rows, cols, labels] of [
      [2, 3, 3],
      [3, 2, 4],
      [3, 3, 3],
      [1, 4, 4],
    ] as const) {
      for (let trial = 0; trial < 5; trial++) {
        const cost = Array.from({ length: rows }, () => Array.from({ length: cols }, () => Array.from({ length: labels }, random)));
        let bestTotal = Infinity;
        for (const labelling of assignments(rows, cols, labels)) if (monotone(labelling)) bestTotal = Math.min(bestTotal, total(cost, labelling));
        const chosen = chooseMonotone(cost);
        expect(monotone(chosen)).toBe(true);
        expect(total(cost, chosen)).toBe(bestTotal);
      }
    }
  });

  it('refuses a ragged or empty table', () => {
    expect(() => chooseMonotone([])).toThrow('at least one row');
    expect(() => chooseMonotone([[[0, 1]], [[0]]])).toThrow('same columns and labels');
  });
});
