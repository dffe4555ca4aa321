import './fuse-countdown-tokens.css';
import './fuse-countdown-table.css';
import type { TableGame } from '../../lib/table-game';
import { fuseCountdownCampaign, fuseCountdownRecords } from './records/records';
import { fuseCountdownTableParts } from './table-parts';
import { MAX_PLAYERS, MIN_PLAYERS } from './setup/new-game';
import FuseCountdownSeatView from './seat/FuseCountdownSeatView.svelte';
import { fuseCountdownHintView } from './hint-view';
import { tr } from './board/translator';
import { fuseCountdownDaily } from './setup/daily-words';
import { fuseCountdownReplayWords } from './replay/replay-words';
import { fuseCountdownCompanion } from './companion';
import { fuseCountdownGuide } from './guide/fuse-countdown-guide';

/**
 * FUSE: Countdown's pieces of the interface, as the generic screens find them through the
 * registry: its records (new game, history, statistics, campaigns) and its table (board and what
 * the shell shows around it).
 */
export const fuseCountdownTable: TableGame<'fuse-countdown'> = {
  kind: 'fuse-countdown',
  nameKey: 'app.games.fuse-countdown',
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
  ...fuseCountdownRecords,
  campaign: fuseCountdownCampaign,
  ...fuseCountdownTableParts,
  SeatView: FuseCountdownSeatView,
  advice: { hint: (game, hint) => fuseCountdownHintView(tr, game, hint) },
  daily: fuseCountdownDaily,
  replay: fuseCountdownReplayWords(tr),
  companion: fuseCountdownCompanion,
  guide: fuseCountdownGuide,
};
