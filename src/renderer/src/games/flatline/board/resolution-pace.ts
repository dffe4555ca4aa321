// How fast the board shows what the game did by itself, and how long a triage window with a usable
// card waits before play carries on. Pure, so the choices are tested without a browser.
import type { ResolutionSpeed } from '../../../lib/table/settings';

/** Milliseconds a step with a place on the board stays lit, by speed. */
const STEP_MS: Record<ResolutionSpeed, number> = { slow: 1100, normal: 450, fast: 180 };
/** A line with no place of its own (bookkeeping) passes quicker. */
const QUIET_MS = 90;
/** How long a triage window with a usable card waits for the players before moving on. */
const WINDOW_MS: Record<ResolutionSpeed, number> = { slow: 10_000, normal: 6_000, fast: 3_000 };

export const stepMs = (speed: ResolutionSpeed, hasSpot: boolean): number => (hasSpot ? STEP_MS[speed] : QUIET_MS);

export const windowWaitMs = (speed: ResolutionSpeed): number => WINDOW_MS[speed];

/** Whole seconds left on a window's wait, for the words beside the ring. */
export const secondsLeft = (leftMs: number): number => Math.max(0, Math.ceil(leftMs / 1000));

/** Whether a key press is meant for the board: not typed into a field, no modifier held. */
export function boardKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>, target: EventTarget | null): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  const tag = el?.tagName?.toLowerCase();
  return !(tag === 'input' || tag === 'textarea' || tag === 'select' || el?.isContentEditable);
}
