// The kernel every board model holds (FLATLINE's, FUSE: Countdown's): a person's act sent through the
// API with the busy flag while it is on its way, the refusal kept in the players' words for the place
// the person looked (`refusalAt`), explained by another seat's quicker move once the table shows it,
// and the word to the view on where the keyboard's focus should go. It sends only what a method a
// person triggered asks it to (architecture.md, "No view ever sends an action on its own"), and has
// no DOM: the view moves the focus.
import { playAction } from './play-action';

/** A refusal in the players' words, shown at `anchor` (a place on the board, as the game names it). */
export interface BoardRefusal {
  anchor: string;
  text: string;
}

/** A refusal as kept: with `beaten`, what another seat may have got to first (the game's words name that seat). */
interface KeptRefusal<Beaten> extends BoardRefusal {
  beaten?: Beaten;
}

export interface BoardActsOptions<Action, Focus, Beaten> {
  /** Plays one action through the API; a refusal rejects with an ApiCallError, or resolves false. */
  act: (action: Action) => Promise<unknown>;
  /** Moves the keyboard's focus in the view (none in a test or on the server). */
  focus?: (target: Focus) => void;
  /** The game's words for a refusal without a reason, and for an error thrown by the call. */
  refused: () => string;
  error: (error: unknown) => string;
  /** The words for a refusal that another seat's move explains ("Bruno took that die"), once the table shows it; null until then. */
  explain?: (beaten: Beaten) => string | null;
}

export class BoardActs<Action, Focus, Beaten = never> {
  readonly #o: BoardActsOptions<Action, Focus, Beaten>;
  #busy = $state(false);
  #kept = $state.raw<KeptRefusal<Beaten> | null>(null);

  constructor(options: BoardActsOptions<Action, Focus, Beaten>) {
    this.#o = options;
  }

  /** An action is on its way. */
  get busy(): boolean {
    return this.#busy;
  }

  /**
   * Plays a person's act; a refusal is kept to be shown at `anchor`, and any earlier one goes once
   * the game takes it. `beaten` says which of the engine's refusal codes mean another seat was
   * quicker, and about what. True when the game took it.
   */
  async act(action: Action, anchor: string, beaten?: (code: string | undefined) => Beaten | undefined): Promise<boolean> {
    this.#busy = true;
    const played = await playAction(() => this.#o.act(action), { refused: this.#o.refused, error: this.#o.error });
    this.#busy = false;
    const about = played.ok ? undefined : beaten?.(played.code);
    this.#kept = played.ok ? null : { anchor, text: played.text, ...(about !== undefined ? { beaten: about } : {}) };
    return played.ok;
  }

  /** Says no at `anchor` without asking the host (the board's own rules, a die picked first…). */
  refuse(anchor: string, text: string, beaten?: Beaten): void {
    this.#kept = { anchor, text, ...(beaten !== undefined ? { beaten } : {}) };
  }

  /** The refusal goes (a new pick, the pick let go, another game). */
  clear(): void {
    this.#kept = null;
  }

  /** The refusal shown now, wherever it is: in the words of the quicker seat's move once the table shows it. */
  readonly refusal = $derived.by<BoardRefusal | null>(() => {
    const kept = this.#kept;
    if (!kept) return null;
    const explained = kept.beaten !== undefined ? (this.#o.explain?.(kept.beaten) ?? null) : null;
    return { anchor: kept.anchor, text: explained ?? kept.text };
  });

  /** The refusal shown at `anchor`, or null. */
  refusalAt(anchor: string): string | null {
    return this.refusal?.anchor === anchor ? this.refusal.text : null;
  }

  /** Tells the view where the keyboard's focus should go. */
  focus(target: Focus): void {
    this.#o.focus?.(target);
  }
}
