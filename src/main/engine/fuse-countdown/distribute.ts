import type { Refusal } from '../core/rules';
import { canPlace, defusableCards, seatCard, seatMustTake, legalCells } from '@shared/fuse-countdown/rules/queries';
import { refusal, log, type Ctx } from './context';
import { defuseCard } from './resolve';
import { closeTakeBacks, notePlaced } from './take-back';

/** Step 2: a seat takes a rolled die and places it on one of its cards (checked against every requirement). */
export function place(ctx: Ctx, seat: number, die: string, cardId: string, cell: number): Refusal | null {
  const { s } = ctx;
  const problem = canPlace(s, seat, die, cardId, cell);
  if (problem) return problem;
  const i = s.rolled.findIndex((r) => r.die === die);
  const [r] = s.rolled.splice(i, 1);
  const c = seatCard(s, seat, cardId);
  const st = s.seats[seat];
  if (!r || !c || !st) return refusal('die-not-rolled', 'That die is not among the rolled dice.', { die });
  c.dice.push({ die, cell, face: r.face, shown: r.colours });
  st.taken++;
  s.ability.closed = true;
  notePlaced(s, seat, { ...r, colours: [...r.colours] }, i, cardId);
  log(ctx, 'die-placed', { seat, die, card: cardId, cell, face: r.face, colours: r.colours.join('/') });
  return null;
}

/** With one or two players a finished card may be defused during step 2, and a bomb replaced at once. */
export function defuseEarly(ctx: Ctx, seat: number, cardId: string): Refusal | null {
  const { s } = ctx;
  if (s.players > 2) return refusal('defuse-waits-for-step-three', 'With three or four players cards are defused in step 3.');
  if (s.phase !== 'distribute') return refusal('not-distributing', 'Cards are defused early only while dice are distributed.');
  if (!seatCard(s, seat, cardId)) return refusal('not-your-card', 'That card is not in front of this seat.', { seat, card: cardId });
  if (!defusableCards(s, seat).includes(cardId)) return refusal('card-not-finished', 'Every slot of the card needs a die first.', { card: cardId });
  // The card leaves and the row may be refilled: nothing placed before goes back.
  closeTakeBacks(s, { defused: cardId });
  const next = defuseCard(ctx, seat, cardId);
  if (next) s.queue.unshift(next);
  return null;
}

/** The team ends step 2: refused while a seat short of its quota could still take a die. */
export function done(ctx: Ctx): Refusal | null {
  const { s } = ctx;
  if (s.phase !== 'distribute') return refusal('not-distributing', 'Only the distribution of dice can be declared done.');
  const seat = s.seats.findIndex((_, i) => seatMustTake(s, i));
  if (seat >= 0) return refusal('seat-must-take', 'A seat still short of its dice can place one of the rolled dice.', { seat });
  endDistribution(ctx);
  return null;
}

/** Step 2 ends by itself when nothing is left to take, or every quota is met and nobody may take more. */
export function distributionFinished(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.rolled.length === 0) return true;
  if (s.seats.some((st, i) => st.taken < (s.quotas[i] ?? 0))) return false;
  return !s.seats.some((st, i) => st.taken < (s.maxTake[i] ?? 0) && s.rolled.some((r) => legalCells(s, i, r.die).length > 0));
}

export function endDistribution(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'resolve';
  closeTakeBacks(s, 'sharing-over');
  log(ctx, 'distribution-ended', { left: s.rolled.length });
  s.queue.push({ kind: 'defuse-complete' }, { kind: 'end-of-step-3' });
}
