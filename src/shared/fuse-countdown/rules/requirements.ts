import { DICE, dieColours, type Card, type Colour, type DieRequirement, type Relation } from '../components';
import { refusal, type Refusal as RuleRefusal } from '../../refusal';

/**
 * The dice requirements of a card (Icon Reference): one die against one cell, relations across cells,
 * the placement order of configurations, and whether a card can still be finished with the game's dice.
 */

/** What the rules read from a die: its colours (a split die is both) and its number. */
export interface DieView {
  colours: readonly Colour[];
  face: number;
}

/** A die already on the card: rules read its own colours (a changed colour reverts once placed). */
export interface OnCard extends DieView {
  die: string;
  cell: number;
}

const has = (v: DieView, c: Colour) => v.colours.includes(c);

export function meetsRequirement(req: DieRequirement, v: DieView): boolean {
  switch (req.kind) {
    case 'any':
      return true;
    case 'colour':
      return has(v, req.colour);
    case 'number':
      return v.face === req.number;
    case 'colour-number':
      return has(v, req.colour) && v.face === req.number;
    case 'colours':
      return req.colours.some((c) => has(v, c));
    case 'numbers':
      return req.numbers.includes(v.face);
    case 'colour-or-number':
      return has(v, req.colour) || v.face === req.number;
    case 'not-colour':
      return !has(v, req.colour);
    case 'pairs':
      return req.pairs.some((p) => has(v, p.colour) && v.face === p.number);
    case 'split':
      return v.colours.length === 2;
  }
}

const shareColour = (a: DieView, b: DieView) => a.colours.some((c) => b.colours.includes(c));

/** A relation broken into pairs (group relations hold pairwise) and triples (equations). */
interface PairRule {
  kind: Relation['kind'];
  a: number;
  b: number;
  test: (a: DieView, b: DieView) => boolean;
}
interface TripleRule {
  kind: 'equation';
  cells: [number, number, number];
  test: (a: DieView, b: DieView, c: DieView) => boolean;
}
interface Compiled {
  pairs: PairRule[];
  triples: TripleRule[];
  numberMatters: boolean[];
  colourMatters: boolean[];
}

const PAIR_TESTS: Record<Exclude<Relation['kind'], 'equation'>, (a: DieView, b: DieView) => boolean> = {
  'same-colour': shareColour,
  'same-number': (a, b) => a.face === b.face,
  'same-colour-or-number': (a, b) => shareColour(a, b) || a.face === b.face,
  'same-colour-and-number': (a, b) => shareColour(a, b) && a.face === b.face,
  'different-colours': (a, b) => !shareColour(a, b),
  greater: (a, b) => a.face > b.face,
};
const NUMBER_RELATIONS = new Set(['same-number', 'same-colour-or-number', 'same-colour-and-number', 'greater', 'equation']);
const COLOUR_RELATIONS = new Set(['same-colour', 'same-colour-or-number', 'same-colour-and-number', 'different-colours']);
const NUMBER_REQS = new Set(['number', 'colour-number', 'numbers', 'colour-or-number', 'pairs']);

const compiled = new WeakMap<Card, Compiled>();

function compile(card: Card): Compiled {
  const hit = compiled.get(card);
  if (hit) return hit;
  const pairs: PairRule[] = [];
  const triples: TripleRule[] = [];
  const numberMatters = card.cells.map((c) => NUMBER_REQS.has(c.req.kind));
  const colourMatters = card.cells.map((c) => !['any', 'number', 'numbers'].includes(c.req.kind));
  for (const r of card.relations) {
    for (const cell of r.cells) {
      if (NUMBER_RELATIONS.has(r.kind)) numberMatters[cell] = true;
      if (COLOUR_RELATIONS.has(r.kind)) colourMatters[cell] = true;
    }
    if (r.kind === 'equation') {
      const op = r.op;
      triples.push({ kind: 'equation', cells: r.cells, test: (a, b, c) => (op === '+' ? a.face + b.face : a.face - b.face) === c.face });
    } else if (r.kind === 'greater') {
      pairs.push({ kind: r.kind, a: r.cells[0], b: r.cells[1], test: PAIR_TESTS.greater });
    } else {
      const test = PAIR_TESTS[r.kind];
      for (let i = 0; i < r.cells.length; i++) {
        for (let j = i + 1; j < r.cells.length; j++) pairs.push({ kind: r.kind, a: r.cells[i] ?? 0, b: r.cells[j] ?? 0, test });
      }
    }
  }
  const out = { pairs, triples, numberMatters, colourMatters };
  compiled.set(card, out);
  return out;
}

