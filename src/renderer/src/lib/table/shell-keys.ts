// The table shell's own keys, the same for every game: L or ? opens and closes the legend, P pauses
// and resumes, H shows or hides a hint. None of them while the player types in a field, holds a modifier, or a key was
// already taken by the board; P only while nothing else covers the table (a sheet open already
// paused it, and the end card has no clock).

export type ShellKey = 'legend' | 'pause' | 'hint' | null;

export interface ShellKeyState {
  /** The end-of-game card is up. */
  endCard: boolean;
  /** The sheet open over the table, if any ('legend', 'menu', 'rules' …). */
  sheet: string | null;
  /** The game is over. */
  over: boolean;
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'target'>;

export function shellKey(event: KeyLike, state: ShellKeyState): ShellKey {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return null;
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return null;
  if (state.endCard) return null;
  const key = event.key.toLowerCase();
  if (key === 'l' || key === '?') return state.sheet === null || state.sheet === 'legend' ? 'legend' : null;
  if (key === 'p') return state.sheet === null && !state.over ? 'pause' : null;
  if (key === 'h') return state.sheet === null && !state.over ? 'hint' : null;
  return null;
}
