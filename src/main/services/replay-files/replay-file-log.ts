import type { ReplayFileLog } from '@shared/replay-files';
import type { Store } from '../../store/store';
import { ServiceError } from '../service-error';

export const replayFileNotFound = (id: string): ServiceError =>
  new ServiceError({ code: 'replay-file-not-found', message: `There is no replay file with id ${id}.`, params: { id } });

/**
 * What the replay screen replays from a friend's file: the game's facts and its whole log, in the
 * shape game-file.ts writes them (shared/replay-files.ts, ReplayFileLog). The file was checked move
 * by move when it was opened, so its log replays through the engine.
 */
export function replayFileLog(store: Store, fileId: string): ReplayFileLog {
  const file = store.replayFiles.get(fileId);
  if (!file) throw replayFileNotFound(fileId);
  const g = file.game as unknown as ReplayFileLog;
  return { kind: g.kind, title: g.title, setup: g.setup, seed: g.seed, status: g.status, round: g.round, finishedAt: g.finishedAt, actions: file.actions };
}
