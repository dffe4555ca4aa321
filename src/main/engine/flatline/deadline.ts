import type { FlatlineAction } from '@shared/flatline/actions';
import { replayMs, windowWaitMs } from '@shared/flatline/pace';
import { isTriageWindow, type FlatlineState } from '@shared/flatline/state';
import type { TableSettings } from '@shared/table-settings';
import type { Deadline } from '../core/game-module';

/**
 * FLATLINE's one wait that moves play on by itself: a triage window with a usable card (the engine
 * stops at no other) and no decision pending closes with `advance`, once the board has shown the
 * lines the latest action wrote (each at the table's pace) and then waited the window's own
 * seconds. A window a player held ("Wait") has no deadline: someone goes on by hand.
 */
export function flatlineDeadline(s: FlatlineState, table: TableSettings): Deadline<FlatlineAction> | null {
  if (s.outcome !== 'in-progress' || s.pending || s.held || !isTriageWindow(s.stop)) return null;
  const fresh = s.log.slice(s.logFrom ?? s.log.length);
  return {
    key: `triage-window:${s.stop}:${s.actions}`,
    waitMs: replayMs(fresh, table.pace) + windowWaitMs(table.pace),
    action: { type: 'advance' },
  };
}
