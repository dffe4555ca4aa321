import type { GameKind } from '@shared/games';
import type { CompanionAct, CompanionPhase, CompanionPlan, CompanionView } from '@shared/companion';
import type { Clock } from '../clock';
import type { Scheduler } from '../table/table-clock';
import { ServiceError } from '../service-error';

/** How often the clock looks at the time while a countdown runs (it says only when the countdown ends). */
const POLL_MS = 200;

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
  /** Every change, to every screen (and the devices, one day). */
  changed: (view: CompanionView | null) => void;
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

  constructor(private readonly deps: CompanionClockDeps) {}

  /** A new companion (it replaces one still open): at the first step of round 1, or ready to start its countdown. */
  start(kind: GameKind, plan: CompanionPlan, clock: Record<string, unknown>): CompanionView {
    this.#stop();
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
        this.deps.changed(null);
        return null;
    }
    return this.#told();
  }

  /** Stands a running countdown as a pause would (nobody can see the clock any more). */
  pauseIfRunning(): void {
    const s = this.#session;
    if (!s || s.runningSince === null) return;
    this.#halt(s);
    s.paused = true;
    this.#told();
  }

  /** Forgets the companion without a word (the host is closing). */
  close(): void {
    this.#stop();
    this.#session = null;
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
    if (this.#used(s) < s.plan.limitMs) return;
    this.#halt(s);
    s.timeUp = true;
    this.#after(s);
    this.#told();
  }

  #stop(): void {
    this.#stopPoll?.();
    this.#stopPoll = null;
  }

  /** A change: a new version, told to every screen. */
  #told(): CompanionView {
    this.#session!.version++;
    const view = this.view()!;
    this.deps.changed(view);
    return view;
  }
}
