// Where the name of the hovered or focused place is drawn: beside the place, never over a card
// title and never past the edge of the board's box or the window. Pure geometry, so it is tested
// without a browser; `PlaceTip.svelte` measures and applies it.

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Side = 'above' | 'below' | 'right' | 'left';
const SIDES: readonly Side[] = ['above', 'below', 'right', 'left'];
/** Along its side the tip is centred on the place, or lined up with its start or its end. */
type Align = 'middle' | 'start' | 'end';
const ALIGNS: readonly Align[] = ['middle', 'start', 'end'];

const right = (b: Box) => b.left + b.width;
const bottom = (b: Box) => b.top + b.height;

/** The area two boxes share (0 when they do not meet). */
export function overlap(a: Box, b: Box): number {
  const w = Math.min(right(a), right(b)) - Math.max(a.left, b.left);
  const h = Math.min(bottom(a), bottom(b)) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/** How much of the titles a tip at `at` would cover. */
export const covering = (at: Box, titles: readonly Box[]): number => titles.reduce((sum, title) => sum + overlap(at, title), 0);

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** The tip on one side of the place, lined up as asked, slid along that side to stay inside the bounds. */
function onSide(side: Side, align: Align, place: Box, tip: { width: number; height: number }, bounds: Box, gap: number): Box {
  const fitX = (x: number) => clamp(x, bounds.left, right(bounds) - tip.width);
  const fitY = (y: number) => clamp(y, bounds.top, bottom(bounds) - tip.height);
  const x = align === 'middle' ? place.left + place.width / 2 - tip.width / 2 : align === 'start' ? place.left : right(place) - tip.width;
  const y = align === 'middle' ? place.top + place.height / 2 - tip.height / 2 : align === 'start' ? place.top : bottom(place) - tip.height;
  if (side === 'above') return { left: fitX(x), top: place.top - gap - tip.height, ...tip };
  if (side === 'below') return { left: fitX(x), top: bottom(place) + gap, ...tip };
  if (side === 'right') return { left: right(place) + gap, top: fitY(y), ...tip };
  return { left: place.left - gap - tip.width, top: fitY(y), ...tip };
}

const inside = (b: Box, bounds: Box) => b.left >= bounds.left - 0.5 && b.top >= bounds.top - 0.5 && right(b) <= right(bounds) + 0.5 && bottom(b) <= bottom(bounds) + 0.5;

/**
 * The first side (above, below, right, left; on each, centred, then lined up with the place's
 * start, then its end) where the tip lies inside the bounds and covers no title; failing that, the
 * one inside the bounds covering the least of them; failing that, the tip pushed inside the bounds
 * above the place.
 */
export function placeTip(place: Box, tip: { width: number; height: number }, bounds: Box, titles: readonly Box[], gap = 4): Box {
  const options = SIDES.flatMap((side) => ALIGNS.map((align) => onSide(side, align, place, tip, bounds, gap))).filter((b) => inside(b, bounds));
  const covered = (b: Box) => covering(b, titles);
  const clear = options.find((b) => covered(b) === 0);
  if (clear) return clear;
  const least = [...options].sort((a, b) => covered(a) - covered(b))[0];
  if (least) return least;
  const above = onSide('above', 'middle', place, tip, bounds, gap);
  return {
    ...above,
    left: clamp(above.left, bounds.left, Math.max(bounds.left, right(bounds) - tip.width)),
    top: clamp(above.top, bounds.top, Math.max(bounds.top, bottom(bounds) - tip.height)),
  };
}
