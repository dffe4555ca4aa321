import type { DieSpace, LineSpec, Trigger } from '../cards';
import { SYMBOL_LETTERS } from '../symbols';

/**
 * A compact notation for printed cards, so the data files read like the cards themselves.
 * Spaces: a letter R B G Y W P (one symbol), `R/W` (either), `*` (any), `=` (any, all alike).
 * Lines: `who: spaces`, e.g. `one: R R B`, `two: R Y | W`, `many: * * =`, `all: G/W`.
 * Triggers: `-` blank, `+effect` green light, `!effect` red light.
 * Anything malformed is left for the zod schemas to refuse with a clear message.
 */
export function space(token: string): DieSpace {
  if (token === '*') return { kind: 'any' };
  if (token === '=') return { kind: 'match' };
  const symbols = token.split('/').map((letter) => SYMBOL_LETTERS[letter] ?? (letter as never));
  return { kind: 'symbols', symbols };
}

export function spaces(text: string): DieSpace[] {
  return text.trim().split(/\s+/).filter(Boolean).map(space);
}

export function line(text: string): LineSpec {
  const [whoPart = '', rest = ''] = text.split(':');
  const who = whoPart.trim() as LineSpec['who'];
  if (who === 'two') {
    const [left = '', right = ''] = rest.split('|');
    const l = spaces(left);
    return { who, spaces: [...l, ...spaces(right)], split: l.length };
  }
  return { who, spaces: spaces(rest) };
}

export function trigger(token: string): Trigger {
  if (token === '-') return { light: 'blank' };
  const effect = token.slice(1) as never;
  if (token.startsWith('+')) return { light: 'green', effect };
  return { light: 'red', effect };
}
