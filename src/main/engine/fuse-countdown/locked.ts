import { cardById, isFuseId } from '@shared/fuse-countdown/data';
import { inFinale, onCardDice, isComplete } from '@shared/fuse-countdown/rules/queries';
import { canComplete, poolWithout } from '@shared/fuse-countdown/rules/requirements';
import type { CardInPlay, FuseCountdownState } from '@shared/fuse-countdown/state';
import { log, lose, type Ctx } from './context';

/** Roles that can show a rolled die in another colour, so a locked colour can still be placed. */
const COLOUR_CHANGERS = new Set(['technologist', 'cutter']);

/**
 * Our reading for cards that can never be finished (docs/fuse-countdown-rules-decisions.md, "A lost
 * cause"): cards in front of the players whose empty cells can only be filled by dice that sit on
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

/**
 * Whether the win needs a locked card, so the ship can no longer be saved: any spark (every spark must
 * be defused), at Heroic any bomb in front too, and while bombs wait in the deck or the row, every bomb
 * in front being locked (the row is only ever taken to replace a defused bomb, so it would never empty).
 */
export function shipLost(s: FuseCountdownState, locked: readonly string[] = lockedCards(s)): boolean {
  if (locked.length === 0) return false;
  const isLocked = new Set(locked);
  const heroic = s.setup.level === 'heroic';
  if (s.seats.some((st) => st.sparks.some((c) => isLocked.has(c.card)) || (heroic && st.bombs.some((c) => isLocked.has(c.card))))) return true;
  const bombs = s.seats.flatMap((st) => st.bombs);
  return !inFinale(s) && bombs.length > 0 && bombs.every((c) => isLocked.has(c.card));
}

/** No card at all can still progress: every unfinished card in front of the players is locked. */
export function nothingCanProgress(s: FuseCountdownState, locked: readonly string[] = lockedCards(s)): boolean {
  const isLocked = new Set(locked);
  const open = s.seats.flatMap((st) => [...st.bombs, ...st.sparks]).filter((c) => !isComplete(c));
  return open.length > 0 && open.every((c) => isLocked.has(c.card));
}

/**
 * At the start of a turn: records the locked cards and whether the ship can still be saved, and logs the
 * moment it no longer can (naming every locked card), and any card that locks later. A lost cause does
 * not end the game while a clock runs: the team may still score until time runs out, or end now
 * (clock.ts). Untimed, no clock will end it, so the game is lost (`dice-locked`) once nothing can progress.
 */
export function noteLockedCards(ctx: Ctx): void {
  const { s } = ctx;
  // A state saved before these fields existed reads as "nothing locked yet".
  const before = new Set(s.locked ?? []);
  const wasLost = s.lostCause ?? false;
  s.locked = lockedCards(s);
  s.lostCause = shipLost(s, s.locked);
  const fresh = s.locked.filter((c) => !before.has(c));
  if (s.lostCause && !wasLost) log(ctx, 'ship-cannot-be-saved', { locked: s.locked.join(' ') });
  else if (fresh.length > 0) log(ctx, 'cards-locked', { locked: fresh.join(' ') });
  if (s.setup.clockMinutes === null && nothingCanProgress(s, s.locked)) lose(ctx, 'dice-locked');
}
