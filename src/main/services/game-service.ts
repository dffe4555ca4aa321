import type { ApiParsedInput } from '@shared/api';
import type { GameDetail, GameKind, GameStatus, GameSummary } from '@shared/games';
import { DEFAULT_TABLE_SETTINGS, type TableSettings } from '@shared/table-settings';
import { clockOf, deadlineOf, type AnyGameModule } from '../engine/core/game-module';
import type { GameModules } from '../engine/registry';
import type { GameListFilter, GameRecord, Store } from '../store/store';
import { isoTime, type Clock } from './clock';
import { GameCache } from './game-cache';
import { gameNotFound, ServiceError } from './service-error';
import { midClock, type ClockView } from './table/table-clock';
import type { DeadlineView, DuePoint } from './table/table-deadlines';
import type { BotSeats } from '@shared/bots';
import { proposalOf } from './bots/proposals';
import type { Seed } from '@shared/seed';
import type { GuideFinished, GuideProgress } from '@shared/guide-api';

/**
 * A game's clock as the table's clock sees it: the module's clock, stopped while paused. A guided
 * game's guide may hold it (docs/guided-game.md): it stands, the board still in view.
 */
export function clockView(module: AnyGameModule, record: GameRecord, state: unknown): ClockView {
  const clock = clockOf(module, state);
  return { ...clock, running: record.status === 'in-progress' && clock.running && !record.guide?.held, paused: record.paused };
}

export interface GameServiceOptions {
  store: Store;
  modules: GameModules;
  clock: Clock;
  newId: () => string;
  /** A new game's deal: 128 random bits (shared/seed.ts) unless a test says otherwise. */
  newSeed: () => Seed;
  /** A snapshot is written every this many actions (and whenever a round ends or the game does). */
  snapshotEvery: number;
  /** How many of a game's latest snapshots are kept (besides the one at the start). */
  snapshotsKept: number;
  /** How many games stay in memory. */
  cacheSize: number;
  /** Runs inside the transaction of the action that ends a game (results, campaigns). */
  onFinished?: (record: GameRecord, state: unknown) => void;
  /** Where a failure of a convenience (the board's legal places, the bots' proposal) is reported. */
  log?: (message: string, error?: unknown) => void;
  /** The host's table settings now (the pace a game's deadlines follow); the defaults unless given. */
  tableSettings?: () => TableSettings;
  /**
   * A game was reloaded mid-clock (or with a deadline running) and so paused (`load`): every view must
   * be told. Running games stay in memory, so this is a game resumed after a restart or one an error
   * made the service forget.
   */
  pausedOnReload?: (id: string) => void;
}

/** A game in memory: its row, its full state (never sent out as it is) and its module. */
export interface LiveGame {
  record: GameRecord;
  state: unknown;
  module: AnyGameModule;
  /**
   * The legal places the board lights for this state (the module's `legalPlaces()`, sent as the game's
   * `legalPlaces` field), once worked out; a tick passes them on (time changes no legal move).
   */
  legalPlaces?: { value: unknown };
  /** The bots' proposal on a table decision (null: none), once worked out; a tick passes it on too. */
  proposal?: { value: unknown };
}

/** A new game's bot seats, checked against its seats: each a seat of the game, once; none when absent. */
function checkedBots(module: AnyGameModule, setup: unknown, bots: BotSeats | undefined): BotSeats | undefined {
  if (!bots) return undefined;
  const seats = module.seats(setup).length;
  const bad = bots.seats.find((seat, i) => seat >= seats || bots.seats.indexOf(seat) !== i);
  if (!module.bots || bad !== undefined) {
    throw new ServiceError({
      code: 'invalid-bot-seats',
      message: module.bots ? `Seat ${bad} cannot be a bot: each bot takes one of the game's ${seats} seats, once.` : 'This game has no bots.',
      field: 'bots',
      params: { seat: String(bad ?? ''), seats: String(seats) },
    });
  }
  return { seats: [...bots.seats].sort((a, b) => a - b), pace: bots.pace };
}

/**
 * A stored game row as the API shows it in a list; `state`, when at hand, names the clock played
 * where it may differ from the set-up's (a clock fitted to the table follows the devices).
 */
