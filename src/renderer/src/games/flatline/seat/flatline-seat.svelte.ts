// One seat's view of FLATLINE's board model, for a device (devices.md, "The seat view"): the stage
// the table is at as this seat lives it, the moment the phone should bring what now matters into
// view, and the words of its slim bar. A part of the board model, not a second model: everything
// here is read from the board (flatline-board.svelte.ts), which stays the one place that acts.
import { t } from '../../../lib/i18n/i18n.svelte';
import type { FlatlineBoardModel } from '../board/flatline-board.svelte';
import type { SeatView } from '../board/board-dice.svelte';

/** What the table is doing, as one seat's phone shows it. */
export type SeatStage = 'planning' | 'countdown' | 'reroll' | 'decision' | 'window' | 'resolving' | 'waiting' | 'over';

export class FlatlineSeat {
  /** The stage, in the order the board asks: the end, a question or re-roll, the countdown, the steps. */
  readonly stage: SeatStage;
  /**
   * Changes exactly when the phone should bring the stage's panel (or the result) into view: a new
   * stage, a new question, a new round. Placements within a countdown do not change it.
   */
  readonly moment: string;
  /** This seat's own dice and what cards grant it. */
  readonly mine: SeatView;
  readonly ready: boolean;
  /** Seats still holding unplaced dice this countdown, and how many of them said they are done. */
  readonly readyCount: { done: number; of: number };
  /** The picked die may go to the re-roll track, re-rolling this seat's other dice. */
  readonly canSacrifice: boolean;
  /** How many places the picked die has. */
  readonly placesLeft: number;
  /** The slim bar's words: what this seat can do now, or what the table is doing. */
  readonly status: string;

  constructor(
    board: FlatlineBoardModel,
    readonly seat: number,
  ) {
    this.stage = $derived.by<SeatStage>(() => {
      if (board.over) return 'over';
      if (board.ask === 'reroll') return 'reroll';
      if (board.ask === 'decision') return 'decision';
      if (board.ask === 'planning') return 'planning';
      if (board.windowOpen) return 'window';
      if (board.placing) return 'countdown';
      if (board.resolving) return 'resolving';
      return 'waiting';
    });
    this.moment = $derived.by(() => {
      const s = board.state;
      const question = this.stage === 'decision' && s.pending ? `${s.pending.kind}:${s.actions}` : '';
      return `${this.stage}:${s.round}:${question}`;
    });
    this.mine = $derived(board.seat(seat));
    this.ready = $derived(board.isReady(seat));
    this.readyCount = $derived.by(() => {
      const seats = board.looks.map((_, other) => other).filter((other) => board.seat(other).dice.length > 0 || board.isReady(other));
      return { done: seats.filter((other) => board.isReady(other)).length, of: seats.length };
    });
    this.canSacrifice = $derived(!!this.mine.picked && board.rerollOpen && this.mine.dice.length > 1 && !board.busy);
    this.placesLeft = $derived(this.mine.picked ? board.legalPlaces.length : 0);
    this.status = $derived.by(() => {
      switch (this.stage) {
        case 'countdown': {
          const tally = t('flatline.seat.bar.tally', { done: this.readyCount.done, count: this.readyCount.of });
          if (this.ready) return `${t('flatline.seat.bar.ready')} · ${tally}`;
          const picked = this.mine.picked;
          // A die with no place now says so (pick another, or sacrifice it for a re-roll).
          if (picked?.face) return t(this.placesLeft === 0 ? 'flatline.seat.bar.noPlace' : 'flatline.seat.bar.places', { symbol: t(`flatline.symbols.symbol.${picked.face}`), count: this.placesLeft });
          if (this.mine.dice.length === 0) return `${t('flatline.seat.none')} · ${tally}`;
          return `${t('flatline.seat.bar.pick')} · ${tally}`;
        }
        case 'resolving':
          return board.step.phase ? `${board.step.phase} · ${t(`flatline.guide.phase.${board.step.phase}.name`)}` : t('flatline.seat.bar.resolving');
        default:
          return t(`flatline.seat.bar.${this.stage}`);
      }
    });
  }
}
