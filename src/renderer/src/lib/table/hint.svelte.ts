import type { Hint, HintAnswer, ShownHint } from '@shared/hints-api';
import type { HintShown } from '../table-game';

/** What lighting needs of a board element (a DOM element in the app, a stand-in in tests). */
interface HintTarget {
  dataset: Record<string, string | undefined>;
  focus(): void;
  addEventListener(type: 'click', listener: () => void, options: { once: true }): void;
  removeEventListener(type: 'click', listener: () => void): void;
}

interface Board {
  querySelectorAll(selector: string): ArrayLike<HintTarget>;
}

/** The step's mark sits at the element's corner: a static element is made its anchor while lit. */
function anchorMark(el: HintTarget): () => void {
  if (typeof HTMLElement === 'undefined' || !(el instanceof HTMLElement) || getComputedStyle(el).position !== 'static') return () => {};
  el.style.position = 'relative';
  return () => el.style.removeProperty('position');
}

/** Whether the keyboard is free to follow a new hint: on nothing, or on one of the old hint's marks. */
function focusFree(lit: readonly HintTarget[]): boolean {
  if (typeof document === 'undefined') return true;
  const active = document.activeElement;
  return !active || active === document.body || lit.includes(active as unknown as HintTarget);
}

/**
 * Why the line says "New hint": the one before was taken (no longer possible), or there was none
 * ("nothing for you now") and the table moved on.
 */
export type HintRenewal = 'taken' | 'moved';

/** The line shown: its words, the moment of the game it stands at, and what it suggests. */
export interface ShownLine {
  text: string;
  moment: number;
  /** A refusal ("No hint: the game is paused"), not a hint. */
  refused: boolean;
  /** Shown in place of an earlier hint, and why (the line says so). */
  renewed?: HintRenewal;
  /** A new hint is on its way: the host gives this seat its turn in so many seconds. */
  waitSeconds?: number;
}

/** The most times one renewal asks again while the game keeps moving under it (bots acting fast). */
const RENEW_TRIES = 3;

/** The longest turn a renewal waits for (the host paces each device's new hints) before it says no instead. */
const TURN_WAIT_MAX_MS = 10_000;

/** The host's "a new hint waits its turn" (guest-gate.ts): how long, or null for any other refusal. */
function turnWaitMs(error: unknown): number | null {
  const refusal = error as { code?: unknown; params?: { retryAfterMs?: unknown } } | null;
  const ms = Number(refusal?.params?.retryAfterMs);
  return refusal?.code === 'slow-down' && Number.isFinite(ms) && ms > 0 ? ms : null;
}

/**
 * The table's hint ("what would you do?"): asked on the H key or the Hint button, shown as one line
 * and as numbered rings on the board elements it names (`data-hint-step`: 1 the die, 2 its place),
 * so it never rests on colour alone. Focus goes to the first; pressing it moves focus to the next,
 * so Enter follows the hint.
 *
 * A hint lasts until it is impossible (docs/hints.md). This screen's own act puts it away (the person
 * it is for has moved on: `acted`). When anything else moves the game (another seat, a bot, a device,
 * a deadline: `moment` counts what happened, the game's log, not the clock's ticks), the hint is sent
 * back to the services: still possible, it stays; impossible, a new one for the same seats takes its
 * place and its line says so. A hint whose game moved on while it was worked out is checked the same way
 * rather than dropped. H again, or a covered board, puts it away.
 */
export class TableHint {
  /** The line shown, the moment of the game it is for, and whether it is a refusal rather than a hint. */
  shown = $state<ShownLine | null>(null);
  asking = $state(false);
  /** The action the shown hint suggests (null: nothing for these seats now). */
  #action: Hint['action'] = null;
  #kind: Hint['kind'] | null = null;
  #targets: readonly string[] = [];
  #lit: HintTarget[] = [];
  #unfollow: (() => void)[] = [];
  /** A renewal is on its way (the game moved while a hint showed). */
  #renewing = false;
  /** Ends a renewal's wait for its turn at once (the hint was put away meanwhile). */
  #wake: (() => void) | null = null;

