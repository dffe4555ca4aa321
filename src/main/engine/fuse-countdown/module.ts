import type { GameModule } from '../core/game-module';
import {
  fuseCountdownActionSchema,
  fuseCountdownSetupSchema,
  legalPlacements,
  type FuseCountdownAction,
  type FuseCountdownSetup,
  type FuseCountdownState,
} from '@shared/fuse-countdown';
import { fuseCountdownRules } from './index';
import { result } from './score';
import type { FuseCountdownHints, FuseCountdownView } from '@shared/fuse-countdown/view';
import type { FuseCountdownMission } from '@shared/fuse-countdown/campaign';
import { ROLES } from '@shared/fuse-countdown/components';
import { clockSetting } from '@shared/fuse-countdown/setup';
import { fittedClock } from '@shared/fuse-countdown/fitted-clock';

/**
 * FUSE: Countdown as a game module: its clock (fitted, printed or slower) is the game's clock, its view hides the
 * bag's order, the decks and the generator, and its result carries the score and its breakdown.
 */
export const fuseCountdownModule: GameModule<FuseCountdownSetup, FuseCountdownState, FuseCountdownAction, FuseCountdownView, FuseCountdownHints, 'fuse-countdown'> = {
  kind: 'fuse-countdown',
  setupSchema: fuseCountdownSetupSchema,
  actionSchema: fuseCountdownActionSchema,
  start: fuseCountdownRules.start,
  apply: fuseCountdownRules.apply,
  status: fuseCountdownRules.status,
  round: fuseCountdownRules.round,
  outcome: (state) => (state.outcome ? { status: state.outcome.status, cause: state.outcome.status === 'lost' ? state.outcome.cause : null } : null),
  clock: fuseCountdownRules.clock,
  tick: (elapsedMs) => ({ type: 'tick', elapsedMs }),
  hints: (state) => ({ placements: legalPlacements(state) }),
  view: fuseCountdownRules.view,
  result: (state) => {
    const scored = result(state);
    const { setup } = state;
    return {
      level: setup.level,
      timer: clockSetting(setup),
      players: setup.seats.length,
      solitaire: setup.seats.length === 1,
      rounds: state.turn,
      score: scored.score,
      details: {
        ...scored.details,
        ...Object.fromEntries(Object.entries(scored.breakdown).map(([key, points]) => [`points.${key}`, points])),
        // The setting's fuse cards (0 below Expert) and each seat's role, for win rates by both.
        fuses: state.fuses,
        roles: state.seats.map((seat) => seat.role ?? 'none').join(','),
      },
    };
  },
  stats: {
    dimensions: [
      { key: 'fuses', order: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] },
      { key: 'roles', order: ROLES, multi: true },
    ],
    averages: ['bombsDefused', 'sparksDefused', 'fuseCardsMet', 'timeLeftMs'],
    setting: ['fuses'],
  },
  defaultTitle: (setup) => setup.seats.map((seat) => seat.name).join(' · ').slice(0, 60),
  seats: (setup) => setup.seats,
  solitaire: (setup) => setup.seats.length === 1,
  offersFittedClock: true,
  // A crew of one plays alone at one seat (the platform offers a second colour for FLATLINE's solitaire).
  // A fitted clock follows each mission: its level and the crew's size set its length.
  campaignSetup: (mission, seats, solitaire, clock) => {
    const { level, fuses } = mission as FuseCountdownMission;
    const table = solitaire ? seats.slice(0, 1) : seats;
    const timing = clock.fitted
      ? fittedClock(table.length, level)
      : { clockMinutes: clock.timerSeconds === null ? null : clock.timerSeconds / 60, clockFitted: false };
    return fuseCountdownSetupSchema.parse({ seats: table, level, fuses, ...timing });
  },
};
