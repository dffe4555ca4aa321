import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { ClockTable, FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { fuseCountdownModule } from '../index';
import { greedyAction } from './greedy';
import { tableTime } from './table-time';
import { modelAtPace, tablePace, type TimeModel } from './time-model';

export interface BotGame {
  state: FuseCountdownState;
  actions: FuseCountdownAction[];
}

/** A player for the whole table: the next action at this state (the `i`-th of the game). */
export type TablePlayer = (s: FuseCountdownState, i: number) => FuseCountdownAction;

/**
 * Plays one seeded game with the reference bot. After each action the clock advances by the time model
 * (a tick action), so the clock limit of the setup decides time-outs exactly as at the table. The
 * table's pace is drawn once per game from the seed (`tablePace`) unless a model is given; `table`
 * says whether one pointer places every die (one screen) or each seat its own (devices, `table-time.ts`).
 */
export function playBotGame(
  setup: FuseCountdownSetup,
  seed: number,
  model: TimeModel = modelAtPace(tablePace(seed)),
  maxActions = 20_000,
  player: TablePlayer = greedyAction,
  table: ClockTable = 'one-screen',
): BotGame {
  let s = fuseCountdownModule.start(setup, seed);
  const actions: FuseCountdownAction[] = [];
  const elapsedAfter = tableTime(table, model);
  for (let i = 0; i < maxActions && s.outcome === null; i++) {
    const action = player(s, i);
    const before = s;
    const r = fuseCountdownModule.apply(s, action);
    if (!r.ok) throw new Error(`bot action refused at action ${i}: ${JSON.stringify(action)} -> ${r.refusal.code}: ${r.refusal.reason}`);
    s = r.state;
    actions.push(action);
    if (s.outcome) break;
    const elapsed = elapsedAfter(action, before, s.log.slice(before.log.length));
    const tick: FuseCountdownAction = { type: 'tick', elapsedMs: elapsed };
    const t = fuseCountdownModule.apply(s, tick);
    if (t.ok) {
      s = t.state;
      actions.push(tick);
    }
  }
  return { state: s, actions };
}
