import type { TableGame } from '../../lib/table-game';
import { hasKey } from '../../lib/i18n/i18n.svelte';
import FuseCountdownBoard from './board/FuseCountdownBoard.svelte';
import FuseCountdownRules from './rules/FuseCountdownRules.svelte';
import Legend from './rules/Legend.svelte';
import FuseCountdownEndSummary from './records/FuseCountdownEndSummary.svelte';
import { logLines } from './board/log-lines';
import { stageText, tableClock } from './board/stage';
import { clockText, playedClockMs } from './setup/setup-text';

type TableParts = Pick<TableGame<'fuse-countdown'>, 'Board' | 'stageText' | 'clock' | 'logLines' | 'Rules' | 'Legend' | 'EndSummary'>;

/** FUSE: Countdown at the table: its board and what the table shell shows around it. */
export const fuseCountdownTableParts: TableParts = {
  Board: FuseCountdownBoard,
  stageText,
  // One countdown (or none) per game, long enough for spoken minute calls; history names the clock played.
  clock: { of: tableClock, timerText: (result, t) => clockText(result.setup, t, playedClockMs(result.details)), minuteCalls: true },
  logLines: (game, t) => logLines(game, { t, has: hasKey }),
  Rules: FuseCountdownRules,
  Legend,
  EndSummary: FuseCountdownEndSummary,
};
