import type { GameDetail } from '@shared/games';
import type { AnyTableGame, BoardLitStep, GuideStep } from '../table-game';

type Translate = (key: string, params?: Record<string, string | number>) => string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStep = GuideStep<any>;

/** What the guide needs of the table around it (read when used). */
export interface GuideInputs {
  game: () => GameDetail;
  table: () => AnyTableGame;
  t: Translate;
  /**
   * Keeps where the guide stands with the game (the services hold its clock while `held`), and the
   * last lit step read here (`explained`, null: none explained), which the devices' boards follow.
   */
  save: (step: number, held: boolean, explained: number | null) => Promise<unknown>;
  /** The step the board lights now while it shows what the game did by itself (through the table shell); absent: none. */
  lit?: () => BoardLitStep | null;
}

/** What a refusal looks like to the guide: the game's own reason, already in the player's words. */
export interface Refusal {
  message: string;
}

/** The line a step shows: its words, where it sits, what it rings, and whether the player goes on by hand. */
export interface GuideLineView {
  id: string;
  text: string;
  spot: string | null;
  marks: string[];
  /** A step to read (or one no longer possible): the player presses Go on. */
  read: boolean;
  /** The last step: the guided game is over, a real one is a press away. */
  end: boolean;
  /** After a refused move: the game's reason and what to try. */
  retry: string | null;
  /** The clock runs (round two): the line only names what to do. */
  light: boolean;
  /** The board's lit step this line explains (a resolution's), or null for a step of the guide. */
  explains: BoardLitStep | null;
  /** What the place is read with (CSS selectors): the line sits beside the place and these together. */
  around: string[];
  /** What else the line keeps off at this step (CSS selectors). */
  clear: string[];
}

/**
 * A guided first game's progress (docs/guided-game.md): which step of the game's guide shows, moving
 * on when the engine's state says the step was done (or, for a step to read, when the player presses
 * Go on), passing over a step with nothing to show, and saying what to try after a refused move. The
 * step is kept with the game (setGuide), so a guided game left is resumed where it stood; the
 * services hold the clock and every wait while the step says so. It never sends a game action: the
 * player makes every move, the services' deadlines every wait.
 */
export class GuideModel {
  /** The step shown (an index into the game's guide). */
  step = $state(0);
  /** The words after a refused move (the game's reason, then what to try); cleared by the next move. */
  retry = $state<string | null>(null);
  /** The step whose refused move was shown (a step that teaches by a refusal reads on from then). */
  #refusedAt = $state(-1);
  /** The last log line whose lit step the player has read: the board goes on past it. */
  #explained = $state(-1);
  #from: GameDetail;
  #saved = -1;
  #savedExplained: number | null = null;

  constructor(private readonly o: GuideInputs) {
    const game = o.game();
    this.step = game.guide?.step ?? 0;
    this.#saved = this.step;
    // The reading position kept with the live game: this screen opened again reads on from there.
    this.#explained = game.guide?.explained ?? -1;
    this.#savedExplained = game.guide?.explained ?? null;
    this.#from = game;
  }

  get steps(): readonly AnyStep[] {
    return this.o.table().guide?.steps ?? [];
  }

  /** What the line never covers, as the game says. */
  get keepClear(): readonly string[] {
    return this.o.table().guide?.keepClear ?? [];
  }

  get current(): AnyStep | undefined {
    return this.steps[this.step];
  }

  /**
   * The guide explains the steps the board lights by itself now: a held step of the guide (not the
   * light guidance of a round on the clock, not its end), in a game whose guide has the words.
   */
  get explains(): boolean {
    const step = this.current;
    return !!step && step.held && step.light !== true && this.step < this.steps.length - 1 && !!this.o.table().guide?.explain;
  }

  /** What the board holds to: the last log line explained (it stands on each lit step after it), or null: it plays on. */
  get explained(): number | null {
    return this.explains ? this.#explained : null;
  }

