// Where the guide's line sits: beside the place it talks about, inside the window, and off the dice
// and places it rings (table.md: nothing is drawn over a die the player must press). Pure.

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Side = 'below' | 'above' | 'right' | 'left';

const GAP = 12;
const MARGIN = 8;

const overlap = (a: Rect, b: Rect): number => {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
};

const clamp = (value: number, low: number, high: number): number => Math.max(low, Math.min(value, Math.max(low, high)));

/** The box on one side of the spot, slid along that side to stay inside the window. */
function boxAt(side: Side, spot: Rect, box: { width: number; height: number }, view: { width: number; height: number }): Rect {
  const centreX = clamp(spot.left + spot.width / 2 - box.width / 2, MARGIN, view.width - box.width - MARGIN);
  const centreY = clamp(spot.top + spot.height / 2 - box.height / 2, MARGIN, view.height - box.height - MARGIN);
  switch (side) {
    case 'below':
      return { left: centreX, top: spot.top + spot.height + GAP, ...box };
    case 'above':
      return { left: centreX, top: spot.top - GAP - box.height, ...box };
    case 'right':
      return { left: spot.left + spot.width + GAP, top: centreY, ...box };
    case 'left':
      return { left: spot.left - GAP - box.width, top: centreY, ...box };
  }
}

/** How much of its place's side a slid box still keeps beside it. */
const TOUCH = 48;

/**
 * The box on one side of the spot, slid along that side away from the centre (to the window's edge
 * and to the ends of the spot, keeping at least TOUCH pixels beside it): where the centred box covers
 * something the player must read or press, one of these may not.
 */
function slidAt(side: Side, spot: Rect, box: { width: number; height: number }, view: { width: number; height: number }): Rect[] {
  const centred = boxAt(side, spot, box, view);
  const across = side === 'below' || side === 'above';
  const [start, length, size, room] = across ? [spot.left, spot.width, box.width, view.width] : [spot.top, spot.height, box.height, view.height];
  const touch = Math.min(TOUCH, length);
  const offsets = [start, start + length - size, start - size + touch, start + length - touch, MARGIN, room - size - MARGIN]
    .map((value) => clamp(value, MARGIN, room - size - MARGIN))
    .filter((value) => value + size >= start + touch - 0.5 && value <= start + length - touch + 0.5);
  return offsets.map((value) => (across ? { ...centred, left: value } : { ...centred, top: value }));
}

const outside = (r: Rect, view: { width: number; height: number }): boolean =>
  r.left < MARGIN - 0.5 || r.top < MARGIN - 0.5 || r.left + r.width > view.width - MARGIN + 0.5 || r.top + r.height > view.height - MARGIN + 0.5;

/**
 * The side of `spot` the line goes on: the first of below, above, right, left where it fits in the
 * window and covers none of `avoid` (the rung elements, the spot itself, what the game keeps clear);
 * failing that, the first such side with the box slid along it; failing that, the fitting place that
 * covers least; failing that, inside the window at its foot.
 */
export function placeCallout(spot: Rect, box: { width: number; height: number }, view: { width: number; height: number }, avoid: readonly Rect[]): { side: Side | 'inside'; left: number; top: number } {
  const sides: Side[] = ['below', 'above', 'right', 'left'];
  const tries: [Side, Rect][] = [...sides.map((side): [Side, Rect] => [side, boxAt(side, spot, box, view)]), ...sides.flatMap((side) => slidAt(side, spot, box, view).map((rect): [Side, Rect] => [side, rect]))];
  let best: { side: Side; rect: Rect; covered: number } | null = null;
  for (const [side, rect] of tries) {
    if (outside(rect, view)) continue;
    const covered = avoid.reduce((sum, a) => sum + overlap(rect, a), 0);
    if (covered === 0) return { side, left: rect.left, top: rect.top };
    if (!best || covered < best.covered) best = { side, rect, covered };
  }
  if (best) return { side: best.side, left: best.rect.left, top: best.rect.top };
  return { side: 'inside', left: clamp(spot.left, MARGIN, view.width - box.width - MARGIN), top: Math.max(MARGIN, view.height - box.height - MARGIN) };
}
