import type { GameKind } from '@shared/games';
import type { TableGame } from './table-game';
import { flatlineTable } from './flatline';
import flatlineTile from './flatline/tile.svg';

/** Every game's pieces of the interface, keyed by kind: the one renderer file that lists the games. */
export const TABLE_GAMES: { readonly [K in GameKind]: TableGame<K> } = {
  // The start screen's tile is our own artwork, kept in the game's folder.
  flatline: { tile: flatlineTile, ...flatlineTable },
};

/** A game's pieces by kind, its types forgotten (generic screens hold games of any kind). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const tableGame = (kind: GameKind): TableGame<any> => TABLE_GAMES[kind];
