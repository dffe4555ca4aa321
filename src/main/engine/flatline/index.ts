import type { GameRules } from '../core/rules';
import type { FlatlineSetup } from '../../../shared/flatline/setup';
import type { FlatlineState } from '../../../shared/flatline/state';
import type { FlatlineAction } from '../../../shared/flatline/actions';

/** PLACEHOLDER until the FLATLINE engine lands: a game that only counts rounds. */
export const flatlineRules: GameRules<FlatlineSetup, FlatlineState, FlatlineAction> = {
  kind: 'flatline',
  start: (setup, seed) => ({ setup, seed, round: 1, outcome: 'in-progress' }),
  apply: (state, action) => {
    switch (action.type) {
      case 'begin-round':
        return { ok: true, state: { ...state, round: state.round + 1 } };
    }
  },
  status: (state) => state.outcome,
  round: (state) => state.round,
};
