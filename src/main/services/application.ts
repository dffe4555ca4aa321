import { randomBytes, randomUUID } from 'node:crypto';
import type { ApiResults, AppInfo } from '@shared/api';
import type { ApiError } from '@shared/errors';
import { createDispatcher, type Handlers } from '@shared/dispatch';
import { apiInputSchemas } from '@shared/api';
import type { validateInput } from '@shared/validate';
import { LATEST_SCHEMA_VERSION } from '../store/migrations';
import { DatabaseTooNewError, DataFolderInUseError, openStore, storeOpenRefusal, type Store } from '../store/store';
import type { ApiHost, ApiHostOptions } from './api-host';
import { isoTime, systemClock } from './clock';
import { EventHub } from './event-hub';
import { GameService } from './game-service';
import { ServiceError } from './service-error';
import { openSaves, savesHandlers } from './saves/saves-handlers';
import { replayFilesHandlers } from './replay-files/replay-files-service';
import { systemScheduler } from './table/table-clock';
import { LEAVE_GRACE_MS } from './table/watchers';
import type { GameModules } from '../engine/registry';
import { createGuests } from './guests/guests';
import { askHint, keptHint, type HintsDeps } from './hints/hints';
import { createTableRuntime, type TableRuntime } from './table/table-runtime';
import { deviceAt, MAIN_SCREEN } from './table/authority';
import type { Seed } from '@shared/seed';
import { DailyService } from './daily/daily-service';
import { ReplayService } from './replays/replay-service';
import { replayLoader } from './replays/replay-sources';
import { createCompanion } from './companion/companion';

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

  let closed = false;
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
        onFinished: (record, state) => {
          savesBundle?.finished(record, state);
          // After the result is recorded: a daily deal's line is made from it.
          try {
            daily?.finished(record);
          } catch (error) {
            log(`could not keep the daily result of game ${record.id}`, error);
          }
        },
        log,
        tableSettings: () => table.settings(),
        // Every view hears of a game paused as it was reloaded, and its clock stops with it.
        pausedOnReload: (id) => table.pausedOnReload(id),
      })
    : undefined;
  const savesBundle =
    store && games ? openSaves({ store, games, modules: deps.modules, clock, newId: deps.newId ?? randomUUID, log }) : undefined;
  /** The daily deal: today's deals from the date and the setting, their counted tries and lines (docs/daily-deal.md). */
  const daily = store && games && savesBundle ? new DailyService({ store, games, saves: savesBundle.saves, clock }) : undefined;
  const dailyService = (): DailyService => {
    service();
    return daily!;
  };

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

  /** The table as it runs: every action of every actor through one `play`, the clock, deadlines and bots. */
  const table: TableRuntime = createTableRuntime({
    games,
    service: () => service(),
    closed: () => closed,
    events,
    clock,
    scheduler: options.scheduler ?? systemScheduler,
    leaveGraceMs: options.leaveGraceMs ?? LEAVE_GRACE_MS,
    log,
    deviceSeats: (id) => guests.deviceSeats(id),
    told: (game) => guests.changed(game),
    ...(options.botDecided ? { botDecided: options.botDecided } : {}),
    // The companion's countdown stands and pauses with the table's watchers, as a game's does.
    alsoWatching: {
      lastLeft: (watched) => companion.clock.stand(watched),
      back: (watched) => companion.clock.back(watched),
      gone: () => companion.clock.gone(),
    },
  });

  /** Replays of finished games: their logs applied again through the engines (docs/replays.md). */
  const replays = new ReplayService({ modules: deps.modules, load: replayLoader(() => (service(), store!)) });

  /** Hints: worked out from a seat's view, for the seats the asker plays (table/authority.ts). */
  const hints: HintsDeps = { games: () => service(), store: () => (service(), store!), seating: (id) => table.seating(id) };

  /** Players at their own devices: invited through the guest listener the transport opens. */
  const guests = createGuests({
    service: () => service(),
    table,
    hint: (id, seat, shown) => askHint(hints, id, deviceAt(seat), undefined, shown),
    hintKept: (id, seat, shown) => keptHint(hints, id, deviceAt(seat), undefined, shown),
    events,
    clock,
    ...(options.guestDoor ? { openDoor: options.guestDoor } : {}),
    ...(options.joinCode ? { newCode: options.joinCode } : {}),
    ...(options.guestLimits ? { limits: options.guestLimits } : {}),
    // Phones follow the companion's clock through the same gate (docs/companion.md).
    companion: { view: () => companion.clock.view(), act: (id, act) => companion.clock.act(id, act) },
    log,
  });

  /** The companion for a table playing the physical box: its clock and its result form (docs/companion.md). */
  const companion = createCompanion({
    modules: deps.modules,
    store: () => (service(), store!),
    clock,
    schedule: options.scheduler ?? systemScheduler,
    newId: deps.newId ?? randomUUID,
    events,
    closed: (id) => guests.companionClosed(id),
    log,
  });

  const handlers: Handlers<typeof apiInputSchemas, void, ApiResults> = {
    appInfo,
    listGames: ({ status }) => service().list(status),
    getGame: ({ id }) => table.get(id),
    createGame: (input) => {
      service();
      return table.changed(savesBundle!.saves.createGame(input));
    },
    act: ({ id, kind, action }) => table.play(id, action, MAIN_SCREEN, kind),
    // Record the clock time up to this moment, then stop the clock.
    pauseGame: ({ id }) => table.pause(id, { by: 'main-screen' }),
    resumeGame: ({ id }) => table.resume(id),
    deleteGame: ({ id }) => {
      table.forget(id);
      service().delete(id);
      guests.deleted(id);
      events.emit({ type: 'gameDeleted', id });
      return { id };
    },
    setTableSettings: (input) => table.setSettings(input),
    askHint: ({ id, seat, shown }) => askHint(hints, id, MAIN_SCREEN, seat, shown),
    openReplay: ({ source }) => (service(), replays.open(source)),
    replayStep: ({ source, step, hidden }) => (service(), replays.step(source, step, hidden)),
    // The guide's step moves it on; holding or letting go of the clock is kept at once, and the main
    // screen's reading position in the resolution reaches the devices with the game (docs/guided-game.md).
    setGuide: ({ id, step, held, explained }) => table.changed(service().setGuide(id, { step, held, ...(explained === undefined ? {} : { explained }) })),
    finishGuide: ({ id }) => {
      table.forget(id);
      const finished = service().finishGuide(id);
      guests.deleted(id);
      events.emit({ type: 'gameDeleted', id });
      return finished;
    },
    listGuidesFinished: ({ kind }) => (service(), store!.guides.finished().filter((row) => kind === undefined || row.kind === kind)),
    // The bot stops at once (its wait is forgotten as the game is kept), and every view hears it.
    makePersonSeat: ({ id, seat }) => {
      table.changed(service().makePersonSeat(id, seat));
      return guests.announce();
    },
    dailyToday: () => dailyService().todaysDeals(),
    playDaily: (input) => table.changed(dailyService().start(input)),
    addFriendLine: (input) => dailyService().addFriendLine(input),
    dailySeries: ({ kind }) => dailyService().series(kind),
    ...guests.handlers,
    ...companion.handlers,
    openCompanionInvitations: ({ id }) => {
      if (companion.clock.view()?.id !== id) throw new ServiceError({ code: 'companion-not-found', message: 'That companion clock is no longer open.' });
      return guests.openCompanion(id);
    },
    ...savesHandlers(() => {
      service();
      return savesBundle!;
    }, table.changed),
    ...replayFilesHandlers(() => {
      service();
      return savesBundle!.replayFiles;
    }, table.changed, (fileId) => replays.forget({ kind: 'file', fileId })),
  };

  return {
    // The protocol's one kernel, as the devices' calls take it (shared/dispatch.ts).
    dispatch: createDispatcher({
      schemas: apiInputSchemas,
      handlers,
      ...(deps.validate ? { validate: deps.validate } : {}),
      unknownMethod: (name) => ({ code: 'unknown-method', message: `Unknown API method: ${name}`, params: { method: name } }),
      refusalOf: (error) => (error instanceof ServiceError ? error.error : undefined),
      failed: (error, method) => {
        log(`${method} failed unexpectedly`, error);
        return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
      },
    }),
    subscribe: (listener) => events.subscribe(listener),
    watch: () => table.watch(),
    pauseRunningGames: () => {
      table.pauseRunningGames();
      companion.clock.pauseIfRunning();
    },
    close() {
      if (closed) return;
      // Kept while the store still answers: the companion comes back, paused, at the next start.
      companion.clock.close();
      closed = true;
      guests.close();
      table.close();
      events.clear();
      store?.close();
    },
  };
}
