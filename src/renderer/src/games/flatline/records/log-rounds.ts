import type { LogEntry } from '@shared/flatline/log';

export interface RoundLog {
  round: number;
  entries: LogEntry[];
}

/** A game's log as rounds, in order (the set-up before round 1 counts as round 0 when it has one). */
export function logByRound(log: readonly LogEntry[]): RoundLog[] {
  const rounds: RoundLog[] = [];
  for (const entry of log) {
    const last = rounds[rounds.length - 1];
    if (last && last.round === entry.round) last.entries.push(entry);
    else rounds.push({ round: entry.round, entries: [entry] });
  }
  return rounds;
}
