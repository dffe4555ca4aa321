// FLATLINE's board model: everything the board knows and decides, apart from how it is drawn. One
// instance per board, given to every part through Svelte context (`useFlatlineBoard()`), so the
// main screen's table and a device's seat view are two views of one model (architecture.md, "One
// board model, many views"). It holds the live game and the picture drawn while a resolution is
// replayed line by line, what is picked and where it may go, the re-roll being chosen, the refusal
// to show and where, and the busy flag. Only a person's act sends anything (`act`); the waits the
// table shows are deadlines the services keep (architecture.md, "No view ever sends an action on
// its own"). No DOM here: a view says how to move the keyboard's focus (`focus`).
import { getContext, setContext, tick, untrack } from 'svelte';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { TriageCard } from '@shared/flatline/cards';
import type { DieState, FlatlinePhase } from '@shared/flatline/state';
import type { SymbolId } from '@shared/flatline/symbols';
import type { FlatlineView } from '@shared/flatline/view';
import type { TablePace } from '@shared/table-settings';
import { ApiCallError } from '@shared/errors';
import { spotOf } from '@shared/flatline/log-spots';
import { isTriageWindow } from '@shared/flatline/state';
import { stepMs, windowWaitMs } from '@shared/flatline/pace';
import { t } from '../../../lib/i18n/i18n.svelte';
import { settings } from '../../../lib/table/settings.svelte';
import { playAction } from '../../../lib/table/play-action';
import type { PlayerLook } from '../../../lib/table/player-look';
import { seatLooks } from '../../../lib/table/seats';
import { boardSpaces, diceBySpace, legalSpaces, phaseLetter, placementProblem, rerollable, stepThrough, trayDice, type BoardSpace } from './board-model';
import { logLine, refusalText, withTreatedCards } from './board-text';
import { replayBase, replayPicture } from './replay-picture';
import { tr } from './translator';
import type { RoundPhase } from '../table/round-phases';

export type FlatlineGame = GameDetailOf<'flatline'>;

/** Where a view should move the keyboard's focus: a die space, or a die in a tray. */
export type BoardFocus = { space: string } | { die: string };

/** A refusal in the players' words, shown at `anchor`: a space key, `die:<id>`, `triage:<card>`, `reroll` or `prompt`. */
export interface BoardRefusal {
  anchor: string;
  text: string;
}

/** A re-roll being chosen: the die sacrificed to the track (null for a free re-roll), whose dice, which of them. */
export interface RerollChoice {
  sacrifice: string | null;
  seat: number;
  dice: string[];
}

/** One line of the game's log as the board tells it. */
export interface BoardLine {
  text: string;
  round: number;
  phase: FlatlinePhase;
  code: string;
  /** The board place it concerns (a `data-spot`), if any. */
  spot: string | undefined;
}

/** One seat as a view of it needs it, without the rest of the table. */
export interface SeatView {
  seat: number;
  look: PlayerLook;
  /** Its unplaced dice, in die order. */
  dice: DieState[];
  /** Dice the seat has in play this round. */
  inPlay: number;
  freeRerolls: number;
  faceChanges: number;
  /** Its die that is picked, if the picked die is one of its own. */
  picked: DieState | undefined;
}

/** The question over the trays: a decision the rules ask for, the re-roll being chosen, or the start of the countdown. */
export type BoardAsk = 'decision' | 'reroll' | 'planning' | null;

export interface FlatlineBoardOptions {
  /** The game as first delivered; later deliveries come through `receive`. */
  game: FlatlineGame;
  /** Plays one action through the API; a refusal rejects with an ApiCallError, or resolves false. */
  act: (action: FlatlineAction) => Promise<unknown>;
  /** Moves the keyboard's focus in the view (after its next update). */
  focus?: (place: BoardFocus) => void;
  /** The pace of the steps shown; the table's setting by default. */
  pace?: () => TablePace;
}

export class FlatlineBoardModel {
  /** The game as last delivered. */
  game = $state.raw<FlatlineGame>(null!);
  /** True while the table shell covers the board: the replay stands still and the keys are ignored. */
  covered = $state(false);

