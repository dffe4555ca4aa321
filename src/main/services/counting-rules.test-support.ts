import type { FlatlineState } from '@shared/flatline/state';
import { flatlineSetupSchema, type FlatlineSetup } from '@shared/flatline/setup';
import { flatlineActionSchema, type FlatlineAction } from '@shared/flatline/actions';
import type { Applied } from '../engine/core/rules';
import type { GameModule } from '../engine/core/game-module';
import { GAME_MODULES, type GameModules } from '../engine/registry';
import { flatlineModule } from '../engine/flatline/module';

/**
 * A stand-in game for testing the services apart from the FLATLINE engine, driven by actions the
 * FLATLINE schema accepts: `advance` counts a move (every third ends a round), `tick` and `hold` are
 * recorded, `done` wins, `decide` with option `lose` loses, `note-…` is recorded, any other is refused, `bug` throws after
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

/** The stand-in's rules, shaped like FLATLINE's (a kind, start, apply, status, round). */
export interface CountingRules {
  kind: 'flatline';
  start(setup: FlatlineSetup, seed: number): FlatlineState;
  apply(state: FlatlineState, action: FlatlineAction): Applied<FlatlineState>;
  status(state: FlatlineState): 'in-progress' | 'won' | 'lost';
  round(state: FlatlineState): number;
}

export const countingRules: CountingRules = {
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
      case 'hold':
        return next({});
      case 'done':
        return next({ outcome: 'won' });
      case 'decide':
        if (action.option === 'lose') return next({ outcome: 'lost' });
        if (action.option.startsWith('note-')) return next({});
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

/**
 * A game module over any FLATLINE-shaped rules (the counting stand-in, or rules a test wraps): the
 * rules' own functions, FLATLINE's setup and seats, and a view, clock, legal places and result that read
 * only what every such state has.
 */
export function moduleOf(rules: CountingRules): GameModule<FlatlineSetup, FlatlineState, FlatlineAction> {
  const counting = (state: FlatlineState) => state as unknown as Partial<CountingState> & Partial<FlatlineState>;
  return {
    ...flatlineModule,
    kind: 'flatline',
    setupSchema: flatlineSetupSchema,
    actionSchema: flatlineActionSchema,
    start: rules.start,
    apply: rules.apply,
    applyChecked: rules.apply,
    status: rules.status,
    round: rules.round,
    outcome: (state) => {
      const status = rules.status(state);
      return status === 'in-progress' ? null : { status, cause: status === 'lost' ? 'counted-out' : null };
    },
    clock: {
      ...flatlineModule.clock!,
      at: (state) => {
        const s = counting(state);
        const seconds = s.setup?.timerSeconds ?? null;
        return {
          running: rules.status(state) === 'in-progress' && s.phase === 'E-countdown' && s.stop === 'countdown',
          limitMs: seconds === null ? null : seconds * 1000,
          elapsedMs: s.countdown?.elapsedMs ?? 0,
        };
      },
    },
    legalPlaces: () => ({ placements: {}, usableTriage: [], rerollTrackOpen: false }),
    view: (state) => state as never,
    // The counting stand-in's hint is always its winning move.
    advice: { advise: () => ({ action: { type: 'done' }, why: { key: 'flatline.hint.why.done', params: {} } }) },
    records: {
      ...flatlineModule.records!,
      result: (state) => ({
        level: counting(state).setup?.level ?? null,
        timer: 'untimed',
        players: counting(state).setup?.seats.length ?? 2,
        solitaire: false,
        rounds: rules.round(state),
        score: null,
        details: { moves: counting(state).moves ?? 0 },
      }),
    },
  };
}

/** The registry a test host runs: FLATLINE's kind played by `rules` (the other games as they are). */
export const modulesOf = (rules: CountingRules): GameModules => ({ ...GAME_MODULES, flatline: moduleOf(rules) });
