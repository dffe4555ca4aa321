// What the board needs around the pace of a table: the seconds shown for a wait, and which key
// presses are the board's. The pace figures themselves are shared with the engine's deadline
// (src/shared/flatline/pace.ts), so the board's replay and the host's wait agree.

/** Whole seconds left on a window's wait, for the words beside the ring. */
export const secondsLeft = (leftMs: number): number => Math.max(0, Math.ceil(leftMs / 1000));

/** Whether a key press is meant for the board: not typed into a field, no modifier held. */
export function boardKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, target: EventTarget | null): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || el?.isContentEditable);
}
