import type { Clock } from '../clock';
import type { Scheduler } from './table-clock';

/**
 * How long the table waits, after its last client left, before it pauses the games whose clocks
 * stood still. A reload (or the web bridge reconnecting after a drop: 250 ms, 500 ms, 1 s, 2 s)
 * comes back well within it, so it is not a leave.
 */
export const LEAVE_GRACE_MS = 5_000;

/** How often the grace is looked at; the Clock decides when it has passed. */
const GRACE_POLL_MS = 250;

/** Whether anyone watches a game now: a main screen (every game), or a device at that game. */
export type Watched = (id: string) => boolean;

/** What the application does when a game loses and finds its watchers. */
export interface WatchRule {
  /** A game may have lost its last watcher: every running clock nobody watches stands at once, its time recorded. */
  lastLeft(watched: Watched): void;
  /** A client came back within the grace: the clocks it watches run on. True while some still stand. */
  back(watched: Watched): boolean;
  /** The grace passed and nobody came back: the games that stood are paused. */
  gone(): void;
}

/**
 * Counts the clients watching the table: the web host's open event sockets (main screens, which
 * watch every game) and the devices' event sockets (each watches its own game). Only a leave
 * counts, and only at a table a main screen has watched: a table no main screen ever joined (the
 * Electron app, a script over HTTP) is left alone, its window being always there.
 */
export class Watchers {
  private screens = 0;
  private readonly devices = new Map<string, number>();
  private screenSeen = false;
  private leftAt: number | null = null;
  private stopGrace: (() => void) | null = null;
  private stopped = false;
  private readonly watched: Watched = (id) => this.screens > 0 || (this.devices.get(id) ?? 0) > 0;

  constructor(
    private readonly clock: Clock,
    private readonly schedule: Scheduler,
    private readonly graceMs: number,
    private readonly rule: WatchRule,
  ) {}

  /**
   * A client starts watching: a main screen, or the device at a game (`game`). The function
   * returned says it left (calling it twice counts once).
   */
  join(game?: string): () => void {
    if (game === undefined) {
      this.screens += 1;
      this.screenSeen = true;
    } else this.devices.set(game, (this.devices.get(game) ?? 0) + 1);
    if (this.leftAt !== null && !this.rule.back(this.watched)) this.endGrace();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (game === undefined) this.screens -= 1;
      else {
        const count = (this.devices.get(game) ?? 1) - 1;
        if (count > 0) this.devices.set(game, count);
        else this.devices.delete(game);
      }
      if (this.screens > 0 || !this.screenSeen || this.stopped) return;
      // The grace runs from the latest leave: a game that stood earlier waits with the later one.
      this.leftAt = this.clock.now();
      this.rule.lastLeft(this.watched);
      this.stopGrace ??= this.schedule(GRACE_POLL_MS, () => this.checkGrace());
    };
  }

  /** Main screens watching now. */
  get watching(): number {
    return this.screens;
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
