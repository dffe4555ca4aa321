// The symbols on the medic dice and on the die spaces of patient lines, emergency cards and stations.
// The rulebook names symbols by colour ("a yellow"); each also has its own shape so that nothing
// depends on colour alone (see ../shared/design/flatline.md). The symbols and their shapes are the
// engine's (src/shared/flatline/symbols.ts); the board adds their fill colours and what a space asks.

import { SYMBOLS, SYMBOL_SHAPES, type SymbolId } from '@shared/flatline/symbols';

/** The six medic-die symbols, one per face, named by their colour as the rulebook does: the engine's own. */
export const DIE_SYMBOLS = SYMBOLS;
export type DieSymbol = SymbolId;

/** The shape drawn for each symbol (the engine's list). */
export { SYMBOL_SHAPES };
export type SymbolShape = (typeof SYMBOL_SHAPES)[DieSymbol];

/** Fill colours; chosen to stay distinct for common colour-vision deficiencies next to their shapes. */
export const SYMBOL_FILLS: Record<DieSymbol, string> = {
  red: '#e5484d',
  blue: '#3e7fe0',
  green: '#2f9e62',
  yellow: '#f2c21b',
  white: '#f6f6f4',
  purple: '#9357d6',
};

/** The two emergency dice show the numbers of the emergency area's slots. */
export const EMERGENCY_FACES = [1, 2, 3, 4, 5, 6] as const;
export type EmergencyFace = (typeof EMERGENCY_FACES)[number];

/**
 * What a die space asks for: one symbol, either of two (a split space), any symbol, or any symbol
 * that must match every other "matching" space on the same line.
 */
export type SpaceRequirement =
  | { kind: 'symbol'; symbol: DieSymbol }
  | { kind: 'either'; symbols: readonly [DieSymbol, DieSymbol] }
  | { kind: 'any' }
  | { kind: 'matching' };

export function isDieSymbol(value: unknown): value is DieSymbol {
  return typeof value === 'string' && (DIE_SYMBOLS as readonly string[]).includes(value);
}

export function isEmergencyFace(value: unknown): value is EmergencyFace {
  return typeof value === 'number' && (EMERGENCY_FACES as readonly number[]).includes(value);
}

/**
 * Whether a die showing `symbol` may go on a space, looking at the space alone. For a matching space
 * `matchedSymbol` is what the line's other matching spaces already hold (if any).
 */
export function symbolFits(requirement: SpaceRequirement, symbol: DieSymbol, matchedSymbol?: DieSymbol): boolean {
  switch (requirement.kind) {
    case 'symbol':
      return requirement.symbol === symbol;
    case 'either':
      return requirement.symbols.includes(symbol);
    case 'any':
      return true;
    case 'matching':
      return matchedSymbol === undefined || matchedSymbol === symbol;
  }
}
