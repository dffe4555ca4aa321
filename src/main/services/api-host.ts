import type { ApiEvent } from '../../shared/api';
import type { Result } from '../../shared/errors';

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
}
