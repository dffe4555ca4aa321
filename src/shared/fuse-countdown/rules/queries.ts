import { dieColours, type Colour } from '../components';
import { cardById } from '../data';
import type { CardInPlay, FuseCountdownState, RolledDie } from '../state';
import { refusal, type Refusal as RuleRefusal } from '../../refusal';
import { checkCell, fitsCell, type OnCard } from './requirements';

/** Pure questions the board and the engine ask about a state. */

export const onCardDice = (c: CardInPlay): OnCard[] => c.dice.map((d) => ({ die: d.die, cell: d.cell, face: d.face, colours: dieColours(d.die) }));

/** A seat's card in play (bomb or spark), or undefined. */
export const seatCard = (s: FuseCountdownState, seat: number, cardId: string): CardInPlay | undefined => {
  const st = s.seats[seat];
  return st?.bombs.find((c) => c.card === cardId) ?? st?.sparks.find((c) => c.card === cardId);
};

export const isComplete = (c: CardInPlay): boolean => c.dice.length === (cardById(c.card)?.cells.length ?? Infinity);

/** The finale: the bomb deck and the face-up row are both empty. */
export const inFinale = (s: FuseCountdownState): boolean => s.bombDeck.length === 0 && s.row.length === 0;

/**
 * Whether a seat must take dice this turn: always, except in the finale, where only seats holding
 * sparks (and, at Heroic, bombs) must.
 */
export function seatRequired(s: FuseCountdownState, seat: number): boolean {
  if (!inFinale(s)) return true;
  const st = s.seats[seat];
  if (!st) return false;
  return st.sparks.length > 0 || (s.setup.level === 'heroic' && st.bombs.length > 0);
}

const rolledView = (r: RolledDie) => ({ colours: r.colours as readonly Colour[], face: r.face });

/**
 * Whether `seat` may take rolled die `dieId` and place it on `cell` of its card `cardId` now: the step,
 * the seat's quota, the die and the card's requirements (see checkCell). Null when legal.
 */
export function canPlace(s: FuseCountdownState, seat: number, dieId: string, cardId: string, cell: number): RuleRefusal | null {
  const taking = takeRefusal(s, seat, dieId);
  if (taking) return taking;
  const rolled = s.rolled.find((r) => r.die === dieId) as RolledDie;
  const c = seatCard(s, seat, cardId);
  if (!c) return refusal('not-your-card', 'That card is not in front of this seat.', { seat, card: cardId });
  const card = cardById(cardId);
  if (!card) return refusal('no-such-card', 'There is no such card.', { card: cardId });
  return checkCell(card, onCardDice(c), dieId, rolledView(rolled), dieColours(dieId), cell);
}

/** Whether `seat` may take rolled die `dieId` now, whatever the cell: the step, the seat's quota, the die. */
function takeRefusal(s: FuseCountdownState, seat: number, dieId: string): RuleRefusal | null {
  if (s.outcome) return refusal('game-over', 'The game is over.');
  if (s.phase !== 'distribute') return refusal('not-distributing', 'Dice are placed while they are being distributed (step 2).');
  if (s.pending) return refusal('decision-pending', 'A decision is waiting to be made first.', { kind: s.pending.kind });
  const st = s.seats[seat];
  if (!st) return refusal('no-such-seat', 'There is no such seat.', { seat });
  if (st.taken >= (s.maxTake[seat] ?? 0)) return refusal('quota-reached', 'This seat has taken all the dice it may this turn.', { seat, taken: st.taken });
  if (!s.rolled.some((r) => r.die === dieId)) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die: dieId });
  return null;
}

export interface Placement {
  seat: number;
  die: string;
  card: string;
  cell: number;
}

/** Every cell of `cardId` (or of every card of the seat) where `seat` may put rolled die `dieId` now. */
export function legalCells(s: FuseCountdownState, seat: number, dieId: string, cardId?: string): Placement[] {
  const out: Placement[] = [];
  eachLegalCell(s, seat, dieId, cardId, (p) => {
    out.push(p);
    return false;
  });
  return out;
}

/** Whether `seat` may put rolled die `dieId` on some cell of its cards now (stops at the first). */
export const canTake = (s: FuseCountdownState, seat: number, dieId: string): boolean => eachLegalCell(s, seat, dieId, undefined, () => true);

/**
 * canPlace over every cell of the seat's cards, with the checks that do not depend on the cell made once
 * (the bots' searches ask this thousands of times a decision); `visit` returns true to stop early.
 */
function eachLegalCell(s: FuseCountdownState, seat: number, dieId: string, cardId: string | undefined, visit: (p: Placement) => boolean): boolean {
  const st = s.seats[seat];
  const rolled = s.rolled.find((r) => r.die === dieId);
  if (!st || !rolled || takeRefusal(s, seat, dieId)) return false;
  const shown = rolledView(rolled);
  const own = dieColours(dieId);
  for (const cards of [st.bombs, st.sparks]) {
    for (const c of cards) {
      if (cardId !== undefined && c.card !== cardId) continue;
      const card = cardById(c.card);
      if (!card) continue;
      const onCard = onCardDice(c);
      for (let cell = 0; cell < card.cells.length; cell++) {
        if (fitsCell(card, onCard, dieId, shown, own, cell) && visit({ seat, die: dieId, card: c.card, cell })) return true;
      }
    }
  }
  return false;
}

/** Every legal placement of any rolled die for a seat (or for every seat). */
export function legalPlacements(s: FuseCountdownState, seat?: number): Placement[] {
  const seats = seat === undefined ? s.seats.map((_, i) => i) : [seat];
  return seats.flatMap((i) => s.rolled.flatMap((r) => legalCells(s, i, r.die)));
}

/** Whether a seat still short of its quota can take some rolled die (then the team may not end step 2). */
export function seatMustTake(s: FuseCountdownState, seat: number): boolean {
  const st = s.seats[seat];
  if (!st || st.taken >= (s.quotas[seat] ?? 0)) return false;
  return s.rolled.some((r) => canTake(s, seat, r.die));
}

/** Cards a seat may defuse early (one or two players, during step 2): every cell filled. */
export function defusableCards(s: FuseCountdownState, seat: number): string[] {
  const st = s.seats[seat];
  if (!st) return [];
  return [...st.bombs, ...st.sparks].filter(isComplete).map((c) => c.card);
}
