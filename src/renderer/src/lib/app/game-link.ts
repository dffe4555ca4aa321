import { gameIdFromQuery, isGameId } from '@shared/table-page';

/**
 * `#/game/<id>`: an address that opens one game's table directly, read once at start (a bookmark).
 * Game ids are UUIDs; anything else is no link.
 */
export function gameIdFromHash(hash: string): string | null {
  const match = /^#\/game\/([^/]+)$/.exec(hash);
  return match && isGameId(match[1]!) ? match[1]!.toLowerCase() : null;
}

/**
 * The game a window's address names: `?game=<id>` (the web host then draws its table into the page
 * itself) or `#/game/<id>`.
 */
export const gameIdFromAddress = (address: { search: string; hash: string }): string | null =>
  gameIdFromQuery(address.search) ?? gameIdFromHash(address.hash);
