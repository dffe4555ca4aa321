// FUSE: Countdown's board model: one per board, given to every part through context
// (architecture.md, "One board model, many views"). It holds what the table knows beyond the game's
// view: the picked die, the marked dice, what is lit for the pick, the refusal and where it shows,
// the confirms, the recent changes; and it turns a person's act (a click, a key, a drop, as an
// intent) into the one action it sends through the kernel every board holds (acting, busy, the
// refusal at its place, focus: lib/table/board-acts.svelte.ts). Components draw it; a seat view asks
// `seat(n)` for one seat. No method here ever sends an action unless a person asked for it.
import { getContext, onDestroy, setContext, tick, untrack } from 'svelte';
import { ApiCallError } from '@shared/errors';
import type { Colour } from '@shared/fuse-countdown';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownLegalPlaces } from '@shared/fuse-countdown/view';
import type { GameDetailOf } from '@shared/games';
import { BoardActs } from '../../../lib/table/board-acts.svelte';
import { settings } from '../../../lib/table/settings.svelte';
import { seatLooks } from '../../../lib/table/seats';
import { logLine } from '../records/log-text';
import { abilityOffer, activeLeaderRole, cellKey, NO_ABILITY, cellOfKey, fusesThisTurn, keyboardTargets, legalTargets, litByCard, ownerOf, placedThisTurn, qualifiesForNamed, quickerSeat, samePlacements, stepThrough, keptOnly, toggled, type Beaten } from './board-model';
import { refusalText, type Translator } from './board-text';
import { CountdownSeat } from './countdown-seat.svelte';
import { momentSpots } from './log-lines';
import { END_NOW_ARMED_MS, lockedMarks, lostCauseLine, pressEndNow } from './lost-cause';
import { tr } from './translator';
import { cardsRoom } from './cards-room';

/** The game as a board gets it: its view, legal places and seats (a seat view gets the same from its guest API). */
export type CountdownGame = Pick<GameDetailOf<'fuse-countdown'>, 'id' | 'state' | 'legalPlaces' | 'seats' | 'bots'>;

/** Where the model reads the game from, and how it plays an action: the board's props, read live. */
export interface CountdownSource {
  readonly game: CountdownGame;
  /** True while something covers the table (paused, menu): no roll tumbles then. */
  readonly covered?: boolean;
  act(action: FuseCountdownAction): Promise<unknown>;
}

/** What should take the keyboard's focus after an act: a slot, a rolled die, or the first die still to place. */
export type FocusTarget = { kind: 'cell'; key: string } | { kind: 'die'; die: string } | { kind: 'first-die' };

export interface CountdownOptions {
  /** Moves the focus (the view does it once its DOM shows the change); none in a test or on the server. */
  focus?: (target: FocusTarget) => void;
  /** A monotonic clock in ms, for End now's double-click guard. */
  now?: () => number;
  /** The words (the live translation by default). */
  words?: Translator;
  /** Whether this view plays a seat (takes back its dice): every seat by default; a device its own. */
  plays?: (seat: number) => boolean;
}

/** How long a moment (a defused card leaving, a spark arriving) stays drawn: fixed, never waited on. */
export const MOMENT_MS = 1500;
/** How long a defused card takes to rise away. */
export const LEAVE_MS = 600;
/** How long a roll tumbles. */
export const ROLL_MS = 600;
/** How long Done stays armed after its first press. */
export const DONE_ARMED_MS = 4000;

/** The engine's refusals to a placement that mean another seat got there first, and what they are about. */
function beatenBy(code: string | undefined, die: string, card: string, cell: number): Beaten | undefined {
  if (code === 'die-not-rolled') return { die };
  if (code === 'cell-taken') return { card, cell };
  return undefined;
}

const NO_CELLS: ReadonlySet<number> = new Set();
const NO_DICE: ReadonlySet<string> = new Set();
type TimerName = 'recent' | 'rolling' | 'done' | 'end-now';