  /**
   * Whether the guide stands on this lit log line while it explains (a stop not read yet): the
   * game's rule (`TableGuideBlock.stops`: one stop for each thing the table did, where the board
   * lights its last step), else every lit step. The board plays the others at the table's pace.
   */
  stopsAt = (line: number): boolean => {
    if (!this.explains || line <= this.#explained) return false;
    const stops = this.o.table().guide?.stops;
    return stops ? stops(this.o.game(), line) : true;
  };

  /** The board's lit step waiting for its explanation (a stop), if any. */
  get explaining(): BoardLitStep | null {
    const lit = this.o.lit?.() ?? null;
    return lit && this.stopsAt(lit.line) ? lit : null;
  }

  /** The line shown now, in the player's words. */
  get line(): GuideLineView | null {
    const step = this.current;
    if (!step) return null;
    const lit = this.explaining;
    const explain = this.o.table().guide?.explain;
    if (lit && explain) {
      // A step the board lights: what happens there and why, at its place; Go on lets the board go on.
      const { text, spot, around = [], clear = [] } = explain(this.o.game(), lit, this.o.t);
      return { id: `resolution:${lit.line}`, text, spot, marks: [], read: true, end: false, retry: null, light: false, explains: lit, around, clear };
    }
    const { text, spot, marks, stuck } = step.view(this.o.game(), this.o.t);
    return {
      id: step.id,
      text,
      spot,
      marks,
      read: !step.done || stuck === true || (step.refusal === true && this.#refusedAt === this.step),
      end: this.step === this.steps.length - 1,
      retry: this.retry,
      light: step.light === true,
      explains: null,
      around: [],
      clear: [],
    };
  }

  /**
   * The game changed (or the board's lit steps were all read): a step the engine says is done moves
   * the guide on, and so does a step with nothing to show; the new step is kept with the game.
   */
  sync(): void {
    const game = this.o.game();
    // Another screen of the same table moved the guide on: follow it.
    const kept = game.guide?.step ?? 0;
    if (kept > this.step) {
      this.#moveTo(kept, game);
      this.#saved = kept;
    }
    for (let guard = 0; guard < this.steps.length; guard++) {
      const step = this.current;
      if (!step || this.step === this.steps.length - 1) break;
      const passed = step.shows !== undefined && !step.shows(game);
      if (!passed && !step.done?.(game, this.#from)) break;
      this.#moveTo(this.step + 1, game);
    }
    this.#save();
  }

  /** The player read the step and goes on (Go on, or Enter on it): past the board's lit step, or to the guide's next. */
  next(): void {
    const lit = this.explaining;
    if (lit) {
      this.#explained = lit.line;
      return;
    }
    const step = this.current;
    if (!step || (step.done && !this.line?.read) || this.step >= this.steps.length - 1) return;
    this.#moveTo(this.step + 1, this.o.game());
    this.sync();
  }

  /** A move of the player's, made: the words of an earlier refusal go. */
  acted(): void {
    this.retry = null;
  }

  /** The game refused a move: its reason, then what this step suggests instead. */
  refused(refusal: Refusal): void {
    if (this.current?.refusal) this.#refusedAt = this.step;
    const tip = this.current?.retry?.(this.o.game(), this.o.t);
    // A step that teaches by the refusal says why in its own words, in the player's language.
    this.retry = tip && this.current?.refusal ? tip : tip ? `${refusal.message} ${tip}` : refusal.message;
  }

  #moveTo(step: number, game: GameDetail): void {
    this.step = Math.min(step, this.steps.length - 1);
    this.#from = game;
    this.retry = null;
  }

  #save(): void {
    // While the board's lit steps are read here, the step is kept (and reaches the seats' devices)
    // only once the board has shown them all: a phone then names the next move only when the table has
    // seen what led to it. The lit step read last is kept at once: the devices' boards stand where this one stands.
    const settled = !this.explaining && !(this.explains && this.o.lit?.());
    const step = settled ? this.step : this.#saved;
    const explained = this.explained;
    if (this.#saved === step && this.#savedExplained === explained) return;
    this.#saved = step;
    this.#savedExplained = explained;
    void this.o.save(step, this.steps[step]?.held ?? false, explained);
  }
}