  constructor(
    private readonly board: () => Board | undefined,
    /** Where the game stands: changes when anything happens in it, not with the clock's time. */
    private readonly moment: () => number,
    /** Asks the services; `shown`: the hint on the screen now, to be kept while it is still possible. */
    private readonly ask: (shown?: ShownHint) => Promise<HintAnswer>,
    private readonly view: (hint: Hint) => HintShown,
    /** The refusal's words, in the players' language. */
    private readonly refusal: (error: unknown) => string,
  ) {}

  /** H or the button: a hint when none shows, else it goes away. */
  async toggle(): Promise<void> {
    if (this.shown || this.asking) {
      this.clear();
      return;
    }
    this.asking = true;
    let moment = this.moment();
    try {
      let answer = await this.ask();
      // The game moved on while it was worked out: the hint is checked against the table as it is
      // now, as a shown one is (kept, or a new one in its place), rather than dropped.
      for (let tries = 0; this.asking && this.moment() !== moment && tries < RENEW_TRIES; tries++) {
        moment = this.moment();
        const hint = answer as Hint;
        const again = await this.ask(hint.action === null ? undefined : ({ kind: hint.kind, action: hint.action } as ShownHint));
        if (!('kept' in again)) answer = again;
      }
      if (!this.asking || 'kept' in answer) return; // Put away (H again, covered) while it was worked out.
      this.#show(answer, moment, undefined, true);
      if (this.moment() !== moment) void this.#renew();
    } catch (error) {
      if (this.asking) this.#refuse(error, moment);
    } finally {
      this.asking = false;
    }
  }

  /** This screen acted (a person the hint is for moved on): the hint goes. */
  acted(): void {
    if (this.shown || this.asking) this.clear();
  }

  /** The game may have moved on: a refusal goes; a hint is checked, and stays or is replaced. */
  follow(): void {
    const shown = this.shown;
    if (!shown || shown.moment === this.moment()) return;
    if (shown.refused) this.clear();
    else void this.#renew();
  }

  clear(): void {
    this.#wake?.();
    this.#unlight();
    this.shown = null;
    this.asking = false;
    this.#action = null;
    this.#kind = null;
    this.#targets = [];
  }

  /** Sends the shown hint back until the game holds still under the answer; shows what it says. */
  async #renew(): Promise<void> {
    if (this.#renewing) return;
    this.#renewing = true;
    try {
      for (let tries = 0; tries < RENEW_TRIES; tries++) {
        const before = this.shown;
        if (!before || before.refused) return;
        const moment = this.moment();
        const hadAction = this.#action !== null;
        const sent: ShownHint | undefined = hadAction && this.#kind ? ({ kind: this.#kind, action: this.#action } as ShownHint) : undefined;
        let answer: HintAnswer;
        try {
          answer = await this.ask(sent);
        } catch (error) {
          if (this.shown !== before) return;
          const fresh = await this.#afterTurn(error, moment, hadAction ? 'taken' : 'moved');
          if (!fresh) return;
          this.#showRenewed(fresh.answer, fresh.moment, before.renewed, hadAction, fresh.focus);
          if (this.moment() === fresh.moment) return;
          continue;
        }
        // Put away, or asked anew, meanwhile: this answer is no longer wanted.
        if (this.shown !== before) return;
        if ('kept' in answer) {
          this.shown = { ...before, moment };
          // The board may have drawn its elements anew: the marks go back on, the keyboard stays where it is.
          this.#relight(false);
        } else {
          this.#showRenewed(answer, moment, before.renewed, hadAction, focusFree(this.#lit));
        }
        if (this.moment() === moment) return;
      }
    } finally {
      this.#renewing = false;
    }
  }

