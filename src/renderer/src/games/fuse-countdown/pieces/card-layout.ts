// Where each die position and each relation of a card is drawn, in the card field's own units: every
// die position is CELL units square, so a card grows with its dice and a slot is the same size on
// every card (the board sets that size in CSS, big enough for a finger or a pointer). Plain cards and stacks are one row (a stack in the rulebook's exploded view,
// left to right in the arrow's order); a wall is a base row with its second level above; a ziggurat
// is seen from above, four dice in a square and the fifth on top in the middle.
import type { Card, Relation } from '@shared/fuse-countdown/components';

/** A die position's side, in layout units. */
export const CELL = 20;
const MARGIN = 4;
const GAP = 5;
/** The gap between the dice of an equation, wide enough for its sign ("+", "=") between them at the smallest slot (32 px). */
const SIGN_GAP = 11;
/**
 * Bracket lanes: the first this far from the dice it joins, the next ones this far apart. A badge is
 * 12 px type at least, about 11 units high on the smallest slot (32 px): so it sits clear of the dice
 * and of the next lane's badge.
 */
const FIRST_LANE = 6;
const LANE = 10;
/** What a side with `n` bracket lanes adds to the field: the lanes and the half badge beyond the last (the margin takes the rest). */
const lanesRoom = (n: number): number => (n ? FIRST_LANE + (n - 1) * LANE + 3 : 0);

export interface CellBox {
  cell: number;
  x: number;
  y: number;
  size: number;
  /** The placement step this position belongs to: a stack's 1…n; a wall's or ziggurat's level 1 or 2; null on plain cards. */
  step: number | null;
}

/** A mark for one relation: a bracket over (or under) a row, a sign in the gap between two dice, or a line. */
export type RelationMark =
  | { kind: 'bracket'; relation: number; y: number; x1: number; x2: number; ticks: { x: number; y: number }[]; badge: { x: number; y: number } }
  | { kind: 'gap'; relation: number; signs: { x: number; y: number; sign: string }[] }
  | { kind: 'line'; relation: number; points: { x: number; y: number }[]; badge: { x: number; y: number } };

export interface CardLayout {
  /** The field's size in layout units. */
  width: number;
  height: number;
  cells: CellBox[];
  marks: RelationMark[];
  /** The stack's order arrow, beneath the row. */
  arrow: { x1: number; x2: number; y: number } | null;
}

/** A position in layout units as a percentage of the field's side (how the card places things on it). */
export const pct = (v: number, of: number): string => `${((v / of) * 100).toFixed(3)}%`;

const centre = (b: CellBox) => ({ x: b.x + b.size / 2, y: b.y + b.size / 2 });

/** Relations drawn as signs between neighbours: an equation over three dice side by side, in order. */
function isChainedEquation(r: Relation, boxes: CellBox[]): r is Extract<Relation, { kind: 'equation' }> {
  if (r.kind !== 'equation') return false;
  const [a, b, c] = r.cells.map((i) => boxes[i]!);
  return a!.y === b!.y && b!.y === c!.y && a!.x < b!.x && b!.x < c!.x && r.cells[1] === r.cells[0] + 1 && r.cells[2] === r.cells[1] + 1;
}

/** Lowest lane free of every overlapping span already placed (spans touching at a die overlap). */
function lanes(spans: { lo: number; hi: number }[]): number[] {
  const taken: { lo: number; hi: number; lane: number }[] = [];
  return spans.map((s) => {
    let lane = 0;
    while (taken.some((t) => t.lane === lane && t.lo <= s.hi && s.lo <= t.hi)) lane += 1;
    taken.push({ ...s, lane });
    return lane;
  });
}

/** How many bracket lanes the relations along one row need (for sizing before placing). */
function laneCount(relations: readonly Relation[], rowOf: (cell: number) => boolean, xs: (cell: number) => number): number {
  const spans = relations
    .filter((r) => r.kind !== 'equation' && r.cells.every(rowOf))
    .map((r) => ({ lo: Math.min(...r.cells.map(xs)), hi: Math.max(...r.cells.map(xs)) }));
  return spans.length ? Math.max(...lanes(spans)) + 1 : 0;
}

