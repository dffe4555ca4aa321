// A part of FLATLINE's board model: the replay of what the game did by itself (its log lines, already
// applied by the host), shown one line at a time while the line's place on the board is lit. It keeps
// how many lines have been shown and the picture of the table stepped along by them
// (replay-picture.ts), and tells the stage (round and step, A–H) the players are looking at: a stage
// that only goes forward. The model holds it beside its dice (board-dice.svelte.ts).
import type { FlatlinePhase } from '@shared/flatline/state';
import type { LogEntry } from '@shared/flatline/log';
import type { FlatlineView } from '@shared/flatline/view';
import type { TablePace } from '@shared/table-settings';
import { spotOf } from '@shared/flatline/log-spots';
import { stepMs } from '@shared/flatline/pace';
import { locale, t } from '../../../lib/i18n/i18n.svelte';
import { keepEqual } from '../../../lib/table/keep-equal';
import { diceBySpace, phaseLetter } from './board-model';
import { logLine, withTreatedCards } from './board-text';
import { replayBase, replayPicture } from './replay-picture';
import { tr } from './translator';
import type { RoundPhase } from '../rules/round-phases';
import type { Seat } from '@shared/players';
import type { BoardLitStep } from '../../../lib/table-game';

/** One line of the game's log as the board tells it. */
export interface BoardLine {
  text: string;
  round: number;
  phase: FlatlinePhase;
  code: string;
  /** The board place it concerns (a `data-spot`), if any. */
  spot: string | undefined;
}

/** The round and step of the round (A–H) the board shows. */
export interface BoardStep {
  round: number;
  phase: RoundPhase | null;
}

/** The later of two steps of the same round (a step never goes back within a round). */
const later = (a: RoundPhase | null, b: RoundPhase | null): RoundPhase | null => (a === null ? b : b === null ? a : a > b ? a : b);

/** What the replay reads from the model: the live state as drawn and who sits where, read live. */
export interface ReplaySource {
  /** The live state as drawn: the host's, with a placement on its way drawn in (provisional.ts). */
  state(): FlatlineView;
  seats(): readonly Seat[];
  /**
   * A guided game explains each lit step (docs/guided-game.md): the index of the last log line its
   * guide has explained, and the replay stands on any lit line after it; null: no guide explains,
   * the steps pass at the table's pace. Absent: null.
   */
  explained?(): number | null;
  /** With `explained`: whether the guide stands on this lit log line (the others play at the table's pace). Absent: on every one. */
  stops?(line: number): boolean;
}


/** The replay of a game's log, one part of the board model. */
export class BoardReplay {
  readonly #source: ReplaySource;
  /** How many log lines the replay has shown. */
  #shown = $state(0);
  #lit = $state<string | null>(null);
  /** The line shown last is still within its step, lit or not: the replay ends with its step. */
  #holding = $state(false);
  /** The state a delivery is replayed from: the previous one, once all its lines were shown. */
  #base = $state.raw<FlatlineView>(null!);
  #last: FlatlineView;

  /** The pace of the steps shown. */
  readonly #pace: () => TablePace;

  /** `delivered`: the game's state as first delivered, shown as it is (nothing to replay yet). */
  constructor(source: ReplaySource, delivered: FlatlineView, pace: () => TablePace) {
    this.#source = source;
    this.#pace = pace;
    this.#shown = delivered.log.length;
    this.#base = delivered;
    this.#last = delivered;
  }

  readonly #state = $derived.by(() => this.#source.state());

  /** Starts again from this state with nothing to show (another game). */
  reset(state: FlatlineView): void {
    this.#shown = state.log.length;
    this.#base = state;
    this.#last = state;
    this.#lit = null;
    this.#holding = false;
  }

