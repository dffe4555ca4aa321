import { basename } from 'node:path';
import type { ApiEvent } from '@shared/api';
import type { ApiError } from '@shared/errors';
import { GAME_FILE_MAX_CHARS } from '@shared/saves';
import { REPLAY_FILE_EXTENSION, type ReplayFileEntry } from '@shared/replay-files';
import type { ApiHost } from '../services/api-host';

/** The paths among a command line's arguments that name replay files (Windows and Linux open a file with the app this way). */
export function replayFilesIn(argv: readonly string[]): string[] {
  const suffix = `.${REPLAY_FILE_EXTENSION}`;
  return argv.filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(suffix));
}

export interface ReplayFileDoorDeps {
  host: Pick<ApiHost, 'dispatch'>;
  /** The file's size in bytes, and its text (the system's file, read by main: the page never touches the disk). */
  files: { size(path: string): Promise<number>; read(path: string): Promise<string> };
  /** Tells every window (Electron's IPC push). */
  tell(event: ApiEvent): void;
}

/**
 * Files the system opens with the app (macOS `open-file`, the command line, a second launch): each is
 * read here and opened through the same API method as a file picked in the window, then the windows
 * are told what came of it. Files that arrive before the window listens wait until `ready`.
 */
export function createReplayFileDoor(deps: ReplayFileDoorDeps) {
  let ready = false;
  const waiting: string[] = [];

  const refuse = (path: string, error: ApiError) => deps.tell({ type: 'replayFileRefused', name: basename(path), error });

  async function take(path: string): Promise<void> {
    let text: string;
    try {
      // A byte count is at least the character count, so this refuses nothing the API would take.
      if ((await deps.files.size(path)) > GAME_FILE_MAX_CHARS * 4) {
        return refuse(path, { code: 'replay-too-large', message: 'This file is too large to be a replay file.' });
      }
      text = await deps.files.read(path);
    } catch {
      return refuse(path, { code: 'replay-unreadable', message: `The file ${basename(path)} could not be read.`, params: { name: basename(path) } });
    }
    const opened = await deps.host.dispatch('openReplayFile', { text });
    if (opened.ok) deps.tell({ type: 'replayFileOpened', file: opened.value as ReplayFileEntry });
    else refuse(path, opened.error.code === 'invalid-payload' && text.length > 0 ? { code: 'replay-too-large', message: opened.error.message } : opened.error);
  }

  // One file at a time, in the order they came (a launch's file before a second launch's).
  let queue = Promise.resolve();
  const enqueue = (path: string) => (queue = queue.then(() => take(path)));

  return {
    /** A file the system asks the app to open. */
    open(path: string): Promise<void> {
      if (!ready) {
        waiting.push(path);
        return Promise.resolve();
      }
      return enqueue(path);
    },
    /** The window listens now: the files that waited are opened, in the order they came. */
    ready(): Promise<void> {
      ready = true;
      for (const path of waiting.splice(0)) void enqueue(path);
      return queue;
    },
  };
}
