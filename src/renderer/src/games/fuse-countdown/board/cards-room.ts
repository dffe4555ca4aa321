// How much room a line of cards asks for, so its area can size the slots from its own box: a seat's
// cards (SeatArea: side by side on one line, or wrapped on two, whichever gives bigger slots is the
// area's to choose) and the face-up row (Supply: one line; the fuse cards turned up lie under it).
// The slots are counted here; a card's frame (edge, padding, header lines, the gap to the next card)
// is drawn in proportion to its slots down to a 12 px type, so the area's CSS adds it from `count`
// (cards across) and `lines` (header lines, and a line under a card for its padlock or Defuse now).
import { cardById } from '@shared/fuse-countdown';
import { CELL, layoutCard } from '../pieces/card-layout';

/** The narrowest card, in slots: its header's longest word and its points. */
const MIN_ACROSS = 2.6;
/** Below this many slots across, a card on a small window is as wide as its header (kind and points at 12 px). */
const NARROW = 4;

interface Line {
  /** Slots across (every card side by side) and cards across. */
  across: number;
  count: number;
  /** Slots high (the tallest card) and its header lines (and the line under a card). */
  high: number;
  lines: number;
  /** Cards narrower than their 12 px header can be (each drawn about 86 px wide then), and the others' slots across. */
  narrow: number;
  acrossWide: number;
}

export interface CardsRoom extends Line {
  /** Wrapped on two lines: the wider line's slots, cards, narrow cards and wide cards' slots across, both lines' slots and header lines high. */
  across2: number;
  count2: number;
  narrow2: number;
  acrossWide2: number;
  high2: number;
  lines2: number;
}

type Size = { across: number; high: number; lines: number };

function line(sizes: readonly Size[]): Line {
  const wide = sizes.filter((s) => s.across >= NARROW);
  return {
    across: sizes.reduce((sum, s) => sum + s.across, 0),
    count: sizes.length,
    high: Math.max(0, ...sizes.map((s) => s.high)),
    lines: Math.max(0, ...sizes.map((s) => s.lines)),
    narrow: sizes.length - wide.length,
    acrossWide: Math.max(0.1, wide.reduce((sum, s) => sum + s.across, 0)),
  };
}

/**
 * The room of the cards given by id, in order; `under` header lines more for what shows under a card
 * (a padlock or Defuse now: 3; the row's Take this bomb: 2).
 */
export function cardsRoom(cards: readonly string[], under = 0): CardsRoom {
  const sizes: Size[] = cards.flatMap((id) => {
    const data = cardById(id);
    if (!data) return [];
    const l = layoutCard(data);
    // A shaped card's header ("Bomb · Wall") may wrap to a second line on a narrow card.
    return [{ across: Math.max(l.width / CELL, MIN_ACROSS), high: l.height / CELL, lines: (data.config === 'plain' ? 1 : 2) + under }];
  });
  if (sizes.length === 0) sizes.push({ across: MIN_ACROSS, high: 1, lines: 1 });
  const one = line(sizes);
  // Two lines: the first k cards on the first, the rest on the second; the narrowest such split.
  let two = { across2: one.across, count2: one.count, narrow2: one.narrow, acrossWide2: one.acrossWide, high2: one.high, lines2: one.lines };
  for (let k = 1; k < sizes.length; k++) {
    const a = line(sizes.slice(0, k));
    const b = line(sizes.slice(k));
    const wider = a.across >= b.across ? a : b;
    if (wider.across < two.across2) {
      two = { across2: wider.across, count2: Math.max(a.count, b.count), narrow2: Math.max(a.narrow, b.narrow), acrossWide2: wider.acrossWide, high2: a.high + b.high, lines2: a.lines + b.lines };
    }
  }
  return { ...one, ...two };
}

/** One line's bound (px) in a `w` × `h` box: `pad`, `share` and `fixed` are the frame's height on one line or two. */
function lineSlot(w: number, h: number, l: Line, frame: { pad: number; share: number; fixed: number }): number {
  return Math.min(
    (h - frame.pad) / (l.high + frame.share + 0.35 * l.lines),
    (h - frame.fixed - 15 * l.lines) / l.high,
    (w - 2 - 4 * l.count) / (l.across + 0.47 * l.count - 0.16),
    (w + 6 - 23 * l.count) / l.across,
    (w + 6 - 23 * l.count - 86 * l.narrow) / l.acrossWide,
  );
}

/**
 * The slot side (px) the CSS of `.fc-room` (fuse-countdown-table.css) gives a line of cards in a
 * `w` × `h` box: the bigger of one line and two, between 16 and 180 px. The same formula, so that a
 * seat can tell which of two boxes gives its cards bigger slots before it lays itself out.
 */
export function slotSide(room: CardsRoom, w: number, h: number): number {
  const one = lineSlot(w, h, room, { pad: 4, share: 0.45, fixed: 25 });
  const two = lineSlot(w, h, { across: room.across2, count: room.count2, high: room.high2, lines: room.lines2, narrow: room.narrow2, acrossWide: room.acrossWide2 }, { pad: 12, share: 1.04, fixed: 54 });
  return Math.min(180, Math.max(16, one, two));
}

/**
 * Whether a seat's name and role go beside its cards rather than above them: when its cards are
 * held by the height (a Wall, a Tower) while the seat has width to spare, as four seats on a short
 * window do, the header's height given to the cards makes their slots clearly bigger (by a fifth at
 * least, so that a seat does not change its look for a pixel). `seat` is the box the header and the
 * cards share; `header` the header's size drawn above (its height) and beside (its width).
 */
export function headerBeside(room: CardsRoom, seat: { w: number; h: number }, header: { above: number; beside: number }, gap: number): boolean {
  const above = slotSide(room, seat.w, seat.h - header.above - gap);
  const beside = slotSide(room, seat.w - header.beside - gap, seat.h);
  return beside >= above * 1.2;
}
