/**
 * The six medic-die symbols. The rulebook names them by colour; every symbol also has its own
 * shape so that nothing on the board depends on colour alone (see design/flatline.md, Dice).
 */
export const SYMBOLS = ['red', 'blue', 'green', 'yellow', 'white', 'purple'] as const;
export type SymbolId = (typeof SYMBOLS)[number];

/** The shape drawn for each symbol: the shape alone tells symbols apart. */
export const SYMBOL_SHAPES = {
  red: 'heart',
  blue: 'drop',
  green: 'cross',
  yellow: 'bolt',
  white: 'bandage',
  purple: 'pill',
} as const satisfies Record<SymbolId, string>;

/** One-letter codes used by the compact card data (R B G Y W P). */
export const SYMBOL_LETTERS: Record<string, SymbolId> = {
  R: 'red',
  B: 'blue',
  G: 'green',
  Y: 'yellow',
  W: 'white',
  P: 'purple',
};

