import type { Card, Cell, Colour, DieRequirement, Relation } from '../components';

/**
 * A short notation for writing our card contents, turned into the typed card data:
 * `*` any die; `R B K Y G` a colour (red, blue, black, yellow, green); `3` a number; `R3` that colour
 * and number; `R|B` either colour; `3|4` either number; `R/3` the colour or the number; `!R` not that
 * colour; `R3|B4` either colour–number pair; `S` a split die. A leading `^` marks "must be the first
 * die placed on this card", a trailing `$` "must be the last".
 */
const LETTERS: Record<string, Colour> = { R: 'red', B: 'blue', K: 'black', Y: 'yellow', G: 'green' };

const colour = (letter: string): Colour => {
  const c = LETTERS[letter];
  if (!c) throw new Error(`unknown colour letter ${letter}`);
  return c;
};
const number = (text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 6) throw new Error(`unknown number ${text}`);
  return n;
};
const isDigit = (t: string) => /^[1-6]$/.test(t);

export function requirement(token: string): DieRequirement {
  if (token === '*') return { kind: 'any' };
  if (token === 'S') return { kind: 'split' };
  if (token.startsWith('!')) return { kind: 'not-colour', colour: colour(token.slice(1)) };
  if (token.includes('|')) {
    const [a = '', b = ''] = token.split('|');
    if (isDigit(a) && isDigit(b)) return { kind: 'numbers', numbers: [number(a), number(b)] };
    if (a.length === 2 && b.length === 2) {
      return { kind: 'pairs', pairs: [{ colour: colour(a[0] ?? ''), number: number(a[1] ?? '') }, { colour: colour(b[0] ?? ''), number: number(b[1] ?? '') }] };
    }
    return { kind: 'colours', colours: [colour(a), colour(b)] };
  }
  if (token.includes('/')) {
    const [a = '', b = ''] = token.split('/');
    return { kind: 'colour-or-number', colour: colour(a), number: number(b) };
  }
  if (isDigit(token)) return { kind: 'number', number: number(token) };
  if (token.length === 2) return { kind: 'colour-number', colour: colour(token[0] ?? ''), number: number(token[1] ?? '') };
  return { kind: 'colour', colour: colour(token) };
}

function cell(token: string, slot: number, level: number, below: number[]): Cell {
  let t = token;
  const first = t.startsWith('^');
  if (first) t = t.slice(1);
  const last = t.endsWith('$');
  if (last) t = t.slice(0, -1);
  const out: Cell = { req: requirement(t), slot, level, below };
  if (first) out.first = true;
  if (last) out.last = true;
  return out;
}

type Kind = Card['type'];
const id = (type: Kind, n: number) => `${type}-${String(n).padStart(2, '0')}`;

/** A card whose slots each take one die, placed in any order. */
export const plain = (type: Kind, n: number, points: number, tokens: string[], relations: Relation[] = []): Card => ({
  id: id(type, n),
  type,
  points,
  config: 'plain',
  cells: tokens.map((t, i) => cell(t, i, 0, [])),
  relations,
});

/** A stack: one slot, dice placed bottom-up in the arrow's order (cell 0 is the bottom). */
export const stack = (n: number, points: number, tokens: string[], relations: Relation[] = []): Card => ({
  id: id('bomb', n),
  type: 'bomb',
  points,
  config: 'stack',
  cells: tokens.map((t, i) => cell(t, 0, i, i === 0 ? [] : [i - 1])),
  relations,
});

/** A wall: the base level in any order; a top die needs the die beneath it. `top[i]` sits on base slot i. */
export const wall = (n: number, points: number, base: string[], top: (string | null)[], relations: Relation[] = []): Card => {
  const cells = base.map((t, i) => cell(t, i, 0, []));
  top.forEach((t, i) => {
    if (t !== null) cells.push(cell(t, i, 1, [i]));
  });
  return { id: id('bomb', n), type: 'bomb', points, config: 'wall', cells, relations };
};

/** A ziggurat: four base dice in any order, then the top die, which needs all four beneath it. */
export const ziggurat = (n: number, points: number, base: [string, string, string, string], top: string, relations: Relation[] = []): Card => ({
  id: id('bomb', n),
  type: 'bomb',
  points,
  config: 'ziggurat',
  cells: [...base.map((t, i) => cell(t, i, 0, [])), cell(top, 4, 1, [0, 1, 2, 3])],
  relations,
});

export const sameColour = (...cells: number[]): Relation => ({ kind: 'same-colour', cells });
export const sameNumber = (...cells: number[]): Relation => ({ kind: 'same-number', cells });
export const sameColourOrNumber = (a: number, b: number): Relation => ({ kind: 'same-colour-or-number', cells: [a, b] });
export const sameColourAndNumber = (a: number, b: number): Relation => ({ kind: 'same-colour-and-number', cells: [a, b] });
export const differentColours = (...cells: number[]): Relation => ({ kind: 'different-colours', cells });
/** The first cell's number is greater than the second's. */
export const greater = (high: number, low: number): Relation => ({ kind: 'greater', cells: [high, low] });
/** `a op b = c` over the numbers. */
export const equation = (a: number, op: '+' | '-', b: number, c: number): Relation => ({ kind: 'equation', op, cells: [a, b, c] });
