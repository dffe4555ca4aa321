import type { GameModule } from '../core/game-module';
import { flatlineSetupSchema, type FlatlineSetup, type TimerSeconds } from '@shared/flatline/setup';
import type { FlatlineMission } from '@shared/flatline/campaign';
import { flatlineActionSchema, type FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import type { FlatlineHints } from '@shared/flatline/hints';
import { flatlineRules } from './index';
import { flatlineHints } from './hints';
import { flatlineView } from './view';
import { flatlineResult } from './result';
import { flatlineDeadline } from './deadline';

/** FLATLINE as a game module: the rules, its countdown as the game's clock, its view and result. */
export const flatlineModule: GameModule<FlatlineSetup, FlatlineState, FlatlineAction, FlatlineView, FlatlineHints> = {
  kind: 'flatline',
  setupSchema: flatlineSetupSchema,
  actionSchema: flatlineActionSchema,
  start: flatlineRules.start,
  apply: flatlineRules.apply,
  status: flatlineRules.status,
  round: flatlineRules.round,
  outcome: (state) => (state.outcome === 'in-progress' ? null : { status: state.outcome, cause: state.outcome === 'lost' ? state.lossCause : null }),
  // The clock runs only while the players place dice against the countdown (phase E).
  clock: (state) => ({
    running: state.outcome === 'in-progress' && state.phase === 'E-countdown' && state.stop === 'countdown',
    limitMs: state.setup.timerSeconds === null ? null : state.setup.timerSeconds * 1000,
    elapsedMs: state.countdown.elapsedMs,
  }),
  tick: (elapsedMs) => ({ type: 'tick', elapsedMs }),
  deadline: flatlineDeadline,
  hints: flatlineHints,
  view: flatlineView,
  result: flatlineResult,
  stats: {
    dimensions: [{ key: 'meterSide', order: ['standard', 'expert'] }],
    averages: ['patientsTreated', 'emergenciesCleared', 'statFailed', 'rerollsUsed'],
  },
  // The players' names, which read the same in every language (a solitaire player's name once).
  defaultTitle: (setup) => [...new Set(setup.seats.map((seat) => seat.name))].join(' · ').slice(0, 60),
  seats: (setup) => setup.seats,
  solitaire: (setup) => setup.solitaire,
  campaignSetup: (mission, seats, solitaire, timerSeconds) => {
    const { level, meterSide } = mission as FlatlineMission;
    return { seats, solitaire, level, meterSide, timerSeconds: timerSeconds as TimerSeconds };
  },
};
