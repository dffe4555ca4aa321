/**
 * `#/game/<id>`: an address that opens one game's table directly, read once at start (a bookmark,
 * the first-paint bench). Game ids are UUIDs; anything else is no link.
 */
export function gameIdFromHash(hash: string): string | null {
  const match = /^#\/game\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(hash);
  return match ? match[1]!.toLowerCase() : null;
}
