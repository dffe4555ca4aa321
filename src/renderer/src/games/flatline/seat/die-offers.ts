// A die for another seat's re-roll, as devices agree on it (devices.md, "A die is its owner's"): the
// seat that wants a re-roll asks the table, players with dice offer one of theirs, and the asker
// re-rolls with the one it takes. What a seat's device shows of it, read from the players' view.
import type { DieState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';

/** A die offered to this seat: whose it is and what it shows. */
export interface OfferedDie {
  die: DieState;
  from: number;
}

const inTray = (state: FlatlineView, seat: number): DieState[] => state.dice.filter((d) => d.seat === seat && d.at.kind === 'tray' && d.face !== null);

/** Whether this seat asks the table for a die now. */
export const isAsking = (state: FlatlineView, seat: number): boolean => (state.countdown.asks ?? []).includes(seat);

/**
 * Whether this seat may ask for a die: it holds a die to roll again, the re-roll track takes one,
 * and another player holds a die to give.
 */
export function mayAsk(state: FlatlineView, seat: number, trackOpen: boolean): boolean {
  return trackOpen && !isAsking(state, seat) && inTray(state, seat).length > 0 && state.dice.some((d) => d.seat !== seat && d.at.kind === 'tray');
}

/** The dice offered to this seat, in die order. */
export function offeredTo(state: FlatlineView, seat: number): OfferedDie[] {
  return (state.countdown.offers ?? []).flatMap((offer) => {
    const die = offer.to === seat ? state.dice.find((d) => d.id === offer.die && d.at.kind === 'tray') : undefined;
    return die ? [{ die, from: die.seat }] : [];
  });
}

/** The other seats asking for a die, when this seat has one to give. */
export function askingOthers(state: FlatlineView, seat: number): number[] {
  return inTray(state, seat).length === 0 ? [] : (state.countdown.asks ?? []).filter((asker) => asker !== seat);
}

/**
 * This seat's dice it may still offer to `asker` (not offered to it already), one of each face: two
 * dice showing the same symbol are the same gift.
 */
export function diceToOffer(state: FlatlineView, seat: number, asker: number): DieState[] {
  const offered = new Set((state.countdown.offers ?? []).filter((offer) => offer.to === asker).map((offer) => offer.die));
  const faces = new Set<string | null>();
  return inTray(state, seat).filter((d) => !offered.has(d.id) && !faces.has(d.face) && faces.add(d.face));
}

/** This seat's dice already offered to `asker`. */
export function offeredBy(state: FlatlineView, seat: number, asker: number): DieState[] {
  const offered = new Set((state.countdown.offers ?? []).filter((offer) => offer.to === asker).map((offer) => offer.die));
  return inTray(state, seat).filter((d) => offered.has(d.id));
}
