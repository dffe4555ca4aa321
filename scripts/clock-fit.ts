/**
 * The constrained choice behind FUSE: Countdown's fitted clocks (scripts/fuse-countdown-clock-study.ts):
 * one label per cell of a grid (rows: player counts, columns: levels; labels: candidate clocks in
 * ascending order) that minimises the summed cost while never decreasing along a row (a harder level)
 * or down a column (one more player).
 *
 * Exact, by dynamic programming over the rows. A row is a nondecreasing tuple of labels; the next row
 * must dominate it cell by cell. For each row, `best(t)` is the cheapest way to fill the rows so far
 * ending in tuple t, and the prefix minimum `P(t) = min { best(s) : s ≤ t }` over the monotone lattice
 * is computed in one lexicographic sweep: every nondecreasing s ≤ t, s ≠ t, lies below one of t's
 * lower neighbours t − e_i, taking i as the first cell of a run of equal labels in t (those
 * neighbours are again nondecreasing). With 5 levels and 51 clocks a row has C(55, 5) ≈ 3.5 million
 * tuples, which takes a second or two.
 */

/** How many nondecreasing tuples of `length` labels drawn from [from, labels). */
function countTuples(length: number, from: number, labels: number): number {
  // C(labels − from + length − 1, length)
  const n = labels - from + length - 1;
  let c = 1;
  for (let k = 1; k <= length; k++) c = (c * (n - length + k)) / k;
  return Math.round(c);
}

/**
 * The labels, one per cell, that minimise the summed `cost[row][column][label]` subject to
 * label[r][c] ≤ label[r][c + 1] and label[r][c] ≤ label[r + 1][c]. Ties go to the smaller labels.
 */
export function chooseMonotone(cost: readonly (readonly (readonly number[])[])[]): number[][] {
  const rows = cost.length;
  const cols = cost[0]?.length ?? 0;
  const labels = cost[0]?.[0]?.length ?? 0;
  if (rows === 0 || cols === 0 || labels === 0) throw new Error('chooseMonotone needs at least one row, one column and one label');
  for (const row of cost) {
    if (row.length !== cols || row.some((cell) => cell.length !== labels)) throw new Error('chooseMonotone needs the same columns and labels in every row');
  }
  const count = countTuples(cols, 0, labels);
  // cum[len][v]: tuples of `len` labels starting from a label below v (the lexicographic rank's terms).
  const cum = Array.from({ length: cols }, (_, len) => {
    const out = new Float64Array(labels + 1);
    for (let v = 0; v < labels; v++) out[v + 1] = out[v]! + countTuples(len, v, labels);
    return out;
  });
  const rank = (t: Uint16Array): number => {
    let r = 0;
    let prev = 0;
    for (let i = 0; i < cols; i++) {
      const table = cum[cols - 1 - i]!;
      r += table[t[i]!]! - table[prev]!;
      prev = t[i]!;
    }
    return r;
  };

  // Every nondecreasing tuple, in lexicographic order (index = rank).
  const tuples = new Uint16Array(count * cols);
  {
    const t = new Uint16Array(cols);
    for (let n = 0; n < count; n++) {
      tuples.set(t, n * cols);
      let i = cols - 1;
      while (i >= 0 && t[i] === labels - 1) i--;
      if (i < 0) break;
      t[i]!++;
      for (let j = i + 1; j < cols; j++) t[j] = t[i]!;
    }
  }

  /** argBelow[r][t]: the tuple s ≤ t (as an index) with the cheapest best_r(s). */
  const argBelow: Int32Array[] = [];
  let below = new Float64Array(count);
  const best = new Float64Array(count);
  const t = new Uint16Array(cols);
  for (let r = 0; r < rows; r++) {
    const rowCost = cost[r]!;
    for (let n = 0; n < count; n++) {
      let c = r === 0 ? 0 : below[n]!;
      for (let i = 0; i < cols; i++) c += rowCost[i]![tuples[n * cols + i]!]!;
      best[n] = c;
    }
    const nextBelow = new Float64Array(count);
    const arg = new Int32Array(count);
    for (let n = 0; n < count; n++) {
      let value = best[n]!;
      let at = n;
      for (let i = 0; i < cols; i++) t[i] = tuples[n * cols + i]!;
      for (let i = 0; i < cols; i++) {
        if (t[i] === 0 || (i > 0 && t[i - 1] === t[i])) continue;
        t[i]!--;
        const p = rank(t);
        t[i]!++;
        // `<=`: on a tie the smaller tuple (the shorter clocks) wins.
        if (nextBelow[p]! <= value) {
          value = nextBelow[p]!;
          at = arg[p]!;
        }
      }
      nextBelow[n] = value;
      arg[n] = at;
    }
    argBelow.push(arg);
    below = nextBelow;
  }

  // The top tuple dominates every other: its prefix minimum is the optimum. Walk back up the rows.
  const chosen: number[][] = new Array<number[]>(rows);
  let at = argBelow[rows - 1]![count - 1]!;
  for (let r = rows - 1; r >= 0; r--) {
    chosen[r] = Array.from(tuples.subarray(at * cols, (at + 1) * cols));
    if (r > 0) at = argBelow[r - 1]![at]!;
  }
  return chosen;
}
