import { PLAYER_COLOURS } from '@shared/players';
import type { FlatlineSetup } from '@shared/flatline/setup';
import type { FlatlineCompanionClock, FlatlineCompanionResult } from '@shared/flatline/companion';
import type { CompanionBlock } from '../core/game-module';

/** The steps of a FLATLINE round, the countdown at E (the round guide's letters). */
const ROUND_STEPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/**
 * FLATLINE's companion for the physical box: a countdown each round between the round guide's steps,
 * and a result with the setting and the patients treated. A table of one plays two colours, as the
 * app's solitaire does, so its setup seats the same person twice.
 */
export const flatlineCompanion: CompanionBlock<FlatlineSetup, FlatlineCompanionClock, FlatlineCompanionResult> = {
  plan: ({ timerSeconds }) => ({ limitMs: timerSeconds * 1000, timer: String(timerSeconds), steps: ROUND_STEPS, countdownStep: 'E' }),
  record: (result) => {
    const solitaire = result.players.length === 1;
    const names = solitaire ? [result.players[0]!.name, result.players[0]!.name] : result.players.map((p) => p.name);
    const setup: FlatlineSetup = {
      seats: names.map((name, i) => ({ name, colour: PLAYER_COLOURS[i]! })),
      solitaire,
      level: result.level,
      meterSide: result.meterSide,
      timerSeconds: result.timerSeconds,
    };
    return {
      setup,
      entry: {
        level: result.level,
        timer: String(result.timerSeconds),
        players: result.players.length,
        solitaire,
        rounds: result.rounds,
        score: null,
        details: { meterSide: result.meterSide, patientsTreated: result.patientsTreated },
      },
    };
  },
};
