// A ship that can no longer be saved, on the board (docs/fuse-countdown-rules-decisions.md, "A lost
// cause"): the cards to mark, the table's one line about it, End now's one confirmation, and how the
// end card says a game the team ended. Pure, tested beside this file.
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import type { Translator } from './board-text';

type LostView = Pick<FuseCountdownView, 'locked' | 'lostCause' | 'outcome' | 'clock' | 'log'>;

/** The cards marked "can't be finished": those the engine found locked when the turn started. */
export const lockedMarks = (s: Pick<FuseCountdownView, 'locked'>): ReadonlySet<string> => new Set(s.locked);

/** The table's one line while the ship can no longer be saved and the game goes on; null otherwise. */
export function lostCauseLine(tr: Translator, s: LostView): string | null {
  if (!s.lostCause || s.outcome) return null;
  return tr.t(`fuse-countdown.table.lost-cause.${s.clock.limitMs === null ? 'untimed' : 'timed'}`);
}

/** The end card's reason: a game the team ended with End now says so, not that time ran out. */
export function endCause(s: LostView): string | null {
  if (!s.outcome) return null;
  return s.outcome.status === 'lost' && s.log.some((e) => e.code === 'ended-now') ? 'ended-now' : s.outcome.cause;
}

/** How long End now stays armed after its first press. */
export const END_NOW_ARMED_MS = 4000;
/** A second press sooner than this is a double-click, not a decision. */
export const SECOND_PRESS_MIN_MS = 250;

/**
 * End now asks once: the first press arms it (its words change to ask again), a second press while
 * armed ends the game. A double-click does not count as two decisions; an arming that ran out starts over.
 */
export function pressEndNow(armedAt: number | null, now: number): { armedAt: number | null; send: boolean } {
  if (armedAt === null || now - armedAt >= END_NOW_ARMED_MS) return { armedAt: now, send: false };
  if (now - armedAt < SECOND_PRESS_MIN_MS) return { armedAt, send: false };
  return { armedAt: null, send: true };
}
