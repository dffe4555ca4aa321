import type { TableGame } from '../table-game';
import FuseCountdownBoard from './board/FuseCountdownBoard.svelte';
import FuseCountdownRules from './FuseCountdownRules.svelte';
import FuseCountdownEndSummary from './board/FuseCountdownEndSummary.svelte';

type TableParts = Pick<TableGame<'fuse-countdown'>, 'Board' | 'stageText' | 'clock' | 'logLines' | 'Rules' | 'Legend' | 'EndSummary'>;

/** FUSE: Countdown at the table: its board and what the table shell shows around it. */
export const fuseCountdownTableParts: TableParts = {
  Board: FuseCountdownBoard,
  stageText: (game, t) => t('fuse-countdown.table.turn', { turn: game.state.turn }),
  clock: (game) =>
    game.status === 'in-progress'
      ? {
          remainingMs: game.clock.limitMs === null ? null : Math.max(0, game.clock.limitMs - game.clock.elapsedMs),
          totalSeconds: game.clock.limitMs === null ? null : game.clock.limitMs / 1000,
          running: game.clock.running,
        }
      : null,
  logLines: () => [],
  Rules: FuseCountdownRules,
  Legend: FuseCountdownRules,
  EndSummary: FuseCountdownEndSummary,
};
