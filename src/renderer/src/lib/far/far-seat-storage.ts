// Where a friend far away keeps the room last joined and each room's seat: beside the local seat
// view's own, never mixed with it (one browser can be a device on the Wi-Fi and a friend far away).
import type { StorageLike } from '../table/settings';

export const FAR_LAST_ROOM_KEY = 'fuse-table.far-last-room';

/** This room's own shelf of the storage: the guest state keeps its token and code there. */
export function roomStorage(storage: StorageLike | null, room: string): StorageLike | null {
  if (!storage) return null;
  return {
    getItem: (key) => storage.getItem(`${key}@far:${room}`),
    setItem: (key, value) => storage.setItem(`${key}@far:${room}`, value),
  };
}

export function lastRoom(storage: StorageLike | null): string {
  try {
    return storage?.getItem(FAR_LAST_ROOM_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberRoom(storage: StorageLike | null, text: string): void {
  try {
    storage?.setItem(FAR_LAST_ROOM_KEY, text);
  } catch {
    // A browser that keeps nothing: the code is typed again next time.
  }
}
