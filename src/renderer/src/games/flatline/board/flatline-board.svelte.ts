// FLATLINE's board model: everything the board knows and decides, apart from how it is drawn. One
// instance per board, given to every part through Svelte context (`useFlatlineBoard()`), so the
// main screen's table and a device's seat view are two views of one model (architecture.md, "One
// board model, many views"). It holds three parts: the kernel every board holds (acting, busy, the
// refusal at its place, focus: lib/table/board-acts.svelte.ts), the replay of what the game did by
// itself (board-replay.svelte.ts) and the dice the players pick, place and re-roll
// (board-dice.svelte.ts); the questions, windows and keys are its own, and a view reads everything
// through it. Only a person's act sends anything (`act`); the waits the table shows are deadlines
// the services keep (architecture.md, "No view ever sends an action on its own"). No DOM here: a
// view says how to move the keyboard's focus (`focus`).
import { getContext, setContext, tick, untrack } from 'svelte';
import type { DieSpace, TriageCard } from '@shared/flatline/cards';
import type { SymbolId } from '@shared/flatline/symbols';
import { isTriageWindow, type TargetRef } from '@shared/flatline/state';
import { windowWaitMs } from '@shared/flatline/pace';
import { ApiCallError } from '@shared/errors';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { TablePace } from '@shared/table-settings';
import { t } from '../../../lib/i18n/i18n.svelte';
import type { BoardLitStep } from '../../../lib/table-game';
import { settings } from '../../../lib/table/settings.svelte';
import { BoardActs, type BoardRefusal } from '../../../lib/table/board-acts.svelte';
import { BoardDice, type BoardAsk, type BoardFocus, type FlatlineActs, type FlatlineBoardOptions, type FlatlineGame, type RerollChoice, type SeatView } from './board-dice.svelte';
import { BoardReplay, type BoardLine, type BoardStep } from './board-replay.svelte';
import { BoardTakeBack } from './board-take-back.svelte';
import { quickerSeat, spaceKey, type BoardSpace, type Beaten, type PlaceGroup } from './board-model';
import { keepEqual } from '../../../lib/table/keep-equal';
import { refusalText } from './board-text';
import { tr } from './translator';
import { dieForKey, dieKey, keyLabel } from './board-keys';
import { placeChoices } from './choice-spots';
import type { PendingOption } from '@shared/flatline/pending';

export type { BoardAsk, BoardFocus, FlatlineBoardOptions, FlatlineGame } from './board-dice.svelte';

export class FlatlineBoardModel {
  /** The game as last delivered. */
  game = $state.raw<FlatlineGame>(null!);
  /** True while the table shell covers the board: the replay stands still and the keys are ignored. */
  covered = $state(false);
  /** A replay's board (docs/replays.md): every delivery is drawn as it is, at once; no key is the board's. */
  still = false;
  /**
   * A guided game's guide explains each lit step of a resolution (docs/guided-game.md): the last log
   * line it has explained, and the replay stands on each lit line after it; null at any other table.
   */
  explained = $state<number | null>(null);
  /** With `explained`: the lit log lines the guide stands on (its model's rule); null: every one. */
  stops = $state.raw<((line: number) => boolean) | null>(null);

  /** The kernel: a person's act sent, busy while it is on its way, its refusal at its place, the focus. */
  readonly acts: FlatlineActs;
  /** The replay of what the game did by itself, and the picture drawn meanwhile. */
  readonly replay: BoardReplay;
  /** The dice picked, placed and re-rolled. */
  readonly dice: BoardDice;
  /** The house rule "Take back a misplaced die": what this view may take back, and the act. */
  readonly takeBack: BoardTakeBack;
  /** The pace of the steps shown. */
  readonly #pace: () => TablePace;

  /** What is left of the host's wait at a triage window, counted here between deliveries. */
  #countedMs = $state<number | null>(null);

  /** The game as the view last handed it over (`game` keeps what did not change of the one before). */
  #delivered: FlatlineGame;

