import { TAKE_BACK_DETAIL } from '@shared/take-back';
import { defineGame } from '../core/define-game';
import { flatlineReplay } from './replay';
import { flatlineSetupSchema, type FlatlineSetup, type TimerSeconds } from '@shared/flatline/setup';
import type { FlatlineMission } from '@shared/flatline/campaign';
import { flatlineActionSchema, type FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import type { FlatlineLegalPlaces } from '@shared/flatline/legal-places';
import { act, isFlatlineState, settle } from './apply';
import { startGame } from './setup';
import { flatlineLegalPlaces } from './legal-places';
import { flatlineView } from './view';
import { flatlineResult } from './result';
import { flatlineDeadline } from './deadline';
import { flatlineOwnerOf } from './owner';
import { flatlineAdvice } from './bot/hint';
import { flatlineSeatBot } from './bot/seat-bot';
import { flatlineTableDecision } from './table-decision';
import { flatlineCompanion } from './companion';

/** FLATLINE as a game module: the rules, its countdown as the game's clock, its view and result. */
export const flatlineModule = defineGame<FlatlineSetup, FlatlineState, FlatlineAction, FlatlineView, FlatlineLegalPlaces, 'flatline'>({
  kind: 'flatline',
  name: 'FLATLINE',
  setupSchema: flatlineSetupSchema,
  actionSchema: flatlineActionSchema,
  isState: isFlatlineState,
  deal: startGame,
  act,
  // The round's automatic steps run up to the first point that needs the players.
  settle,
  status: (state) => (state.outcome === 'won' ? 'won' : state.outcome === 'lost' ? 'lost' : 'in-progress'),
  round: (state) => state.round,
  outcome: (state) => (state.outcome === 'in-progress' ? null : { status: state.outcome, cause: state.outcome === 'lost' ? state.lossCause : null }),
  ownerOf: (state, action) => flatlineOwnerOf(action, state),
  deadline: flatlineDeadline,
  legalPlaces: flatlineLegalPlaces,
  view: flatlineView,
  seats: (setup) => setup.seats,
  solitaire: (setup) => setup.solitaire,
  // The clock runs only while the players place dice against the countdown (phase E). FLATLINE's
  // countdown is the rulebook's 60 seconds (or 90, 120, none) at every level and table: never fitted.
  clock: {
    at: (state) => ({
      running: state.outcome === 'in-progress' && state.phase === 'E-countdown' && state.stop === 'countdown',
      limitMs: state.setup.timerSeconds === null ? null : state.setup.timerSeconds * 1000,
      elapsedMs: state.countdown.elapsedMs,
    }),
  },
  records: {
    result: flatlineResult,
    stats: {
      dimensions: [
        { key: 'meterSide', order: ['standard', 'expert'] },
        { key: TAKE_BACK_DETAIL, order: ['unknown', 'on'] },
      ],
      averages: ['patientsTreated', 'emergenciesCleared', 'statFailed', 'rerollsUsed'],
    },
  },
  campaign: {
    setup: (mission, seats, solitaire, clock) => {
      if (clock.fitted) throw new Error('FLATLINE has no fitted clock: the services refuse such a campaign');
      const { level, meterSide } = mission as FlatlineMission;
      return { seats, solitaire, level, meterSide, timerSeconds: clock.timerSeconds as TimerSeconds };
    },
  },
  bots: { seat: flatlineSeatBot, tableDecision: flatlineTableDecision },
  advice: { advise: flatlineAdvice },
  replay: flatlineReplay,
  companion: flatlineCompanion,
});