/** The first relation a die on `cell` would break against the dice `at` (cells that hold dice), or null. */
function brokenRelation(card: Card, cell: number, v: DieView, filled: readonly (DieView | undefined)[]): { kind: string; other: number } | null {
  const { pairs, triples } = compile(card);
  for (const p of pairs) {
    if (p.a === cell) {
      const o = filled[p.b];
      if (o && !p.test(v, o)) return { kind: p.kind, other: p.b };
    } else if (p.b === cell) {
      const o = filled[p.a];
      if (o && !p.test(o, v)) return { kind: p.kind, other: p.a };
    }
  }
  for (const t of triples) {
    if (!t.cells.includes(cell)) continue;
    const views = t.cells.map((i) => (i === cell ? v : filled[i]));
    const [a, b, c] = views;
    if (a && b && c && !t.test(a, b, c)) return { kind: 'equation', other: t.cells.find((i) => i !== cell) ?? cell };
  }
  return null;
}

/** Counts of the dice available to finish a card, by colour set. */
export type Pool = { colours: readonly Colour[]; count: number }[];

/** The game's dice that are not on this card, grouped by colour set (any face may come up). */
export function poolWithout(onCard: readonly string[]): Pool {
  const groups = new Map<string, { colours: readonly Colour[]; count: number }>();
  for (const d of DICE) {
    if (onCard.includes(d.id)) continue;
    const key = d.colours.join('/');
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { colours: d.colours, count: 1 });
  }
  return [...groups.values()];
}

const ALL_FACES = [1, 2, 3, 4, 5, 6];

/**
 * Whether the empty cells can still be filled with dice from the pool so that every requirement and
 * every relation involving an empty cell holds (relations among dice already placed are settled).
 * Cells linked by relations are searched together; unlinked groups separately.
 */
export function canComplete(card: Card, onCard: readonly OnCard[], pool: Pool): boolean {
  const n = card.cells.length;
  const filled: (DieView | undefined)[] = new Array(n).fill(undefined);
  for (const d of onCard) filled[d.cell] = d;
  const empty = card.cells.map((_, i) => i).filter((i) => !filled[i]);
  if (empty.length === 0) return true;
  const { pairs, triples, numberMatters, colourMatters } = compile(card);
  // Group empty cells linked by relations (union–find).
  const parent = card.cells.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i] ?? i)));
  const link = (a: number, b: number) => {
    if (!filled[a] && !filled[b]) parent[find(a)] = find(b);
  };
  for (const p of pairs) link(p.a, p.b);
  for (const t of triples) {
    link(t.cells[0], t.cells[1]);
    link(t.cells[1], t.cells[2]);
    link(t.cells[0], t.cells[2]);
  }
  const groups = new Map<number, number[]>();
  for (const i of empty) groups.set(find(i), [...(groups.get(find(i)) ?? []), i]);
  const counts = pool.map((g) => g.count);
  const view: (DieView | undefined)[] = filled.slice();
  const search = (cells: number[], k: number): boolean => {
    if (k === cells.length) return true;
    const cell = cells[k] ?? 0;
    const req = card.cells[cell]?.req ?? { kind: 'any' as const };
    const faces = numberMatters[cell] ? ALL_FACES : [1];
    let kinds = pool.map((_, i) => i).filter((i) => (counts[i] ?? 0) > 0);
    if (!colourMatters[cell] && kinds.length > 0) kinds = [kinds.reduce((a, b) => ((counts[a] ?? 0) >= (counts[b] ?? 0) ? a : b))];
    for (const g of kinds) {
      const colours = pool[g]?.colours ?? [];
      for (const face of faces) {
        const v = { colours, face };
        if (!meetsRequirement(req, v)) continue;
        if (brokenRelation(card, cell, v, view)) continue;
        counts[g] = (counts[g] ?? 0) - 1;
        view[cell] = v;
        const ok = search(cells, k + 1);
        view[cell] = undefined;
        counts[g] = (counts[g] ?? 0) + 1;
        if (ok) return true;
      }
    }
    return false;
  };
  for (const cells of groups.values()) if (!search(cells, 0)) return false;
  return true;
}

/**
 * Whether a card holding `onCard` can still be finished with the rest of the game's dice, remembered:
 * the answer depends only on the card and each filled cell's colours and number (dice of one kind are
 * interchangeable, and the pool is every die not on the card), and the bots' searches ask the same
 * question thousands of times a decision. The memory is bounded and never changes an answer.
 */
const finishableMemo = new Map<string, boolean>();
const FINISHABLE_MEMO_LIMIT = 200_000;

/** Each die's kind as a small number (dice of one kind share it), for the memory's keys. */
const KIND_OF_DIE = (() => {
  const kinds = [...new Set(DICE.map((d) => d.colours.join('/')))];
  return new Map(DICE.map((d) => [d.id, kinds.indexOf(d.colours.join('/'))]));
})();

