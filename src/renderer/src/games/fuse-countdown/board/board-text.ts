// FUSE: Countdown's board in words: dice, requirements, refusals and log lines, through the
// translation layer (keys under fuse-countdown.turn and fuse-countdown.table). Pure and tested.
import { DICE, cardById, fuseById, type Colour, type DieRequirement, type Relation } from '@shared/fuse-countdown';
import type { LogEntry } from '@shared/fuse-countdown/log';

export interface Translator {
  t: (key: string, params?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
}

const T = 'fuse-countdown.turn';
const TABLE = 'fuse-countdown.table';

export const colourName = (tr: Translator, colour: Colour | string): string => tr.t(`${T}.colours.${colour}`);

/** "Red 4", "Red/Blue 2": a die named by what it shows. */
export function dieName(tr: Translator, colours: readonly string[], face: number): string {
  const name = colours.map((c) => colourName(tr, c)).join('/');
  return tr.t(`${T}.die`, { colours: name, face });
}

/** "Bomb 07", "Spark 12": a card named by its kind and number. */
export function cardName(tr: Translator, id: string): string {
  const [kind, n] = id.split('-');
  return tr.t(`${TABLE}.card-name.${kind ?? 'bomb'}`, { n: n ?? id });
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

/** A relation between slots in words, slots numbered from 1. */
export function relationText(tr: Translator, rel: Relation): string {
  const slots = rel.cells.map((c) => c + 1);
  if (rel.kind === 'equation') return tr.t(`${T}.rel.equation`, { a: slots[0]!, op: rel.op === '+' ? '+' : '−', b: slots[1]!, c: slots[2]! });
  if (rel.kind === 'greater') return tr.t(`${T}.rel.greater`, { a: slots[0]!, b: slots[1]! });
  return tr.t(`${T}.rel.${rel.kind}`, { slots: slots.join(', ') });
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
    return tr.t(`${T}.refusals.relation`, { rule: rel ? relationText(tr, rel) : r.message });
  }
  const key = `${T}.refusals.${r.code}`;
  if (tr.has(key)) {
    const params: Record<string, string | number> = { ...p };
    if (typeof p.cell === 'number') params.slot = p.cell + 1;
    if (typeof p.below === 'number') params.below = p.below + 1;
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

export const roleName = (tr: Translator, role: string): string => tr.t(`${TABLE}.roles.${role}`);

/** One log entry in words: seats by name, dice, cards and roles named, the rest from the entry's params. */
export function logText(tr: Translator, entry: LogEntry, names: readonly string[]): string {
  const p = entry.params;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) params[k] = typeof v === 'boolean' ? String(v) : v;
  if (typeof p.seat === 'number') params.seat = names[p.seat] ?? String(p.seat + 1);
  if (typeof p.leader === 'number') params.leader = names[p.leader] ?? String(p.leader + 1);
  if (typeof p.card === 'string') params.card = p.card.startsWith('fuse-') ? p.card : cardName(tr, p.card);
  if (typeof p.role === 'string') params.role = roleName(tr, p.role);
  if (typeof p.colour === 'string') params.colour = colourName(tr, p.colour);
  if (typeof p.cell === 'number') params.slot = p.cell + 1;
  if (typeof p.fuse === 'string') params.fuse = fuseText(tr, p.fuse);
  if (typeof p.cause === 'string') params.cause = tr.t(`fuse-countdown.end.cause.${p.cause}`);
  if (typeof p.die === 'string') {
    const own = typeof p.colours === 'string' ? p.colours.split('/') : [...(DIE_COLOURS.get(p.die) ?? [])];
    params.die = typeof p.face === 'number' ? dieName(tr, own, p.face) : own.map((c) => colourName(tr, c)).join('/');
  }
  if (typeof p.dice === 'string') params.dice = diceList(tr, p.dice);
  const key = `${TABLE}.log.${entry.code}`;
  return tr.has(key) ? tr.t(key, params) : entry.code;
}

/** "d03:5 d21:2" → "Red 5, Red/Blue 2" (faces when the log gives them). */
function diceList(tr: Translator, dice: string): string {
  return dice
    .split(' ')
    .filter(Boolean)
    .map((part) => {
      const [id = '', face] = part.split(':');
      const colours = DIE_COLOURS.get(id) ?? [];
      return face ? dieName(tr, colours, Number(face)) : colours.map((c) => colourName(tr, c)).join('/');
    })
    .join(', ');
}

const DIE_COLOURS = new Map(DICE.map((d) => [d.id, d.colours as readonly string[]]));