  /** A new delivery of the same game: the replay goes on from what the players saw. */
  follow(state: FlatlineView): void {
    if (state === this.#last) return;
    this.#base = replayBase(this.#base, this.#last, this.#shown);
    this.#last = state;
  }

  /**
   * The lines worded last and what they were worded from. Each push brings the whole log: a line it
   * left as it was (with the same seats, patients and language) keeps its object and its words, so
   * only the new lines are worded and drawn (keep-equal.ts).
   */
  #worded: { entries: readonly LogEntry[]; seats: readonly Seat[]; cards: readonly (string | null)[]; language: string; lines: BoardLine[] } | null = null;

  readonly lines = $derived.by<BoardLine[]>(() => {
    const entries = withTreatedCards(this.#state.log);
    const seats = this.#source.seats();
    const cards = this.#state.patients.map((p) => p?.card ?? null);
    const language = locale.current;
    const last = this.#worded;
    const same = last !== null && last.language === language && keepEqual(last.seats, seats) === last.seats && keepEqual(last.cards, cards) === last.cards;
    const worded = entries.map((entry, i): BoardLine => {
      const before = same ? last.entries[i] : undefined;
      if (before !== undefined && keepEqual(before, entry) === before) return last!.lines[i]!;
      return { text: logLine(tr, entry, seats, cards), round: entry.round, phase: entry.phase, code: entry.code, spot: spotOf(entry) };
    });
    const lines = last !== null && worded.length === last.lines.length && worded.every((line, i) => line === last.lines[i]) ? last.lines : worded;
    this.#worded = { entries, seats, cards, language, lines };
    return lines;
  });
  /** How many log lines have been shown. */
  get shown(): number {
    return this.#shown;
  }
  /** The place the line being shown concerns, lit on the board; null between steps. */
  get lit(): string | null {
    return this.#lit;
  }
  readonly replaying = $derived(this.#shown < this.lines.length || this.#holding);
  /** Lines are still to come after the one shown (Skip has something to skip). */
  readonly ahead = $derived(this.#shown < this.lines.length);
  /** The line being shown, or null once the replay is over (its last step gone) or skipped. */
  readonly showing = $derived(this.replaying ? this.#shown - 1 : null);
  /** The line the narration tells: the one being shown, or the latest. */
  readonly told = $derived(this.#shown > 0 ? (this.lines[this.#shown - 1]?.text ?? '') : t('flatline.log.empty'));
  /**
   * The state the board draws: the live one, or during a replay the state the players last saw
   * stepped along by the lines shown (replay-picture.ts). Nothing can be done on a replayed picture.
   */
  readonly table = $derived(replayPicture(this.#base, this.#state, this.showing));
  readonly showsLive = $derived(this.table === this.#state);
  /** Which picture is drawn (for tests and tools): live, the round the players saw stepped on, or the next round's opening taken back. */
  readonly picture = $derived<'live' | 'before' | 'next'>(this.showsLive ? 'live' : this.table.log === this.#base.log ? 'before' : 'next');
  /** Where each die drawn on a space lies, by space key. */
  readonly placed = $derived(diceBySpace(this.table.dice));
  /**
   * The round and step (A–H) the board shows: the replayed line's while the steps play, the live
   * state's after. Within a round it only goes forward: a line logged for an earlier step (a card
   * drawn again by a later effect) keeps the latest step already shown.
   */
  readonly step = $derived.by<BoardStep>(() => {
    const line = this.showing === null ? undefined : this.lines[this.showing];
    const here: BoardStep = line ? { round: line.round, phase: phaseLetter(line.phase) } : { round: this.#state.round, phase: phaseLetter(this.#state.phase) };
    let phase = here.phase;
    const upTo = Math.min(this.#shown, this.lines.length);
    for (let i = upTo - 1; i >= 0; i--) {
      const shown = this.lines[i]!;
      if (shown.round !== here.round) break;
      phase = later(phase, phaseLetter(shown.phase));
    }
    return { round: here.round, phase };
  });

  /** The lit step shown now (null between steps, on a line with no place, or once the replay is over). */
  readonly litStep = $derived.by<BoardLitStep | null>(() => {
    const index = this.showing;
    const line = index === null ? undefined : this.lines[index];
    return index !== null && line && this.#lit !== null ? { line: index, code: line.code, spot: this.#lit, text: line.text } : null;
  });

  /** The replay stands on this lit step until the guide has explained it. */
  readonly waitsForGuide = $derived.by(() => {
    const explained = this.#source.explained?.() ?? null;
    const lit = this.litStep;
    return explained !== null && this.#holding && lit !== null && lit.line > explained && (this.#source.stops?.(lit.line) ?? true);
  });

  /** Whether `spot` is the place the replay lights now. */
  lights(spot: string): boolean {
    return this.#lit === spot;
  }

  /** How long the replay waits before its next step: 0 for at once, null when it has nothing to show. */
  get nextStepMs(): number | null {
    if (!this.#holding) return this.#shown < this.lines.length ? 0 : null;
    // A guided game: a stop stands until explained, then the next line follows at once (as does a
    // line with no place); a lit step the guide does not stop on plays at the table's pace.
    if (this.waitsForGuide) return null;
    const current = this.lines[this.#shown - 1];
    const explained = this.#source.explained?.() ?? null;
    if (explained !== null && (current?.spot === undefined || this.#shown - 1 <= explained)) return 0;
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
}
