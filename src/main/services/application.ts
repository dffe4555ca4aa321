import { randomInt, randomUUID } from 'node:crypto';
import type { ApiMethod, ApiParsedInput, ApiResults, AppInfo } from '../../shared/api';
import { fail, ok, type ApiError, type Result } from '../../shared/errors';
import { isApiMethod, validateInput } from '../../shared/validate';
import { LATEST_SCHEMA_VERSION } from '../store/migrations';
import { DatabaseTooNewError, DataFolderInUseError, openStore, storeOpenRefusal, type Store } from '../store/store';
import type { ApiHost, ApiHostOptions } from './api-host';
import { isoTime, systemClock } from './clock';
import { EventHub } from './event-hub';
import { GameService, type FlatlineRules } from './game-service';
import { ServiceError } from './service-error';
import { openSaves, savesHandlers } from './saves-handlers';
import { CountdownClock, systemScheduler } from './countdown-clock';
import type { GameDetail } from '../../shared/games';
import type { FlatlineState } from '../../shared/flatline/state';
import type { FlatlineHints } from '../../shared/flatline/hints';

/** What openApiHost fills in and tests may replace: the rules, ids and seeds. */
export interface ApplicationDeps {
  rules: FlatlineRules;
  newId?: () => string;
  newSeed?: () => number;
  /** The legal moves the board may offer, computed from a state (the engine's queries). */
  hints?: (state: FlatlineState) => FlatlineHints;
}

type Handlers = { [M in ApiMethod]: (input: ApiParsedInput<M>) => ApiResults[M] | Promise<ApiResults[M]> };

