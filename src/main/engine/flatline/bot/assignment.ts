import type { DieSpace, LineSpec } from '@shared/flatline/cards';
import type { DieState, TargetRef } from '@shared/flatline/state';
import type { FlatlineTable } from '@shared/flatline/view';
import { diceOn, lineSpec, targetSpaces } from '@shared/flatline/rules/components';
import { faceFits } from '@shared/flatline/rules/placement';
import { RECHARGING_STATIONS, stationSpacesInUse } from '@shared/flatline/data/board';

export interface Assignment {
  target: TargetRef;
  moves: Array<{ die: string; space: number }>;
}

/** Would these owners satisfy the line's who-rule once the line is full? */
function whoHolds(spec: LineSpec | undefined, owners: Map<number, number>, players: number, spaceCount: number): boolean {
  if (!spec) return true;
  const all = new Set(owners.values());
  switch (spec.who) {
    case 'one':
      return all.size === 1;
    case 'two': {
      const split = spec.split ?? 1;
      const left = new Set([...owners].filter(([i]) => i < split).map(([, s]) => s));
      const right = new Set([...owners].filter(([i]) => i >= split).map(([, s]) => s));
      return left.size === 1 && right.size === 1 && [...left][0] !== [...right][0];
    }
    case 'many':
      return all.size >= 2;
    case 'all':
      return all.size === players && owners.size === spaceCount;
  }
}

/** Partial check so the search prunes early (same rules as placement). */
function whoAllows(spec: LineSpec | undefined, owners: Map<number, number>, space: number, seat: number): boolean {
  if (!spec) return true;
  if (spec.who === 'many') return true;
  const split = spec.split ?? 1;
  for (const [i, s] of owners) {
    if (spec.who === 'one' && s !== seat) return false;
    if (spec.who === 'all' && s === seat) return false;
    if (spec.who === 'two' && (i < split === space < split ? s !== seat : s === seat)) return false;
  }
  return true;
}

/** Quick necessary condition: the pool holds enough dice for the single-symbol spaces. */
function enoughFaces(spaces: DieSpace[], pool: DieState[]): boolean {
  const need = new Map<string, number>();
  for (const sp of spaces) if (sp.kind === 'symbols' && sp.symbols.length === 1) need.set(sp.symbols[0] ?? '', (need.get(sp.symbols[0] ?? '') ?? 0) + 1);
  if (need.size === 0) return true;
  const have = new Map<string, number>();
  for (const d of pool) if (d.face) have.set(d.face, (have.get(d.face) ?? 0) + 1);
  for (const [face, n] of need) if ((have.get(face) ?? 0) < n) return false;
  return true;
}

const restrictiveness = (space: DieSpace): number =>
  space.kind === 'symbols' ? space.symbols.length : space.kind === 'match' ? 3 : 4;

/**
 * Finds unplaced dice that would complete a target, or null. Restrictive spaces are filled first;
 * for `any` spaces the dice of the seat with the most dice left go first.
 */
export function completeWith(s: FlatlineTable, target: TargetRef, pool: DieState[]): Assignment | null {
  const spaces =
    target.kind === 'station'
      ? (RECHARGING_STATIONS[target.station] ?? []).slice(0, stationSpacesInUse(s.players))
      : targetSpaces(s, target);
  if (!spaces) return null;
  const spec = target.kind === 'line' ? lineSpec(s, target.slot, target.line) : undefined;
  const placed = diceOn(s, target);
  const owners = new Map<number, number>();
  let matchFace: string | null = null;
  for (const [i, d] of placed) {
    owners.set(i, d.seat);
    if (spaces[i]?.kind === 'match') matchFace = d.face;
  }
  const empty = spaces.map((sp, i) => ({ sp, i })).filter(({ i }) => !placed.has(i));
  if (empty.length === 0 || empty.length > pool.length) return null;
  if (!enoughFaces(empty.map((e) => e.sp), pool)) return null;
  empty.sort((a, b) => restrictiveness(a.sp) - restrictiveness(b.sp));
  const left = new Map<number, number>();
  for (const d of pool) left.set(d.seat, (left.get(d.seat) ?? 0) + 1);
  const used = new Set<string>();
  const moves: Array<{ die: string; space: number }> = [];
  let budget = 4000;

  const dfs = (k: number, match: string | null): boolean => {
    if (--budget < 0) return false;
    if (k === empty.length) return whoHolds(spec, owners, s.players, spaces.length);
    const { sp, i } = empty[k] as { sp: DieSpace; i: number };
    const tried = new Set<string>();
    const candidates = pool
      .filter((d) => !used.has(d.id) && d.face && faceFits(sp, d.face))
      .sort((a, b) => (left.get(b.seat) ?? 0) - (left.get(a.seat) ?? 0));
    for (const d of candidates) {
      const key = `${d.seat}:${d.face}`;
      if (tried.has(key)) continue;
      tried.add(key);
      if (sp.kind === 'match' && match !== null && d.face !== match) continue;
      if (!whoAllows(spec, owners, i, d.seat)) continue;
      used.add(d.id);
      owners.set(i, d.seat);
      moves.push({ die: d.id, space: i });
      if (dfs(k + 1, sp.kind === 'match' ? d.face : match)) return true;
      moves.pop();
      owners.delete(i);
      used.delete(d.id);
    }
    return false;
  };
  return dfs(0, matchFace) ? { target, moves } : null;
}
