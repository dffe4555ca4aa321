import { takeBackDetails } from '@shared/take-back';
import type { FlatlineState } from '@shared/flatline/state';
import type { GameResultEntry } from '../core/game-module';

const count = (state: FlatlineState, code: string): number => state.log.filter((entry) => entry.code === code).length;

/**
 * What a finished FLATLINE game adds to history and statistics, read once from its final state:
 * emergencies (stat cards too) cleared and re-rolls used are counted from the log, stat cards
 * failed are the X area.
 */
export function flatlineResult(state: FlatlineState): GameResultEntry {
  const { setup } = state;
  return {
    level: setup.level,
    timer: setup.timerSeconds === null ? 'untimed' : String(setup.timerSeconds),
    players: setup.solitaire ? 1 : setup.seats.length,
    solitaire: setup.solitaire,
    rounds: state.round,
    score: null,
    details: {
      meterSide: setup.meterSide,
      patientsTreated: state.patientsTreated.length,
      emergenciesCleared: count(state, 'emergency-cleared') + count(state, 'stat-cleared'),
      statFailed: state.xArea.length,
      rerollsUsed: count(state, 'dice-rerolled'),
      // The house rule "Take back a misplaced die", when chosen, and how often it was used.
      ...takeBackDetails(setup.takeBack, state.log),
    },
  };
}
