// One pause rule for the table (table.md, "Anything that covers the table pauses it"): whatever
// hides the board (the menu, the rules, the legend, the settings, leaving, the page hidden) pauses a
// running clock, or a running deadline (a wait that moves the game on by itself, such as a FLATLINE
// triage window's), through the services. Nothing here resumes: the players do that by hand.
import type { TableClock } from '../table-game';

/** What may cover the table. */
export type TableCover = 'menu' | 'rules' | 'legend' | 'settings' | 'invite' | 'far' | 'leave' | 'hidden';

/** What the shell knows about the game at the moment something covers it. */
export interface PauseReading {
  clock: TableClock | null;
  /** The services already hold the game paused. */
  paused: boolean;
  /** The services keep a deadline for the game now (GameDetail.deadline). */
  deadline?: boolean;
  /** The game has ended. */
  over: boolean;
}

/** True when covering the table now must pause the game: a clock or a deadline runs and nothing has paused it yet. */
export function mustPause(reading: PauseReading, cover: TableCover | null): boolean {
  if (cover === null || reading.over || reading.paused) return false;
  return reading.clock?.running === true || reading.deadline === true;
}

/**
 * The board is covered (it stops its animations and ignores its keys) while the game is paused, a
 * sheet lies over it, the end-of-game card shows, or the page is hidden.
 */
export function boardCovered(state: { paused: boolean; sheet: TableCover | null; endCard: boolean; hidden: boolean }): boolean {
  return state.paused || state.sheet !== null || state.endCard || state.hidden;
}
