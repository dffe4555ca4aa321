import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiMethod, ApiParsedInput, ApiResults, AppInfo } from '@shared/api';
import { fail, ok, type ApiError, type Result } from '@shared/errors';
import { isApiMethod, validateInput } from '@shared/validate';
import { LATEST_SCHEMA_VERSION } from '../store/migrations';
import { DatabaseTooNewError, DataFolderInUseError, openStore, storeOpenRefusal, type Store } from '../store/store';
import type { ApiHost, ApiHostOptions } from './api-host';
import { isoTime, systemClock } from './clock';
import { EventHub } from './event-hub';
import { GameService } from './game-service';
import { ServiceError } from './service-error';
import { openSaves, savesHandlers } from './saves-handlers';
import { TableClock, midClock, systemScheduler } from './table-clock';
import { TableDeadlines } from './table-deadlines';
import { DEFAULT_TABLE_SETTINGS, type TableSettings } from '@shared/table-settings';
import { LEAVE_GRACE_MS, Watchers } from './watchers';
import type { GameDetail, PausedBy } from '@shared/games';
import type { GameModules } from '../engine/registry';
import { createGuests } from './guests';
import { askHint, type HintsDeps } from './hints';
import { BotTable, checkNotBotSeat } from './bot-seats';
import type { Seed } from '@shared/seed';

/** A new game's deal: 128 random bits, so what the table shows cannot be searched back to it. */
export const newDeal = (): string => randomBytes(16).toString('hex');

