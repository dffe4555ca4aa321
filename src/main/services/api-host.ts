import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import type { Clock } from './clock';
import type { Scheduler } from './table/table-clock';
import type { OpenGuestDoor } from './guests/invitations';
import type { GuestLimits } from './guests/guest-limits';

/**
 * What a transport (Electron IPC or the web host) needs from the application: one entry point that
 * validates and runs any method, and a stream of events to push. Transports stay thin.
 */
export interface ApiHost {
  /** Validates `method` and `payload`, runs it, and answers with a Result; never throws. */
  dispatch(method: unknown, payload: unknown): Promise<Result<unknown>>;
  subscribe(listener: (event: ApiEvent) => void): () => void;
  /**
   * A client starts watching the table (a browser tab's open event socket); call the function
   * returned when it leaves. When the last one has left and none is back within the grace, every
   * running clock is paused (its time stands from the moment of the leave).
   */
  watch(): () => void;
  /** Pauses every game whose clock runs, as a player's pause would (the window was hidden). */
  pauseRunningGames(): void;
  close(): void;
}

export interface ApiHostOptions {
  /** Folder holding the database (created if missing). */
  dataDir: string;
  transport: 'electron' | 'web';
  appVersion: string;
  /** Path to a better-sqlite3 .node build, when the default one is not for this runtime (Electron). */
  nativeBinding?: string;
  /** The one clock the application reads (timestamps); the system clock unless a test sets one. */
  clock?: Clock;
  /** Where unexpected errors are reported; console.error by default. */
  log?: (message: string, error?: unknown) => void;
  /** A snapshot every this many actions (also at every round end); 50 by default. */
  snapshotEvery?: number;
  /** Latest snapshots kept per game (besides the start); 3 by default. */
  snapshotsKept?: number;
  /** What drives the countdown clock; a real interval unless a test steps it by hand. */
  scheduler?: Scheduler;
  /** How long after the last client left its games are paused; LEAVE_GRACE_MS by default. */
  leaveGraceMs?: number;
  /** Games kept in memory; 16 by default. */
  cacheSize?: number;
  /**
   * Opens the guest listener for players at their own devices (docs/devices.md); without it the
   * host cannot invite players.
   */
  guestDoor?: OpenGuestDoor;
  /** The join codes invitations use; random unless a test sets them. */
  joinCode?: () => string;
  /** What one device may ask of the host; GUEST_CALL_LIMITS unless a test sets its own. */
  guestLimits?: GuestLimits;
  /** Told how long each bot decision took, in the clock's milliseconds (tests and the benchmark). */
  botDecided?: (ms: number) => void;
}
