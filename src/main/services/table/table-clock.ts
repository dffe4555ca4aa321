import type { Clock } from '../clock';

/** Runs `fn` every `ms` milliseconds until the returned function is called. */
export type Scheduler = (ms: number, fn: () => void) => () => void;

export const systemScheduler: Scheduler = (ms, fn) => {
  const handle = setInterval(fn, ms);
  handle.unref?.();
  return () => clearInterval(handle);
};

/** What the table's clock needs to know about a game to decide whether its clock is running. */
export interface ClockView {
  /** True while the game's clock runs (FLATLINE: placing dice in phase E; the timer on). */
  running: boolean;
  /** Clock time already recorded in the game. */
  elapsedMs: number;
  /** The clock's limit, or null when untimed. */
  limitMs: number | null;
  paused: boolean;
}

/** A countdown that runs now: not paused, and timed (an untimed game's clock has nothing to keep). */
export const midClock = (view: ClockView): boolean => view.running && !view.paused && view.limitMs !== null;

/** How often the clock looks at the time; ticks are sent only on whole seconds and at the end. */
const POLL_MS = 200;

interface Running {
  baseMs: number;
  startedAt: number;
  lastSentSecond: number;
  limitMs: number | null;
  stop: () => void;
}

/**
 * The table's timer. Time is input to the engine, so this is the one place that turns wall-clock
 * time into `tick` actions: once a second while a countdown runs, and exactly at its end. Paused
 * time never counts: on pause the elapsed time is recorded and the clock stops; on continue it
 * starts again from what the game recorded.
 */
export class TableClock {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly clock: Clock,
    private readonly schedule: Scheduler,
    /** Sends a tick to the game; answers the game's countdown afterwards. */
    private readonly sendTick: (id: string, elapsedMs: number) => ClockView | undefined,
  ) {}

  /** Starts, keeps or stops a game's clock to match its state. */
  sync(id: string, view: ClockView): void {
    const shouldRun = midClock(view);
    const current = this.running.get(id);
    if (!shouldRun) {
      if (current) this.stop(id);
      return;
    }
    if (current) return;
    const entry: Running = {
      baseMs: view.elapsedMs,
      startedAt: this.clock.now(),
      lastSentSecond: Math.floor(view.elapsedMs / 1000),
      limitMs: view.limitMs,
      stop: () => undefined,
    };
    this.running.set(id, entry);
    entry.stop = this.schedule(POLL_MS, () => this.poll(id));
  }

  /** Countdown time elapsed now for a running game (undefined when its clock is not running). */
  elapsed(id: string): number | undefined {
    const entry = this.running.get(id);
    if (!entry) return undefined;
    const ms = entry.baseMs + Math.max(0, this.clock.now() - entry.startedAt);
    return Math.floor(entry.limitMs === null ? ms : Math.min(ms, entry.limitMs));
  }

  stop(id: string): void {
    const entry = this.running.get(id);
    if (!entry) return;
    entry.stop();
    this.running.delete(id);
  }

  stopAll(): void {
    for (const id of [...this.running.keys()]) this.stop(id);
  }

  /** The games whose clocks run now. */
  runningIds(): string[] {
    return [...this.running.keys()];
  }

  isRunning(id: string): boolean {
    return this.running.has(id);
  }

  private poll(id: string): void {
    const entry = this.running.get(id);
    const elapsed = this.elapsed(id);
    if (!entry || elapsed === undefined) return;
    const second = Math.floor(elapsed / 1000);
    const atEnd = entry.limitMs !== null && elapsed >= entry.limitMs;
    if (second === entry.lastSentSecond && !atEnd) return;
    entry.lastSentSecond = second;
    const after = this.sendTick(id, elapsed);
    if (!after || !after.running || after.paused) this.stop(id);
  }
}
