import { BOMB_CARDS, cardById } from '@shared/fuse-countdown/data';
import type { CardInPlay, FuseCountdownState } from '@shared/fuse-countdown/state';
import { cellLooseness } from './placement-score';

/** What the evaluation weighs. */
export const WEIGHTS = {
  /** Seconds of the clock one more die to place costs the team (its share of the roll, reading and placing). */
  secondsPerDie: 4,
  /** How much more a tight cell costs than a loose one, in dice (it waits for the die that fits it). */
  tightness: 1.5,
};

/** The dice a card still needs, a tight cell counting for more than one (it may wait turns for its die). */
function cardCost(cardId: string, filled: ReadonlySet<number>, w = WEIGHTS): number {
  const card = cardById(cardId);
  if (!card) return 0;
  let cost = 0;
  card.cells.forEach((_, i) => {
    if (!filled.has(i)) cost += 1 + w.tightness * (1 - cellLooseness(card, i));
  });
  return cost;
}
const inPlayCost = (c: CardInPlay, w = WEIGHTS) => cardCost(c.card, new Set(c.dice.map((d) => d.cell)), w);
/** A bomb still in the deck: the average bomb. */
const deckBombCost = (w = WEIGHTS) => BOMB_CARDS.reduce((a, c) => a + cardCost(c.id, new Set(), w), 0) / BOMB_CARDS.length;

/**
 * The seconds the team still needs to save the ship, by the clock. The ship is saved when the deck
 * and the row are empty (every defused bomb takes one from the row) and no spark is in play: so as
 * many defusals as cards are left there are needed, cheapest first (the bombs in front by what they
 * still lack, then the row's bombs, then the deck's), and every spark must be finished. Each die
 * still to place costs its share of a turn.
 */
export function estimatedSecondsToSave(s: FuseCountdownState, w = WEIGHTS): number {
  const defusals = s.bombDeck.length + s.row.length;
  const costs = s.seats.flatMap((st) => st.bombs.map((c) => inPlayCost(c, w)));
  for (const id of s.row) costs.push(cardCost(id, new Set(), w));
  const deck = deckBombCost(w);
  for (let i = 0; i < s.bombDeck.length; i++) costs.push(deck);
  costs.sort((a, b) => a - b);
  const bombDice = costs.slice(0, defusals).reduce((a, b) => a + b, 0);
  const sparkDice = s.seats.reduce((a, st) => a + st.sparks.reduce((b, c) => b + inPlayCost(c, w), 0), 0);
  return s.clock.elapsedMs / 1000 + (bombDice + sparkDice) * w.secondsPerDie;
}

/** How good a table is where a rollout stops: minus the seconds still needed (a saved ship: the seconds left). */
export function evaluate(s: FuseCountdownState, w = WEIGHTS): number {
  if (s.outcome?.status === 'won') return 100_000 - s.clock.elapsedMs / 1000;
  const v = -estimatedSecondsToSave(s, w);
  return s.outcome?.status === 'lost' ? v - 100_000 : v;
}