  constructor(options: FlatlineBoardOptions) {
    this.game = options.game;
    this.#delivered = options.game;
    this.#pace = options.pace ?? (() => settings.resolutionSpeed);
    this.acts = new BoardActs<FlatlineAction, BoardFocus, Beaten>({
      act: options.act,
      ...(options.focus ? { focus: options.focus } : {}),
      refused: () => t('flatline.board.refused'),
      error: errorText,
      // A refusal another seat's quicker move explains names that seat, once the table shows that move.
      explain: (beaten) => {
        const seat = quickerSeat(this.state.dice, beaten);
        return seat === null ? null : t('die' in beaten ? 'flatline.board.tookDie' : 'flatline.board.filledSpace', { seat: this.look(seat).name });
      },
    });
    // The parts read each other through the model: the dice draw on the replay's picture, the replay
    // tells the live state the dice hold (a placement on its way drawn in).
    this.dice = new BoardDice({ game: () => this.game, table: () => this.replay.table, showsLive: () => this.replay.showsLive }, this.acts);
    this.replay = new BoardReplay({ state: () => this.dice.state, seats: () => this.game.seats, explained: () => this.explained, stops: (line) => this.stops?.(line) ?? true }, options.game.state, this.#pace);
    const plays = options.plays ?? (() => true);
    this.takeBack = new BoardTakeBack(
      { game: () => this.game, state: () => this.dice.state, placing: () => this.dice.placing, plays, picked: (die) => this.pick(die) },
      this.acts,
    );

    // The replay's clock: each line stays for its step at the table's pace (src/shared/flatline/
    // pace.ts, the figures the host's wait at a triage window counts too); the next follows at once.
    $effect(() => {
      let wait = this.nextStepMs;
      if (wait === null || this.covered) return;
      if (wait === 0) {
        this.advance();
        // A guided game's guide explains its stops: what it has explained, and the lines with no
        // place, pass here at once, up to its next stop (which stands), a lit step it plays at the
        // table's pace (timed here: this run's own advance does not run it again) or the end.
        while (this.explained !== null && this.nextStepMs === 0) this.advance();
        wait = this.explained !== null ? untrack(() => this.nextStepMs) : null;
        if (wait === null || wait === 0) return;
      }
      const timer = setTimeout(() => this.advance(), wait);
      return () => clearTimeout(timer);
    });

    // A triage window's wait is the host's (game.deadline): it moves play on when it runs out. Here
    // it is only counted down from the host's figure at receipt, for the players to see.
    $effect(() => {
      const deadline = this.game.deadline;
      if (!deadline || !this.windowStop || this.game.paused || this.state.outcome !== 'in-progress') {
        this.#countedMs = null;
        return;
      }
      const due = performance.now() + deadline.leftMs;
      const count = () => (this.#countedMs = Math.max(0, due - performance.now()));
      count();
      const timer = setInterval(count, 100);
      return () => clearInterval(timer);
    });
  }

  /** The key that picks this die, as written on it; null when it has none (a bot's die is the bot's to place). */
  dieKey(dieId: string): string | null {
    if (this.#botsDie(dieId)) return null;
    const key = dieKey(dieId, this.state.players);
    return key === null ? null : keyLabel(key);
  }

  #botsDie(dieId: string): boolean {
    const seat = this.state.dice.find((d) => d.id === dieId)?.seat;
    return seat !== undefined && (this.game.bots?.seats.includes(seat) ?? false);
  }

  /** Takes a new delivery of the game: the replay goes on from what the players saw; another game starts fresh. */
  receive(delivered: FlatlineGame): void {
    untrack(() => {
      if (delivered === this.#delivered) return;
      this.#delivered = delivered;
      const previous = this.game;
      // The parts of the table this push left as they were keep their objects, so only what it
      // changed is drawn again (keep-equal.ts); the rest of the delivery (the wait's figure) is as sent.
      const game = delivered.id === previous.id ? { ...delivered, state: keepEqual(previous.state, delivered.state) } : delivered;
      this.game = game;
      if (game.id !== previous.id || this.still) {
        this.replay.reset(game.state);
        this.dice.letGo(true);
        return;
      }
      this.replay.follow(game.state);
      // Placements during the countdown are the players' own moves: nothing to replay.
      if (this.shown > this.lines.length || this.placing) this.skip();
      // A picked die that is no longer in a tray (placed, or the round moved on) is let go; at a new
      // stage (the countdown over, a new round, the end) everything in hand goes, a refusal with it.
      const before = previous.state;
      const now = game.state;
      this.dice.letGo(before.stop !== now.stop || before.round !== now.round || before.outcome !== now.outcome);
    });
  }

  // ——— What the parts hold, as the views read it ———

  // The replay.
  get lines(): BoardLine[] { return this.replay.lines; }
  get shown(): number { return this.replay.shown; }
  get lit(): string | null { return this.replay.lit; }
  get replaying(): boolean { return this.replay.replaying; }
  get ahead(): boolean { return this.replay.ahead; }
  get showing(): number | null { return this.replay.showing; }
  get told(): string { return this.replay.told; }
  get table() { return this.replay.table; }
  get showsLive(): boolean { return this.replay.showsLive; }
  get picture(): 'live' | 'before' | 'next' { return this.replay.picture; }
  get placed() { return this.replay.placed; }
  get step(): BoardStep { return this.replay.step; }
  /** The round and the step shown, A to H, in the players' words ("Round 2 · B Add Emergencies"); empty between rounds. */
  get stepTitle(): string {
    const { phase, round } = this.replay.step;
    return phase ? `${t('flatline.guide.round', { round })} · ${phase} ${t(`flatline.guide.phase.${phase}.name`)}` : '';
  }
  get nextStepMs(): number | null { return this.replay.nextStepMs; }
  /** The lit step shown now (its log line, place and words), for the guide that explains it. */
  get litStep(): BoardLitStep | null { return this.replay.litStep; }
  /** The replay stands on its lit step until the guide has explained it. */
  get waitsForGuide(): boolean { return this.replay.waitsForGuide; }
  lights(spot: string): boolean { return this.replay.lights(spot); }
  advance(): void { this.replay.advance(); }
  skip(): void { this.replay.skip(); }

  // The dice.
  get state() { return this.dice.state; }
  get allLegalPlaces() { return this.dice.allLegalPlaces; }
  get over(): boolean { return this.dice.over; }
  get placing(): boolean { return this.dice.placing; }
  get patientCards() { return this.dice.patientCards; }
  get looks() { return this.dice.looks; }
  get picked(): string | null { return this.dice.picked; }
  get legal(): ReadonlySet<string> { return this.dice.legal; }
  get legalPlaces(): BoardSpace[] { return this.dice.legalPlaces; }
  get groups(): PlaceGroup[] { return this.dice.groups; }
  get reroll(): RerollChoice | null { return this.dice.reroll; }
  get rerollOpen(): boolean { return this.dice.rerollOpen; }
  get rerollDice() { return this.dice.rerollDice; }
  look(seat: number) { return this.dice.look(seat); }
  placesFor(dieId: string): BoardSpace[] { return this.dice.placesFor(dieId); }
  /**
   * One die space as a part draws it (the table shown: the replay's picture, or the live state). The
   * same object from one push to the next while what it asks for and the die on it stay the same: a
   * push brings the whole game anew, and a new object would make every space on the board work out
   * its label, tip and picture again for the one a placement changed (docs/far-away.md, "Speed").
   */
  spaceAt(target: TargetRef, index: number, space: DieSpace): BoardSpace {
    const key = spaceKey(target, index);
    const die = this.placed.get(key) ?? null;
    const last = this.#spaces.get(key);
    if (last && last.space === space && keepEqual(last.die, die) === last.die) return last;
    const made: BoardSpace = { key, target, index, space, die };
    this.#spaces.set(key, made);
    return made;
  }
  /** The spaces handed out, by key (spaceAt): a cache, read only through `placed`, which is what is tracked. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #spaces = new Map<string, BoardSpace>();
  seat(seat: number): SeatView { return this.dice.seat(seat); }
  pick(dieId: string | null): void { this.dice.pick(dieId); }
  place(space: BoardSpace): Promise<boolean> { return this.dice.place(space); }
  drop(dieId: string | null, space: BoardSpace): Promise<boolean> { return this.dice.drop(dieId, space); }
  move(from: string, delta: number): void { this.dice.move(from, delta); }
  cancel(): void { this.dice.cancel(); }
  startReroll(only?: number): void { this.dice.startReroll(only); }
  rerollWithOffered(die: string, seat: number): void { this.dice.rerollWithOffered(die, seat); }
  freeReroll(seat: number): void { this.dice.freeReroll(seat); }
  chooseRerollSeat(seat: number): void { this.dice.chooseRerollSeat(seat); }
  chooseRerollDie(dieId: string, on: boolean): void { this.dice.chooseRerollDie(dieId, on); }
  cancelReroll(): void { this.dice.cancelReroll(); }
  confirmReroll(): Promise<boolean> { return this.dice.confirmReroll(); }

  // The kernel.
  /** An action is on its way. */
  get busy(): boolean { return this.acts.busy; }
  /** The refusal shown now, wherever it is (a device says one whose place it no longer lists). */
  get refusal(): BoardRefusal | null { return this.acts.refusal; }
  /** The refusal shown at `anchor` (a space key, `die:<id>`, `triage:<card>`, `reroll`, `prompt`, `done:<seat>`), or null. */
  refusalAt(anchor: string): string | null { return this.acts.refusalAt(anchor); }
  /** Plays a person's act through the API; a refusal is kept to be shown at `anchor`. */
  act(action: FlatlineAction, anchor = 'prompt'): Promise<boolean> { return this.acts.act(action, anchor); }

  // ——— Questions, windows and the players' acts ———

  /**
   * What is asked over the trays now, if anything. A decision is asked once the steps before it have
   * been shown, so the narration tells what led to it, not what came long before.
   */
  readonly ask = $derived<BoardAsk>(
    this.state.pending && !this.replaying
      ? 'decision'
      : this.reroll && this.placing
        ? 'reroll'
        : this.state.stop === 'planning' && !this.state.pending && !this.replaying
          ? 'planning'
          : null,
  );
  /** The round is resolving (or its steps are still being shown): no clock runs, the game acts by itself. */
  readonly resolving = $derived(!this.over && (this.replaying || (this.state.stop !== 'planning' && this.state.stop !== 'countdown')));
  /** A triage window is open (a usable card, nothing asked). */
  readonly windowStop = $derived(isTriageWindow(this.state.stop) && !this.state.pending);
  /** The window's panel shows once the replay is over. */
  readonly windowOpen = $derived(this.windowStop && !this.replaying);
  /** What is left of the host's wait (its own figure before the first count), null when none runs. */
  readonly windowLeft = $derived(this.windowStop && this.game.deadline ? (this.#countedMs ?? this.game.deadline.leftMs) : null);
  /** The share of the window's own seconds left (1 → 0) for the ring on each usable card; null when none runs. */
  readonly windowShare = $derived.by(() => (this.windowLeft === null || this.replaying ? null : Math.min(1, this.windowLeft / windowWaitMs(this.#pace()))));
  /** The triage cards the host says are usable now; null on a replayed picture or without the host's legal places. */
  readonly usableTriage = $derived<ReadonlySet<string> | null>(this.showsLive && this.allLegalPlaces ? frozenSet(this.allLegalPlaces.usableTriage) : null);

  decide(option: string): Promise<boolean> {
    return this.act({ type: 'decide', option });
  }
  /** The decision's answers that are places on the board, lit there as choices (choice-spots.ts). */
  readonly choices = $derived(placeChoices(this.ask === 'decision' ? this.state : null));
  /** The answer a board place gives, if the question is about it. */
  choiceAt(spot: string): PendingOption | null {
    return this.choices.get(spot) ?? null;
  }
  /** A place pressed while the question is about it: its answer. */
  choose(spot: string): void {
    const option = this.choiceAt(spot);
    if (option && !this.busy) void this.decide(option.id);
  }
  /** Starts the countdown (a person's act: the planning prompt's button or Enter); the keyboard goes to the first die. */
  async startCountdown(): Promise<boolean> {
    const ok = await this.act({ type: 'advance' });
    if (ok) {
      await tick();
      this.dice.focusNextDie();
    }
    return ok;
  }
  /** The main screen's Done: the countdown ends at once. */
  done(): Promise<boolean> {
    return this.act({ type: 'done' });
  }
  /** The seats whose devices said they are done this countdown (the main screen marks them). */
  readonly readySeats = $derived<readonly number[]>(this.state.stop === 'countdown' && !this.over ? (this.state.countdown.ready ?? []) : []);
  isReady(seat: number): boolean {
    return this.readySeats.includes(seat);
  }
  /** A seat's own Done, from its device: the countdown ends once every seat holding dice said it. */
  seatDone(seat: number): Promise<boolean> {
    return this.act({ type: 'done', seat }, `done:${seat}`);
  }
  useTriage(card: TriageCard): Promise<boolean> {
    return this.act({ type: 'use-triage', card }, `triage:${card}`);
  }
  discardTriage(card: TriageCard): Promise<boolean> {
    return this.act({ type: 'discard-triage', card }, `triage:${card}`);
  }
  /** Turns a die to another face (a card granted it). */
  turnDie(dieId: string, face: SymbolId): Promise<boolean> {
    return this.act({ type: 'change-face', die: dieId, face }, `die:${dieId}`);
  }
  /** Go on from a triage window (a person's act: its button or key G; the window's own end is the services' deadline). */
  goOn(): void {
    if (this.windowStop && !this.busy) void this.act({ type: 'advance' });
  }
  /** Wait at a triage window until someone presses Go on (key W). */
  wait(): void {
    if (this.windowStop && !this.state.held && !this.busy) void this.act({ type: 'hold' });
  }

  /**
   * The board's keys (shown in the legend): during the countdown a die's own key (board-keys.ts)
   * picks it; Enter starts the countdown when no control has the focus; S skips the steps, G goes
   * on from a triage window, W waits there; Backspace takes back the die placed last from this view
   * (where the table chose that house rule). `onControl`: the focus is on a button of its own, which
   * Enter presses instead. True when the key was the board's.
   */
  shortcut(key: string, onControl = false): boolean {
    if (this.covered || this.still || this.game.paused) return false;
    const k = key.toLowerCase();
    const found = this.placing ? dieForKey(k, this.state.dice, this.state.players) : undefined;
    const die = found && !this.#botsDie(found.id) ? found : undefined;
    if (die) this.pick(die.id);
    else if (key === 'Enter' && !onControl && this.ask === 'planning' && !this.busy) void this.startCountdown();
    else if (k === 's' && this.replaying) this.skip();
    else if (k === 'g' && this.windowOpen) this.goOn();
    else if (k === 'w' && this.windowOpen && !this.state.held) this.wait();
    else if (key === 'Backspace' && this.takeBack.latest()) return true;
    else return false;
    return true;
  }
}

function errorText(error: unknown): string {
  if (error instanceof ApiCallError) return refusalText(tr, { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) });
  return refusalText(tr, { code: 'unexpected', message: error instanceof Error ? error.message : String(error) });
}

/** A set nobody changes (a snapshot's list, looked up by a part). */
const frozenSet = <T>(items: readonly T[]): ReadonlySet<T> => new Set(items);

const KEY = Symbol('flatline-board');

/** Gives the board's model to every part of the board below the calling component. */
export function setFlatlineBoard(board: FlatlineBoardModel): FlatlineBoardModel {
  return setContext(KEY, board);
}

/** The board's model, for a part of the board (it must sit inside a board that set one). */
export function useFlatlineBoard(): FlatlineBoardModel {
  const board = getContext<FlatlineBoardModel | undefined>(KEY);
  if (!board) throw new Error('A FLATLINE board part was drawn outside a board (no useFlatlineBoard context).');
  return board;
}
