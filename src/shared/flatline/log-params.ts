// Reading a FLATLINE log line's params, which arrive untyped (saved games, the wire): a number, a
// text, or the recharging station a place names ("station-1"); null for anything else.

export const paramNumber = (v: unknown): number | null => (typeof v === 'number' ? v : null);
export const paramText = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The station index a cube's place names (`station-<n>`), or null for the power meter or anything else. */
export function stationOfPlace(place: unknown): number | null {
  const match = /^station-(\d)$/.exec(String(place));
  return match ? Number(match[1]) : null;
}
