// FUSE: Countdown's board in words: dice, requirements, refusals and fuse cards, through the
// translation layer (keys under fuse-countdown.turn and fuse-countdown.table). Pure and tested.
import { cardById, fuseById, type Card, type Colour, type DieRequirement, type Relation } from '@shared/fuse-countdown';
import { slotList, slotName } from '../pieces/slot-name';

export interface Translator {
  t: (key: string, params?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
}

const T = 'fuse-countdown.turn';

export const colourName = (tr: Translator, colour: Colour | string): string => tr.t(`${T}.colours.${colour}`);

/** "Red 4", "Red/Blue 2": a die named by what it shows. */
export function dieName(tr: Translator, colours: readonly string[], face: number): string {
  const name = colours.map((c) => colourName(tr, c)).join('/');
  return tr.t(`${T}.die`, { colours: name, face });
}

/** What one slot asks for, in words. */
export function requirementText(tr: Translator, req: DieRequirement): string {
  const c = (x: Colour) => colourName(tr, x);
  switch (req.kind) {
    case 'any':
    case 'split':
      return tr.t(`${T}.req.${req.kind}`);
    case 'colour':
    case 'not-colour':
      return tr.t(`${T}.req.${req.kind}`, { colour: c(req.colour) });
    case 'number':
      return tr.t(`${T}.req.number`, { number: req.number });
    case 'colour-number':
    case 'colour-or-number':
      return tr.t(`${T}.req.${req.kind}`, { colour: c(req.colour), number: req.number });
    case 'colours':
      return tr.t(`${T}.req.colours`, { a: c(req.colours[0]), b: c(req.colours[1]) });
    case 'numbers':
      return tr.t(`${T}.req.numbers`, { a: req.numbers[0], b: req.numbers[1] });
    case 'pairs':
      return tr.t(`${T}.req.pairs`, { a: `${c(req.pairs[0].colour)} ${req.pairs[0].number}`, b: `${c(req.pairs[1].colour)} ${req.pairs[1].number}` });
  }
}

/** A relation between slots in words, each slot named by what the card shows. */
export function relationText(tr: Translator, card: Card, rel: Relation): string {
  const t = (key: string, params?: Record<string, string | number>) => tr.t(key, params);
  const name = (cell: number) => slotList(card, [cell], t);
  if (rel.kind === 'equation') {
    const [a, b, c] = rel.cells.map((x) => slotList(card, [x], t));
    return tr.t(`${T}.rel.equation`, { a: a!, op: rel.op === '+' ? '+' : '−', b: b!, c: c! });
  }
  if (rel.kind === 'greater') return tr.t(`${T}.rel.greater`, { a: name(rel.cells[0]), b: name(rel.cells[1]) });
  return tr.t(`${T}.rel.${rel.kind}`, { slots: slotList(card, rel.cells, t) });
}

export interface RefusalLike {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * Why the engine refused, in words at the slot: the requirement the die breaks (named from the card's
 * own data), the relation, or that the card could no longer be finished.
 */
export function refusalText(tr: Translator, r: RefusalLike): string {
  const p = r.params ?? {};
  const card = typeof p.card === 'string' ? cardById(p.card) : undefined;
  const cell = typeof p.cell === 'number' ? p.cell : -1;
  if (r.code.startsWith('requirement-') && card && card.cells[cell]) {
    return tr.t(`${T}.refusals.requirement`, { needs: requirementText(tr, card.cells[cell]!.req) });
  }
  if (r.code.startsWith('relation-') && card) {
    const other = typeof p.other === 'number' ? p.other : cell;
    const rel = card.relations.find((x) => x.kind === r.code.slice('relation-'.length) && x.cells.includes(cell) && x.cells.includes(other));
    return tr.t(`${T}.refusals.relation`, { rule: rel ? relationText(tr, card, rel) : r.message });
  }
  const key = `${T}.refusals.${r.code}`;
  if (tr.has(key)) {
    const params: Record<string, string | number> = { ...p };
    // Slots are named by what the card shows (cards print no slot numbers).
    const t = (key: string, ps?: Record<string, string | number>) => tr.t(key, ps);
    if (card && typeof p.cell === 'number') params.slot = slotName(card, p.cell, t);
    if (card && typeof p.below === 'number') params.below = slotList(card, [p.below], t);
    return tr.t(key, params);
  }
  return tr.t(`${T}.refusals.other`, { reason: r.message });
}

/** What a fuse card does, in words. */
export function fuseText(tr: Translator, fuse: string): string {
  const f = fuseById(fuse);
  if (!f) return fuse;
  if (f.effect !== 'return-matching') return tr.t(`${T}.fuse.${f.effect}`);
  const shown = [...f.colours.map((c) => colourName(tr, c)), ...f.numbers.map(String)].join(tr.t(`${T}.or`));
  return tr.t(`${T}.fuse.return-matching`, { shown });
}

/** A role's name (the same words as the log and the new-game form). */
export const roleName = (tr: Translator, role: string): string => tr.t(`fuse-countdown.log.role.${role}`);
