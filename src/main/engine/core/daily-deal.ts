import { sha256Hex } from '@shared/daily/sha256';

/**
 * The daily deal's rule, version 1 (docs/daily-deal.md): the deal of a game at a setting on a UTC
 * date is the first 32 hex digits (128 bits) of SHA-256 over this text, one item a line:
 *
 *   fuse-table-daily-deal/v1
 *   <game kind>
 *   <YYYY-MM-DD>
 *   <setting as text: players=2 level=standard meter=standard>
 *
 * Nothing else enters it (no clock, no data folder, no installation), so every installation deals the
 * same cards and dice. The date comes from the services' clock; the engine reads none.
 */
export const DAILY_RULE = 'fuse-table-daily-deal/v1';

export function dailyDeal(kind: string, date: string, setting: string): string {
  return sha256Hex([DAILY_RULE, kind, date, setting].join('\n')).slice(0, 32);
}
