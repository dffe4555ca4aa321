import type { ReplayLog, ReplaySource } from '@shared/replays';
import type { Store } from '../../store/store';
import { gameNotFound, ServiceError } from '../service-error';
import { replayFileLog } from '../replay-files/replay-file-log';

/** Where a replay's log comes from: one loader per kind of source (docs/replays.md). */
export type ReplayLoader = (source: ReplaySource) => ReplayLog;

/** The id a replay of this source shows its game under (the board tells games apart by it). */
export function sourceId(source: ReplaySource): string {
  switch (source.kind) {
    case 'game':
      return source.gameId;
    case 'file':
      return source.fileId;
  }
}

/** A key that names one source, for the replays kept built. */
export const sourceKey = (source: ReplaySource): string => `${source.kind}:${sourceId(source)}`;

/**
 * The player's own finished games, from the store: the game's row and every action it logged. A game
 * still being played has no replay (its deal would give its hidden cards away).
 */
export function storedGameLog(store: () => Store, gameId: string): ReplayLog {
  const record = store().games.get(gameId);
  if (!record) throw gameNotFound(gameId);
  if (record.status === 'in-progress') {
    throw new ServiceError({ code: 'replay-not-finished', message: 'A game can be watched again once it is over.', params: { id: gameId } });
  }
  return {
    kind: record.kind,
    title: record.title,
    setup: record.setup,
    seed: record.seed,
    status: record.status,
    round: record.round,
    finishedAt: record.finishedAt,
    ...(record.bots ? { bots: record.bots } : {}),
    actions: store()
      .actions.after(gameId, 0)
      .map((a) => ({ seq: a.seq, action: a.action, at: a.at })),
  };
}

/** The loader of every kind of source this host knows. */
export function replayLoader(store: () => Store): ReplayLoader {
  return (source) => {
    switch (source.kind) {
      case 'game':
        return storedGameLog(store, source.gameId);
      case 'file':
        return replayFileLog(store(), source.fileId);
    }
  };
}
