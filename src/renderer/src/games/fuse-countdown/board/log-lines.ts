// The table shell's log drawer for FUSE: Countdown: one line per logged event (in log-text.ts's
// words), under its turn, each pointing at the board spot it concerns (a card, a seat, the tray, the row).
import type { GameDetailOf } from '@shared/games';
import type { LogEntry } from '@shared/fuse-countdown/log';
import type { TableLogLine } from '../../../lib/table-game';
import { logLine, turnHeading, type Translator } from '../records/log-text';

/** The `data-spot` of the board element an entry concerns, if any. */
export function logSpot(entry: LogEntry): string | undefined {
  const p = entry.params;
  // A defused bomb has left its seat for the score pile; a defused spark for its discard pile.
  if (entry.code === 'bomb-defused') return 'score-pile';
  if (entry.code === 'spark-defused' && typeof p.seat === 'number') return `seat-${p.seat}`;
  if (typeof p.card === 'string' && !p.card.startsWith('fuse-')) return `card-${p.card}`;
  // Cards that can no longer be finished: the first one named (each is marked on the board).
  if (typeof p.locked === 'string' && p.locked) return `card-${p.locked.split(' ')[0]}`;
  if (entry.code === 'ended-now') return 'lost-cause';
  if (typeof p.fuse === 'string') return 'row';
  if (entry.code === 'row-refilled') return 'row';
  if (typeof p.seat === 'number') return `seat-${p.seat}`;
  if (typeof p.leader === 'number') return `seat-${p.leader}`;
  if (entry.code === 'dice-rolled' || entry.code === 'dice-rerolled' || entry.code === 'dice-flipped' || entry.code.startsWith('die-')) return 'tray';
  if (entry.code === 'spark-deck-refilled') return 'spark-deck';
  return undefined;
}

/** The spots lit for a moment when these entries arrive: each entry's spot, and every card that came into play. */
export function momentSpots(entries: readonly LogEntry[]): ReadonlySet<string> {
  const cards = entries.filter((e) => e.code === 'spark-drawn' || e.code === 'replacement-taken' || e.code === 'row-refilled').map((e) => `card-${String(e.params.card)}`);
  return new Set([...entries.map(logSpot).filter((x): x is string => !!x), ...cards]);
}

export function logLines(game: GameDetailOf<'fuse-countdown'>, tr: Translator): TableLogLine[] {
  return game.state.log.map((entry) => {
    const spot = logSpot(entry);
    const line: TableLogLine = { text: logLine(tr, entry, game.seats), group: turnHeading(tr, entry.turn) };
    return spot ? { ...line, spot } : line;
  });
}
