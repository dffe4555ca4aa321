import type { GameKind } from '@shared/games';
import type { TableGame } from '../lib/table-game';
import { flatlineTable } from './flatline';
import { fuseCountdownTable } from './fuse-countdown';
import flatlineTile from './flatline/tile.svg';
import fuseCountdownTile from './fuse-countdown/tile.svg';

/** Every game's pieces of the interface, keyed by kind: the one renderer file that lists the games. */
export const TABLE_GAMES: { readonly [K in GameKind]: TableGame<K> } = {
  // The start screen's tiles are our own artwork, kept in each game's folder.
  flatline: { tile: flatlineTile, ...flatlineTable },
  'fuse-countdown': { tile: fuseCountdownTile, ...fuseCountdownTable },
};

/** A game's pieces by kind, its types forgotten (generic screens hold games of any kind). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const tableGame = (kind: GameKind): TableGame<any> => TABLE_GAMES[kind];
