// How a player is told apart at the table: die-body colour, plus an initial and a pattern, so that
// identity never rests on colour alone.
import type { BotPace } from '@shared/bots';
import type { PlayerColour } from '@shared/players';

/** One pattern per die-body colour (the colour and the pattern always travel together). */
export const PLAYER_PATTERNS = {
  red: 'stripes',
  blue: 'dots',
  green: 'grid',
  yellow: 'zigzag',
  purple: 'checks',
} as const satisfies Record<PlayerColour, string>;

/** Die-body colours: the face plate is dark, so these frame it rather than sit behind the symbol. */
export const PLAYER_FILLS: Record<PlayerColour, string> = {
  red: '#c0392b',
  blue: '#2662c9',
  green: '#1f8a4c',
  yellow: '#d4a20c',
  purple: '#7d3fc0',
};

/** What the kit needs to draw a player: a name and a die colour, optionally a fixed initial. */
export interface PlayerLook {
  name: string;
  colour: PlayerColour;
  initial?: string;
  /** A bot plays this seat, at this pace (docs/bots.md); absent for a person. */
  bot?: BotPace;
}

/** First letter of a name, upper-cased in the interface language's sense; "?" for a blank name. */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * Initials for everyone at the table, distinct where names allow it: a clash takes the first two
 * letters, and a clash that remains takes the seat number ("A1", "A2").
 */
export function tableInitials(names: readonly string[]): string[] {
  const one = names.map(initialOf);
  const two = names.map((name, seat) => {
    if (one.filter((i) => i === one[seat]).length === 1) return one[seat]!;
    const letters = [...name.trim()];
    return letters.length > 1 ? initialOf(name) + letters[1]!.toLocaleLowerCase() : one[seat]!;
  });
  return two.map((initial, seat) =>
    two.filter((i) => i === initial).length === 1 ? initial : `${one[seat]}${seat + 1}`,
  );
}
