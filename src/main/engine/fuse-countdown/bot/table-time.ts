import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { LogEntry } from '@shared/fuse-countdown/log';
import type { ClockTable } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { actionTime, type TimeModel } from './time-model';

/**
 * The table's clock in a simulated game: after each accepted action, the total time elapsed (ms).
 * `before` is the state the action was applied to; `logged` what it logged.
 */
export type TableTime = (action: FuseCountdownAction, before: FuseCountdownState, logged: readonly LogEntry[]) => number;

/** The seat whose own hand does this act in step 2 (a placement or an early defusal), or null for a shared act. */
function handOf(action: FuseCountdownAction, before: FuseCountdownState): number | null {
  if (before.phase !== 'distribute' || before.pending !== null) return null;
  return action.type === 'place' || action.type === 'defuse' ? action.seat : null;
}

/**
 * One screen: one pointer does everything in turn, so every act adds its time. Devices (parallel
 * hands, docs/fuse-countdown-balance.md "Round 5"): in step 2 each seat places its own dice with its
 * own hand, so those acts add to the seat's own lane and the table has spent the longest lane; any
 * other act (the roll and its reading, the leader's ability, Done, a decision, which blocks everyone,
 * the steps the engine plays by itself) starts once every lane has finished and adds its time as at one
 * screen. With one seat both give the same times.
 */
export function tableTime(table: ClockTable, model: TimeModel): TableTime {
  let elapsed = 0;
  if (table === 'one-screen') {
    return (action, _before, logged) => (elapsed += actionTime(action, logged, model));
  }
  let laneStart = 0;
  const lanes = new Map<number, number>();
  const joinLanes = () => {
    elapsed = laneStart + Math.max(0, ...lanes.values());
    laneStart = elapsed;
    lanes.clear();
  };
  return (action, before, logged) => {
    const seat = handOf(action, before);
    if (seat === null) {
      joinLanes();
      elapsed += actionTime(action, logged, model);
      laneStart = elapsed;
      return elapsed;
    }
    // The seat's own act and what it set off (a defusal's animation) are its lane's; once step 2 has
    // ended, what follows is the table's again.
    const end = logged.findIndex((e) => e.code === 'distribution-ended');
    const own = actionTime(action, end < 0 ? logged : logged.slice(0, end), model);
    lanes.set(seat, (lanes.get(seat) ?? 0) + own);
    elapsed = laneStart + Math.max(...lanes.values());
    if (end >= 0) {
      joinLanes();
      elapsed += actionTime(action, logged, model) - own;
      laneStart = elapsed;
    }
    return elapsed;
  };
}
