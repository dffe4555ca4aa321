// The log drawer reads the game's lines grouped under their headings ("Round 2"), in the order they
// happened: a heading that comes back later (it should not, but a game may) starts a new group, so
// the story is never reordered.
import type { TableLogLine } from '../../games/table-game';

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
