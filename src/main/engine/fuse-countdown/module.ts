import { TAKE_BACK_DETAIL, takeBackDetails } from '@shared/take-back';
import { defineGame } from '../core/define-game';
import { fuseCountdownReplay } from './replay';
import type { GameResultEntry } from '../core/game-module';
import {
  fuseCountdownActionSchema,
  fuseCountdownSetupSchema,
  legalPlacements,
  type FuseCountdownAction,
  type FuseCountdownSetup,
  type FuseCountdownState,
} from '@shared/fuse-countdown';
import { act, isFuseCountdownState, settle } from './apply';
import { startGame } from './setup';
import { view } from './view';
import { result } from './score';
import type { FuseCountdownLegalPlaces, FuseCountdownView } from '@shared/fuse-countdown/view';
import type { FuseCountdownMission } from '@shared/fuse-countdown/campaign';
import { ROLES } from '@shared/fuse-countdown/components';
import { clockSetting } from '@shared/fuse-countdown/setup';
import { fittedClock } from '@shared/fuse-countdown/fitted-clock';
import { ownerOf } from './owner';
import { fuseCountdownAdvice } from './bot/hint';
import { tableChange } from './table-clock';
import { fuseCountdownSeatBot } from './bot/seat-bot';
import { fuseCountdownTableDecision } from './table-decision';
import { fuseCountdownCompanion } from './companion';

/** What a finished game adds to history: the score and its breakdown, the fuse cards, the clock played, the roles. */
function fuseCountdownResult(state: FuseCountdownState): GameResultEntry {
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
      // The clock played (a fitted clock may have followed the devices away from the set-up's).
      clockMs: state.clock.limitMs,
      roles: state.seats.map((seat) => seat.role ?? 'none').join(','),
      // The house rule "Take back a misplaced die", when chosen, and how often it was used.
      ...takeBackDetails(setup.takeBack, state.log),
    },
  };
}

/**
 * FUSE: Countdown as a game module: its clock (fitted, printed or slower) is the game's clock, its view
 * hides the bag's order, the decks and the generator, and its result carries the score and its breakdown.
 * Time enters as `tick` actions; dice come from the generator stored in the state, so replaying the
 * actions reproduces a game exactly.
 */
export const fuseCountdownModule = defineGame<FuseCountdownSetup, FuseCountdownState, FuseCountdownAction, FuseCountdownView, FuseCountdownLegalPlaces, 'fuse-countdown'>({
  kind: 'fuse-countdown',
  name: 'FUSE: Countdown',
  setupSchema: fuseCountdownSetupSchema,
  actionSchema: fuseCountdownActionSchema,
  isState: isFuseCountdownState,
  deal: startGame,
  act,
  settle,
  ownerOf,
  status: (state) => state.outcome?.status ?? 'in-progress',
  round: (state) => state.turn,
  outcome: (state) => (state.outcome ? { status: state.outcome.status, cause: state.outcome.status === 'lost' ? state.outcome.cause : null } : null),
  legalPlaces: (state) => ({ placements: legalPlacements(state) }),
  view,
  seats: (setup) => setup.seats,
  // One countdown for the whole game, from the players' start to its end (untimed: a clock with no
  // limit); it stands while the roles are chosen and the table waits for the players. Fitted to the
  // table where the setup asks, and to the devices before the start.
  clock: {
    at: (state) => ({ running: state.outcome === null && state.phase !== 'roles' && state.phase !== 'ready', limitMs: state.clock.limitMs, elapsedMs: state.clock.elapsedMs }),
    fitted: true,
    tableChange,
  },
  records: {
    result: fuseCountdownResult,
    stats: {
      dimensions: [
        { key: 'fuses', order: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] },
        { key: 'roles', order: ROLES, multi: true },
        { key: TAKE_BACK_DETAIL, order: ['unknown', 'on'] },
      ],
      averages: ['bombsDefused', 'sparksDefused', 'fuseCardsMet', 'timeLeftMs'],
      // A game that chose to take dice back keeps its best apart.
      setting: ['fuses', TAKE_BACK_DETAIL],
    },
  },
  // A crew of one plays alone at one seat (the platform offers a second colour for FLATLINE's solitaire).
  // A fitted clock follows each mission: its level and the crew's size set its length.
  campaign: {
    setup: (mission, seats, solitaire, clock) => {
      const { level, fuses } = mission as FuseCountdownMission;
      const table = solitaire ? seats.slice(0, 1) : seats;
      const timing = clock.fitted
        ? fittedClock(table.length, level)
        : { clockMinutes: clock.timerSeconds === null ? null : clock.timerSeconds / 60, clockFitted: false };
      return fuseCountdownSetupSchema.parse({ seats: table, level, fuses, ...timing });
    },
  },
  bots: { seat: fuseCountdownSeatBot, tableDecision: fuseCountdownTableDecision },
  advice: { advise: fuseCountdownAdvice },
  replay: fuseCountdownReplay,
  companion: fuseCountdownCompanion,
});