export class CountdownBoard {
  readonly #source: CountdownSource;
  readonly #now: () => number;
  readonly words: Translator;
  readonly #plays: (seat: number) => boolean;
  /** The kernel: a person's act sent, busy while it is on its way, its refusal at its place, the focus. */
  readonly acts: BoardActs<FuseCountdownAction, FocusTarget, Beaten>;

  /** The rolled die picked for placing or for the leader's ability. */
  #picked = $state<string | null>(null);
  /** Dice marked for a flip or a reroll. */
  #marked = $state.raw<ReadonlySet<string>>(NO_DICE);
  /** The picked die another seat took meanwhile: the next press on a slot says who took it. */
  #lost = $state<string | null>(null);
  /** Board spots that just changed (`card-…`, `seat-N`, `score-pile`): drawn with a short moment. */
  #recent = $state.raw<ReadonlySet<string>>(NO_DICE);
  /** What the game just did by itself, in words (read out politely). */
  #news = $state.raw<readonly string[]>([]);
  #rolling = $state(false);
  #doneArmed = $state(false);
  #endNowArmedAt = $state<number | null>(null);

  /** How much of the log has been shown as moments, and for which game. */
  #seen: number;
  #seenGame: string;
  /** The turn the board last caught up with: a delivery further on than the next turn is a jump. */
  #seenTurn: number;
  #timers: Partial<Record<TimerName, ReturnType<typeof setTimeout>>> = {};
  #seats: CountdownSeat[] = [];
  /** The last legal places kept: a delivery with the same placements (a clock tick) keeps this object, so nothing lit is worked out again. */
  #keptLegalPlaces: FuseCountdownLegalPlaces | undefined;

  constructor(source: CountdownSource, options: CountdownOptions = {}) {
    this.#source = source;
    this.#now = options.now ?? (() => performance.now());
    this.words = options.words ?? tr;
    this.#plays = options.plays ?? (() => true);
    this.acts = new BoardActs({
      act: (action) => source.act(action),
      ...(options.focus ? { focus: options.focus } : {}),
      refused: () => this.words.t('fuse-countdown.turn.refused'),
      error: (e) => this.#errorText(e),
      // A refusal another seat's quicker move explains names that seat ("Bruno took that die"), once the table shows that move.
      explain: (beaten) => {
        const seat = quickerSeat(this.view, beaten);
        if (seat === null) return null;
        return this.words.t('die' in beaten ? 'fuse-countdown.turn.took-die' : 'fuse-countdown.turn.filled-slot', { seat: this.names[seat] ?? `#${seat + 1}` });
      },
    });
    this.#seen = source.game.state.log.length;
    this.#seenGame = source.game.id;
    this.#seenTurn = source.game.state.turn;
  }

  /**
   * How a defused card leaves its place: with a short rise when the game moved on by play (one act,
   * a replay's next moment or turn), at once when it jumped (a replay's step back or across several
   * turns, another game) or motion is reduced. A jump that drew every leaving card rising at once
   * would, for a moment, stack them on the seat below its remaining cards. It is asked as a card
   * starts to leave, before the board catches up with the delivery (follow), so it compares the
   * delivery with what the board last showed.
   */
  leaving(): { y: number; duration: number } {
    const { log, turn } = this.game.state;
    const jumped = this.game.id !== this.#seenGame || log.length < this.#seen || turn > this.#seenTurn + 1;
    return { y: -40, duration: settings.reducedMotion || jumped ? 0 : LEAVE_MS };
  }

