// Every push from the host brings the whole game as new objects, the parts that did not change
// included. A part that draws such an object works everything out again when it gets a new one (its
// labels, its picture), even when it would draw the same thing; handing it the object it already has
// whenever the values are the same leaves that part untouched, so a placement redraws only what it
// changed (docs/far-away.md, "Speed").

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `next`, with every part that holds the same values as its counterpart in `last` replaced by that
 * counterpart; `last` itself when nothing differs. For plain data, as the host sends it: the values
 * read are `next`'s, only the objects holding them may be `last`'s.
 */
export function keepEqual<T>(last: unknown, next: T): T {
  if (Object.is(last, next)) return last as T;
  if (Array.isArray(next)) {
    if (!Array.isArray(last)) return next;
    let same = last.length === next.length;
    const kept = next.map((item, i) => {
      const one = keepEqual(last[i], item);
      if (one !== last[i]) same = false;
      return one;
    });
    return (same ? last : kept) as T;
  }
  if (isPlain(next)) {
    if (!isPlain(last)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(last).length;
    const kept: Plain = {};
    for (const key of keys) {
      const one = keepEqual(last[key], next[key]);
      if (one !== last[key] || !(key in last)) same = false;
      kept[key] = one;
    }
    return (same ? last : kept) as T;
  }
  return next;
}
