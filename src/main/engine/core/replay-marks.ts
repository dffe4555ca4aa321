import type { ReplayMark } from './game-module';

/**
 * The marks of the log entries `after` added to `before`'s (a game's replay block names which log
 * codes make which mark), each counted, in the order they first happened.
 */
export function marksOfLog(before: readonly { code: string }[], after: readonly { code: string }[], marks: Readonly<Record<string, string>>): ReplayMark[] {
  const counts = new Map<string, number>();
  for (const entry of after.slice(before.length)) {
    const mark = marks[entry.code];
    if (mark) counts.set(mark, (counts.get(mark) ?? 0) + 1);
  }
  return [...counts].map(([code, count]) => ({ code, count }));
}
