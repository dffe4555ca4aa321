import { z } from 'zod';
import type { GameKind } from '@shared/games';
import { GAME_KINDS } from '@shared/game-registry';
import { companionIdSchema, type CompanionAct, type CompanionPhase, type CompanionPlan, type CompanionView } from '@shared/companion';
import type { Clock } from '../clock';
import type { Scheduler } from '../table/table-clock';
import { ServiceError } from '../service-error';

/** How often the clock looks at the time while a countdown runs (it says only when the countdown ends). */
const POLL_MS = 200;
/** How often a running countdown's time used is kept (an app that stops without closing loses no more). */
const KEEP_EVERY_MS = 5_000;

/**
 * What is kept of the open companion across a restart (migration 014): where it stands and the
 * countdown time used. It comes back with its countdown paused, where it stood.
 */
export const keptCompanionSchema = z
  .object({
    id: companionIdSchema,
    kind: z.enum(GAME_KINDS),
    plan: z.object({ limitMs: z.number().int().positive(), timer: z.string(), steps: z.array(z.string()), countdownStep: z.string().nullable() }).strict(),
    clock: z.record(z.string(), z.unknown()),
    version: z.number().int().min(0),
    phase: z.enum(['ready', 'countdown', 'step', 'over']),
    round: z.number().int().min(1),
    step: z.number().int().min(0),
    usedMs: z.number().min(0),
    timeUp: z.boolean(),
    startedAt: z.number(),
  })
  .strict();
export type KeptCompanion = z.output<typeof keptCompanionSchema>;

interface Session {
  id: string;
  kind: GameKind;
  plan: CompanionPlan;
  clock: Record<string, unknown>;
  version: number;
  phase: CompanionPhase;
  round: number;
  /** Index into the plan's steps (0 without steps). */
  step: number;
  /** Countdown time used before the current run. */
  usedMs: number;
  /** When the current run started (services' clock), or null while the countdown stands. */
  runningSince: number | null;
  paused: boolean;
  timeUp: boolean;
  /** When the companion was started: the recorded game's start. */
  startedAt: number;
}

export interface CompanionClockDeps {
  clock: Clock;
  schedule: Scheduler;
  newId: () => string;
  /** Every change, to every screen and the phones following it. */
  changed: (view: CompanionView | null) => void;
  /** Keeps the open companion across a restart (null: none is open any more). */
  keep?: (kept: KeptCompanion | null) => void;
}

const refuse = (code: string, message: string): ServiceError => new ServiceError({ code, message });

/**
 * The companion's clock for a table playing the physical box (docs/companion.md). The services keep
 * it, as they keep a game's: screens draw the view they are sent (counting down from `remainingMs`
 * while it runs) and send only what the players press; the end of a countdown is the services' to
 * notice. One companion is open at a time: the table has one box on it.
 */
export class CompanionClock {
  #session: Session | null = null;
  #stopPoll: (() => void) | null = null;
  /** The countdown stands because nobody watches it (the last client left); it runs on if one is back within the grace. */
  #standing = false;
  #keptAt = 0;

  constructor(private readonly deps: CompanionClockDeps) {}