export function toSummary(module: AnyGameModule, record: GameRecord, state?: unknown): GameSummary {
  return {
    id: record.id,
    kind: record.kind as GameKind,
    title: record.title,
    seats: module.seats(record.setup),
    solitaire: module.solitaire(record.setup),
    setup: record.setup,
    // The deal only once the game is over: while it is played it would give the hidden cards away.
    ...(record.status === 'in-progress' ? {} : { seed: record.seed }),
    status: record.status as GameStatus,
    round: record.round,
    paused: record.paused,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    ...(record.bots ? { bots: record.bots } : {}),
    ...(state === undefined || !module.clock?.fitted ? {} : { clockMs: clockOf(module, state).limitMs }),
    ...(record.guide ? { guide: record.guide } : {}),
  } as GameSummary;
}

/**
 * Games of every kind: create, list, load, play and delete. Every accepted action is committed (log
 * row, game row, and a snapshot when due, in one transaction) before the caller hears of it; a game
 * is resumed from its latest snapshot plus the actions logged after it. What leaves this service is
 * the module's view of a game, never its full state.
 */
export class GameService {
  private readonly cache: GameCache<LiveGame>;

  constructor(private readonly o: GameServiceOptions) {
    // A game whose clock or deadline runs stays in memory while it runs: reloading it would pause it.
    this.cache = new GameCache<LiveGame>(o.cacheSize, (live) => this.runs(live));
  }

  /** The module of a kind the registry knows (a stored game of an unknown kind cannot be played). */
  module(kind: string): AnyGameModule {
    const module = (this.o.modules as Record<string, AnyGameModule | undefined>)[kind];
    if (!module) throw new ServiceError({ code: 'unknown-game-kind', message: `This app does not know the game "${kind}".`, params: { kind } });
    return module;
  }

  summary(record: GameRecord): GameSummary {
    return toSummary(this.module(record.kind), record);
  }

  list(filter: GameListFilter): GameSummary[] {
    return this.o.store.games.list(filter).flatMap((stored) => {
      const record = this.withGuide(stored);
      const module = (this.o.modules as Record<string, AnyGameModule | undefined>)[record.kind];
      return module ? [toSummary(module, record, this.playedState(module, record))] : [];
    });
  }

  /**
   * A state that knows the clock played, without resuming the game (which would pause it): the cached
   * one, or the latest snapshot (one is taken whenever a clock's length changes). Only for games whose
   * clock may be fitted to the table; any other plays the clock set up.
   */
  private playedState(module: AnyGameModule, record: GameRecord): unknown {
    if (!module.clock?.fitted) return undefined;
    const cached = this.cache.get(record.id);
    if (cached) return cached.state;
    return this.o.store.snapshots.latest(record.id, record.actionCount)?.state;
  }

  get(id: string): GameDetail {
    return this.detail(this.load(id));
  }

  /** The full state of a game, for the services' own bookkeeping (results); never sent out. */
  live(id: string): LiveGame {
    return this.load(id);
  }

  create(input: ApiParsedInput<'createGame'>): GameDetail {
    const { store } = this.o;
    const module = this.module(input.kind);
    const bots = checkedBots(module, input.setup, input.bots);
    const seed = input.seed ?? this.o.newSeed();
    const state = module.start(input.setup, seed);
    const status = module.status(state);
    const at = isoTime(this.o.clock);
    const record: GameRecord = {
      id: this.o.newId(),
      kind: input.kind,
      title: input.title ?? module.defaultTitle(input.setup),
      setup: input.setup,
      seed,
      status,
      round: module.round(state),
      actionCount: 0,
      createdAt: at,
      updatedAt: at,
      finishedAt: status === 'in-progress' ? null : at,
      paused: false,
      ...(bots ? { bots } : {}),
      // A guided game starts with its guide at the first step and its clock held.
      ...(input.guided ? { guide: { step: 0, held: true } } : {}),
    };
    store.transaction(() => {
      store.games.insert(record);
      if (record.guide) store.guides.set(record.id, record.guide);
      store.snapshots.save(record.id, 0, state);
    });
    const live = { record, state, module };
    this.cache.set(record.id, live);
    return this.detail(live);
  }

