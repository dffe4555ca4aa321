// Names, in words, for everything a card asks of its dice: each requirement icon, each relation
// between dice, each die position's place in a configuration. The same words appear on hover and
// focus, in the cell's accessible name and in the legend.
import type { Card, Colour, DieRequirement, Relation } from '@shared/fuse-countdown/components';
import { greaterOnLeft, layoutCard, type CardLayout } from './card-layout';
import { slotList, slotName, upperFirst } from './slot-name';

import type { Translate } from './slot-name';

export type { Translate };

const K = 'fuse-countdown.icons';

export const colourName = (colour: Colour, t: Translate): string => t(`${K}.colour.${colour}`);

/** "Red", "Red/Blue": a die's colours as the players say them. */
export const coloursName = (colours: readonly Colour[], t: Translate): string => colours.map((c) => colourName(c, t)).join('/');

/** "Red 4", "Red/Blue 2"; without a face, "Red/Blue die". */
export function dieName(colours: readonly Colour[], face: number | null, t: Translate): string {
  const name = coloursName(colours, t);
  return face === null ? t(`${K}.die.kind`, { colours: name }) : t(`${K}.die.named`, { colours: name, face });
}

/** What one die position asks for (the per-slot icons of the Icon Reference). */
export function requirementName(req: DieRequirement, t: Translate): string {
  switch (req.kind) {
    case 'any':
    case 'split':
      return t(`${K}.req.${req.kind}`);
    case 'colour':
    case 'not-colour':
      return t(`${K}.req.${req.kind}`, { colour: colourName(req.colour, t) });
    case 'number':
      return t(`${K}.req.number`, { number: req.number });
    case 'colour-number':
    case 'colour-or-number':
      return t(`${K}.req.${req.kind}`, { colour: colourName(req.colour, t), number: req.number });
    case 'colours':
      return t(`${K}.req.colours`, { a: colourName(req.colours[0], t), b: colourName(req.colours[1], t) });
    case 'numbers':
      return t(`${K}.req.numbers`, { a: req.numbers[0], b: req.numbers[1] });
    case 'pairs':
      return t(`${K}.req.pairs`, {
        a: t(`${K}.req.colour-number`, { colour: colourName(req.pairs[0].colour, t), number: req.pairs[0].number }),
        b: t(`${K}.req.colour-number`, { colour: colourName(req.pairs[1].colour, t), number: req.pairs[1].number }),
      });
  }
}

/** The relation's own name, as in the legend: "Same colour", "Greater number on the left". */
export function relationName(rel: Relation, t: Translate, layout?: CardLayout): string {
  if (rel.kind === 'greater') {
    const left = layout ? greaterOnLeft(layout, rel.cells[0], rel.cells[1]) : rel.cells[0] < rel.cells[1];
    return t(`${K}.rel.${left ? 'greater-left' : 'greater-right'}`);
  }
  if (rel.kind === 'equation') return t(`${K}.rel.equation`, { op: rel.op === '+' ? '+' : '−' });
  return t(`${K}.rel.${rel.kind}`);
}

/** The sign drawn on a relation's badge (the words go with it on hover). */
export function relationSign(rel: Relation, layout?: CardLayout): string {
  switch (rel.kind) {
    case 'different-colours':
      return '≠';
    case 'greater': {
      const left = layout ? greaterOnLeft(layout, rel.cells[0], rel.cells[1]) : rel.cells[0] < rel.cells[1];
      return left ? '>' : '<';
    }
    case 'equation':
      return rel.op === '+' ? '+' : '−';
    default:
      return '=';
  }
}

/** Which property a relation reads: the Icon Reference's "colour matters" and "number matters" marks. */
export function relationReads(rel: Relation): ('colour' | 'number')[] {
  switch (rel.kind) {
    case 'same-colour':
    case 'different-colours':
      return ['colour'];
    case 'same-number':
    case 'greater':
    case 'equation':
      return ['number'];
    default:
      return ['colour', 'number'];
  }
}

/** What a relation asks of one of its dice, naming the others by what the card shows: "Same colour as the slot for a 4". */
export function relationForCell(card: Card, rel: Relation, cell: number, t: Translate, layout: CardLayout = layoutCard(card)): string {
  const others = rel.cells.filter((c) => c !== cell);
  if (rel.kind === 'equation') {
    const [a, b, c] = rel.cells.map((x) => slotName(card, x, t, layout));
    return t(`${K}.with.equation`, { a: upperFirst(a!), op: rel.op === '+' ? '+' : '−', b: b!, c: c! });
  }
  const slots = slotList(card, others, t, layout);
  if (rel.kind === 'greater') return t(`${K}.with.${rel.cells[0] === cell ? 'greater' : 'smaller'}`, { slots });
  return t(`${K}.with.${rel.kind}`, { slots });
}

/** Where a position sits in its configuration, and what must be placed before it. */
export function stepText(card: Card, cell: number, t: Translate): string | null {
  const c = card.cells[cell];
  if (!c) return null;
  switch (card.config) {
    case 'stack':
      return t(`${K}.step.stack`, { n: c.level + 1, count: card.cells.length });
    case 'wall':
      return c.level === 0 ? t(`${K}.step.wall-base`) : t(`${K}.step.wall-top`, { slot: slotList(card, [c.below[0] ?? 0], t) });
    case 'ziggurat':
      return c.level === 0 ? t(`${K}.step.ziggurat-base`) : t(`${K}.step.ziggurat-top`);
    default:
      return null;
  }
}

/** Everything a die position asks, one line each: its name (what it asks for), its order, its relations. */
export function cellLines(card: Card, cell: number, t: Translate): string[] {
  const c = card.cells[cell];
  if (!c) return [];
  const layout = layoutCard(card);
  const lines = [upperFirst(slotName(card, cell, t, layout))];
  if (c.first) lines.push(t(`${K}.req.first`));
  if (c.last) lines.push(t(`${K}.req.last`));
  const step = stepText(card, cell, t);
  if (step) lines.push(step);
  for (const rel of card.relations) if (rel.cells.includes(cell)) lines.push(relationForCell(card, rel, cell, t, layout));
  return lines;
}
