import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownHidden } from '@shared/fuse-countdown/replay';
import type { ReplayBlock } from '../core/game-module';
import { marksOfLog } from '../core/replay-marks';

/** The log codes that make a moment that mattered, and the mark each makes on a replay's timeline. */
const MARKS: Readonly<Record<string, string>> = {
  'bomb-defused': 'bomb-defused',
  'spark-drawn': 'spark',
  'fuse-activated': 'fuse-card',
};

/** The clock's last minute begins where less than this is left. */
const LAST_MINUTE_MS = 60_000;

const left = (s: FuseCountdownState): number | null => (s.clock.limitMs === null ? null : s.clock.limitMs - s.clock.elapsedMs);

/** FUSE: Countdown's replay block: bombs defused, sparks, fuse cards and the clock's last minute; the decks and the bag on request. */
export const fuseCountdownReplay: ReplayBlock<FuseCountdownState> = {
  marks(before, after) {
    const marks = marksOfLog(before.log, after.log, MARKS);
    const was = left(before);
    const is = left(after);
    if (was !== null && is !== null && was > LAST_MINUTE_MS && is <= LAST_MINUTE_MS) marks.push({ code: 'last-minute', count: 1 });
    return marks;
  },
  hidden: (state): FuseCountdownHidden => ({ bombDeck: [...state.bombDeck], sparkDeck: [...state.sparkDeck], bag: [...state.bag].sort() }),
};
