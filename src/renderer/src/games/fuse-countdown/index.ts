import './fuse-countdown-tokens.css';
import type { TableGame } from '../table-game';
import { fuseCountdownRecords } from './records';
import { fuseCountdownTableParts } from './table-parts';

/**
 * FUSE: Countdown's pieces of the interface, as the generic screens find them through the
 * registry: its records (new game, history, statistics, campaigns) and its table (board and what
 * the shell shows around it).
 */
export const fuseCountdownTable: TableGame<'fuse-countdown'> = {
  kind: 'fuse-countdown',
  nameKey: 'app.games.fuse-countdown',
  minuteCalls: true,
  ...fuseCountdownRecords,
  ...fuseCountdownTableParts,
};
