// A replay as its screen holds it (docs/replays.md): the outline the host built once (steps, rounds,
// moments), the step drawn now and the one asked for, and the moves a viewer makes (one action, one
// round or turn, a moment, the start, the end, "Show what was hidden"). Each move asks the host for
// that step; an answer to a step no longer wanted is dropped, so fast presses end on the last one
// asked. It never sends a game action: a replay only reads.
import type { ReplayOutline, ReplaySource, ReplayStep } from '@shared/replays';
import type { ApiClient } from '../api/client';

/** Turns a refused call into the viewer's words. */
export type ProblemText = (error: unknown) => string;

export class ReplayModel {
  outline = $state.raw<ReplayOutline | null>(null);
  /** The step drawn now (null until the first arrives). */
  shown = $state.raw<ReplayStep | null>(null);
  /** The step asked for last: moves count from it, so quick presses add up. */
  target = $state(0);
  /** "Show what was hidden" is on (offered only for a game that is over). */
  showHidden = $state(false);
  problem = $state<string | null>(null);

  readonly #client: ApiClient;
  readonly #source: ReplaySource;
  readonly #problem: ProblemText;
  #asked = 0;

  constructor(client: ApiClient, source: ReplaySource, problem: ProblemText) {
    this.#client = client;
    this.#source = source;
    this.#problem = problem;
  }

  /** The last step (the table the game ended with). */
  readonly last = $derived(this.outline ? this.outline.steps - 1 : 0);

  /** Loads the outline, then shows the table as dealt. */
  async open(): Promise<void> {
    try {
      this.outline = await this.#client.openReplay({ source: this.#source });
      this.problem = null;
    } catch (error) {
      this.problem = this.#problem(error);
      return;
    }
    await this.go(0);
  }

  /** Shows a step (kept within the replay). */
  async go(step: number): Promise<void> {
    if (!this.outline) return;
    const next = Math.max(0, Math.min(this.last, Math.round(step)));
    this.target = next;
    const asked = ++this.#asked;
    try {
      const shown = await this.#client.replayStep({ source: this.#source, step: next, ...(this.showHidden ? { hidden: true } : {}) });
      if (asked !== this.#asked) return;
      this.shown = shown;
      this.problem = null;
    } catch (error) {
      if (asked === this.#asked) this.problem = this.#problem(error);
    }
  }

  forward(): Promise<void> {
    return this.go(this.target + 1);
  }
  back(): Promise<void> {
    return this.go(this.target - 1);
  }
  toStart(): Promise<void> {
    return this.go(0);
  }
  toEnd(): Promise<void> {
    return this.go(this.last);
  }

  /** The round (or turn) the step asked for lies in, and where it starts. */
  readonly round = $derived.by(() => {
    const rounds = this.outline?.rounds ?? [];
    return rounds.findLast((r) => r.step <= this.target) ?? rounds[0] ?? null;
  });
  /** The start of the next round or turn, if any. */
  readonly nextRound = $derived(this.outline?.rounds.find((r) => r.step > this.target) ?? null);
  /** The start of this round when past it, else of the one before. */
  readonly previousRound = $derived(this.outline?.rounds.findLast((r) => r.step < this.target) ?? null);
  readonly nextMoment = $derived(this.outline?.moments.find((m) => m.step > this.target) ?? null);
  readonly previousMoment = $derived(this.outline?.moments.findLast((m) => m.step < this.target) ?? null);

  /** Turns "Show what was hidden" on or off (only where the outline offers it) and shows the step again. */
  async setHidden(on: boolean): Promise<void> {
    if (on && !this.outline?.hiddenAvailable) return;
    this.showHidden = on;
    await this.go(this.target);
  }

  /**
   * The screen's keys (shown on the screen): ← → one action, Shift+← → or Page Up/Down one round or
   * turn, Home and End, M and Shift+M the next and previous moment, H what was hidden. True when the
   * key was the replay's.
   */
  key(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
    if (!this.outline || event.ctrlKey || event.metaKey || event.altKey) return false;
    const { key, shiftKey } = event;
    if (key === 'ArrowRight' && shiftKey) void this.go(this.nextRound?.step ?? this.last);
    else if (key === 'ArrowLeft' && shiftKey) void this.go(this.previousRound?.step ?? 0);
    else if (key === 'PageDown') void this.go(this.nextRound?.step ?? this.last);
    else if (key === 'PageUp') void this.go(this.previousRound?.step ?? 0);
    else if (key === 'ArrowRight') void this.forward();
    else if (key === 'ArrowLeft') void this.back();
    else if (key === 'Home') void this.toStart();
    else if (key === 'End') void this.toEnd();
    else if (key.toLowerCase() === 'm' && shiftKey) void (this.previousMoment && this.go(this.previousMoment.step));
    else if (key.toLowerCase() === 'm') void (this.nextMoment && this.go(this.nextMoment.step));
    else if (key.toLowerCase() === 'h' && this.outline.hiddenAvailable) void this.setHidden(!this.showHidden);
    else return false;
    return true;
  }
}
