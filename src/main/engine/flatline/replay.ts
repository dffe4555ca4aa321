import type { FlatlineState } from '@shared/flatline/state';
import type { FlatlineHidden } from '@shared/flatline/replay';
import type { ReplayBlock } from '../core/game-module';
import { marksOfLog } from '../core/replay-marks';

/** The log codes that make a moment that mattered, and the mark each makes on a replay's timeline. */
const MARKS: Readonly<Record<string, string>> = {
  'patient-treated': 'patient-treated',
  // FLATLINE loses no patient as such: the loss that counts is a stat card failed into the X area.
  'stat-failed': 'stat-failed',
  'emergency-revealed': 'emergency',
};

/** FLATLINE's replay block: patients treated, stat cards failed, emergencies revealed; the face-down decks on request. */
export const flatlineReplay: ReplayBlock<FlatlineState> = {
  marks: (before, after) => marksOfLog(before.log, after.log, MARKS),
  hidden: (state): FlatlineHidden => ({ patientDeck: [...state.patientDeck], emergencyDeck: [...state.emergencyDeck] }),
};
