import type { GameDetail, GameKind } from '@shared/games';
import type { ReplayLog, ReplayMark, ReplayOutline, ReplaySource, ReplayStep } from '@shared/replays';
import { clockOf, isTick, type AnyGameModule } from '../../engine/core/game-module';
import type { GameModules } from '../../engine/registry';
import { ServiceError } from '../service-error';
import { sourceId, sourceKey, type ReplayLoader } from './replay-sources';

export interface ReplayServiceOptions {
  modules: GameModules;
  load: ReplayLoader;
  /** A state is kept every this many steps, so a jump applies fewer than this many steps' actions. */
  snapshotEvery?: number;
  /** How many replays stay built in memory. */
  kept?: number;
}

/** A replay built once: where each step ends in the log, its round and moments, and states kept along the way. */
interface Built {
  source: ReplaySource;
  log: ReplayLog;
  module: AnyGameModule;
  /** ends[step]: how many of the log's actions the table at that step has taken (ends[0] = 0, the deal). */
  ends: number[];
  rounds: number[];
  marks: ReplayMark[][];
  /** The state at every `snapshotEvery`-th step, and at the last. */
  snapshots: Map<number, unknown>;
  /** The step served last and its state: stepping on by one applies one step's actions. */
  last: { step: number; state: unknown };
  outline: ReplayOutline;
}

const logLength = (state: unknown): number => {
  const log = (state as { log?: unknown } | null)?.log;
  return Array.isArray(log) ? log.length : 0;
};

/**
 * Step-through replays (docs/replays.md): a finished game's log applied again through its engine,
 * which is deterministic (setup + seed + the actions in order). A step is one action of the players
 * or the services; the clock's ticks, which move nothing but time, are folded into the step that
 * follows them, unless one did something (the clock ran out). Every step is answered with the
 * players' view, the same the table got, so no deal and no deck order leave main, unless the game is
 * over and the viewer asks for what was hidden.
 */
export class ReplayService {
  readonly #o: Required<ReplayServiceOptions>;
  readonly #built = new Map<string, Built>();

  constructor(options: ReplayServiceOptions) {
    this.#o = { snapshotEvery: 8, kept: 4, ...options };
  }

  /** Builds (again) the replay of a source and answers its outline. */
  open(source: ReplaySource): ReplayOutline {
    const built = this.#build(source);
    this.#keep(built);
    return built.outline;
  }

  /** The table at one step; `hidden`: with what the players could not see, for a game that is over. */
  step(source: ReplaySource, step: number, hidden = false): ReplayStep {
    const built = this.#built.get(sourceKey(source)) ?? this.#keep(this.#build(source));
    const steps = built.ends.length;
    if (step >= steps) {
      throw new ServiceError({
        code: 'replay-step-out-of-range',
        message: `This replay has steps 0 to ${steps - 1}; there is no step ${step}.`,
        field: 'step',
        params: { step, last: steps - 1 },
      });
    }
    if (hidden && !built.outline.hiddenAvailable) {
      throw new ServiceError({
        code: 'replay-hidden-unavailable',
        message: built.log.status === 'in-progress' ? 'What was hidden is shown only once the game is over.' : 'This game keeps nothing hidden to show.',
      });
    }
    const state = this.#stateAt(built, step);
    const { module } = built;
    return {
      kind: built.log.kind,
      step,
      taken: built.ends[step]!,
      game: this.#detail(built, state, step),
      marks: built.marks[step] ?? [],
      ...(hidden && module.replay ? { hidden: module.replay.hidden(state) } : {}),
    } as ReplayStep;
  }

  /** Drops what was built from a source that is gone (a friend's file deleted), so no step of it is served again. */
  forget(source: ReplaySource): void {
    this.#built.delete(sourceKey(source));
  }

  #keep(built: Built): Built {
    const key = sourceKey(built.source);
    this.#built.delete(key);
    this.#built.set(key, built);
    while (this.#built.size > this.#o.kept) this.#built.delete(this.#built.keys().next().value!);
    return built;
  }

  #module(kind: string): AnyGameModule {
    const module = (this.#o.modules as Record<string, AnyGameModule | undefined>)[kind];
    if (!module) throw new ServiceError({ code: 'unknown-game-kind', message: `This app does not know the game "${kind}".`, params: { kind } });
    return module;
  }