  /**
   * Refuses an action parsed for another kind of game than `id`'s: `kind` is the game the API's
   * boundary checked it against; without it, the module made it (its tick, a deadline).
   */
  checkKind(id: string, kind: string | undefined): void {
    const { record } = this.load(id);
    if (kind !== undefined && kind !== record.kind) {
      throw new ServiceError({
        code: 'wrong-game-kind',
        message: `This game is ${record.kind}, not ${kind}.`,
        params: { id, kind: record.kind },
      });
    }
  }

  /**
   * Applies one action; a refusal is thrown as a ServiceError and changes nothing. Only the table
   * runtime calls this, once its authority let the actor send it (table/authority.ts). The action is
   * parsed once, before it gets here (`kind`: see checkKind). `clockTick`: the action is the clock's
   * time, which moves no die and no card.
   */
  act(id: string, action: unknown, kind?: string, clockTick = false): GameDetail {
    const { store } = this.o;
    this.checkKind(id, kind);
    const live = this.load(id);
    const { module } = live;
    if (live.record.paused) {
      throw new ServiceError({
        code: 'game-paused',
        message: 'This game is paused: continue it first.',
        params: { id },
      });
    }
    if (live.record.status !== 'in-progress') {
      throw new ServiceError({
        code: 'game-finished',
        message: 'This game is over and accepts no more actions.',
        params: { id, status: live.record.status },
      });
    }
    let applied;
    try {
      applied = module.applyChecked(live.state, action);
    } catch (error) {
      // An engine bug may have left the cached state half-changed: reload it from disk next time.
      this.cache.delete(id);
      throw error;
    }
    if (!applied.ok) {
      const { code, reason, params } = applied.refusal;
      throw new ServiceError({ code, message: reason, ...(params ? { params } : {}) });
    }

    const state = applied.state;
    const seq = live.record.actionCount + 1;
    const status = module.status(state);
    const round = module.round(state);
    const at = isoTime(this.o.clock);
    const record: GameRecord = {
      ...live.record,
      status,
      round,
      actionCount: seq,
      updatedAt: at,
      finishedAt: live.record.finishedAt ?? (status === 'in-progress' ? null : at),
    };
    // A clock whose length changed (fitted to the devices) is snapshotted, so lists name it without a replay.
    const clockChanged = clockOf(module, state).limitMs !== clockOf(module, live.state).limitMs;
    const snapshotDue = seq % this.o.snapshotEvery === 0 || round !== live.record.round || status !== live.record.status || clockChanged;
    try {
      store.transaction(() => {
        store.actions.append(id, seq, action, at);
        if (!store.games.recordProgress(record)) throw gameNotFound(id);
        if (snapshotDue) {
          store.snapshots.save(id, seq, state);
          store.snapshots.prune(id, this.o.snapshotsKept);
        }
        // A guided game counts in no history or statistics (docs/guided-game.md).
        if (status !== 'in-progress' && live.record.status === 'in-progress' && !record.guide) this.o.onFinished?.(record, state);
      });
    } catch (error) {
      this.cache.delete(id);
      throw error;
    }
    // Legal places are worked out when the game changes, not on each second of its clock: a tick after which
    // the clock still runs moved nothing but time (one that ends a countdown is worked out again).
    const timeOnly = status === 'in-progress' && clockTick && clockOf(module, state).running;
    const next: LiveGame = { record, state, module, ...(live.legalPlaces && timeOnly ? { legalPlaces: live.legalPlaces } : {}), ...(live.proposal && timeOnly ? { proposal: live.proposal } : {}) };
    this.cache.set(id, next);
    return this.detail(next);
  }

  /** Pauses or continues a game (the board hides; the game's clock stands while paused). */
  setPaused(id: string, paused: boolean): GameDetail {
    const live = this.load(id);
    // A finished game has no clock and no board to hide: there is nothing to pause or continue.
    if (live.record.status !== 'in-progress') {
      throw new ServiceError({ code: 'game-finished', message: 'This game is over: it cannot be paused or continued.', params: { id, status: live.record.status } });
    }
    if (live.record.paused !== paused) {
      const updatedAt = isoTime(this.o.clock);
      if (!this.o.store.games.setPaused(id, paused, updatedAt)) throw gameNotFound(id);
      live.record = { ...live.record, paused, updatedAt };
    }
    return this.detail(live);
  }