  #picked = $state<string | null>(null);
  #refusal = $state<BoardRefusal | null>(null);
  #busy = $state(false);
  #reroll = $state<RerollChoice | null>(null);
  /** How many log lines the replay has shown. */
  #shown = $state(0);
  #lit = $state<string | null>(null);
  /** The line shown last is still within its step, lit or not: the replay ends with its step. */
  #holding = $state(false);
  /** The state a delivery is replayed from: the previous one, once all its lines were shown. */
  #base = $state.raw<FlatlineView>(null!);
  #last: FlatlineView;
  /** What is left of the host's wait at a triage window, counted here between deliveries. */
  #countedMs = $state<number | null>(null);

  readonly #act: (action: FlatlineAction) => Promise<unknown>;
  readonly #focus: (place: BoardFocus) => void;
  #pace: () => TablePace = () => settings.resolutionSpeed;

  constructor(options: FlatlineBoardOptions) {
    this.#act = options.act;
    this.#focus = options.focus ?? (() => undefined);
    if (options.pace) this.#pace = options.pace;
    this.game = options.game;
    this.#shown = options.game.state.log.length;
    this.#base = options.game.state;
    this.#last = options.game.state;

    // The replay's clock: each line stays for its step at the table's pace (src/shared/flatline/
    // pace.ts, the figures the host's wait at a triage window counts too); the next follows at once.
    $effect(() => {
      const wait = this.nextStepMs;
      if (wait === null || this.covered) return;
      if (wait === 0) {
        this.advance();
        return;
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

  // ——— The game ———

  /** The live state: what can be done now. */
  readonly state = $derived(this.game.state);
  readonly hints = $derived(this.game.hints);
  readonly over = $derived(this.state.outcome !== 'in-progress');
  /** Dice may be placed: the countdown runs and nothing is asked. */
  readonly placing = $derived(this.state.stop === 'countdown' && !this.state.pending && this.state.outcome === 'in-progress');
  readonly patientCards = $derived(this.state.patients.map((p) => p?.card ?? null));
  // Solitaire: one person, two colours; the colour joins the name so the two trays read apart.
  readonly looks = $derived<PlayerLook[]>(
    seatLooks(this.game.seats, this.game.solitaire).map((look) =>
      this.game.solitaire ? { ...look, name: `${look.name} · ${t(`players.colour.${look.colour}`)}` } : look,
    ),
  );

  /** Takes a new delivery of the game: the replay goes on from what the players saw; another game starts fresh. */
  receive(game: FlatlineGame): void {
    untrack(() => {
      if (game === this.game) return;
      const previous = this.game;
      this.game = game;
      if (game.id !== previous.id) {
        this.#shown = game.state.log.length;
        this.#base = game.state;
        this.#last = game.state;
        this.#lit = null;
        this.#holding = false;
        this.#picked = null;
        this.#reroll = null;
        this.#refusal = null;
        return;
      }
      if (game.state !== this.#last) {
        this.#base = replayBase(this.#base, this.#last, this.#shown);
        this.#last = game.state;
      }
      // Placements during the countdown are the players' own moves: nothing to replay.
      if (this.#shown > this.lines.length || this.placing) this.skip();
      // A picked die that is no longer in a tray (placed, or the round moved on) is let go.
      if (this.#picked !== null && !this.#inTray(this.#picked)) this.#picked = null;
    });
  }

  look(seat: number): PlayerLook {
    return this.looks[seat] ?? { name: `#${seat + 1}`, colour: 'red' };
  }

  // ——— The replay: what the game did by itself, one line at a time ———

  readonly lines = $derived<BoardLine[]>(
    withTreatedCards(this.state.log).map((entry) => ({
      text: logLine(tr, entry, this.game.seats, this.patientCards),
      round: entry.round,
      phase: entry.phase,
      code: entry.code,
      spot: spotOf(entry),
    })),
  );
  /** How many log lines have been shown. */
  get shown(): number {
    return this.#shown;
  }
  /** The place the line being shown concerns, lit on the board; null between steps. */
  get lit(): string | null {
    return this.#lit;
  }
  readonly replaying = $derived(this.#shown < this.lines.length || this.#holding);
  /** The line being shown, or null once the replay is over (its last step gone) or skipped. */
  readonly showing = $derived(this.replaying ? this.#shown - 1 : null);
  /** The line the narration tells: the one being shown, or the latest. */
  readonly told = $derived(this.#shown > 0 ? (this.lines[this.#shown - 1]?.text ?? '') : t('flatline.log.empty'));
  /**
   * The state the board draws: the live one, or during a replay the state the players last saw
   * stepped along by the lines shown (replay-picture.ts). Nothing can be done on a replayed picture.
   */
  readonly table = $derived(replayPicture(this.#base, this.state, this.showing));
  readonly showsLive = $derived(this.table === this.state);
  /** Which picture is drawn (for tests and tools): live, the round the players saw stepped on, or the next round's opening taken back. */
  readonly picture = $derived<'live' | 'before' | 'next'>(this.showsLive ? 'live' : this.table.log === this.#base.log ? 'before' : 'next');
  /** Where each die drawn on a space lies, by space key. */
  readonly placed = $derived(diceBySpace(this.table.dice));
  /** The round and step (A–H) the board shows: the replayed line's while the steps play. */
  readonly step = $derived.by<{ round: number; phase: RoundPhase | null }>(() => {
    const line = this.showing === null ? undefined : this.lines[this.showing];
    return line ? { round: line.round, phase: phaseLetter(line.phase) } : { round: this.state.round, phase: phaseLetter(this.state.phase) };
  });

  /** Whether `spot` is the place the replay lights now. */
  lights(spot: string): boolean {
    return this.#lit === spot;
  }

  /** How long the replay waits before its next step: 0 for at once, null when it has nothing to show. */
  get nextStepMs(): number | null {
    if (!this.#holding) return this.#shown < this.lines.length ? 0 : null;
    const current = this.lines[this.#shown - 1];
    return stepMs(this.#pace(), current?.spot !== undefined);
  }

  /** One step of the replay: the next line and its light, or, after the last, the end of its step. */
  advance(): void {
    if (this.#shown < this.lines.length) {
      const next = this.lines[this.#shown];
      this.#shown += 1;
      this.#lit = next?.spot ?? null;
      this.#holding = true;
    } else {
      this.#lit = null;
      this.#holding = false;
    }
  }

  /** Shows everything at once (Skip, key S). */
  skip(): void {
    this.#shown = this.lines.length;
    this.#lit = null;
    this.#holding = false;
  }

  // ——— Pick and place ———

  /** The die picked for placing, if any. */
  get picked(): string | null {
    return this.#picked;
  }
  /** Space keys the picked die may go to (the host's hints, or the shared rules). */
  readonly legal = $derived(legalSpaces(this.state, this.hints, this.#picked));
  /** The picked die's legal places in reading order (the keyboard moves through them). */
  readonly legalPlaces = $derived(boardSpaces(this.state).filter((b) => this.legal.has(b.key)));

  /** The legal places of any die, in reading order: a seat's view lights them without the rest of the table. */
  placesFor(dieId: string): BoardSpace[] {
    const legal = legalSpaces(this.state, this.hints, dieId);
    return boardSpaces(this.state).filter((b) => legal.has(b.key));
  }

  /** One seat: its look, its tray and what cards grant it, from the picture drawn. */
  seat(seat: number): SeatView {
    const table = this.table;
    const dice = trayDice(table, seat);
    return {
      seat,
      look: this.look(seat),
      dice,
      inPlay: table.diceInPlay[seat] ?? 0,
      freeRerolls: table.effects.freeRerolls[seat] ?? 0,
      faceChanges: table.effects.faceChanges[seat] ?? 0,
      picked: dice.find((d) => d.id === this.#picked),
    };
  }

  /** Picks a die (null lets it go) and takes the keyboard to its first legal place, or says it has none. */
  pick(dieId: string | null): void {
    this.#refusal = null;
    this.#picked = dieId !== null && this.#inTray(dieId) ? dieId : null;
    if (this.#picked === null) return;
    const first = this.legalPlaces[0];
    if (first) this.#focus({ space: first.key });
    else if (this.hints) this.#refusal = { anchor: `die:${dieId}`, text: t('flatline.board.noLegal') };
  }

  /**
   * Places the picked die on a space. A move the shared placement rules (the engine's own) refuse
   * is answered at that space, in the players' language, without a round trip.
   */
  async place(space: BoardSpace): Promise<boolean> {
    const die = this.#picked;
    if (!this.placing) return false;
    if (die === null) {
      this.#refusal = { anchor: space.key, text: t('flatline.board.pickFirst') };
      return false;
    }
    const seat = this.state.dice.find((d) => d.id === die)?.seat ?? 0;
    const problem = placementProblem(this.state, die, space.target, space.index);
    if (problem) {
      this.#refusal = { anchor: space.key, text: refusalText(tr, { code: problem.code, message: problem.reason, ...(problem.params ? { params: problem.params } : {}) }) };
      return false;
    }
    if (!(await this.act({ type: 'place', die, target: space.target, space: space.index }, space.key))) return false;
    this.#picked = null;
    await tick();
    // Keep the keyboard near the dice: the same player's next die, or anyone's.
    const next = trayDice(this.state, seat)[0] ?? this.state.dice.find((d) => d.at.kind === 'tray');
    if (next) this.#focus({ die: next.id });
    return true;
  }

  /** A die dropped on a space: picked (if it was not) and placed there. */
  drop(dieId: string | null, space: BoardSpace): Promise<boolean> {
    if (dieId && dieId !== this.#picked) this.pick(dieId);
    return this.place(space);
  }

  /** Arrow keys on a legal space: the keyboard goes to the next or previous legal place. */
  move(from: string, delta: number): void {
    const next = stepThrough(
      this.legalPlaces.map((b) => b.key),
      from,
      delta,
    );
    if (next) this.#focus({ space: next });
  }

  /** Escape: the picked die goes back, and the keyboard with it. */
  cancel(): void {
    const die = this.#picked;
    this.#picked = null;
    this.#refusal = null;
    if (die) this.#focus({ die });
  }

  #inTray(dieId: string): boolean {
    return this.placing && this.state.dice.some((d) => d.id === dieId && d.at.kind === 'tray');
  }

  // ——— Re-rolls ———

  get reroll(): RerollChoice | null {
    return this.#reroll;
  }
  /** The re-roll track takes a sacrifice now (the live state: never on a replayed picture). */
  readonly rerollOpen = $derived(
    this.showsLive &&
      (this.hints ? this.hints.rerollTrackOpen : !this.state.locks.reroll && this.state.rerollTrack.slice(0, this.state.rerollCapacity).includes(null)),
  );
  /** The dice the chosen seat may re-roll. */
  readonly rerollDice = $derived(this.#reroll ? rerollable(this.state, this.#reroll.seat, this.#reroll.sacrifice) : []);

  /** The picked die goes to the re-roll track: its own seat re-rolls, or the first seat that can. */
  startReroll(): void {
    const sacrifice = this.#picked;
    if (!sacrifice) return;
    const own = this.state.dice.find((d) => d.id === sacrifice)?.seat ?? 0;
    const seat = rerollable(this.state, own, sacrifice).length > 0 ? own : this.looks.findIndex((_, i) => rerollable(this.state, i, sacrifice).length > 0);
    this.#chooseSeat({ sacrifice, seat: Math.max(0, seat), dice: [] });
  }

  /** A free re-roll a card granted this seat. */
  freeReroll(seat: number): void {
    this.#chooseSeat({ sacrifice: null, seat, dice: [] });
  }

  /** Whose dice are re-rolled (only a sacrifice lets the table choose); all of them start chosen. */
  chooseRerollSeat(seat: number): void {
    if (this.#reroll) this.#chooseSeat({ ...this.#reroll, seat });
  }

  /** Ticks or unticks one die of the re-roll. */
  chooseRerollDie(dieId: string, on: boolean): void {
    const current = this.#reroll;
    if (!current) return;
    this.#reroll = { ...current, dice: on ? [...current.dice.filter((d) => d !== dieId), dieId] : current.dice.filter((d) => d !== dieId) };
  }

  cancelReroll(): void {
    this.#reroll = null;
  }

  async confirmReroll(): Promise<boolean> {
    const choice = this.#reroll;
    if (!choice || choice.dice.length === 0) return false;
    const action: FlatlineAction = choice.sacrifice
      ? { type: 'reroll', seat: choice.seat, dice: choice.dice, sacrifice: choice.sacrifice }
      : { type: 'reroll', seat: choice.seat, dice: choice.dice };
    const ok = await this.act(action, 'reroll');
    if (ok) {
      this.#reroll = null;
      this.#picked = null;
    }
    return ok;
  }

  #chooseSeat(next: RerollChoice): void {
    this.#reroll = { ...next, dice: rerollable(this.state, next.seat, next.sacrifice).map((d) => d.id) };
  }

  // ——— Questions, windows and the players' acts ———

  /** What is asked over the trays now, if anything. */
  readonly ask = $derived<BoardAsk>(
    this.state.pending ? 'decision' : this.#reroll && this.placing ? 'reroll' : this.state.stop === 'planning' && !this.replaying ? 'planning' : null,
  );
  /** A triage window is open (a usable card, nothing asked). */
  readonly windowStop = $derived(isTriageWindow(this.state.stop) && !this.state.pending);
  /** The window's panel shows once the replay is over. */
  readonly windowOpen = $derived(this.windowStop && !this.replaying);
  /** What is left of the host's wait (its own figure before the first count), null when none runs. */
  readonly windowLeft = $derived(this.windowStop && this.game.deadline ? (this.#countedMs ?? this.game.deadline.leftMs) : null);
  /** The share of the window's own seconds left (1 → 0) for the ring on each usable card; null when none runs. */
  readonly windowShare = $derived(this.windowLeft === null || this.replaying ? null : Math.min(1, this.windowLeft / windowWaitMs(this.#pace())));
  /** The triage cards the host says are usable now; null on a replayed picture or without hints. */
  readonly usableTriage = $derived<ReadonlySet<string> | null>(this.showsLive && this.hints ? frozenSet(this.hints.usableTriage) : null);

  /** An action is on its way. */
  get busy(): boolean {
    return this.#busy;
  }

  /** The refusal shown at `anchor`, or null. */
  refusalAt(anchor: string): string | null {
    return this.#refusal?.anchor === anchor ? this.#refusal.text : null;
  }

  /** Plays a person's act through the API; a refusal is kept to be shown at `anchor`. */
  async act(action: FlatlineAction, anchor = 'prompt'): Promise<boolean> {
    this.#busy = true;
    const played = await playAction(() => this.#act(action), { refused: () => t('flatline.board.refused'), error: errorText });
    this.#busy = false;
    this.#refusal = played.ok ? null : { anchor, text: played.text };
    return played.ok;
  }

  decide(option: string): Promise<boolean> {
    return this.act({ type: 'decide', option });
  }
  startCountdown(): Promise<boolean> {
    return this.act({ type: 'advance' });
  }
  done(): Promise<boolean> {
    return this.act({ type: 'done' });
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
  /** Go on from a triage window (key G). */
  goOn(): void {
    if (this.windowStop && !this.#busy) void this.act({ type: 'advance' });
  }
  /** Wait at a triage window until someone presses Go on (key W). */
  wait(): void {
    if (this.windowStop && !this.state.held && !this.#busy) void this.act({ type: 'hold' });
  }

  /** The board's keys: S skips the steps, G goes on from a triage window, W waits there. True when the key was the board's. */
  shortcut(key: string): boolean {
    if (this.covered || this.game.paused) return false;
    const k = key.toLowerCase();
    if (k === 's' && this.replaying) this.skip();
    else if (k === 'g' && this.windowOpen) this.goOn();
    else if (k === 'w' && this.windowOpen && !this.state.held) this.wait();
    else return false;
    return true;
  }
}

/** A set nobody changes (a snapshot's list, looked up by a part). */
const frozenSet = <T>(items: readonly T[]): ReadonlySet<T> => new Set(items);

function errorText(error: unknown): string {
  if (error instanceof ApiCallError) return refusalText(tr, { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) });
  return refusalText(tr, { code: 'unexpected', message: error instanceof Error ? error.message : String(error) });
}

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
