// The keys that pick a die straight from its tray. A die's key follows from its id (`s<seat>d<n>`),
// so it stays the same for the whole game: the first player's dice are 1 2 3 …, the second's
// Q W E R …, the third's A S D F …, the fourth's Z X C V … (one row of the keyboard per tray). With
// five players the trays share the four rows in turn (seven keys each). P is the shell's pause and
// is never a die's key; L and ? open the legend and H asks for a hint, so they are left out too.
import type { DieState } from '@shared/flatline/state';

/** One keyboard row per tray, for up to four players. */
const ROWS = ['12345678', 'qwertyui', 'asdfgjk', 'zxcvbnm'] as const;
/** Every key in reading order, for five players (7 dice each at most: 35 keys). */
const ALL = '1234567890qwertyuioasdfgjkzxcvbnm,.';
const MAX_FIVE = 7;

const indexOf = (dieId: string): { seat: number; n: number } | null => {
  const match = /^s(\d+)d(\d+)$/.exec(dieId);
  return match ? { seat: Number(match[1]), n: Number(match[2]) } : null;
};

/** The key that picks this die at a table of `players`, or null when it has none. */
export function dieKey(dieId: string, players: number): string | null {
  const at = indexOf(dieId);
  if (!at) return null;
  if (players <= ROWS.length) return ROWS[at.seat]?.[at.n] ?? null;
  return at.n < MAX_FIVE ? (ALL[at.seat * MAX_FIVE + at.n] ?? null) : null;
}

/** The unplaced die a key picks, if any (case does not matter). */
export function dieForKey(key: string, dice: readonly DieState[], players: number): DieState | undefined {
  const k = key.toLowerCase();
  if (k.length !== 1) return undefined;
  return dice.find((d) => d.at.kind === 'tray' && d.face !== null && dieKey(d.id, players) === k);
}

/** How a key is written on a die and in the legend. */
export const keyLabel = (key: string): string => key.toUpperCase();
