/** Deep copy of plain JSON data (much faster than structuredClone for the many small objects of a state). */
function copyJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out;
}

/**
 * A private copy of a game state to change. Log entries are never changed once written, so the log
 * array is copied shallowly.
 */
export function copyState<S extends { log: readonly unknown[] }>(state: S): S {
  const copy = copyJson({ ...state, log: [] }) as S;
  (copy as unknown as { log: unknown[] }).log = state.log.slice();
  return copy;
}
