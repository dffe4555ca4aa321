// How much room a seat's cards ask for, in slots, so the seat's area can size its slots from its own
// box (SeatArea): the cards side by side on one line, or wrapped on two, whichever gives bigger slots
// is the area's to choose. A card's frame (its edge, padding and header) and the gap to the next card
// are counted in slots too, because the card draws them in proportion to its slots.
import { cardById } from '@shared/fuse-countdown';
import { CELL, layoutCard } from '../cards/card-layout';

/** A card's frame and the gap beside it, across; its frame and header, high (in slots). */
const FRAME_ACROSS = 0.6;
const FRAME_HIGH = 0.75;
/** The line under a card (its padlock or its Defuse now button), when one shows. */
const UNDER = 0.9;

export interface SeatRoom {
  /** One line: every card side by side, and the tallest. */
  across: number;
  high: number;
  /** Two lines: the wider of the two (first-fit keeps to it), and both lines' height. */
  across2: number;
  high2: number;
}

/** The room of the cards given by id, in order; `under` when a line shows under some card. */
export function seatRoom(cards: readonly string[], under = false): SeatRoom {
  const sizes = cards.flatMap((id) => {
    const data = cardById(id);
    if (!data) return [];
    const l = layoutCard(data);
    return [{ across: l.width / CELL + FRAME_ACROSS, high: l.height / CELL + FRAME_HIGH + (under ? UNDER : 0) }];
  });
  if (sizes.length === 0) return { across: 3, high: 2, across2: 3, high2: 2 };
  const across = sizes.reduce((sum, s) => sum + s.across, 0);
  const high = Math.max(...sizes.map((s) => s.high));
  // Two lines: the first k cards on the first, the rest on the second; the narrowest such split.
  let across2 = across;
  let before = 0;
  for (const s of sizes.slice(0, -1)) {
    before += s.across;
    across2 = Math.min(across2, Math.max(before, across - before));
  }
  return { across, high, across2, high2: sizes.length > 1 ? 2 * high + 0.2 : high };
}
