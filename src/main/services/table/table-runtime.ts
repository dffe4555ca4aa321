import type { GameDetail, PausedBy } from '@shared/games';
import { DEFAULT_TABLE_SETTINGS, type TableSettings } from '@shared/table-settings';
import type { Clock } from '../clock';
import type { EventHub } from '../event-hub';
import type { GameService } from '../game-service';
import { ServiceError } from '../service-error';
import { BotTable } from '../bots/bot-seats';
import { TableClock, midClock, type Scheduler } from './table-clock';
import { TableDeadlines } from './table-deadlines';
import { Watchers, type WatchRule } from './watchers';
import { botAt, checkPlay, SERVICES, type Actor, type Seating } from './authority';

/** What the table runtime needs of the application: its games, its events and where its devices sit. */
export interface TableRuntimeDeps {
  /** The games, when the database opened (none: nothing runs). */
  games: GameService | undefined;
  /** The games, or the reason there are none (the host closing, no database). */
  service: () => GameService;
  /** Whether the host is shutting down: nothing runs any more. */
  closed: () => boolean;
  events: EventHub;
  clock: Clock;
  scheduler: Scheduler;
  leaveGraceMs: number;
  log: (message: string, error?: unknown) => void;
  /** The seats of a game played from devices now. */
  deviceSeats: (id: string) => number[];
  /** A game changed as every view sees it: the guests hear it (invitations close when it ends). */
  told: (game: GameDetail) => void;
  /** Told how long each bot decision took. */
  botDecided?: (ms: number) => void;
  /** Another clock that stands, runs on and pauses with the table's watchers (the companion's, docs/companion.md). */
  alsoWatching?: WatchRule;
}

/**
 * The table as it runs (docs/services.md): every action of every actor through one `play`, the clock,
 * the deadlines, the bot seats, who watches, pauses and who made them, and the games that stand while
 * nobody watches. Every change it makes is pushed to every view (`gameChanged`).
 */
export interface TableRuntime {
  /** Decides (table/authority.ts) and applies an action of `actor`, then tells every view; a refusal changes nothing. */
  play(id: string, action: unknown, actor: Actor, kind?: string): GameDetail;
  /** A game as the views see it, its clock, deadline and bots kept in step with it. */
  get(id: string): GameDetail;
  /** Tells every view about a game (with its version), its clock and deadline kept in step with it. */
  changed(game: GameDetail): GameDetail;
  /** Who sits where in a game now: the seats played from devices and by bots. */
  seating(id: string): Seating;
  pause(id: string, by?: PausedBy): GameDetail;
  resume(id: string): GameDetail;
  /** The number of seats played from devices changed: the game does what that calls for. */
  devicesChanged(id: string, devices: number): GameDetail | undefined;
  /** A device's socket dropped while it played `seat`. */
  dropped(id: string, seat: number): void;
  /** A client watches the table (a game's, for a device); the function returned says it left. */
  watch(id?: string): () => void;
  /** The host's table settings: the pace every deadline follows, pause on a dropped device. */
  settings(): TableSettings;
  setSettings(input: Partial<TableSettings>): TableSettings;
  /** A game was reloaded paused (it had left memory): every view hears it. */
  pausedOnReload(id: string): void;
  /** A game is gone: its clock, deadline, bots and pause are forgotten. */
  forget(id: string): void;
  /** Pauses every game whose clock or deadline runs (the window was hidden). */
  pauseRunningGames(): void;
  close(): void;
}

