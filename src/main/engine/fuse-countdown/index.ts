import type { Applied } from '../core/rules';
import type { FuseCountdownSetup } from '@shared/fuse-countdown/setup';
import type { CountdownOutcome, FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import { startGame } from './setup';
import { applyAction, settle } from './apply';
import { restoreRng } from './rng';
import { beginTurn } from './turn';
import { view } from './view';

/**
 * The FUSE: Countdown rules: pure functions over plain-JSON state. Time enters as `tick` actions; dice
 * come from the generator stored in the state, so replaying the actions reproduces a game exactly.
 */
export const fuseCountdownRules = {
  kind: 'fuse-countdown' as const,
  start(setup: FuseCountdownSetup, seed: number): FuseCountdownState {
    const s = startGame(setup, seed);
    const ctx = { s, rng: restoreRng(s.rng) };
    if (!s.pending) beginTurn(ctx);
    settle(ctx);
    s.rng = [...ctx.rng.getState()];
    return s;
  },
  apply: (state: FuseCountdownState, action: FuseCountdownAction): Applied<FuseCountdownState> => applyAction(state, action),
  status: (state: FuseCountdownState): 'in-progress' | 'won' | 'lost' => state.outcome?.status ?? 'in-progress',
  round: (state: FuseCountdownState): number => state.turn,
  outcome: (state: FuseCountdownState): CountdownOutcome | null => state.outcome,
  clock: (state: FuseCountdownState): { running: boolean; limitMs: number | null; elapsedMs: number } => ({
    running: state.outcome === null,
    limitMs: state.clock.limitMs,
    elapsedMs: state.clock.elapsedMs,
  }),
  view,
};

export { result } from './score';
export * from '@shared/fuse-countdown/rules/queries';
