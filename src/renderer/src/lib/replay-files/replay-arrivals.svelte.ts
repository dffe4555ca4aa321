import type { ApiEvent } from '@shared/api';
import { ApiCallError, type ApiError } from '@shared/errors';
import { GAME_FILE_MAX_CHARS } from '@shared/saves';
import type { ReplayFileEntry } from '@shared/replay-files';
import type { ApiClient } from '../api/client';

/** A replay file that arrived: opened (its entry), or refused (the error to show); `seq` tells one arrival from the next. */
export type ReplayArrival = { seq: number; entry: ReplayFileEntry } | { seq: number; error: unknown };

/** The size check the host would make, before a large file is read into the page at all. */
const tooLarge = (): ApiCallError => new ApiCallError({ code: 'replay-too-large', message: 'This file is too large to be a replay file.' });

/**
 * Replay files reaching the window: picked with "Open a replay file", dropped on the window, or
 * opened with the app by the system (Electron pushes what it opened). The page never touches the
 * disk: it reads the file the player gave it and sends the text through the API.
 */
export class ReplayArrivals {
  /** The latest arrival, for the history screen to show. */
  latest = $state.raw<ReplayArrival | null>(null);
  busy = $state(false);
  #seq = 0;
  #taken = 0;

  constructor(private readonly client: ApiClient) {}

  /** Reads a file the player gave the page and opens it through the API; its outcome becomes `latest`. */
  async openFile(file: Pick<File, 'name' | 'size' | 'text'>): Promise<ReplayArrival> {
    this.busy = true;
    try {
      if (file.size > GAME_FILE_MAX_CHARS) return this.#arrived({ error: tooLarge() });
      let text: string;
      try {
        text = await file.text();
      } catch {
        return this.#arrived({ error: new ApiCallError({ code: 'replay-unreadable', message: `The file ${file.name} could not be read.`, params: { name: file.name } }) });
      }
      try {
        return this.#arrived({ entry: await this.client.openReplayFile({ text }) });
      } catch (error) {
        return this.#arrived({ error });
      }
    } finally {
      this.busy = false;
    }
  }

  /** A file the system opened with the app (Electron's push); other events are not ours. */
  heard(event: ApiEvent): ReplayArrival | null {
    if (event.type === 'replayFileOpened') return this.#arrived({ entry: event.file });
    if (event.type === 'replayFileRefused') return this.#arrived({ error: new ApiCallError(event.error satisfies ApiError) });
    return null;
  }

  /** The latest arrival if no screen has shown it yet (each is shown once, not again on coming back to History). */
  take(): ReplayArrival | null {
    const arrival = this.latest;
    if (!arrival || arrival.seq <= this.#taken) return null;
    this.#taken = arrival.seq;
    return arrival;
  }

  #arrived(outcome: { entry: ReplayFileEntry } | { error: unknown }): ReplayArrival {
    this.latest = { seq: ++this.#seq, ...outcome };
    return this.latest;
  }
}

/** The first file a drag carries, if it carries files at all. */
export const droppedFile = (transfer: DataTransfer | null): File | null => transfer?.files?.[0] ?? null;

/** A drag that carries files (so the window may take it), as against text or a link being dragged. */
export const carriesFiles = (transfer: DataTransfer | null): boolean => !!transfer && [...transfer.types].includes('Files');
