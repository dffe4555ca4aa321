import type { ApiEvent } from '@shared/api';
import { readFarLink } from '@shared/far-link';

export interface FarLinkDoorDeps {
  /** Tells every window (Electron's IPC push). */
  tell(event: ApiEvent): void;
  /** Brings the window forward (restored if minimised): the player clicked a link to it. */
  show(): void;
}

/**
 * Room links the system opens with the app (docs/far-away.md): macOS sends `open-url`, Windows and
 * Linux put the link on the command line, of this launch or of a second one (the single-instance
 * lock hands it to the first). A room's link opens "Join a table far away" with its code filled; any
 * other link is refused in words and changes nothing. Links that arrive before the window listens
 * wait until `ready`; only the last one counts (one join screen).
 */
export function createFarLinkDoor(deps: FarLinkDoorDeps) {
  let ready = false;
  let waiting: string | null = null;

  const take = (link: string) => {
    const read = readFarLink(link);
    deps.tell(read.ok ? { type: 'farLinkOpened', room: read.room } : { type: 'farLinkRefused', error: read.error });
    deps.show();
  };

  return {
    /** A link the system asks the app to open. */
    open(link: string): void {
      if (ready) take(link);
      else waiting = link;
    },
    /** The window listens now: the link that waited is opened. */
    ready(): void {
      ready = true;
      if (waiting !== null) take(waiting);
      waiting = null;
    },
  };
}
