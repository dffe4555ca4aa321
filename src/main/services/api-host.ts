import type { ApiEvent } from '@shared/api';
import type { Result } from '@shared/errors';
import type { Clock } from './clock';
import type { Scheduler } from './table-clock';

/**
 * What a transport (Electron IPC or the web host) needs from the application: one entry point that
 * validates and runs any method, and a stream of events to push. Transports stay thin.
 */
export interface ApiHost {
  /** Validates `method` and `payload`, runs it, and answers with a Result; never throws. */
  dispatch(method: unknown, payload: unknown): Promise<Result<unknown>>;
  subscribe(listener: (event: ApiEvent) => void): () => void;
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
  /** Games kept in memory; 16 by default. */
  cacheSize?: number;
}
