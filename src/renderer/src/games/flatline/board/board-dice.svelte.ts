// A part of FLATLINE's board model: the live game as the players act on it. The dice they pick and
// where they may go, placing, and the re-roll being chosen; every act goes through the model's
// kernel (lib/table/board-acts.svelte.ts), which keeps a refusal where the player looked. The model
// holds it beside the replay (board-replay.svelte.ts); the questions, windows and keys are the
// model's own (flatline-board.svelte.ts).
import { tick } from 'svelte';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import type { DieState } from '@shared/flatline/state';
import type { FlatlineView } from '@shared/flatline/view';
import type { TablePace } from '@shared/table-settings';
import { t } from '../../../lib/i18n/i18n.svelte';
import type { BoardActs } from '../../../lib/table/board-acts.svelte';
import type { PlayerLook } from '../../../lib/table/player-look';
import { seatLooks } from '../../../lib/table/seats';
import { keepEqual } from '../../../lib/table/keep-equal';
import { boardSpaces, legalSpaces, placeGroups, type PlaceGroup, placementProblem, rerollable, stepThrough, trayDice, type Beaten, type BoardSpace } from './board-model';
import { refusalText } from './board-text';
import { tr } from './translator';
import { withProvisional, type ProvisionalPlacement } from './provisional';

export type FlatlineGame = GameDetailOf<'flatline'>;

/** Where a view should move the keyboard's focus: a die space, a die in a tray, or Done. */
export type BoardFocus = { space: string } | { die: string } | { done: true };

/** A re-roll being chosen: the die sacrificed to the track (null for a free re-roll), whose dice, which of them. */
export interface RerollChoice {
  sacrifice: string | null;
  seat: number;
  dice: string[];
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
  /** Whether this view plays a seat (takes its dice back): every seat by default; a device its own. */
  plays?: (seat: number) => boolean;
}

/** The board's kernel as FLATLINE holds it: its actions, where the focus goes, what another seat was quicker to. */
export type FlatlineActs = BoardActs<FlatlineAction, BoardFocus, Beaten>;

/** What the dice read from the model: the game as last delivered and the picture drawn, read live. */
export interface DiceSource {
  game(): FlatlineGame;
  /** The picture the board draws (the replay's: the live state, or a resolution stepped along). */
  table(): FlatlineView;
  /** The picture drawn is the live state (nothing can be done on a replayed one). */
  showsLive(): boolean;
}

/** The engine's refusals that mean another seat got there first, and what they are about. */
function beatenBy(code: string | undefined, die: string, space: string): Beaten | undefined {
  if (code === 'die-not-available') return { die };
  if (code === 'space-taken') return { space };
  return undefined;
}

/** The dice of FLATLINE's board: picking, placing and re-rolling, one part of the board model. */
export class BoardDice {
  readonly #source: DiceSource;
  readonly #acts: FlatlineActs;
  #picked = $state<string | null>(null);
  /** The picked die another seat took meanwhile: the next press on a space says who took it. */
  #lost = $state<string | null>(null);
  #reroll = $state<RerollChoice | null>(null);
  /** A placement sent and not yet answered: drawn on its space at once (provisional.ts). */
  #placing = $state.raw<ProvisionalPlacement | null>(null);

  constructor(source: DiceSource, acts: FlatlineActs) {
    this.#source = source;
    this.#acts = acts;
  }

  // ——— The game ———

