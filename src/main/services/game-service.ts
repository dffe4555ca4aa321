import type { GameRules } from '../engine/core/rules';
import type { ApiParsedInput } from '../../shared/api';
import type { GameDetail, GameSummary } from '../../shared/games';
import type { FlatlineSetup } from '../../shared/flatline/setup';
import type { FlatlineState } from '../../shared/flatline/state';
import type { FlatlineAction } from '../../shared/flatline/actions';
import type { GameListFilter, GameRecord, Store } from '../store/store';
import { isoTime, type Clock } from './clock';
import { GameCache } from './game-cache';
import { defaultTitle, toDetail, toSummary } from './game-records';
import { gameNotFound, ServiceError } from './service-error';
import type { CountdownView } from './countdown-clock';

/** A FLATLINE game's countdown: running while the players are placing dice against the timer. */
export function countdownView(record: GameRecord, state: FlatlineState): CountdownView {
  const running = record.status === 'in-progress' && state.phase === 'E-countdown' && state.stop === 'countdown';
  const seconds = state.setup?.timerSeconds ?? null;
  return {
    running,
    elapsedMs: state.countdown?.elapsedMs ?? 0,
    limitMs: seconds === null ? null : seconds * 1000,
    paused: record.paused,
  };
}

export type FlatlineRules = GameRules<FlatlineSetup, FlatlineState, FlatlineAction>;

export interface GameServiceOptions {
  store: Store;
  rules: FlatlineRules;
  clock: Clock;
  newId: () => string;
  newSeed: () => number;
  /** A snapshot is written every this many actions (and whenever a round ends or the game does). */
  snapshotEvery: number;
  /** How many of a game's latest snapshots are kept (besides the one at the start). */
  snapshotsKept: number;
  /** How many games stay in memory. */
  cacheSize: number;
  /** Runs inside the transaction of the action that ends a game (results, campaigns). */
  onFinished?: (record: GameRecord, state: FlatlineState) => void;
}

interface LiveGame {
  record: GameRecord;
  state: FlatlineState;
}

/**
 * Games: create, list, load, play and delete. Every accepted action is committed (log row, game
 * row, and a snapshot when due, in one transaction) before the caller hears of it; a game is
 * resumed from its latest snapshot plus the actions logged after it.
 */
export class GameService {
  private readonly cache: GameCache<LiveGame>;

  constructor(private readonly o: GameServiceOptions) {
    this.cache = new GameCache(o.cacheSize);
  }

  list(filter: GameListFilter): GameSummary[] {
    return this.o.store.games.list(filter).map(toSummary);
  }

  get(id: string): GameDetail {
    const live = this.load(id);
    return toDetail(live.record, live.state);
  }

  create(input: ApiParsedInput<'createGame'>): GameDetail {
    const { store, rules } = this.o;
    const seed = input.seed ?? this.o.newSeed();
    const state = rules.start(input.setup, seed);
    const status = rules.status(state);
    const at = isoTime(this.o.clock);
    const record: GameRecord = {
      id: this.o.newId(),
      kind: input.kind,
      title: input.title ?? defaultTitle(input.setup),
      setup: input.setup,
      seed,
      status,
      round: rules.round(state),
      actionCount: 0,
      createdAt: at,
      updatedAt: at,
      finishedAt: status === 'in-progress' ? null : at,
      paused: false,
    };
    store.transaction(() => {
      store.games.insert(record);
      store.snapshots.save(record.id, 0, state);
    });
    this.cache.set(record.id, { record, state });
    return toDetail(record, state);
  }

  /** Applies one action; a refusal is thrown as a ServiceError and changes nothing. */
  act(id: string, action: FlatlineAction): GameDetail {
    const { store, rules } = this.o;
    const live = this.load(id);
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
      applied = rules.apply(live.state, action);
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
    const status = rules.status(state);
    const round = rules.round(state);
    const at = isoTime(this.o.clock);
    const record: GameRecord = {
      ...live.record,
      status,
      round,
      actionCount: seq,
      updatedAt: at,
      finishedAt: live.record.finishedAt ?? (status === 'in-progress' ? null : at),
    };
    const snapshotDue = seq % this.o.snapshotEvery === 0 || round !== live.record.round || status !== live.record.status;
    try {
      store.transaction(() => {
        store.actions.append(id, seq, action, at);
        if (!store.games.recordProgress(record)) throw gameNotFound(id);
        if (snapshotDue) {
          store.snapshots.save(id, seq, state);
          store.snapshots.prune(id, this.o.snapshotsKept);
        }
        if (status !== 'in-progress' && live.record.status === 'in-progress') this.o.onFinished?.(record, state);
      });
    } catch (error) {
      this.cache.delete(id);
      throw error;
    }
    this.cache.set(id, { record, state });
    return toDetail(record, state);
  }

  /** Pauses or continues a game (the board hides; the countdown clock stands while paused). */
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
    return toDetail(live.record, live.state);
  }

  /** Gives a game a new title (renaming is not playing: "last played" stays). */
  retitle(id: string, title: string): GameDetail {
    const live = this.load(id);
    if (!this.o.store.savedGames.rename(id, title)) throw gameNotFound(id);
    live.record = { ...live.record, title };
    return toDetail(live.record, live.state);
  }

  /** The countdown as the table's clock sees it. */
  countdown(id: string): CountdownView {
    const { record, state } = this.load(id);
    return countdownView(record, state);
  }

  delete(id: string): void {
    this.cache.delete(id);
    if (!this.o.store.games.delete(id)) throw gameNotFound(id);
  }

  private load(id: string): LiveGame {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const record = this.o.store.games.get(id);
    if (!record) throw gameNotFound(id);
    const live = { record, state: this.resume(record) };
    // A game reopened in the middle of a countdown comes back paused, its board hidden, so no
    // second of it runs before the players are back at the table.
    if (!record.paused && countdownView(record, live.state).running) {
      const updatedAt = isoTime(this.o.clock);
      this.o.store.games.setPaused(id, true, updatedAt);
      live.record = { ...record, paused: true, updatedAt };
    }
    this.cache.set(id, live);
    return live;
  }

  /** The latest snapshot, then every action logged after it, in order. */
  private resume(record: GameRecord): FlatlineState {
    const { store, rules } = this.o;
    const snapshot = store.snapshots.latest(record.id, record.actionCount);
    let state = snapshot ? (snapshot.state as FlatlineState) : rules.start(record.setup as FlatlineSetup, record.seed);
    for (const logged of store.actions.after(record.id, snapshot?.seq ?? 0)) {
      const applied = rules.apply(state, logged.action as FlatlineAction);
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