  /**
   * A renewal's new answer: still nothing for these seats keeps the line's own words and the keyboard
   * (the line follows the table, quietly); anything else is a new hint, taken or moved on from.
   */
  #showRenewed(answer: Hint, moment: number, renewed: HintRenewal | undefined, hadAction: boolean, focus: boolean): void {
    if (!hadAction && answer.action === null) this.#show(answer, moment, renewed, false);
    else this.#show(answer, moment, hadAction ? 'taken' : 'moved', focus);
  }

  /**
   * A renewal the host refused: said as a refusal, unless it is only this device's turn for a new hint
   * to come (the one shown no longer stands: it would have been kept). Then its marks go, the line
   * says a new one is on its way, and it is asked for once the turn has come.
   */
  async #afterTurn(error: unknown, moment: number, renewed: HintRenewal): Promise<{ answer: Hint; moment: number; focus: boolean } | null> {
    const waitMs = turnWaitMs(error);
    if (waitMs === null || waitMs > TURN_WAIT_MAX_MS) {
      this.#refuse(error, moment);
      return null;
    }
    const focus = focusFree(this.#lit);
    this.#unlight();
    this.#action = null;
    this.#kind = null;
    this.#targets = [];
    this.shown = { text: '', moment, refused: false, renewed, waitSeconds: Math.ceil(waitMs / 1000) };
    // Read back: the state holds its own (proxied) copy, and that is what later answers are checked against.
    const waiting = this.shown;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), waitMs);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
    });
    if (this.shown !== waiting) return null;
    const asked = this.moment();
    try {
      const answer = await this.ask();
      return this.shown === waiting && !('kept' in answer) ? { answer, moment: asked, focus } : null;
    } catch (again) {
      if (this.shown === waiting) this.#refuse(again, asked);
      return null;
    }
  }

  #show(hint: Hint, moment: number, renewed: HintRenewal | undefined, focus: boolean): void {
    const { text, targets } = this.view(hint);
    this.#action = hint.action;
    this.#kind = hint.kind;
    this.#targets = targets;
    this.shown = { text, moment, refused: false, ...(renewed ? { renewed } : {}) };
    this.#relight(focus);
  }

  #refuse(error: unknown, moment: number): void {
    this.#unlight();
    this.#action = null;
    this.#kind = null;
    this.#targets = [];
    this.shown = { text: this.refusal(error), moment, refused: true };
  }

  #unlight(): void {
    for (const el of this.#lit) delete el.dataset.hintStep;
    for (const off of this.#unfollow) off();
    this.#lit = [];
    this.#unfollow = [];
  }

  #relight(focus: boolean): void {
    this.#unlight();
    const root = this.board();
    if (!root || this.#targets.length === 0) return;
    const first = this.#step(root, this.#targets, 0);
    if (focus) first?.focus();
  }

  /**
   * Lights step i and the steps after it that are on the board now; pressing step i's element moves
   * focus to the next step (a picked die, then its place), lighting it then if it was not there yet
   * (a device lists a die's places only once the die is picked).
   */
  #step(root: Board, selectors: readonly string[], i: number): HintTarget | undefined {
    if (i >= selectors.length) return undefined;
    const found = Array.from(root.querySelectorAll(selectors[i]!));
    for (const el of found) {
      el.dataset.hintStep = String(i + 1);
      this.#lit.push(el);
      this.#unfollow.push(anchorMark(el));
    }
    const here = found[0];
    const after = this.#step(root, selectors, i + 1);
    if (here && i + 1 < selectors.length) {
      const shown = this.shown;
      const next = () =>
        setTimeout(() => {
          if (this.shown !== shown) return;
          (after ?? this.#step(root, selectors, i + 1))?.focus();
        }, 0);
      here.addEventListener('click', next, { once: true });
      this.#unfollow.push(() => here.removeEventListener('click', next));
    }
    // A step missing from the board: focus goes to the first one there.
    return here ?? after;
  }
}
