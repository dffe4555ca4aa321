import type { FlatlineView } from '@shared/flatline/view';

/**
 * The table decides (docs/bots.md): a card or trigger asks the whole table a question (which player,
 * which card, which line…). Starting the countdown and the triage windows are not such questions: the
 * people start when they are ready, and a window's wait moves on by itself.
 */
export const flatlineTableDecision = (v: FlatlineView): boolean => v.outcome === 'in-progress' && v.pending !== null;