  /** Applies the whole log once: where each step ends, its round and its moments, and a state every few steps. */
  #build(source: ReplaySource): Built {
    const log = this.#o.load(source);
    const module = this.#module(log.kind);
    const every = this.#o.snapshotEvery;
    let state = module.start(log.setup, log.seed);
    const ends = [0];
    const rounds = [module.round(state)];
    const marks: ReplayMark[][] = [[]];
    const snapshots = new Map<number, unknown>([[0, state]]);
    /** The state at the last step closed, and at the one before it (the last step may take trailing ticks). */
    let atStep = state;
    let beforeStep = state;
    const close = (end: number): void => {
      const step = ends.length;
      ends.push(end);
      rounds.push(module.round(state));
      marks.push(module.replay?.marks(atStep, state) ?? []);
      if (step % every === 0) snapshots.set(step, state);
      beforeStep = atStep;
      atStep = state;
    };
    log.actions.forEach(({ action, seq }, i) => {
      const before = state;
      const applied = module.apply(state, action);
      if (!applied.ok) {
        throw new ServiceError({
          code: 'replay-refused',
          message: `This game cannot be replayed: its action ${seq} is refused by the rules (${applied.refusal.code}: ${applied.refusal.reason}).`,
          params: { seq, code: applied.refusal.code },
        });
      }
      state = applied.state;
      // A tick that moved nothing but time joins the step that follows it.
      const did = logLength(state) !== logLength(before) || module.status(state) !== module.status(before) || module.round(state) !== module.round(before);
      if (isTick(module, action) && !did) return;
      close(i + 1);
    });
    const last = ends.length - 1;
    if (ends[last]! < log.actions.length) {
      // Ticks after the last step (the clock's time up to the end) belong to it: the last step is the table the game ended with.
      if (last === 0) close(log.actions.length);
      else {
        ends[last] = log.actions.length;
        marks[last] = module.replay?.marks(beforeStep, state) ?? [];
        if (last % every === 0) snapshots.set(last, state);
      }
    }
    snapshots.set(ends.length - 1, state);
    const finished = log.status !== 'in-progress' && module.status(state) !== 'in-progress';
    const outline = {
      kind: log.kind as GameKind,
      title: log.title,
      seats: module.seats(log.setup),
      solitaire: module.solitaire(log.setup),
      setup: log.setup,
      status: module.status(state),
      finishedAt: log.finishedAt,
      steps: ends.length,
      rounds: rounds.flatMap((round, step) => (step === 0 || round !== rounds[step - 1] ? [{ step, round }] : [])),
      moments: marks.flatMap((m, step) => (m.length > 0 ? [{ step, marks: m }] : [])),
      hiddenAvailable: finished && module.replay !== undefined,
    } as ReplayOutline;
    return { source, log, module, ends, rounds, marks, snapshots, last: { step: 0, state: snapshots.get(0) }, outline };
  }

  /** The state at a step: from the nearest state kept at or before it, its steps' actions applied again. */
  #stateAt(built: Built, step: number): unknown {
    const kept = built.snapshots.get(step);
    if (kept !== undefined) return this.#served(built, step, kept);
    let from = Math.floor(step / this.#o.snapshotEvery) * this.#o.snapshotEvery;
    let state = built.snapshots.get(from);
    if (built.last.step <= step && built.last.step > from) ({ step: from, state } = built.last);
    const { module, log } = built;
    for (let i = built.ends[from]!; i < built.ends[step]!; i++) {
      const applied = module.apply(state, log.actions[i]!.action);
      // The log was applied whole when the replay was built: a refusal now is a bug.
      if (!applied.ok) throw new Error(`replay of ${sourceKey(built.source)}: action ${log.actions[i]!.seq} refused on a second pass`);
      state = applied.state;
    }
    return this.#served(built, step, state);
  }

  #served(built: Built, step: number, state: unknown): unknown {
    built.last = { step, state };
    return state;
  }

  /** The game as a board draws it at this step: the players' view, stopped, nothing legal to do. */
  #detail(built: Built, state: unknown, step: number): GameDetail {
    const { module, log } = built;
    const clock = clockOf(module, state);
    const at = log.actions[built.ends[step]! - 1]?.at ?? log.actions[0]?.at ?? log.finishedAt ?? '';
    return {
      id: sourceId(built.source),
      kind: log.kind,
      title: log.title,
      seats: module.seats(log.setup),
      solitaire: module.solitaire(log.setup),
      setup: log.setup,
      status: module.status(state),
      round: module.round(state),
      paused: false,
      createdAt: log.actions[0]?.at ?? at,
      updatedAt: at,
      ...(log.bots ? { bots: log.bots } : {}),
      ...(module.clock?.fitted ? { clockMs: clock.limitMs } : {}),
      state: module.view(state),
      clock: { running: false, elapsedMs: clock.elapsedMs, limitMs: clock.limitMs },
      version: step,
    } as GameDetail;
  }
}