function markRelations(card: Card, boxes: CellBox[], below: boolean): RelationMark[] {
  const marks: RelationMark[] = [];
  const rowRels: { index: number; r: Relation; lo: number; hi: number }[] = [];
  card.relations.forEach((r, index) => {
    if (isChainedEquation(r, boxes)) {
      const [a, b, c] = r.cells.map((i) => boxes[i]!) as [CellBox, CellBox, CellBox];
      const mid = (p: CellBox, q: CellBox) => ({ x: (p.x + p.size + q.x) / 2, y: p.y + p.size / 2 });
      marks.push({ kind: 'gap', relation: index, signs: [{ ...mid(a, b), sign: r.op === '+' ? '+' : '−' }, { ...mid(b, c), sign: '=' }] });
      return;
    }
    const bs = r.cells.map((i) => boxes[i]!);
    const sameRow = bs.every((b) => b.y === bs[0]!.y);
    const sameColumn = bs.length === 2 && bs[0]!.x === bs[1]!.x;
    if (sameRow) {
      const xs = bs.map((b) => centre(b).x);
      rowRels.push({ index, r, lo: Math.min(...xs), hi: Math.max(...xs) });
    } else if (sameColumn) {
      const [p, q] = [...bs].sort((m, n) => m.y - n.y) as [CellBox, CellBox];
      const x = centre(p).x;
      const y = (p.y + p.size + q.y) / 2;
      marks.push({ kind: 'line', relation: index, points: [centre(p), centre(q)], badge: { x, y } });
    } else {
      const points = bs.map(centre);
      const badge = { x: points.reduce((s, p) => s + p.x, 0) / points.length, y: points.reduce((s, p) => s + p.y, 0) / points.length };
      marks.push({ kind: 'line', relation: index, points, badge });
    }
  });
  const laneOf = lanes(rowRels.map(({ lo, hi }) => ({ lo, hi })));
  rowRels.forEach(({ index, r, lo, hi }, k) => {
    const bs = r.cells.map((i) => boxes[i]!);
    const edge = below ? Math.max(...bs.map((b) => b.y + b.size)) : Math.min(...bs.map((b) => b.y));
    const y = below ? edge + FIRST_LANE + laneOf[k]! * LANE : edge - FIRST_LANE - laneOf[k]! * LANE;
    marks.push({
      kind: 'bracket',
      relation: index,
      y,
      x1: lo,
      x2: hi,
      ticks: bs.map((b) => ({ x: centre(b).x, y: below ? b.y + b.size : b.y })),
      badge: { x: (lo + hi) / 2, y },
    });
  });
  return marks;
}

/** One row of dice, with room above for relation brackets and below for a stack's arrow. */
function rowLayout(card: Card, steps: boolean): CardLayout {
  const nLanes = laneCount(card.relations, () => true, (i) => i);
  const above = lanesRoom(nLanes);
  const beneath = steps ? 9 : 0;
  // The gap after each die: wider between the dice of an equation, for its sign.
  const signed = new Set(card.relations.flatMap((r) => (r.kind === 'equation' && r.cells[1] === r.cells[0] + 1 && r.cells[2] === r.cells[1] + 1 ? [r.cells[0], r.cells[1]] : [])));
  const xs: number[] = [];
  let x = MARGIN;
  card.cells.forEach((_, i) => {
    xs.push(x);
    x += CELL + (signed.has(i) ? SIGN_GAP : GAP);
  });
  const width = x - (signed.has(card.cells.length - 1) ? SIGN_GAP : GAP) + MARGIN;
  const height = 2 * MARGIN + above + CELL + beneath;
  const y = MARGIN + above;
  const cells = card.cells.map((_, i) => ({ cell: i, x: xs[i]!, y, size: CELL, step: steps ? i + 1 : null }));
  const arrow = steps ? { x1: MARGIN + CELL / 2, x2: width - MARGIN - CELL / 2, y: y + CELL + 6 } : null;
  return { width, height, cells, marks: markRelations(card, cells, false), arrow };
}

/** A wall: the base slots side by side, each second-level die right above the die it rests on. */
function wallLayout(card: Card): CardLayout {
  const cols = Math.max(...card.cells.map((c) => c.slot)) + 1;
  const base = (i: number) => card.cells[i]!.level === 0;
  const nLanes = laneCount(card.relations, base, (i) => card.cells[i]!.slot);
  const beneath = Math.max(3, lanesRoom(nLanes));
  // Room between the levels for a relation's badge when a die is tied to the one beneath it.
  const vertical = card.relations.some((r) => r.cells.length === 2 && card.cells[r.cells[0]]!.slot === card.cells[r.cells[1]]!.slot);
  const vGap = vertical ? 12 : 6;
  const width = 2 * MARGIN + cols * CELL + (cols - 1) * GAP;
  const height = 2 * MARGIN + 2 * CELL + vGap + beneath;
  const cells = card.cells.map((c, i) => ({
    cell: i,
    x: MARGIN + c.slot * (CELL + GAP),
    y: c.level === 0 ? MARGIN + CELL + vGap : MARGIN,
    size: CELL,
    step: c.level + 1,
  }));
  return { width, height, cells, marks: markRelations(card, cells, true), arrow: null };
}

/** A ziggurat from above: four dice in a square, the fifth on top across the middle. */
function zigguratLayout(card: Card): CardLayout {
  const gap = CELL * 0.7;
  const span = 2 * CELL + gap;
  const pad = MARGIN + 2;
  const corner = [
    [pad, pad],
    [pad + CELL + gap, pad],
    [pad, pad + CELL + gap],
    [pad + CELL + gap, pad + CELL + gap],
  ] as const;
  const cells = card.cells.map((c, i) =>
    c.level === 0
      ? { cell: i, x: corner[c.slot % 4]![0], y: corner[c.slot % 4]![1], size: CELL, step: 1 }
      : { cell: i, x: pad + (span - CELL) / 2, y: pad + (span - CELL) / 2, size: CELL, step: 2 },
  );
  return { width: span + 2 * pad, height: span + 2 * pad, cells, marks: markRelations(card, cells, false), arrow: null };
}

export function layoutCard(card: Card): CardLayout {
  switch (card.config) {
    case 'stack':
      return rowLayout(card, true);
    case 'wall':
      return wallLayout(card);
    case 'ziggurat':
      return zigguratLayout(card);
    default:
      return rowLayout(card, false);
  }
}

/** Whether the first die of a `greater` relation sits left of the second (drawn ">" then, else "<"). */
export function greaterOnLeft(layout: CardLayout, high: number, low: number): boolean {
  const h = layout.cells[high];
  const l = layout.cells[low];
  return !!h && !!l && h.x < l.x;
}
