// A slot named by what its card shows: what it asks for ("the slot for a Red die", "the slot for a
// 4"), and, when another slot of the card asks the same, where it sits ("on the left", "at the top,
// on the right"). Cards print no slot numbers, so a name never counts slots. Used by the tips, the
// slots' accessible names, the refusals and the log.
import type { Card, DieRequirement } from '@shared/fuse-countdown/components';
import { layoutCard, type CardLayout } from './card-layout';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

const K = 'fuse-countdown.icons.slot';

/** "slot for a Red die", "slot for Red 3 or Blue 4": the requirement as a slot's name. */
function forRequirement(req: DieRequirement, t: Translate): string {
  const colour = (c: string) => t(`fuse-countdown.icons.colour.${c}`);
  switch (req.kind) {
    case 'any':
    case 'split':
      return t(`${K}.for.${req.kind}`);
    case 'colour':
    case 'not-colour':
      return t(`${K}.for.${req.kind}`, { colour: colour(req.colour) });
    case 'number':
      return t(`${K}.for.number`, { number: req.number });
    case 'colour-number':
    case 'colour-or-number':
      return t(`${K}.for.${req.kind}`, { colour: colour(req.colour), number: req.number });
    case 'colours':
      return t(`${K}.for.colours`, { a: colour(req.colours[0]), b: colour(req.colours[1]) });
    case 'numbers':
      return t(`${K}.for.numbers`, { a: req.numbers[0], b: req.numbers[1] });
    case 'pairs':
      return t(`${K}.for.pairs`, { a: `${colour(req.pairs[0].colour)} ${req.pairs[0].number}`, b: `${colour(req.pairs[1].colour)} ${req.pairs[1].number}` });
  }
}

/** A word for a place among `count` in a line (left to right, or top to bottom). */
function placeWord(axis: 'h' | 'v', index: number, count: number, t: Translate): string {
  if (index === 0) return t(`${K}.${axis}.first`);
  if (index === count - 1) return t(`${K}.${axis}.last`);
  if (count === 3) return t(`${K}.${axis}.middle`);
  return t(`${K}.${axis}.nth-${index + 1}`);
}

/** Where a slot sits among the others of its card asking the same, or null when none does. */
function whereAmongTwins(card: Card, cell: number, layout: CardLayout, t: Translate): string | null {
  const key = JSON.stringify(card.cells[cell]!.req);
  const twins = layout.cells.filter((b) => JSON.stringify(card.cells[b.cell]!.req) === key);
  if (twins.length < 2) return null;
  const me = twins.find((b) => b.cell === cell)!;
  const rows = [...new Set(twins.map((b) => b.y))].sort((a, b) => a - b);
  const row = twins.filter((b) => b.y === me.y).sort((a, b) => a.x - b.x);
  const v = rows.length > 1 ? placeWord('v', rows.indexOf(me.y), rows.length, t) : null;
  const h = row.length > 1 ? placeWord('h', row.indexOf(me), row.length, t) : null;
  if (v && h) return t(`${K}.both`, { v, h });
  return v ?? h;
}

/** The slot's name, without an article: "slot for any die on the left". */
export function slotName(card: Card, cell: number, t: Translate, layout: CardLayout = layoutCard(card)): string {
  const c = card.cells[cell];
  if (!c) return t(`${K}.unknown`);
  const base = forRequirement(c.req, t);
  const where = whereAmongTwins(card, cell, layout, t);
  return where ? t(`${K}.at`, { slot: base, where }) : base;
}

/** "the slot for a Red die and the slot for a 4": several slots in one phrase, each with its article. */
export function slotList(card: Card, cells: readonly number[], t: Translate, layout: CardLayout = layoutCard(card)): string {
  const names = cells.map((c) => t(`${K}.the`, { slot: slotName(card, c, t, layout) }));
  return names.length < 2 ? (names[0] ?? '') : t(`${K}.and`, { list: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/** A sentence's first letter as a capital ("Slot for …" at the head of a tip). */
export const upperFirst = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);
