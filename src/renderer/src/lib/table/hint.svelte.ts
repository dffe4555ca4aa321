import type { Hint } from '@shared/hints-api';
import type { HintShown } from '../../games/table-game';

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

/**
 * The table's hint ("what would you do?"): asked on the H key or the Hint button, shown as one line
 * and as numbered rings on the board elements it names (`data-hint-step`: 1 the die, 2 its place),
 * so it never rests on colour alone. Focus goes to the first; pressing it moves focus to the next,
 * so Enter follows the hint. It goes away when the game moves on (any player's act, not the clock's
 * ticks: `moment` counts what happened, the game's log) or on H again.
 */
export class TableHint {
  /** The line shown, the moment of the game it is for, and whether it is a refusal rather than a hint. */
  shown = $state<{ text: string; moment: number; refused: boolean } | null>(null);
  asking = $state(false);
  #lit: HintTarget[] = [];
  #unfollow: (() => void)[] = [];

  constructor(
    private readonly board: () => Board | undefined,
    /** Where the game stands: changes when anything happens in it, not with the clock's time. */
    private readonly moment: () => number,
    private readonly ask: () => Promise<Hint>,
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
    const moment = this.moment();
    try {
      const hint = await this.ask();
      // The game moved on while the hint was worked out: it would light a stale move.
      if (this.moment() !== moment) return;
      const { text, targets } = this.view(hint);
      this.shown = { text, moment, refused: false };
      this.#light(targets);
    } catch (error) {
      this.shown = { text: this.refusal(error), moment, refused: true };
    } finally {
      this.asking = false;
    }
  }

  /** The game may have moved on: a hint for an earlier moment goes away. */
  follow(): void {
    if (this.shown && this.shown.moment !== this.moment()) this.clear();
  }

  clear(): void {
    for (const el of this.#lit) delete el.dataset.hintStep;
    for (const off of this.#unfollow) off();
    this.#lit = [];
    this.#unfollow = [];
    this.shown = null;
  }

  #light(selectors: readonly string[]): void {
    const root = this.board();
    if (!root) return;
    this.#step(root, selectors, 0)?.focus();
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