  /** A new companion (it replaces one still open): at the first step of round 1, or ready to start its countdown. */
  start(kind: GameKind, plan: CompanionPlan, clock: Record<string, unknown>): CompanionView {
    this.#stop();
    this.#standing = false;
    const steps = plan.steps.length > 0;
    this.#session = {
      id: `c-${this.deps.newId()}`,
      kind,
      plan,
      clock,
      version: 0,
      phase: steps ? 'step' : 'ready',
      round: 1,
      step: 0,
      usedMs: 0,
      runningSince: null,
      paused: false,
      timeUp: false,
      startedAt: this.deps.clock.now(),
    };
    return this.#told();
  }

  view(): CompanionView | null {
    const s = this.#session;
    if (!s) return null;
    const used = this.#used(s);
    return {
      id: s.id,
      kind: s.kind,
      version: s.version,
      phase: s.phase,
      round: s.round,
      step: s.plan.steps[s.step] ?? null,
      steps: s.plan.steps,
      countdownStep: s.plan.countdownStep,
      limitMs: s.plan.limitMs,
      remainingMs: Math.max(0, s.plan.limitMs - used),
      running: s.runningSince !== null,
      paused: s.paused,
      timer: s.plan.timer,
      clock: s.clock,
      timeUp: s.timeUp,
    };
  }

  /** When the open companion (if it is `id`) was started, in the services' clock. */
  startedAt(id: string): number | null {
    return this.#session?.id === id ? this.#session.startedAt : null;
  }

  act(id: string, act: CompanionAct): CompanionView | null {
    const s = this.#session;
    if (!s || s.id !== id) throw refuse('companion-not-found', 'That companion clock is no longer open.');
    this.#standing = false;
    switch (act) {
      case 'next':
        this.#next(s);
        break;
      case 'pause':
        if (s.phase !== 'countdown' || s.paused) throw refuse('companion-not-running', 'No countdown is running.');
        this.#halt(s);
        s.paused = true;
        break;
      case 'resume':
        if (!s.paused) throw refuse('companion-not-paused', 'The countdown is not paused.');
        s.paused = false;
        this.#run(s);
        break;
      case 'end':
        if (s.phase === 'over') throw refuse('companion-over', 'The game is already over.');
        this.#halt(s);
        s.paused = false;
        s.phase = 'over';
        break;
      case 'close':
        this.#stop();
        this.#session = null;
        this.deps.keep?.(null);
        this.deps.changed(null);
        return null;
    }
    return this.#told();
  }

  /** Stands a running countdown as a pause would (nobody can see the clock any more). */
  pauseIfRunning(): void {
    const s = this.#session;
    if (!s || (s.runningSince === null && !this.#standing)) return;
    this.#standing = false;
    this.#halt(s);
    s.paused = true;
    this.#told();
  }

  /** The last client left: a running countdown nobody watches stands at once, its time used kept. */
  stand(watched: (id: string) => boolean): void {
    const s = this.#session;
    if (!s || s.runningSince === null || watched(s.id)) return;
    this.#halt(s);
    this.#standing = true;
    this.#keep(s);
  }

  /** A client is back within the grace: a countdown it watches runs on. True while it still stands. */
  back(watched: (id: string) => boolean): boolean {
    const s = this.#session;
    if (!this.#standing || !s) return false;
    if (!watched(s.id)) return true;
    this.#standing = false;
    this.#run(s);
    this.#told();
    return false;
  }

  /** Nobody came back: the countdown that stood is paused there. */
  gone(): void {
    if (!this.#standing) return;
    this.#standing = false;
    this.#pauseStood();
  }

  /** Brings back a companion kept before a restart: a countdown comes back paused where it stood. */
  restore(kept: KeptCompanion): void {
    this.#stop();
    this.#standing = false;
    this.#session = { ...kept, runningSince: null, paused: kept.phase === 'countdown' };
  }

  /** The host is closing: the companion is kept (paused where it stands) for the next start, and forgotten here without a word. */
  close(): void {
    const s = this.#session;
    if (s) {
      s.usedMs = this.#used(s);
      s.runningSince = null;
      this.#keep(s);
    }
    this.#stop();
    this.#session = null;
  }

  #pauseStood(): void {
    const s = this.#session;
    if (!s || s.phase !== 'countdown' || s.paused) return;
    s.paused = true;
    this.#told();
  }

  #next(s: Session): void {
    const { steps, countdownStep } = s.plan;
    if (s.phase === 'over') throw refuse('companion-over', 'The game is over: record its result.');
    s.timeUp = false;
    if (s.phase === 'ready') return this.#countdown(s);
    if (s.phase === 'countdown') {
      // FLATLINE's countdown ends early when every die is placed; a game of one countdown ends only by `end`.
      if (steps.length === 0) throw refuse('companion-cannot-go-on', 'The countdown runs until the game ends.');
      this.#halt(s);
      s.paused = false;
      return this.#after(s);
    }
    const following = s.step + 1;
    if (following >= steps.length) {
      s.round++;
      s.step = 0;
    } else s.step = following;
    if (steps[s.step] === countdownStep) this.#countdown(s);
  }

  /** The countdown starts from its full length. */
  #countdown(s: Session): void {
    s.phase = 'countdown';
    s.usedMs = 0;
    s.paused = false;
    this.#run(s);
  }

  /** Past the countdown: the step after it, or the end of a game of one countdown. */
  #after(s: Session): void {
    if (s.plan.steps.length === 0) {
      s.phase = 'over';
      return;
    }
    s.phase = 'step';
    s.step = Math.min(s.step + 1, s.plan.steps.length - 1);
  }

  #run(s: Session): void {
    s.runningSince = this.deps.clock.now();
    this.#stopPoll ??= this.deps.schedule(POLL_MS, () => this.#poll());
  }

  /** Records the time used so far and stands the countdown. */
  #halt(s: Session): void {
    s.usedMs = this.#used(s);
    s.runningSince = null;
    this.#stop();
  }

  #used(s: Session): number {
    const running = s.runningSince === null ? 0 : Math.max(0, this.deps.clock.now() - s.runningSince);
    return Math.min(s.plan.limitMs, s.usedMs + running);
  }

  #poll(): void {
    const s = this.#session;
    if (!s || s.runningSince === null) return this.#stop();
    if (this.#used(s) < s.plan.limitMs) {
      if (this.deps.clock.now() - this.#keptAt >= KEEP_EVERY_MS) this.#keep(s);
      return;
    }
    this.#halt(s);
    s.timeUp = true;
    this.#after(s);
    this.#told();
  }

  #stop(): void {
    this.#stopPoll?.();
    this.#stopPoll = null;
  }

  /** A change: a new version, kept, and told to every screen. */
  #told(): CompanionView {
    const s = this.#session!;
    s.version++;
    this.#keep(s);
    const view = this.view()!;
    this.deps.changed(view);
    return view;
  }

  /** Keeps where the companion stands now, the countdown time used so far with it. */
  #keep(s: Session): void {
    if (!this.deps.keep) return;
    this.#keptAt = this.deps.clock.now();
    const { id, kind, plan, clock, version, phase, round, step, timeUp, startedAt } = s;
    this.deps.keep({ id, kind, plan: { ...plan, steps: [...plan.steps] }, clock, version, phase, round, step, usedMs: this.#used(s), timeUp, startedAt });
  }
}
