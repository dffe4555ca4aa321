/** Window events after which nobody can see the table: the pause rule's Electron half. */
export const COVERING_EVENTS = ['hide', 'minimize'] as const;

export interface CoverableWindow {
  on(event: (typeof COVERING_EVENTS)[number], listener: () => void): unknown;
}

/**
 * Anything that covers the table pauses it (table.md): the window hidden or minimised pauses every
 * running clock through the services, as a player's pause would.
 */
export function pauseWhenCovered(window: CoverableWindow, pauseRunningGames: () => void): void {
  for (const event of COVERING_EVENTS) window.on(event, () => pauseRunningGames());
}
