// Whether this page is a device at the table (the guest listener served it) rather than the main screen.
import type { StorageLike } from '../table/settings';

/** Where a device keeps its seat: the token and the code it joined with (per origin: the guest listener's). */
export const GUEST_STORAGE_KEY = 'fuse-table.guest';

export interface StoredSeat {
  token: string | null;
  code: string | null;
}

/** The join code in the address the QR code holds (`/?join=<code>`), or null. */
export function joinCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('join');
  return code === null ? null : code.trim().toUpperCase().slice(0, 16);
}

export function readStoredSeat(storage: StorageLike | null): StoredSeat {
  try {
    const raw = storage?.getItem(GUEST_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<StoredSeat>) : {};
    return { token: typeof parsed.token === 'string' ? parsed.token : null, code: typeof parsed.code === 'string' ? parsed.code : null };
  } catch {
    return { token: null, code: null };
  }
}

export function writeStoredSeat(storage: StorageLike | null, seat: StoredSeat): void {
  try {
    storage?.setItem(GUEST_STORAGE_KEY, JSON.stringify(seat));
  } catch {
    // A browser that keeps nothing: the seat lasts as long as the page.
  }
}

/**
 * A guest's page: the address holds a join code (the QR code's), or this browser already holds a
 * seat or a code from the guest listener (a reload). The host's own pages never carry either.
 */
export function isGuestPage(search: string, storage: StorageLike | null): boolean {
  if (joinCodeFrom(search) !== null) return true;
  const stored = readStoredSeat(storage);
  return stored.token !== null || stored.code !== null;
}