export function createTableRuntime(deps: TableRuntimeDeps): TableRuntime {
  const { games, service, closed, events, clock, log } = deps;
  /** The host's table settings: the pace every game's deadlines follow, until the main screen sends its own. */
  let table: TableSettings = DEFAULT_TABLE_SETTINGS;

  /**
   * Games whose clocks or deadlines stood still when the last client left: nothing starts them again
   * until a client is back (then they run on) or the grace has passed (then they are paused).
   */
  const standing = new Set<string>();

  /** Who paused each paused game, when someone did: every view says it (kept while the host runs). */
  const pausedBy = new Map<string, PausedBy>();

  const seating = (id: string): Seating => {
    const { record, module } = service().live(id);
    return { names: module.seats(record.setup).map((seat) => seat.name), devices: deps.deviceSeats(id), bots: record.bots?.seats ?? [] };
  };

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

  const changed = (game: GameDetail): GameDetail => {
    const shown = kept(game);
    events.emit({ type: 'gameChanged', game: shown });
    deps.told(shown);
    return shown;
  };

  /** The one path of every action: whose it is, whether this actor may send it now, then the rules. */
  const apply = (id: string, action: unknown, actor: Actor, kind?: string, clockTick = false): GameDetail => {
    const games = service();
    games.checkKind(id, kind);
    const { module, state } = games.live(id);
    checkPlay(module, state, action, actor, seating(id));
    return games.act(id, action, kind, clockTick);
  };

  const play = (id: string, action: unknown, actor: Actor, kind?: string): GameDetail => changed(apply(id, action, actor, kind));

  /** Records clock time in a game through its module's tick; a refusal (a decision open) waits for the next. */
  const tick = (id: string, elapsedMs: number): GameDetail | undefined => {
    if (!games) return undefined;
    const { module } = games.live(id);
    if (!module.clock) return undefined;
    try {
      return apply(id, module.clock.tick(elapsedMs), SERVICES, undefined, true);
    } catch (error) {
      // A decision pending while the clock runs refuses ticks: time is recorded with the next one.
      if (!(error instanceof ServiceError)) log(`clock tick failed for game ${id}`, error);
      return undefined;
    }
  };

  const tableClock = new TableClock(clock, deps.scheduler, (id, elapsedMs) => {
    if (!games || closed()) return undefined;
    const game = tick(id, elapsedMs);
    if (game) changed(game);
    try {
      return games.clock(id);
    } catch {
      return undefined;
    }
  });

  /**
   * A deadline fell due: its action is played by the services as a player's would be (saved, then
   * pushed to every window), if the game still stands where the deadline was kept; otherwise nothing happens.
   */
  const deadlines = new TableDeadlines(clock, deps.scheduler, (id, point) => {
    if (!games || closed()) return;
    try {
      const action = games.dueAction(id, point);
      if (action !== undefined) play(id, action, SERVICES);
    } catch (error) {
      // Deleted meanwhile, or refused: the game stays where it is, and the next change keeps time again.
      if (!(error instanceof ServiceError)) log(`the deadline of game ${id} failed`, error);
    }
  });

  /** The bot seats: each plays its own seat, at its game's pace, through the same `play` as a person. */
  const bots = new BotTable(clock, deps.scheduler, {
    service: () => service(),
    seating: (id) => seating(id),
    act: (id, seat, action) => {
      if (!games || closed()) return;
      play(id, action, botAt(seat));
    },
    log,
    // Its wait starts again as the table stands now (paused, or nobody watching, included).
    resync: (id) => {
      if (games && !closed()) kept(games.get(id));
    },
    ...(deps.botDecided ? { decided: deps.botDecided } : {}),
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
   * its clock before the start), played by the services like any action. A paused game waits for its continue.
   */
  const devicesChanged = (id: string, devices: number): GameDetail | undefined => {
    if (closed() || !games) return undefined;
    try {
      const { module, state, record } = games.live(id);
      const action = record.paused ? null : module.clock?.tableChange?.(state, devices);
      return action ? play(id, action, SERVICES) : undefined;
    } catch (error) {
      if (!(error instanceof ServiceError)) log(`fitting game ${id} to its devices failed`, error);
      return undefined;
    }
  };

  /** A player's continue, from a device or the main screen: nobody paused it any more. */
  const resume = (id: string): GameDetail => {
    const game = service().setPaused(id, false);
    pausedBy.delete(id);
    return devicesChanged(id, deps.deviceSeats(id).length) ?? changed(game);
  };

  /** A device's socket dropped: with "pause when a device drops" on, a countdown running pauses, naming the seat. */
  const dropped = (id: string, seat: number): void => {
    if (closed() || !games || !table.pauseOnDrop) return;
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

  const watchers = new Watchers(clock, deps.scheduler, deps.leaveGraceMs, {
    lastLeft: (watched) => {
      if (closed()) return;
      deps.alsoWatching?.lastLeft(watched);
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
      const also = deps.alsoWatching?.back(watched) ?? false;
      const ids = [...standing].filter(watched);
      for (const id of ids) standing.delete(id);
      if (!games || closed()) return standing.size > 0 || also;
      for (const id of ids) {
        try {
          // The deadline runs on with what it had left: every window hears the new figure.
          events.emit({ type: 'gameChanged', game: kept(games.get(id)) });
        } catch {
          // Deleted meanwhile: nothing to run.
        }
      }
      return standing.size > 0 || also;
    },
    gone: () => {
      if (!closed()) deps.alsoWatching?.gone();
      if (!closed()) pauseAll(standing);
      standing.clear();
    },
  });

  return {
    play,
    get: (id) => kept(service().get(id)),
    changed,
    seating,
    pause,
    resume,
    devicesChanged,
    dropped,
    watch: (id) => watchers.join(id),
    settings: () => table,
    // The pace applies to every deadline kept from now on; one already running keeps its due time.
    setSettings: (input) => {
      table = { ...table, ...input };
      return table;
    },
    pausedOnReload: (id) => {
      if (!closed()) changed(service().get(id));
    },
    forget: (id) => {
      tableClock.stop(id);
      deadlines.forget(id);
      bots.forget(id);
      standing.delete(id);
      pausedBy.delete(id);
    },
    pauseRunningGames: () => {
      if (closed() || !games) return;
      pauseAll(new Set([...tableClock.runningIds(), ...deadlines.runningIds(), ...standing]));
    },
    close: () => {
      watchers.stop();
      tableClock.stopAll();
      deadlines.forgetAll();
      bots.forgetAll();
    },
  };
}