function finishable(card: Card, onCard: readonly OnCard[]): boolean {
  // One character a cell: empty, or the die's kind and number (own colours: a changed colour reverts).
  const codes = new Array<number>(card.cells.length).fill(32);
  for (const d of onCard) {
    // A caller's own colours that are not the die's own: answer without the memory.
    if (d.colours !== dieColours(d.die)) return canComplete(card, onCard, poolWithout(onCard.map((x) => x.die)));
    codes[d.cell] = 48 + (KIND_OF_DIE.get(d.die) ?? 63) * 8 + d.face;
  }
  const key = card.id + String.fromCharCode(...codes);
  const known = finishableMemo.get(key);
  if (known !== undefined) return known;
  const answer = canComplete(card, onCard, poolWithout(onCard.map((d) => d.die)));
  if (finishableMemo.size >= FINISHABLE_MEMO_LIMIT) finishableMemo.clear();
  finishableMemo.set(key, answer);
  return answer;
}

const REQ_REASONS: Record<DieRequirement['kind'], string> = {
  any: 'any die',
  colour: 'this slot needs a die of the colour shown',
  number: 'this slot needs the number shown',
  'colour-number': 'this slot needs the colour and the number shown',
  colours: 'this slot needs one of the two colours shown',
  numbers: 'this slot needs one of the two numbers shown',
  'colour-or-number': 'this slot needs the colour or the number shown',
  'not-colour': 'this slot refuses the colour shown',
  pairs: 'this slot needs one of the two colour–number pairs shown',
  split: 'this slot needs a split die',
};
const RELATION_REASONS: Record<string, string> = {
  'same-colour': 'these dice must be the same colour',
  'same-number': 'these dice must show the same number',
  'same-colour-or-number': 'these dice must share a colour or a number',
  'same-colour-and-number': 'these dice must share a colour and a number',
  'different-colours': 'these dice must be different colours',
  greater: 'the numbers must rise the way the arrow shows',
  equation: 'the numbers must make the equation true',
};

/**
 * Checks one die for one cell of a card: placement order (first/last, the die beneath), the cell's
 * requirement, the relations with dice already there, and that the card can still be finished with the
 * game's dice (FAQ: a die that makes a card impossible to finish is not legal). `shown` is what the die
 * shows now; `own` its own colours, which it counts as once placed.
 */
export function checkCell(card: Card, onCard: readonly OnCard[], die: string, shown: DieView, own: readonly Colour[], cell: number): RuleRefusal | null {
  return judgeCell(card, onCard, die, shown, own, cell, true);
}

/** checkCell's yes or no, without building the reason (the bots' searches ask it thousands of times a decision). */
export const fitsCell = (card: Card, onCard: readonly OnCard[], die: string, shown: DieView, own: readonly Colour[], cell: number): boolean =>
  judgeCell(card, onCard, die, shown, own, cell, false) === null;

const REFUSED: RuleRefusal = { code: 'refused', reason: 'refused' };

function judgeCell(card: Card, onCard: readonly OnCard[], die: string, shown: DieView, own: readonly Colour[], cell: number, why: boolean): RuleRefusal | null {
  const spec = card.cells[cell];
  if (!spec) return why ? refusal('no-such-cell', 'That card has no such slot.', { card: card.id, cell }) : REFUSED;
  const filled: (OnCard | undefined)[] = new Array<OnCard | undefined>(card.cells.length);
  for (const d of onCard) filled[d.cell] = d;
  if (filled[cell]) return why ? refusal('cell-taken', 'A die is already there; placed dice never move.', { card: card.id, cell }) : REFUSED;
  const missing = spec.below.find((b) => !filled[b]);
  if (missing !== undefined) return why ? refusal('needs-die-beneath', 'The die beneath this one must be placed first.', { card: card.id, cell, below: missing }) : REFUSED;
  const firstCell = card.cells.findIndex((c) => c.first);
  if (firstCell >= 0 && firstCell !== cell && !filled[firstCell]) {
    return why ? refusal('must-place-first-elsewhere', 'Another slot must take the first die on this card.', { card: card.id, cell: firstCell }) : REFUSED;
  }
  if (spec.last && onCard.length < card.cells.length - 1) return why ? refusal('must-be-last', 'This slot takes the last die on this card.', { card: card.id, cell }) : REFUSED;
  if (!meetsRequirement(spec.req, shown)) {
    return why ? refusal(`requirement-${spec.req.kind}`, `The die does not fit: ${REQ_REASONS[spec.req.kind]}.`, { card: card.id, cell }) : REFUSED;
  }
  const broken = brokenRelation(card, cell, shown, filled);
  if (broken) {
    return why ? refusal(`relation-${broken.kind}`, `The die does not fit: ${RELATION_REASONS[broken.kind] ?? broken.kind}.`, { card: card.id, cell, other: broken.other }) : REFUSED;
  }
  const after: OnCard[] = [...onCard, { die, cell, face: shown.face, colours: own }];
  if (!finishable(card, after)) {
    return why ? refusal('card-impossible-to-finish', 'That die would leave the card impossible to finish.', { card: card.id, cell }) : REFUSED;
  }
  return null;
}