/** What openApiHost fills in and tests may replace: the games, ids and seeds. */
export interface ApplicationDeps {
  modules: GameModules;
  /**
   * The API's payload checks: the contract's own (src/shared's schemas) unless given. A test game
   * that the contract does not list brings its own, so the services can run it like any other.
   */
  validate?: typeof validateInput;
  newId?: () => string;
  /** A new game's deal; 128 random bits unless given (shared/seed.ts). */
  newSeed?: () => Seed;
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
  /** The host's table settings: the pace every game's deadlines follow, until the main screen sends its own. */
  let table: TableSettings = DEFAULT_TABLE_SETTINGS;

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
        modules: deps.modules,
        clock,
        newId: deps.newId ?? randomUUID,
        newSeed: deps.newSeed ?? newDeal,
        snapshotEvery: options.snapshotEvery ?? 50,
        snapshotsKept: options.snapshotsKept ?? 3,
        cacheSize: options.cacheSize ?? 16,
        onFinished: (record, state) => savesBundle?.finished(record, state),
        log,
        tableSettings: () => table,
        // Every view hears of a game paused as it was reloaded, and its clock stops with it.
        pausedOnReload: (id) => {
          if (!closed) changed(service().get(id));
        },
      })
    : undefined;
  const savesBundle =
    store && games ? openSaves({ store, games, modules: deps.modules, clock, newId: deps.newId ?? randomUUID, log }) : undefined;
  let closed = false;

  /**
   * Games whose clocks or deadlines stood still when the last client left: nothing starts them again
   * until a client is back (then they run on) or the grace has passed (then they are paused).
   */
  const standing = new Set<string>();

  /** Who paused each paused game, when someone did: every view says it (kept while the host runs). */
  const pausedBy = new Map<string, PausedBy>();

  /**
   * Keeps the table's clock and the game's deadline in step with the game, and gives the game the
   * deadline as kept now. While no client watches (the game stands) neither runs.
   */
  const kept = (game: GameDetail): GameDetail => {
    if (!games) return game;
    const stood = standing.has(game.id);
    if (!stood) tableClock.sync(game.id, games.clock(game.id));
    const view = games.deadline(game.id);
    deadlines.sync(game.id, { ...view, paused: view.paused || stood });
    bots.sync(game, view.paused || stood);
    if (!game.paused) pausedBy.delete(game.id);
    const by = game.paused ? pausedBy.get(game.id) : undefined;
    return { ...game, deadline: deadlines.shown(game.id), ...(by ? { pausedBy: by } : {}) };
  };

  /** Tells every window about a game (with its version), its clock and deadline kept in step with it. */
  const changed = (game: GameDetail): GameDetail => {
    const shown = kept(game);
    events.emit({ type: 'gameChanged', game: shown });
    guests.changed(shown);
    return shown;
  };

  /** Records clock time in a game through its module's tick; a refusal (a decision open) waits for the next. */
  const tick = (id: string, elapsedMs: number): GameDetail | undefined => {
    if (!games) return undefined;
    const { module } = games.live(id);
    try {
      if (!module.clock) return undefined;
      return games.act(id, module.clock.tick(elapsedMs));
    } catch (error) {
      // A decision pending while the clock runs refuses ticks: time is recorded with the next one.
      if (!(error instanceof ServiceError)) log(`clock tick failed for game ${id}`, error);
      return undefined;
    }
  };

  const tableClock = new TableClock(clock, options.scheduler ?? systemScheduler, (id, elapsedMs) => {
    if (!games || closed) return undefined;
    const game = tick(id, elapsedMs);
    if (game) changed(game);
    try {
      return games.clock(id);
    } catch {
      return undefined;
    }
  });

  /**
   * A deadline fell due: its action is applied as a player's would be (saved, then pushed to every
   * window), if the game still stands where the deadline was kept; otherwise nothing happens.
   */
  const deadlines = new TableDeadlines(clock, options.scheduler ?? systemScheduler, (id, point) => {
    if (!games || closed) return;
    try {
      const game = games.applyDeadline(id, point);
      if (game) changed(game);
    } catch (error) {
      // Deleted meanwhile, or refused: the game stays where it is, and the next change keeps time again.
      if (!(error instanceof ServiceError)) log(`the deadline of game ${id} failed`, error);
    }
  });

  /** The bot seats: each acts, at its game's pace, through the same path as a person's `act`. */
  const bots = new BotTable(clock, options.scheduler ?? systemScheduler, {
    service: () => service(),
    act: (id, action) => {
      if (!games || closed) return;
      changed(games.act(id, action));
    },
    log,
    // Its wait starts again as the table stands now (paused, or nobody watching, included).
    resync: (id) => {
      if (games && !closed) kept(games.get(id));
    },
    ...(options.botDecided ? { decided: options.botDecided } : {}),
  });

  /** Stops a game's clock, recording its time up to this moment; the game as it is then. */
  const standClock = (id: string): GameDetail | undefined => {
    const elapsedMs = tableClock.elapsed(id);
    tableClock.stop(id);
    return elapsedMs === undefined ? undefined : tick(id, elapsedMs);
  };

  /**
   * A player's pause, and every other (the last client gone, the window hidden, a device dropped):
   * one path. `by` names who paused; a pause of a game already paused keeps who paused it first.
   */
  const pause = (id: string, by?: PausedBy): GameDetail => {
    standing.delete(id);
    standClock(id);
    const game = service().setPaused(id, true);
    if (by && !pausedBy.has(id)) pausedBy.set(id, by);
    return changed(game);
  };

  /**
   * The seats played from devices changed: the game does what that calls for (FUSE: Countdown fits
   * its clock before the start), saved and shown like any action. A paused game waits for its continue.
   */
  const devicesChanged = (id: string, devices: number): GameDetail | undefined => {
    if (closed || !games) return undefined;
    try {
      const { module, state, record } = games.live(id);
      const action = record.paused ? null : module.clock?.tableChange?.(state, devices);
      return action ? changed(games.act(id, action)) : undefined;
    } catch (error) {
      if (!(error instanceof ServiceError)) log(`fitting game ${id} to its devices failed`, error);
      return undefined;
    }
  };

  /** A player's continue, from a device or the main screen: nobody paused it any more. */
  const resume = (id: string): GameDetail => {
    const game = service().setPaused(id, false);
    pausedBy.delete(id);
    return devicesChanged(id, guests.devices(id)) ?? changed(game);
  };

  /** A device's socket dropped: with "pause when a device drops" on, a countdown running pauses, naming the seat. */
  const dropped = (id: string, seat: number): void => {
    if (closed || !games || !table.pauseOnDrop) return;
    try {
      const view = games.clock(id);
      if (!midClock(view)) return;
      pause(id, { by: 'dropped', seat, name: games.get(id).seats[seat]?.name ?? '' });
    } catch (error) {
      if (!(error instanceof ServiceError)) log(`pausing game ${id} for a dropped device failed`, error);
    }
  };

  /** Pauses every game whose clock or deadline runs, or stands waiting for its watchers; a failure is logged. */
  const pauseAll = (ids: Iterable<string>): void => {
    for (const id of [...ids]) {
      try {
        const view = service().clock(id);
        if (!view.paused && (view.running || service().deadline(id).deadline !== null)) pause(id);
        else standing.delete(id);
      } catch (error) {
        standing.delete(id);
        if (!(error instanceof ServiceError)) log(`pausing game ${id} failed`, error);
      }
    }
  };

  const watchers = new Watchers(clock, options.scheduler ?? systemScheduler, options.leaveGraceMs ?? LEAVE_GRACE_MS, {
    lastLeft: (watched) => {
      if (closed) return;
      for (const id of new Set([...tableClock.runningIds(), ...deadlines.runningIds(), ...bots.runningIds()])) {
        if (watched(id) || standing.has(id)) continue;
        standing.add(id);
        deadlines.stand(id);
        bots.stand(id);
        const game = standClock(id);
        if (game) events.emit({ type: 'gameChanged', game: kept(game) });
      }
    },
    back: (watched) => {
      const ids = [...standing].filter(watched);
      for (const id of ids) standing.delete(id);
      if (!games || closed) return standing.size > 0;
      for (const id of ids) {
        try {
          // The deadline runs on with what it had left: every window hears the new figure.
          events.emit({ type: 'gameChanged', game: kept(games.get(id)) });
        } catch {
          // Deleted meanwhile: nothing to run.
        }
      }
      return standing.size > 0;
    },
    gone: () => {
      if (!closed) pauseAll(standing);
      standing.clear();
    },
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

  /** Hints: worked out from a seat's view; the seats played from devices ask their own. */
  const hints: HintsDeps = { games: () => service(), store: () => (service(), store!), deviceSeats: (id) => guests.deviceSeats(id) };

  /** Players at their own devices: invited through the guest listener the transport opens. */
  const guests = createGuests({
    service: () => service(),
    act: (id, action, kind) => changed(service().act(id, action, kind)),
    pause: (id, by) => pause(id, by),
    resume,
    get: (id) => kept(service().get(id)),
    watch: (id) => watchers.join(id),
    dropped,
    hint: (id, seat, shown) => askHint(hints, id, seat, true, shown),
    devicesChanged: (id, devices) => void devicesChanged(id, devices),
    events,
    clock,
    ...(options.guestDoor ? { openDoor: options.guestDoor } : {}),
    ...(options.joinCode ? { newCode: options.joinCode } : {}),
    ...(options.guestLimits ? { limits: options.guestLimits } : {}),
    log,
  });

  const handlers: Handlers = {
    appInfo,
    listGames: ({ status }) => service().list(status),
    getGame: ({ id }) => kept(service().get(id)),
    createGame: (input) => {
      service();
      return changed(savesBundle!.saves.createGame(input));
    },
    act: ({ id, kind, action }) => {
      guests.checkHostAction(id, action);
      checkNotBotSeat(service().live(id), action);
      return changed(service().act(id, action, kind));
    },
    // Record the clock time up to this moment, then stop the clock.
    pauseGame: ({ id }) => pause(id, { by: 'main-screen' }),
    resumeGame: ({ id }) => resume(id),
    deleteGame: ({ id }) => {
      tableClock.stop(id);
      deadlines.forget(id);
      bots.forget(id);
      standing.delete(id);
      pausedBy.delete(id);
      service().delete(id);
      guests.deleted(id);
      events.emit({ type: 'gameDeleted', id });
      return { id };
    },
    // The pace applies to every deadline kept from now on; one already running keeps its due time.
    setTableSettings: (input) => {
      table = { ...table, ...input };
      return table;
    },
    askHint: ({ id, seat, shown }) => askHint(hints, id, seat, false, shown),
    // The bot stops at once (its wait is forgotten as the game is kept), and every view hears it.
    makePersonSeat: ({ id, seat }) => {
      changed(service().makePersonSeat(id, seat));
      return guests.announce();
    },
    ...guests.handlers,
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
        const input = (deps.validate ?? validateInput)(method, payload);
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
    watch: () => watchers.join(),
    pauseRunningGames() {
      if (closed || !games) return;
      pauseAll(new Set([...tableClock.runningIds(), ...deadlines.runningIds(), ...standing]));
    },
    close() {
      if (closed) return;
      closed = true;
      guests.close();
      watchers.stop();
      tableClock.stopAll();
      deadlines.forgetAll();
      bots.forgetAll();
      events.clear();
      store?.close();
    },
  };
}
