import { cardById, isFuseId } from '@shared/fuse-countdown/data';
import { onCardDice, isComplete } from '@shared/fuse-countdown/rules/queries';
import { canComplete, poolWithout } from '@shared/fuse-countdown/rules/requirements';
import type { CardInPlay, FuseCountdownState } from '@shared/fuse-countdown/state';

/** Roles that can show a rolled die in another colour, so a locked colour can still be placed. */
const COLOUR_CHANGERS = new Set(['technologist', 'cutter']);

/**
 * Our reading for a hand that can never be finished (docs/fuse-countdown-rules-decisions.md, "Locked
 * dice"): cards in front of the players whose empty cells can only be filled by dice that sit on
 * other such cards. Dice leave a card only when it is defused or a fuse card takes them, so once no
 * fuse card is left and no role can change a die's colour, those cards stay unfinished for good.
 * Returns the locked cards (empty when none, or when a way out may still come).
 */
export function lockedCards(s: FuseCountdownState): string[] {
  if ([...s.bombDeck, ...s.row].some(isFuseId)) return [];
  if (s.seats.some((st) => st.role === null || COLOUR_CHANGERS.has(st.role))) return [];
  let open: CardInPlay[] = s.seats.flatMap((st) => [...st.bombs, ...st.sparks]).filter((c) => !isComplete(c));
  // Peel off every card the free dice (bag, rolled, on cards that can finish) could still complete;
  // what stays waits only on dice held by the others that stay.
  for (;;) {
    const held = open.flatMap((c) => c.dice.map((d) => d.die));
    const pool = poolWithout(held);
    const next = open.filter((c) => {
      const card = cardById(c.card);
      return !card || !canComplete(card, onCardDice(c), pool);
    });
    if (next.length === open.length) break;
    open = next;
  }
  return open.map((c) => c.card);
}

/** Locked cards end the game when the win needs them: any spark, and at Heroic every bomb too. */
export function handLocked(s: FuseCountdownState): boolean {
  const locked = new Set(lockedCards(s));
  if (locked.size === 0) return false;
  return s.seats.some((st) => st.sparks.some((c) => locked.has(c.card)) || (s.setup.level === 'heroic' && st.bombs.some((c) => locked.has(c.card))));
}
