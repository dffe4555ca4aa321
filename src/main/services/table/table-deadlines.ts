import type { Clock } from '../clock';
import type { Scheduler } from './table-clock';

/** A game's deadline as its module declares it now, with what decides whether it may run. */
export interface DeadlineView {
  /** The declared deadline (its key and whole wait), or null when only a player moves the game on. */
  deadline: { key: string; waitMs: number } | null;
  /** The game's version (its action count): a deadline falls due only at the version it was set at. */
  version: number;
  /** Paused, or standing while no client watches: the deadline does not run. */
  paused: boolean;
}

/** The point a deadline was kept for: its game applies it only if it still stands there. */
export interface DuePoint {
  key: string;
  version: number;
}

/** How often running deadlines are looked at; the Clock decides when one has fallen due. */
const POLL_MS = 100;

interface Running extends DuePoint {
  dueAt: number;
  waitMs: number;
  stop: () => void;
}

/** A deadline that stands (its game paused, or nobody watching), with the time it had left. */
interface Standing extends DuePoint {
  leftMs: number;
}

/**
 * The deadlines of the games the host runs: what moves a game on without a player (a FLATLINE
 * triage window's wait), kept here so that no view ever sends an action on its own. Each game has
 * at most one; it runs only while the game is unpaused, and falls due once.
 *
 * Pausing stands a deadline and keeps the time it had left; continuing runs the rest of it, as the
 * countdown clock runs on from the second it stood at (docs/pause-rule.md says why). A deadline
 * declared anew (another key, or another version) starts its whole wait.
 */
export class TableDeadlines {
  private readonly running = new Map<string, Running>();
  private readonly standing = new Map<string, Standing>();

  constructor(
    private readonly clock: Clock,
    private readonly schedule: Scheduler,
    /** Told when a deadline has fallen due (it is forgotten first, so this happens once). */
    private readonly due: (id: string, point: DuePoint) => void,
  ) {}

  /** Starts, keeps, stands or forgets a game's deadline to match what it declares now. */
  sync(id: string, view: DeadlineView): void {
    const { deadline, version } = view;
    if (!deadline) return this.forget(id);
    const same = (point: DuePoint | undefined): boolean => point?.key === deadline.key && point.version === version;
    const current = this.running.get(id);
    if (view.paused) {
      if (same(current)) this.stand(id);
      else if (!same(this.standing.get(id))) {
        this.forget(id);
        this.standing.set(id, { key: deadline.key, version, leftMs: deadline.waitMs });
      }
      return;
    }
    if (same(current)) return;
    const stood = this.standing.get(id);
    const leftMs = same(stood) ? stood!.leftMs : deadline.waitMs;
    this.forget(id);
    const entry: Running = { key: deadline.key, version, waitMs: deadline.waitMs, dueAt: this.clock.now() + leftMs, stop: () => undefined };
    this.running.set(id, entry);
    entry.stop = this.schedule(POLL_MS, () => this.poll(id));
  }

  /** Stands a running deadline where it is (its game paused, or no client watching). */
  stand(id: string): void {
    const entry = this.running.get(id);
    if (!entry) return;
    entry.stop();
    this.running.delete(id);
    this.standing.set(id, { key: entry.key, version: entry.version, leftMs: Math.max(0, entry.dueAt - this.clock.now()) });
  }

  /** A running deadline as the views see it: its key, its whole wait, and what is left of it now. */
  shown(id: string): { key: string; waitMs: number; leftMs: number } | null {
    const entry = this.running.get(id);
    if (!entry) return null;
    return { key: entry.key, waitMs: entry.waitMs, leftMs: Math.max(0, entry.dueAt - this.clock.now()) };
  }

  /** Forgets a game's deadline, running or standing. */
  forget(id: string): void {
    this.running.get(id)?.stop();
    this.running.delete(id);
    this.standing.delete(id);
  }

  forgetAll(): void {
    for (const id of [...this.running.keys()]) this.forget(id);
    this.standing.clear();
  }

  /** The games whose deadlines run now. */
  runningIds(): string[] {
    return [...this.running.keys()];
  }

  private poll(id: string): void {
    const entry = this.running.get(id);
    if (!entry || this.clock.now() < entry.dueAt) return;
    this.forget(id);
    this.due(id, { key: entry.key, version: entry.version });
  }
}
