import type { GameRules } from '../core/rules';
import type { FlatlineSetup } from '@shared/flatline/setup';
import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineAction } from '@shared/flatline/actions';
import { startGame } from './setup';
import { applyAction } from './apply';
import { restoreRng } from './rng';
import { run } from './runner';

/**
 * The FLATLINE rules: pure functions over plain-JSON state. `start` runs the automatic steps of the
 * first round up to the first point that needs the players.
 */
export const flatlineRules: GameRules<FlatlineSetup, FlatlineState, FlatlineAction> = {
  kind: 'flatline',
  start: (setup, seed) => {
    const s = startGame(setup, seed);
    const ctx = { s, rng: restoreRng(s.rng) };
    run(ctx);
    s.rng = [...ctx.rng.getState()];
    return s;
  },
  apply: applyAction,
  status: (state) => (state.outcome === 'won' ? 'won' : state.outcome === 'lost' ? 'lost' : 'in-progress'),
  round: (state) => state.round,
};

export * from '@shared/flatline/rules/queries';
