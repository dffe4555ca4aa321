// One seat's part of FUSE: Countdown's board model: what the seat's area on the table draws, and all a
// seat view on a device would need (devices.md): its cards with the picked die's legal slots lit, the
// refusal at a slot, the decision the rules ask of it, and its acts. Derived from the board model.
import { ROLES, isComplete, type CardInPlay } from '@shared/fuse-countdown';
import type { Pending } from '@shared/fuse-countdown/pending';
import { cardName } from '../records/log-text';
import { cellOfKey, cellsHolding } from './board-model';
import { dieName } from './board-text';
import type { CountdownBoard } from './countdown-board.svelte';
import { cardsRoom, type CardsRoom } from './cards-room';
import { openTakeBack } from './take-back';
import { tick } from 'svelte';

export class CountdownSeat {
  readonly #board: CountdownBoard;
  readonly index: number;

  constructor(board: CountdownBoard, index: number) {
    this.#board = board;
    this.index = index;
  }

  // Each derived reads the board and the index given to the constructor, so each is a `$derived.by`
  // (worked out when first read, after both are set).
  readonly state = $derived.by(() => this.#board.view.seats[this.index]!);
  readonly look = $derived.by(() => this.#board.looks[this.index]!);
  /** The seat holds the bag this turn. */
  readonly leader = $derived.by(() => this.#board.view.leader === this.index);
  /** The decision asked of this seat at its area (its role, or which of its dice goes back), or null. */
  readonly ask = $derived.by((): Pending | null => {
    const p = this.#board.view.pending;
    return p && p.seat === this.index && p.kind !== 'roll-six' && p.kind !== 'replacement' ? p : null;
  });
  /** The roles it may choose, when it is asked for one. */
  readonly roleOptions = $derived(this.ask?.kind === 'choose-role' ? this.ask.options.filter((o) => (ROLES as readonly string[]).includes(o)) : []);
  /** Its bomb cards, then its spark cards. */
  readonly cards = $derived<readonly CardInPlay[]>([...this.state.bombs, ...this.state.sparks]);
  readonly quota = $derived.by(() => this.#board.view.quotas[this.index] ?? 0);
  /** The most dice it may take this turn (one more than its quota when the Logistics Specialist takes an extra). */
  readonly max = $derived.by(() => this.#board.view.maxTake[this.index] ?? 0);
  /** With one or two players a full card may be defused during the sharing out. */
  readonly mayDefuseEarly = $derived.by(() => this.#board.view.players <= 2 && this.#board.distributing);
  /** The picked die's legal slots on this seat's cards (`card#cell`), in board order. */
  readonly legal = $derived.by(() => this.#board.legal.filter((key) => this.cards.some((c) => c.card === cellOfKey(key)?.card)));
  /** The bag just passed to this seat: drawn with a short moment. */
  readonly passed = $derived.by(() => this.leader && this.#board.recent.has(`seat-${this.index}`));
  /** The room its cards ask for, in slots (the seat's area sizes its slots from it and its own box). */
  readonly room = $derived.by(
    (): CardsRoom => cardsRoom(this.cards.map((c) => c.card), this.cards.some((c) => this.isLocked(c.card) || this.mayDefuse(c) || this.takeBack?.card === c.card) ? 3 : 0),
  );
  /** The die this seat placed last, while it may go back (house rule) and this view plays the seat; else null. */
  readonly takeBack = $derived.by(() => (this.#board.playsHere(this.index) ? openTakeBack(this.#board.view, this.index) : null));
  /** A refusal said at the seat (a decision it answered), or null. */
  readonly refusal = $derived.by(() => this.#board.refusalAt(`seat-${this.index}`));

  /** The cells of one of its cards lit for the picked die (undefined while nothing is lit at all). */
  lit(card: string): ReadonlySet<number> | undefined {
    return this.#board.litOn(card);
  }

  /** A refusal at one of its card's slots. */
  refusalOn(card: string): { cell: number; text: string } | null {
    return this.cards.some((c) => c.card === card) ? this.#board.refusalOn(card) : null;
  }

  /** No die can ever finish this card. */
  isLocked(card: string): boolean {
    return this.#board.locked.has(card);
  }

  /** The card just arrived (a spark drawn, a replacement taken). */
  arriving(card: string): boolean {
    return this.#board.recent.has(`card-${card}`);
  }

  /** May be defused now, before the step ends. */
  mayDefuse(c: CardInPlay): boolean {
    return this.mayDefuseEarly && isComplete(c);
  }

  /** The cells of a card whose die the seat is asked to choose. */
  chooseCells(c: CardInPlay): ReadonlySet<number> {
    return cellsHolding(c, this.ask?.kind === 'return-die' ? this.ask.options : []);
  }

  /** A die the seat may choose, in words: what it shows and the card it sits on. */
  optionLabel(die: string): string {
    const words = this.#board.words;
    for (const c of this.cards) {
      const d = c.dice.find((x) => x.die === die);
      if (d) return `${dieName(words, d.shown, d.face)} (${cardName(words, c.card)})`;
    }
    return die;
  }

  /** A press on one of its slots: the answer to a return-die decision when it holds an offered die, else a placement. */
  pressCell(card: string, cell: number): void {
    const ask = this.ask;
    const placed = this.cards.find((c) => c.card === card)?.dice.find((d) => d.cell === cell);
    if (ask?.kind === 'return-die' && placed && ask.options.includes(placed.die)) {
      this.decide(placed.die);
      return;
    }
    void this.#board.placeOn(card, cell);
  }

  /** Answers the decision asked of this seat. */
  decide(option: string): void {
    void this.#board.send({ type: 'decide', seat: this.index, option }, `seat-${this.index}`);
  }

  /** Takes the seat's last die back among the rolled dice, picked again so its slots light up. */
  async takeBackDie(): Promise<boolean> {
    const open = this.takeBack;
    if (!open) return false;
    const ok = await this.#board.send({ type: 'take-back', seat: this.index, die: open.die }, `seat-${this.index}`);
    if (ok) {
      await tick();
      this.#board.pick(open.die);
    }
    return ok;
  }

  defuse(card: string): void {
    void this.#board.send({ type: 'defuse', seat: this.index, card }, `seat-${this.index}`);
  }
}