  // What was delivered.
  readonly game = $derived.by(() => this.#source.game);
  readonly view = $derived(this.game.state);
  readonly legalPlaces = $derived.by(() => {
    // A bot's cards are the bot's to fill: no slot of theirs is lit for a person (docs/bots.md).
    const bots = this.game.bots?.seats;
    const all = this.game.legalPlaces;
    const next = all && bots ? { ...all, placements: all.placements.filter((p) => !bots.includes(p.seat)) } : all;
    const kept = this.#keptLegalPlaces;
    if (kept && next && samePlacements(kept.placements, next.placements)) return kept;
    this.#keptLegalPlaces = next;
    return next;
  });
  readonly assist = $derived(this.view.setup.assist);
  readonly names = $derived(this.game.seats.map((seat) => seat.name));
  readonly looks = $derived(seatLooks(this.game.seats, false, this.game.bots));
  /** The fuse cards turned up this turn, lying beside the face-up row. */
  readonly fuses = $derived(fusesThisTurn(this.view));
  /** The room the face-up row and those fuse cards ask for, in slots (the row sizes its slots from it). */
  readonly rowRoom = $derived(cardsRoom(this.view.row, this.view.pending?.kind === 'replacement' ? 2 : 0));
  /** Dice placed this turn: drawn apart on their cards. */
  readonly fresh = $derived(placedThisTurn(this.view));
  /** Dice are shared out now: picking and placing are open. */
  readonly distributing = $derived(this.view.phase === 'distribute' && !this.view.pending && !this.view.outcome);
  /** Before the clock starts: the players start it. */
  readonly ready = $derived(this.view.phase === 'ready' && !this.view.outcome);
  /** Before the draw: the leader rolls (naming a colour or number first where the role may). */
  readonly mayRoll = $derived(this.view.phase === 'roll' && !this.view.pending && !this.view.outcome);
  /** A bot leads this turn: it rolls and uses its ability by itself, so no screen offers them (docs/bots.md). */
  readonly botLeads = $derived(this.isBot(this.view.leader));

  /** A bot plays this seat: its questions and moves are its own, never a button here. */
  isBot(seat: number): boolean {
    return this.game.bots?.seats.includes(seat) ?? false;
  }

  /** A person plays this seat from this view (a bot never takes back; a device's seat is the device's). */
  playsHere(seat: number): boolean {
    return !this.isBot(seat) && this.#plays(seat);
  }

  /** Backspace: takes back the die placed last from this view, where the house rule lets it go back. */
  takeBackLatest(): boolean {
    if (this.busy) return false;
    const seats = this.view.seats.map((_, n) => this.seat(n)).filter((seat) => seat.takeBack !== null);
    const latest = seats.sort((a, b) => b.takeBack!.at - a.takeBack!.at)[0];
    if (!latest) return false;
    void latest.takeBackDie();
    return true;
  }

  // The person's picks and what follows from them.
  get picked(): string | null {
    return this.#picked;
  }
  get marked(): ReadonlySet<string> {
    return this.#marked;
  }
  get busy(): boolean {
    return this.acts.busy;
  }
  get recent(): ReadonlySet<string> {
    return this.#recent;
  }
  get news(): readonly string[] {
    return this.#news;
  }
  /** A roll is tumbling on the tray. */
  get rolling(): boolean {
    return this.#rolling;
  }
  /** Done was pressed once: a second press ends the sharing out. */
  get doneArmed(): boolean {
    return this.#doneArmed;
  }
  /** End now was pressed once: a second press ends the game. */
  get endNowArmed(): boolean {
    return this.#endNowArmedAt !== null;
  }

  /** The picked die as rolled (its face and the colours it shows). */
  readonly pickedDie = $derived(this.view.rolled.find((r) => r.die === this.#picked) ?? null);
  /** Marked dice in the order they were rolled: what a flip or reroll sends. */
  readonly markedDice = $derived(this.view.rolled.filter((r) => this.#marked.has(r.die)).map((r) => r.die));
  /** The cells lit for the picked die, card by card: worked out when the legal places or the pick change, never on a clock tick. */
  readonly lit = $derived(litByCard(this.legalPlaces, this.#picked));
  /** The picked die's legal slots in board order (`card#cell`). */
  readonly legal = $derived(legalTargets(this.legalPlaces, this.#picked));

  // The leader's ability at its moment.
  readonly role = $derived(activeLeaderRole(this.view));
  /** The leader's ability as offered here: none while a bot leads (its ability is the bot's). */
  readonly offer = $derived(this.botLeads ? NO_ABILITY : abilityOffer(this.view));
  /** Dice may be marked (the Disposal Expert's flip, the Explosives Instructor's rerolls). */
  readonly canMark = $derived(this.offer.flip || this.offer.rerolls > 0);
  /** The picked die may take a new colour or number now (a wild role only for the named colour or number). */
  readonly mayChange = $derived.by(() => {
    const picked = this.pickedDie;
    const wild = this.role === 'cutter' || this.role === 'operations-engineer';
    return !!picked && !picked.changed && (!wild || qualifiesForNamed(this.view, picked.die));
  });

  // Decisions the rules ask.
  /** The seat picking its replacement bomb from the row, and the cards it may take. */
  readonly replacement = $derived(this.view.pending?.kind === 'replacement' ? this.view.pending : null);
  /** The roll-a-six fuse card: the seats still without a 6, and this turn's rolls for it. */
  readonly rollSix = $derived(this.view.pending?.kind === 'roll-six' ? this.view.pending : null);
  readonly sixes = $derived(this.view.log.filter((e) => e.turn === this.view.turn && e.code === 'rolled-for-six'));
  /** The cards no die can ever finish (the engine found them locked when the turn started). */
  readonly locked = $derived(lockedMarks(this.view));
  /** The table's line while the ship can no longer be saved, or null. */
  readonly lostCauseLine = $derived.by(() => lostCauseLine(this.words, this.view));

  /** One seat's part of the board: its cards, lit slots, refusals and decisions (a seat view needs nothing else). */
  seat(n: number): CountdownSeat {
    return (this.#seats[n] ??= new CountdownSeat(this, n));
  }

  /** The refusal shown at `anchor` (a cell key `card#cell`, or `tray`, `done`, `row`, `seat-N`, `lost-cause`), or null. */
  refusalAt(anchor: string): string | null {
    return this.acts.refusalAt(anchor);
  }

  /** A refusal shown on one of `card`'s slots, with the slot. */
  refusalOn(card: string): { cell: number; text: string } | null {
    const refusal = this.acts.refusal;
    const at = refusal ? cellOfKey(refusal.anchor) : null;
    return at && refusal && at.card === card ? { cell: at.cell, text: refusal.text } : null;
  }

  /**
   * Catches up with a delivery (the board calls it whenever the game changes): a picked or marked die
   * that is no longer rolled is let go, Done is disarmed once the sharing out has ended, and what the
   * game did by itself lights its spots for a moment and is read out. It never sends anything.
   */
  follow(): void {
    const game = this.game;
    const { log, rolled } = game.state;
    const distributing = this.distributing;
    untrack(() => {
      const isRolled = (die: string) => rolled.some((r) => r.die === die);
      if (this.#picked !== null && (!isRolled(this.#picked) || !distributing)) {
        this.#lost = distributing ? this.#picked : null;
        this.#picked = null;
      }
      this.#marked = keptOnly(this.#marked, isRolled);
      if (!distributing) this.#disarmDone();
      this.#seenTurn = game.state.turn;
      if (game.id !== this.#seenGame || log.length < this.#seen) {
        this.#seenGame = game.id;
        this.#seen = log.length;
        return;
      }
      const fresh = log.slice(this.#seen);
      this.#seen = log.length;
      if (fresh.length === 0) return;
      this.#news = fresh.map((e) => logLine(this.words, e, game.seats)).slice(-4);
      this.#recent = momentSpots(fresh);
      this.#after('recent', this.#recent.size > 0 ? MOMENT_MS : null, () => (this.#recent = NO_DICE));
      const still = this.#source.covered || settings.reducedMotion;
      if (!still && !this.#rolling && fresh.some((e) => e.code === 'dice-rolled' || e.code === 'dice-rerolled')) {
        this.#rolling = true;
        this.#after('rolling', ROLL_MS, () => (this.#rolling = false));
      }
    });
  }

  /** Stops the model's timers (the board is gone). */
  destroy(): void {
    for (const timer of Object.values(this.#timers)) clearTimeout(timer);
    this.#timers = {};
  }

  /**
   * Plays a person's act; a refusal is shown at `anchor`. True when the game took it. `beaten` says
   * which of the engine's refusals mean another seat was quicker, and about what.
   */
  async send(action: FuseCountdownAction, anchor: string, beaten?: (code: string | undefined) => Beaten | undefined): Promise<boolean> {
    const ok = await this.acts.act(action, anchor, beaten);
    if (ok && (action.type === 'flip' || action.type === 'reroll')) this.#marked = NO_DICE;
    return ok;
  }

  // Picking and placing: a click, a key or a drag, as the intent it stands for.

  /** Picks a rolled die (or lets the pick go with null); the focus goes to its first legal slot. */
  pick(die: string | null): void {
    this.acts.clear();
    this.#lost = null;
    this.#picked = die;
    if (die === null) return;
    const first = keyboardTargets(this.view, this.legalPlaces, die, this.assist)[0];
    if (first) this.acts.focus({ kind: 'cell', key: first });
    else if (this.assist && this.legalPlaces) this.acts.refuse('tray', this.words.t('fuse-countdown.turn.no-legal'));
  }

  /** A press on a rolled die: picks it, or lets it go when it was picked. */
  pressDie(die: string): void {
    this.pick(this.#picked === die ? null : die);
  }

  /** A key on a rolled die: Escape lets the pick go, M marks it where dice may be marked. */
  dieKey(die: string, key: string): void {
    if (key === 'Escape') this.pick(null);
    else if ((key === 'm' || key === 'M') && this.canMark) this.toggleMark(die);
  }

  toggleMark(die: string): void {
    this.#marked = toggled(this.#marked, die);
  }

  /** A die may be dropped on a slot now. */
  get mayDrop(): boolean {
    return this.#picked !== null && this.distributing;
  }

  /** Places the picked die on a slot; without a pick, says to pick one first, at the slot. */
  async placeOn(card: string, cell: number): Promise<void> {
    const die = this.#picked;
    const key = cellKey(card, cell);
    if (!this.distributing) return;
    if (die === null) {
      const lost = this.#lost;
      this.acts.refuse(key, this.words.t('fuse-countdown.turn.pick-first'), lost ? { die: lost } : undefined);
      return;
    }
    // A die picked while this one was on its way stays picked: a quick hand goes on with the next.
    if ((await this.send({ type: 'place', seat: ownerOf(this.view, card), die, card, cell }, key, (code) => beatenBy(code, die, card, cell))) && this.#picked === die) {
      this.#picked = null;
      this.acts.focus({ kind: 'first-die' });
    }
  }

  /** The keyboard on a slot with a die picked: an arrow walks the die's targets, Escape lets it go. True when the key was used. */
  slotKey(at: string, key: string): boolean {
    const die = this.#picked;
    if (die === null) return false;
    if (key === 'Escape') {
      this.#picked = null;
      this.acts.clear();
      this.#lost = null;
      this.acts.focus({ kind: 'die', die });
      return true;
    }
    const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 0;
    if (!step) return false;
    const next = stepThrough(keyboardTargets(this.view, this.legalPlaces, die, this.assist), at, step);
    if (next === null) return false;
    this.acts.focus({ kind: 'cell', key: next });
    return true;
  }

  // The turn's acts.
  start(): void {
    void this.send({ type: 'start' }, 'tray');
  }

  /** Draws and rolls, naming a colour or a number first where the leader's role may. */
  roll(name?: { colour: Colour } | { number: number }): void {
    void this.send(name ? { type: 'roll', name } : { type: 'roll' }, 'tray');
  }

  changeColour(colour: Colour): void {
    const die = this.pickedDie?.die;
    if (die) void this.send({ type: 'change-colour', die, colour }, 'tray');
  }

  changeNumber(number: number): void {
    const die = this.pickedDie?.die;
    if (die) void this.send({ type: 'change-number', die, number }, 'tray');
  }

  flip(): void {
    void this.send({ type: 'flip', dice: this.markedDice }, 'tray');
  }

  reroll(): void {
    void this.send({ type: 'reroll', dice: this.markedDice }, 'tray');
  }

  /** The Logistics Specialist puts the picked die back. */
  returnDie(): void {
    const die = this.pickedDie?.die;
    if (die) void this.send({ type: 'return-die', die }, 'tray');
  }

  rollForSix(): void {
    void this.send({ type: 'roll-six' }, 'tray');
  }

  /** The replacing seat takes a bomb from the row. */
  takeReplacement(card: string): void {
    const ask = this.replacement;
    if (ask) void this.send({ type: 'decide', seat: ask.seat, option: card }, 'row');
  }

  /** Done asks twice: the first press arms it for a few seconds, the second ends the sharing out. */
  async pressDone(): Promise<void> {
    if (!this.#doneArmed) {
      this.#doneArmed = true;
      this.#after('done', DONE_ARMED_MS, () => (this.#doneArmed = false));
      return;
    }
    this.#disarmDone();
    await this.send({ type: 'done' }, 'done');
  }

  /** End now asks twice (a double-click is not two decisions); the arming runs out after a few seconds. */
  async pressEndNow(): Promise<void> {
    const next = pressEndNow(this.#endNowArmedAt, this.#now());
    if (next.armedAt !== this.#endNowArmedAt) this.#after('end-now', next.armedAt === null ? null : END_NOW_ARMED_MS, () => (this.#endNowArmedAt = null));
    this.#endNowArmedAt = next.armedAt;
    if (next.send) await this.send({ type: 'end-now' }, 'lost-cause');
  }

  #errorText(error: unknown): string {
    if (error instanceof ApiCallError) return refusalText(this.words, { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) });
    return refusalText(this.words, { code: 'unexpected', message: error instanceof Error ? error.message : String(error) });
  }

  /** Runs `then` after `ms` (replacing the timer of that name), or only clears it when `ms` is null. */
  #after(name: TimerName, ms: number | null, then: () => void): void {
    clearTimeout(this.#timers[name]);
    delete this.#timers[name];
    if (ms === null) return;
    this.#timers[name] = setTimeout(() => {
      delete this.#timers[name];
      then();
    }, ms);
  }

  #disarmDone(): void {
    if (!this.#doneArmed) return;
    this.#doneArmed = false;
    this.#after('done', null, () => undefined);
  }

  /** The lit cells of one card, as the board draws them: none at all while the assist is off or nothing is shared out. */
  litOn(card: string): ReadonlySet<number> | undefined {
    return this.assist && this.distributing ? (this.lit.get(card) ?? NO_CELLS) : undefined;
  }
}

const KEY = Symbol('fuse-countdown board');

/** The context entry that carries a board model (a part of the board drawn on its own, in a test, is given it so). */
export const countdownBoardEntry = (board: CountdownBoard): [symbol, CountdownBoard] => [KEY, board];

/** Gives the board model to every part of the board beneath the caller. */
function provideCountdownBoard(board: CountdownBoard): CountdownBoard {
  const [key, value] = countdownBoardEntry(board);
  return setContext(key, value);
}

/** The board model the parts of a FUSE: Countdown board draw. */
export function useCountdownBoard(): CountdownBoard {
  const board = getContext<CountdownBoard | undefined>(KEY);
  if (!board) throw new Error('A FUSE: Countdown board part was drawn outside a board (no board model in its context).');
  return board;
}

/**
 * A view's own board model (the main screen's board, a seat's view), made during the view's setup:
 * given to its parts, following each delivery of the game, and let go with the view. The focus follows
 * the model's word within the view's root once its DOM shows the change.
 */
export function mountCountdownBoard(source: CountdownSource, root: () => HTMLElement | undefined, plays?: (seat: number) => boolean): CountdownBoard {
  const focus = (target: FocusTarget): void => {
    const selector = target.kind === 'cell' ? `[data-key="${target.key}"]` : target.kind === 'die' ? `[data-rolled="${target.die}"]` : '[data-rolled]:not(:disabled)';
    void tick().then(() => root()?.querySelector<HTMLElement>(selector)?.focus());
  };
  const board = provideCountdownBoard(new CountdownBoard(source, { focus, ...(plays ? { plays } : {}) }));
  // Each delivery: let go of dice no longer rolled, show what the game did by itself as a moment.
  $effect(() => {
    void source.game;
    untrack(() => board.follow());
  });
  onDestroy(() => board.destroy());
  return board;
}
