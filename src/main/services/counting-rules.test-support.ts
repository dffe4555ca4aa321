import type { FlatlineState } from '../../shared/flatline/state';
import type { FlatlineSetup } from '../../shared/flatline/setup';
import type { FlatlineRules } from './game-service';

/**
 * A stand-in game for testing the services apart from the FLATLINE engine, driven by actions the
 * FLATLINE schema accepts: `advance` counts a move (every third ends a round), `tick` is recorded,
 * `done` wins, `decide` with option `lose` loses, `refuse` is refused, `bug` throws after
 * scribbling on the state (as a buggy engine might).
 */
export interface CountingState {
  setup: FlatlineSetup;
  seed: number;
  round: number;
  moves: number;
  outcome: 'in-progress' | 'won' | 'lost';
  history: string[];
}

const asFlatline = (state: CountingState) => state as unknown as FlatlineState;
const asCounting = (state: FlatlineState) => state as unknown as CountingState;

export const countingRules: FlatlineRules = {
  kind: 'flatline',
  start: (setup, seed) => asFlatline({ setup, seed, round: 1, moves: 0, outcome: 'in-progress', history: [] }),
  apply: (flatline, action) => {
    const state = asCounting(flatline);
    const next = (change: Partial<CountingState>) =>
      ({ ok: true, state: asFlatline({ ...state, history: [...state.history, JSON.stringify(action)], ...change }) }) as const;
    switch (action.type) {
      case 'advance': {
        const moves = state.moves + 1;
        return next({ moves, round: moves % 3 === 0 ? state.round + 1 : state.round });
      }
      case 'tick':
        return next({});
      case 'done':
        return next({ outcome: 'won' });
      case 'decide':
        if (action.option === 'lose') return next({ outcome: 'lost' });
        if (action.option === 'bug') {
          state.moves = -999;
          throw new Error('engine bug');
        }
        return { ok: false, refusal: { code: 'not-now', reason: 'Not now.', params: { option: action.option } } };
      default:
        return { ok: false, refusal: { code: 'unsupported', reason: `No ${action.type} here.` } };
    }
  },
  status: (state) => asCounting(state).outcome,
  round: (state) => asCounting(state).round,
};
