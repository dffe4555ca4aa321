// The log drawer reads the game's lines grouped under their headings ("Round 2"), in the order they
// happened: a heading that comes back later (it should not, but a game may) starts a new group, so
// the story is never reordered.
import type { TableLogLine } from '../table-game';

export interface LogGroup {
  heading: string;
  /** The lines of the group with their index in the whole log (a stable key and an id to point at). */
  lines: { index: number; line: TableLogLine }[];
}

export function groupLog(lines: readonly TableLogLine[]): LogGroup[] {
  const groups: LogGroup[] = [];
  lines.forEach((line, index) => {
    const last = groups[groups.length - 1];
    if (last && last.heading === line.group) last.lines.push({ index, line });
    else groups.push({ heading: line.group, lines: [{ index, line }] });
  });
  return groups;
}

/** A CSS selector for the board element a line points at, or null (spot ids are quoted safely). */
export function spotSelector(spot: string | undefined): string | null {
  if (!spot) return null;
  return `[data-spot="${spot.replace(/["\\]/g, '\\$&')}"]`;
}

/** What lighting needs of a board element: its classes. */
interface SpotElement {
  classList: { add(name: string): void; remove(name: string): void };
}

/**
 * Lights the board element a log line describes (class `spot-lit`) and puts out the one lit before;
 * answers the element now lit, or null (no spot, or nothing on the board carries it).
 */
export function lightSpot<E extends SpotElement>(root: { querySelector(selector: string): E | null } | undefined, spot: string | null, before: E | null): E | null {
  before?.classList.remove('spot-lit');
  const selector = spotSelector(spot ?? undefined);
  if (!selector || !root) return null;
  const found = root.querySelector(selector);
  found?.classList.add('spot-lit');
  return found;
}