  /**
   * Moves a guided game's guide to `step`, holding its clock or letting it run (docs/guided-game.md).
   * Refused for an ordinary game, and for a finished one. The step and the hold are stored; the main
   * screen's reading position in the resolution (`explained`) is kept with the live game only.
   */
  setGuide(id: string, progress: GuideProgress): GameDetail {
    const live = this.load(id);
    if (!live.record.guide) {
      throw new ServiceError({ code: 'not-guided', message: 'This game is not a guided game.', params: { id } });
    }
    if (live.record.status !== 'in-progress') {
      throw new ServiceError({ code: 'game-finished', message: 'This game is over and accepts no more actions.', params: { id, status: live.record.status } });
    }
    this.o.store.guides.set(id, { step: progress.step, held: progress.held });
    live.record = { ...live.record, guide: progress };
    return this.detail(live);
  }

  /**
   * The guide of a guided game reached its end: every profile at its seats (or a guest, when none)
   * keeps that it finished the game's guide, and the guided game is deleted, since it counts nowhere.
   */
  finishGuide(id: string): GuideFinished[] {
    const { record } = this.load(id);
    if (!record.guide) throw new ServiceError({ code: 'not-guided', message: 'This game is not a guided game.', params: { id } });
    const { store } = this.o;
    const at = isoTime(this.o.clock);
    const profiles = [...new Set(store.profiles.seats(id).values())];
    store.transaction(() => {
      for (const profile of profiles.length > 0 ? profiles : [null]) store.guides.finish(record.kind, profile, at);
      if (!store.games.delete(id)) throw gameNotFound(id);
    });
    this.cache.delete(id);
    return store.guides.finished();
  }

  /** Records that a seat of the game is played from a device: its history and statistics say so. */
  playedFromDevice(id: string, seat: number): void {
    this.load(id);
    if (!this.o.store.games.addDeviceSeat(id, seat)) throw gameNotFound(id);
  }

  /**
   * The host makes a bot's seat a person's (docs/bots.md): from now on no bot plays it, and the game's
   * record lists only the seats bots still play, so its result counts this seat as a person's.
   */
  makePersonSeat(id: string, seat: number): GameDetail {
    const live = this.load(id);
    const { bots, ...record } = live.record;
    if (record.status !== 'in-progress') {
      throw new ServiceError({ code: 'game-finished', message: 'This game is over: its seats stay as they were played.', params: { id, status: record.status } });
    }
    if (!bots?.seats.includes(seat)) {
      throw new ServiceError({ code: 'seat-not-bot', message: `No bot plays seat ${seat + 1}: it is already a person's.`, params: { seat } });
    }
    const left = bots.seats.filter((s) => s !== seat);
    const kept = left.length > 0 ? { seats: left, pace: bots.pace } : undefined;
    if (!this.o.store.games.setBots(id, kept)) throw gameNotFound(id);
    live.record = { ...record, ...(kept ? { bots: kept } : {}) };
    // The bots' proposal speaks for the bot seats: worked out again for those left.
    delete live.proposal;
    return this.detail(live);
  }

  /** Gives a game a new title (renaming is not playing: "last played" stays). */
  retitle(id: string, title: string): GameDetail {
    const live = this.load(id);
    if (!this.o.store.savedGames.rename(id, title)) throw gameNotFound(id);
    live.record = { ...live.record, title };
    return this.detail(live);
  }

  /** The game's clock as the table's clock sees it. */
  clock(id: string): ClockView {
    const { record, state, module } = this.load(id);
    return clockView(module, record, state);
  }

  /** The game's deadline as the table's deadlines see it: what its module declares now, at the host's pace. */
  deadline(id: string): DeadlineView {
    const { record, state, module } = this.load(id);
    // A guide holding the clock holds the game's deadlines too: the player moves on (docs/guided-game.md).
    return { deadline: this.declared(module, record, state), version: record.actionCount, paused: record.paused || record.guide?.held === true };
  }

  /**
   * The action of a deadline that fell due, while the game still stands at the point it was kept for:
   * in progress, not paused, at the same version, declaring the same key. Otherwise undefined: a player
   * moved the game on first, or the same deadline arrives a second time. The table runtime plays it.
   */
  dueAction(id: string, point: DuePoint): unknown {
    const { record, state, module } = this.load(id);
    if (record.paused || record.guide?.held || record.actionCount !== point.version) return undefined;
    const deadline = this.declared(module, record, state);
    if (!deadline || deadline.key !== point.key) return undefined;
    return deadline.action;
  }

