import { DICE, FACES, type Card } from '@shared/fuse-countdown/components';
import { cardById } from '@shared/fuse-countdown/data';
import { meetsRequirement } from '@shared/fuse-countdown/rules/requirements';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { Placement } from '@shared/fuse-countdown/rules/queries';
import { seatCard } from '@shared/fuse-countdown/rules/queries';

/** How loose a cell is: the share of (die, face) pairs that meet its own requirement. */
const looseness = new Map<string, number>();
export function cellLooseness(card: Card, cell: number): number {
  const key = `${card.id}:${cell}`;
  const hit = looseness.get(key);
  if (hit !== undefined) return hit;
  const req = card.cells[cell]?.req ?? { kind: 'any' as const };
  let fit = 0;
  for (const d of DICE) for (const face of FACES) if (meetsRequirement(req, { colours: d.colours, face })) fit++;
  const value = fit / (DICE.length * FACES.length);
  looseness.set(key, value);
  return value;
}

/** How much the bot likes a placement: tight cells first (loose ones can wait), cards near completion, sparks early. */
export function placementScore(s: FuseCountdownState, p: Placement): number {
  const card = cardById(p.card);
  const c = seatCard(s, p.seat, p.card);
  if (!card || !c) return -Infinity;
  const progress = (c.dice.length + 1) / card.cells.length;
  const completes = c.dice.length + 1 === card.cells.length ? 1.5 : 0;
  const spark = card.type === 'spark' ? 0.8 : 0;
  const relations = card.relations.length > 0 && c.dice.length === 0 ? -0.2 : 0;
  return 2 * progress + completes + spark + (1 - cellLooseness(card, p.cell)) + relations;
}

/** How attractive a bomb in the row is to take: few dice, loose cells, and a little for points. */
export function bombEase(cardId: string): number {
  const card = cardById(cardId);
  if (!card) return -Infinity;
  const loose = card.cells.reduce((a, _, i) => a + cellLooseness(card, i), 0) / card.cells.length;
  return -card.cells.length + 2 * loose - 0.6 * card.relations.length - (card.config === 'plain' ? 0 : 0.5);
}
