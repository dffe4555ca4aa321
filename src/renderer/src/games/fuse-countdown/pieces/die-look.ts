// How a die colour looks on screen. Colour is never told by colour alone: every colour has a letter
// and a pattern as well as its paint (design note "Dice and the bag"), and a split die shows both.
import { COLOURS, dieColours, type Colour } from '@shared/fuse-countdown/components';

export type Pattern = 'stripes' | 'dots' | 'checks' | 'zigzag' | 'rings';

export interface ColourLook {
  /** The letter printed on the die and in requirements (the card notation's letters). */
  letter: string;
  pattern: Pattern;
  /** The paint: a design token (fuse-countdown-tokens.css), drawn as a style so var() resolves. */
  fill: string;
  /** Ink drawn over the paint: the pattern and the pips. */
  ink: string;
}

export const COLOUR_LOOK: Readonly<Record<Colour, ColourLook>> = {
  red: { letter: 'R', pattern: 'stripes', fill: 'var(--fc-die-red)', ink: 'var(--fc-die-ink)' },
  blue: { letter: 'B', pattern: 'dots', fill: 'var(--fc-die-blue)', ink: 'var(--fc-die-ink)' },
  black: { letter: 'K', pattern: 'checks', fill: 'var(--fc-die-black)', ink: 'var(--fc-die-ink)' },
  yellow: { letter: 'Y', pattern: 'zigzag', fill: 'var(--fc-die-yellow)', ink: 'var(--fc-die-yellow-ink)' },
  green: { letter: 'G', pattern: 'rings', fill: 'var(--fc-die-green)', ink: 'var(--fc-die-ink)' },
};


/** A die's own colours, or an empty list for an unknown id. */
export const coloursOfDie = (die: string): readonly Colour[] => dieColours(die);

/** The letters a die shows, in the order of its halves: "R", "R/B". */
export const lettersOf = (colours: readonly Colour[]): string => colours.map((c) => COLOUR_LOOK[c].letter).join('/');

/** Every colour in the game, in the rulebook's order (for the legend). */
export const ALL_COLOURS: readonly Colour[] = COLOURS;

/** Pip positions on a face drawn in a 0–44 box (1–6). */
export function pips(face: number): [number, number][] {
  const l = 14.5;
  const m = 22;
  const h = 29.5;
  switch (face) {
    case 1:
      return [[m, m]];
    case 2:
      return [[l, l], [h, h]];
    case 3:
      return [[l, l], [m, m], [h, h]];
    case 4:
      return [[l, l], [h, l], [l, h], [h, h]];
    case 5:
      return [[l, l], [h, l], [m, m], [l, h], [h, h]];
    case 6:
      return [[l, l], [h, l], [l, m], [h, m], [l, h], [h, h]];
    default:
      return [];
  }
}