  delete(id: string): void {
    this.cache.delete(id);
    if (!this.o.store.games.delete(id)) throw gameNotFound(id);
  }

  /** Whether a game's time runs now: its countdown, or a deadline that moves it on (not paused, not over). */
  private runs({ record, state, module }: LiveGame): boolean {
    if (record.status !== 'in-progress' || record.paused || record.guide?.held) return false;
    try {
      return midClock(clockView(module, record, state)) || this.declared(module, record, state) !== null;
    } catch {
      return false;
    }
  }

  /** The deadline a game in progress declares now; none once it is over. */
  private declared(module: AnyGameModule, record: GameRecord, state: unknown) {
    if (record.status !== 'in-progress') return null;
    return deadlineOf(module, state, this.o.tableSettings?.() ?? DEFAULT_TABLE_SETTINGS);
  }

  /** What the windows see: the module's view, its legal places while the game is on, and the version. */
  private detail(live: LiveGame): GameDetail {
    const { record, state, module } = live;
    const { running, elapsedMs, limitMs } = clockView(module, record, state);
    const clock = { running, elapsedMs, limitMs };
    const detail = { ...toSummary(module, record, state), state: module.view(state), clock, version: record.actionCount } as GameDetail;
    if (record.status !== 'in-progress') return detail;
    const proposal = this.proposal(live);
    try {
      live.legalPlaces ??= { value: module.legalPlaces(state) };
      return { ...detail, legalPlaces: live.legalPlaces.value, ...(proposal ? { proposal } : {}) } as GameDetail;
    } catch (error) {
      // The legal places are a convenience: never fail the call for them.
      this.o.log?.(`the legal places failed for game ${record.id}`, error);
      return { ...detail, ...(proposal ? { proposal } : {}) } as GameDetail;
    }
  }

  /** The bots' proposal on the table decision waiting now (proposals.ts); a convenience that never fails the call. */
  private proposal(live: LiveGame): unknown {
    const { record, state, module } = live;
    try {
      live.proposal ??= { value: proposalOf(module, record.setup, state, record.bots, record.actionCount) };
      return live.proposal.value;
    } catch (error) {
      this.o.log?.(`the bots' proposal failed for game ${record.id}`, error);
      live.proposal = { value: null };
      return null;
    }
  }

  private load(id: string): LiveGame {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const stored = this.o.store.games.get(id);
    if (!stored) throw gameNotFound(id);
    const record = this.withGuide(stored);
    const module = this.module(record.kind);
    const live: LiveGame = { record, state: this.resume(module, record), module };
    // A game reopened while its clock runs, or while a deadline would move it on (a FLATLINE
    // triage window's wait), comes back paused, its board hidden, so no second of it runs before the
    // players are back at the table. An untimed game with no deadline has no time to lose: reloading
    // it (say after the cache dropped it) leaves its row exactly as it was.
    const waits = !record.paused && !record.guide?.held && this.declared(module, record, live.state) !== null;
    const pausing = midClock(clockView(module, record, live.state)) || waits;
    if (pausing) {
      const updatedAt = isoTime(this.o.clock);
      this.o.store.games.setPaused(id, true, updatedAt);
      live.record = { ...record, paused: true, updatedAt };
    }
    this.cache.set(id, live);
    if (pausing) this.o.pausedOnReload?.(id);
    return live;
  }

  /** A stored row with its guide, when it is a guided game. */
  private withGuide(record: GameRecord): GameRecord {
    const guide = this.o.store.guides.get(record.id);
    return guide ? { ...record, guide } : record;
  }

  /** The latest snapshot, then every action logged after it, in order. */
  private resume(module: AnyGameModule, record: GameRecord): unknown {
    const { store } = this.o;
    const snapshot = store.snapshots.latest(record.id, record.actionCount);
    let state = snapshot ? snapshot.state : module.start(record.setup, record.seed);
    for (const logged of store.actions.after(record.id, snapshot?.seq ?? 0)) {
      const applied = module.apply(state, logged.action);
      if (!applied.ok) {
        throw new Error(
          `Game ${record.id} cannot be resumed: saved action ${logged.seq} is refused on replay ` +
            `(${applied.refusal.code}: ${applied.refusal.reason})`,
        );
      }
      state = applied.state;
    }
    return state;
  }
}
