import type { Clock } from './clock';
import type { Scheduler } from './table-clock';

/**
 * How long the table waits, after its last client left, before it pauses the games whose clocks
 * stood still. A reload (or the web bridge reconnecting after a drop: 250 ms, 500 ms, 1 s, 2 s)
 * comes back well within it, so it is not a leave.
 */
export const LEAVE_GRACE_MS = 5_000;

/** How often the grace is looked at; the Clock decides when it has passed. */
const GRACE_POLL_MS = 250;

/** What the application does when the table loses and finds its watchers. */
export interface WatchRule {
  /** The last client left: every running clock stands at once, its time recorded. */
  lastLeft(): void;
  /** A client came back within the grace: the clocks that stood run on. */
  back(): void;
  /** The grace passed and nobody came back: the games that stood are paused. */
  gone(): void;
}

/**
 * Counts the clients watching the table (the web host's open event sockets). Only a leave counts:
 * a table no client ever joined (the Electron app, a script over HTTP) is left alone.
 */
export class Watchers {
  private count = 0;
  private leftAt: number | null = null;
  private stopGrace: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly schedule: Scheduler,
    private readonly graceMs: number,
    private readonly rule: WatchRule,
  ) {}

  /** A client starts watching; the function returned says it left (calling it twice counts once). */
  join(): () => void {
    this.count += 1;
    if (this.count === 1 && this.leftAt !== null) {
      this.endGrace();
      this.rule.back();
    }
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.count -= 1;
      if (this.count > 0 || this.stopped) return;
      this.leftAt = this.clock.now();
      this.rule.lastLeft();
      this.stopGrace ??= this.schedule(GRACE_POLL_MS, () => this.checkGrace());
    };
  }

  /** Clients watching now. */
  get watching(): number {
    return this.count;
  }

  /** Forgets a pending grace and ignores later leaves (the application is closing). */
  stop(): void {
    this.stopped = true;
    this.endGrace();
  }

  private checkGrace(): void {
    if (this.leftAt === null || this.clock.now() - this.leftAt < this.graceMs) return;
    this.endGrace();
    this.rule.gone();
  }

  private endGrace(): void {
    this.leftAt = null;
    this.stopGrace?.();
    this.stopGrace = null;
  }
}