  readonly game = $derived.by(() => this.#source.game());
  /** The live state: what can be done now (with a placement on its way drawn in). */
  readonly state = $derived(withProvisional(this.game.state, this.#placing));
  /** Every die's legal places as the host sent them (absent: the shared rules work them out). */
  readonly allLegalPlaces = $derived(this.game.legalPlaces);
  readonly over = $derived(this.state.outcome !== 'in-progress');
  /** Dice may be placed: the countdown runs and nothing is asked. */
  readonly placing = $derived(this.state.stop === 'countdown' && !this.state.pending && this.state.outcome === 'in-progress');
  readonly patientCards = $derived(this.state.patients.map((p) => p?.card ?? null));
  // Solitaire: one person, two colours; the colour joins the name so the two trays read apart.
  #looks: readonly PlayerLook[] = [];
  // Each push brings the seats anew: the looks that stay the same are kept, so the dice drawn in
  // them are left as they are (keep-equal.ts).
  readonly looks = $derived.by<readonly PlayerLook[]>(() => {
    const looks = seatLooks(this.game.seats, this.game.solitaire, this.game.bots).map((look) =>
      this.game.solitaire ? { ...look, name: `${look.name} · ${t(`players.colour.${look.colour}`)}` } : look,
    );
    return (this.#looks = keepEqual(this.#looks, looks));
  });

  look(seat: number): PlayerLook {
    return this.looks[seat] ?? { name: `#${seat + 1}`, colour: 'red' };
  }

  /** Lets go what the players had in hand: a die no longer in a tray, or everything (another game). */
  letGo(everything: boolean): void {
    if (everything) {
      this.#reroll = null;
      this.#acts.clear();
      this.#lost = null;
    }
    if (this.#picked !== null && (everything || !this.#inTray(this.#picked))) {
      if (!everything) this.#lost = this.#picked;
      this.#picked = null;
    }
  }

  // ——— Pick and place ———

  /** The die picked for placing, if any. */
  get picked(): string | null {
    return this.#picked;
  }
  /** Space keys the picked die may go to (the host's legal places, or the shared rules). */
  readonly legal = $derived(legalSpaces(this.state, this.allLegalPlaces, this.#picked));
  /** The picked die's legal places in reading order (the keyboard moves through them). */
  readonly legalPlaces = $derived(boardSpaces(this.state).filter((b) => this.legal.has(b.key)));

  /** The legal places of any die, in reading order: a seat's view lights them without the rest of the table. */
  placesFor(dieId: string): BoardSpace[] {
    const legal = legalSpaces(this.state, this.allLegalPlaces, dieId);
    return boardSpaces(this.state).filter((b) => legal.has(b.key));
  }

  /** The targets a seat's device lists for the picked die: each card, line or station with a legal space. */
  readonly groups = $derived<PlaceGroup[]>(placeGroups(this.state, this.legal));

  /** One seat: its look, its tray and what cards grant it, from the picture drawn. */
  seat(seat: number): SeatView {
    const table = this.#source.table();
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
    this.#acts.clear();
    // A bot's dice are the bot's to place (docs/bots.md): said at the die, never picked.
    const seat = this.state.dice.find((d) => d.id === dieId)?.seat;
    if (dieId !== null && seat !== undefined && this.game.bots?.seats.includes(seat)) {
      this.#picked = null;
      this.#acts.refuse(`die:${dieId}`, t('flatline.board.botsDie', { seat: this.look(seat).name }));
      return;
    }
    this.#picked = dieId !== null && this.#inTray(dieId) ? dieId : null;
    // A die dragged while another seat placed it: the drop says who took it.
    this.#lost = dieId !== null && this.#picked === null ? dieId : null;
    if (this.#picked === null) return;
    const first = this.legalPlaces[0];
    if (first) this.#acts.focus({ space: first.key });
    else if (this.allLegalPlaces) this.#acts.refuse(`die:${dieId}`, t('flatline.board.noLegal'));
  }

  /**
   * Places the picked die on a space. A move the shared placement rules (the engine's own) refuse
   * is answered at that space, in the players' language, without a round trip.
   */
  async place(space: BoardSpace): Promise<boolean> {
    const die = this.#picked;
    if (!this.placing) return false;
    if (die === null) {
      const lost = this.#lost;
      this.#acts.refuse(space.key, t('flatline.board.pickFirst'), lost ? { die: lost } : undefined);
      return false;
    }
    const seat = this.state.dice.find((d) => d.id === die)?.seat ?? 0;
    const problem = placementProblem(this.state, die, space.target, space.index);
    if (problem) {
      const text = refusalText(tr, { code: problem.code, message: problem.reason, ...(problem.params ? { params: problem.params } : {}) });
      this.#acts.refuse(space.key, text, beatenBy(problem.code, die, space.key));
      return false;
    }
    // The die shows on its space in the next frame: the same rules on the same state, so the host
    // takes it; should the host's state have moved meanwhile (the clock ran out), it goes back.
    this.#placing = { die, target: space.target, space: space.index };
    this.#picked = null;
    const placed = await this.#acts.act({ type: 'place', die, target: space.target, space: space.index }, space.key, (code) => beatenBy(code, die, space.key));
    this.#placing = null;
    if (!placed) {
      if (this.#inTray(die)) this.#picked = die;
      return false;
    }
    // A player quicker than the host has picked the next die already: the keyboard stays with it.
    if (this.#picked !== null) return true;
    await tick();
    this.focusNextDie(seat);
    return true;
  }

  /**
   * Keeps the keyboard at the next useful place: the next unplaced die of `seat` that has a place to
   * go, or anyone's; when no die can go anywhere, Done (the countdown goes on until it is pressed).
   */
  focusNextDie(seat = 0): void {
    const order = [...trayDice(this.state, seat), ...this.state.dice.filter((d) => d.seat !== seat && d.at.kind === 'tray')].filter((d) => d.face !== null);
    const next = order.find((d) => this.placesFor(d.id).length > 0);
    if (next) this.#acts.focus({ die: next.id });
    else if (this.placing && order.length > 0) this.#acts.focus({ done: true });
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
    if (next) this.#acts.focus({ space: next });
  }

  /** Escape: the picked die goes back, and the keyboard with it. */
  cancel(): void {
    const die = this.#picked;
    this.#picked = null;
    this.#acts.clear();
    this.#lost = null;
    if (die) this.#acts.focus({ die });
  }

  #inTray(dieId: string): boolean {
    return this.placing && this.state.dice.some((d) => d.id === dieId && d.at.kind === 'tray');
  }

  // ——— Re-rolls ———

  get reroll(): RerollChoice | null {
    return this.#reroll;
  }
  /** The re-roll track takes a sacrifice now (the live state: never on a replayed picture). */
  readonly rerollOpen = $derived.by(
    () =>
      this.#source.showsLive() &&
      (this.allLegalPlaces ? this.allLegalPlaces.rerollTrackOpen : !this.state.locks.reroll && this.state.rerollTrack.slice(0, this.state.rerollCapacity).includes(null)),
  );
  /** The dice the chosen seat may re-roll. */
  readonly rerollDice = $derived(this.#reroll ? rerollable(this.state, this.#reroll.seat, this.#reroll.sacrifice) : []);

  /**
   * The picked die goes to the re-roll track: `only` re-rolls (a seat's device re-rolls its own dice),
   * else its own seat, or the first seat that can.
   */
  startReroll(only?: number): void {
    const sacrifice = this.#picked;
    if (!sacrifice) return;
    const own = only ?? this.state.dice.find((d) => d.id === sacrifice)?.seat ?? 0;
    const seat = only !== undefined || rerollable(this.state, own, sacrifice).length > 0 ? own : this.looks.findIndex((_, i) => rerollable(this.state, i, sacrifice).length > 0);
    this.#chooseSeat({ sacrifice, seat: Math.max(0, seat), dice: [] });
  }

  /** A die another player offered this seat (devices: they asked the table for one) goes to the track for its re-roll. */
  rerollWithOffered(die: string, seat: number): void {
    this.#chooseSeat({ sacrifice: die, seat, dice: [] });
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
    const ok = await this.#acts.act(action, 'reroll');
    if (ok) {
      this.#reroll = null;
      this.#picked = null;
    }
    return ok;
  }

  #chooseSeat(next: RerollChoice): void {
    this.#reroll = { ...next, dice: rerollable(this.state, next.seat, next.sacrifice).map((d) => d.id) };
  }
}