/** Why the store could not be opened, as the notice the user sees and the error every call gets. */
function unavailable(error: unknown, dataDir: string): ApiError & { code: string } {
  const known = storeOpenRefusal(error);
  if (known) return known;
  if (error instanceof DatabaseTooNewError) {
    return {
      code: error.code,
      message: error.message,
      params: { file: error.file, found: String(error.found), supported: String(error.supported) },
    };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return {
    code: 'database-unavailable',
    message: `The saved games in ${dataDir} could not be opened (${detail}). Nothing was changed.`,
    params: { dataDir, reason: detail },
  };
}

/**
 * The application behind every transport. When the database cannot be opened (newer schema, no
 * permission, a missing driver) it still starts: appInfo carries the reason as a notice and every
 * other call is answered with it, so the window can say what is wrong instead of crashing.
 */
export function createApiHost(options: ApiHostOptions, deps: ApplicationDeps): ApiHost {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`FUSE Table: ${message}`, error ?? ''));
  const events = new EventHub(log);

  let store: Store | undefined;
  let notice: AppInfo['notice'];
  let refusal: ApiError | undefined;
  try {
    store = openStore({
      dataDir: options.dataDir,
      now: () => isoTime(clock),
      owner: options.transport,
      ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    });
    if (store.notice) {
      notice = store.notice;
      log(store.notice.message);
    }
  } catch (error) {
    // Another process owns the folder: this one must not start at all (the transport says why).
    if (error instanceof DataFolderInUseError) throw error;
    refusal = unavailable(error, options.dataDir);
    notice = { code: refusal.code, message: refusal.message, params: refusal.params as Record<string, string> };
    log(refusal.message, error);
  }

  const games = store
    ? new GameService({
        store,
        rules: deps.rules,
        clock,
        newId: deps.newId ?? randomUUID,
        newSeed: deps.newSeed ?? (() => randomInt(0, 0x1_0000_0000)),
        snapshotEvery: options.snapshotEvery ?? 50,
        snapshotsKept: options.snapshotsKept ?? 3,
        cacheSize: options.cacheSize ?? 16,
        onFinished: (record, state) => savesBundle?.finished(record, state),
      })
    : undefined;
  const savesBundle =
    store && games ? openSaves({ store, games, rules: deps.rules, clock, newId: deps.newId ?? randomUUID, log }) : undefined;
  let closed = false;

  /** Adds the board's hints (never fails the call: hints are a convenience). */
  const withHints = (game: GameDetail): GameDetail => {
    if (!deps.hints || game.status !== 'in-progress') return game;
    try {
      return { ...game, hints: deps.hints(game.state) };
    } catch (error) {
      log(`hints failed for game ${game.id}`, error);
      return game;
    }
  };

  /** Tells every window about a game and keeps its countdown clock in step with it. */
  const changed = (game: GameDetail): GameDetail => {
    const detail = withHints(game);
    events.emit({ type: 'gameChanged', game: detail });
    if (games) countdown.sync(detail.id, games.countdown(detail.id));
    return detail;
  };

  const countdown = new CountdownClock(clock, options.scheduler ?? systemScheduler, (id, elapsedMs) => {
    if (!games || closed) return undefined;
    try {
      changed(games.act(id, { type: 'tick', elapsedMs }));
    } catch (error) {
      // A decision pending mid-countdown refuses ticks: time is recorded with the next one.
      if (!(error instanceof ServiceError)) log(`countdown tick failed for game ${id}`, error);
    }
    try {
      return games.countdown(id);
    } catch {
      return undefined;
    }
  });

  const appInfo = (): AppInfo => ({
    name: 'FUSE Table',
    version: options.appVersion,
    transport: options.transport,
    platform: process.platform,
    dataDir: options.dataDir,
    schemaVersion: store?.schemaVersion ?? LATEST_SCHEMA_VERSION,
    ...(notice ? { notice } : {}),
  });

  /** The game service, or the reason there is none. */
  const service = (): GameService => {
    if (closed) throw new ServiceError({ code: 'host-closed', message: 'The application is shutting down.' });
    if (!games) throw new ServiceError(refusal ?? { code: 'database-unavailable', message: 'No database is open.' });
    return games;
  };

  const handlers: Handlers = {
    appInfo,
    listGames: ({ status }) => service().list(status),
    getGame: ({ id }) => {
      const game = withHints(service().get(id));
      countdown.sync(id, service().countdown(id));
      return game;
    },
    createGame: (input) => {
      service();
      return changed(savesBundle!.saves.createGame(input));
    },
    act: ({ id, action }) => changed(service().act(id, action)),
    pauseGame: ({ id }) => {
      // Record the countdown time up to this moment, then stop the clock.
      const elapsedMs = countdown.elapsed(id);
      countdown.stop(id);
      if (elapsedMs !== undefined) {
        try {
          service().act(id, { type: 'tick', elapsedMs });
        } catch (error) {
          if (!(error instanceof ServiceError)) throw error;
        }
      }
      return changed(service().setPaused(id, true));
    },
    resumeGame: ({ id }) => changed(service().setPaused(id, false)),
    deleteGame: ({ id }) => {
      countdown.stop(id);
      service().delete(id);
      events.emit({ type: 'gameDeleted', id });
      return { id };
    },
    ...savesHandlers(() => {
      service();
      return savesBundle!;
    }, changed),
  };

  const run = <M extends ApiMethod>(method: M, input: ApiParsedInput<M>): ApiResults[M] | Promise<ApiResults[M]> =>
    (handlers[method] as (input: ApiParsedInput<M>) => ApiResults[M] | Promise<ApiResults[M]>)(input);

  return {
    async dispatch(method: unknown, payload: unknown): Promise<Result<unknown>> {
      try {
        if (!isApiMethod(method)) {
          const name = typeof method === 'string' ? method.slice(0, 60) : typeof method;
          return fail({ code: 'unknown-method', message: `Unknown API method: ${name}`, params: { method: name } });
        }
        const input = validateInput(method, payload);
        if (!input.ok) return input;
        return ok(await run(method, input.value));
      } catch (error) {
        if (error instanceof ServiceError) return fail(error.error);
        const message = error instanceof Error ? error.message : String(error);
        log(`${String(method)} failed unexpectedly`, error);
        return fail({ code: 'internal', message });
      }
    },
    subscribe: (listener) => events.subscribe(listener),
    close() {
      if (closed) return;
      closed = true;
      countdown.stopAll();
      events.clear();
      store?.close();
    },
  };
}
