import { untrack } from 'svelte';
import type { GameDetail } from '@shared/games';
import type { HintAnswer, ShownHint } from '@shared/hints-api';
import type { AnyTableGame, BoardLitStep, TableClock, TableLogLine } from '../table-game';
import { hasKey, t } from '../i18n/i18n.svelte';
import { boardCovered, mustPause, type TableCover } from './pause-rule';
import { PauseRequests } from './pause-requests';
import { keepEqual } from './keep-equal';
import { shellKey } from './shell-keys';
import { TableHint } from './hint.svelte';
import { TableProposal } from './proposal.svelte';
import type { ApiInput } from '@shared/api';
import { ApiCallError } from '@shared/errors';
import { GuideModel } from '../guide/guide.svelte';
import type { GuideActs } from '../guide/guide-acts';

/** The sheets the menu opens over the table (TableMenu's views). */
type MenuView = Exclude<TableCover, 'leave' | 'hidden'>;

/** What the shell's model needs from the component around it (its props, read when used). */
export interface TableShellInputs {
  game: () => GameDetail;
  /** The game's pieces of the interface (its registry entry), given by the screen that opens the table. */
  table: () => AnyTableGame;
  /** Pauses (true) or continues (false) through the services. */
  onPause: (paused: boolean) => Promise<boolean>;
  onLeave: () => void;
  /** Asks a hint for the seats this screen plays; `shown`: the one on the table, kept while still possible. */
  onHint: () => ((shown?: ShownHint) => Promise<HintAnswer>) | undefined;
  /** The board's region, where hints light elements and the keyboard goes back when a sheet or the log closes. */
  boardArea: () => HTMLElement | undefined;
  /** The id of the bots' proposal's line (it describes the choice it marks). */
  proposalLine: string;
  /** Sends a move from the board. */
  onAct: (action: ApiInput<'act'>['action']) => Promise<unknown>;
  /** A guided game's acts around the table (docs/guided-game.md); none at an ordinary table. */
  guideActs: () => GuideActs | undefined;
}

/**
 * The table shell's state and rules (TableShell.svelte draws them): what covers the board, the one
 * pause rule (covering the table pauses a running clock or deadline, pause-rule.ts), the shell's
 * keys, the end card's moment, and the hint's wiring. Made while the shell's component is set up:
 * its effects live as long as the component.
 */
export class TableShellModel {
  readonly #in: TableShellInputs;
  sheet = $state<MenuView | null>(null);
  hidden = $state(typeof document !== 'undefined' && document.visibilityState === 'hidden');
  logOpen = $state(false);
  endClosed = $state(false);
  /** The board is still showing steps that already happened (it says so through onReplay). */
  replaying = $state(false);
  /** The stage the board is replaying, when it says (the bar names the round being shown, not the next). */
  boardStage = $state<string | null>(null);
  boardStep = $state<string | null>(null);
  /** The step the board lights now while it shows what the game did by itself (a guided game's guide explains it). */
  boardLit = $state<BoardLitStep | null>(null);
  /** How many log lines the board has replayed so far (null: all of them). */
  boardShown = $state<number | null>(null);
  /** One turn of the event loop after the end arrives, so a board can say it is replaying first. */
  #endSettled = $state(false);

  readonly kind: AnyTableGame;
  readonly over: boolean;
  readonly clock: TableClock | null;
  /** The log as far as the board has shown it: while the board replays, it tells only what it has shown. */
  readonly logLines: TableLogLine[];
  readonly endCard: boolean;
  /** Something lies over the board (paused, a sheet, the end card, the page hidden). */
  readonly covered: boolean;
  /** What happened in the game, counted by its log: the clock's ticks log nothing. */
  readonly #moment: number;
  readonly hint: TableHint;
  /** The bar offers hints (the screen asks them and the game shows them). */
  readonly hints: boolean;
  /** The bots' proposal on a table decision, marked on the board (docs/bots.md). */
  readonly proposal: TableProposal;
  /** A guided game's guide, one per game (made anew only when another game opens): it moves on as the game does. */
  readonly guide: GuideModel | null;

  // Pause and resume in order, and the pause the host will hold once they land (pause-requests.ts).
  readonly #pauses: PauseRequests;
  /** The last element of the board that had the keyboard (a die, a space, the planning question). */
  #boardFocus: HTMLElement | null = null;

  constructor(inputs: TableShellInputs) {
    this.#in = inputs;
    const game = inputs.game;
    this.kind = $derived(inputs.table());
    this.over = $derived(game().status !== 'in-progress');
    this.clock = $derived(this.over ? null : (this.kind.clock?.of(game()) ?? null));
    const allLogLines = $derived(this.kind.logLines(game(), t));
    // Each push words every line anew: the lines it left as they were keep their objects, so the
    // drawer redraws only the new ones (keep-equal.ts).
    let shownLines: TableLogLine[] = [];
    this.logLines = $derived.by(() => (shownLines = keepEqual(shownLines, this.boardShown === null ? allLogLines : allLogLines.slice(0, this.boardShown))));
    this.endCard = $derived(this.over && this.#endSettled && !this.replaying && !this.endClosed);
    this.covered = $derived(boardCovered({ paused: game().paused && !this.over, sheet: this.sheet, endCard: this.endCard, hidden: this.hidden }));
    this.#moment = $derived(game().state.log.length);
    this.hints = $derived(!!inputs.onHint() && !!this.kind.advice && !this.over);
    this.#pauses = new PauseRequests((paused) => inputs.onPause(paused));
    this.hint = new TableHint(
      inputs.boardArea,
      () => this.#moment,
      (shown) => inputs.onHint()?.(shown) ?? Promise.reject(new Error('no hints')),
      (h) => this.kind.advice?.hint(inputs.game() as never, h as never, t) ?? { text: '', targets: [] },
      (error) => (error instanceof Error ? error.message : String(error)),
    );
    this.proposal = new TableProposal(
      inputs.boardArea,
      () => (this.over || game().paused ? null : game()),
      (g, p) => this.kind.advice?.hint(g as never, { id: g.id, kind: g.kind, version: g.version, seats: [p.seat], action: p.action, why: p.why } as never, t) ?? null,
      inputs.proposalLine,
      (name) => t('shell.proposal.badge', { name }),
    );

    const gameId = $derived(game().id);
    this.guide = $derived.by(() => {
      const id = gameId;
      return untrack(() => {
        const acts = inputs.guideActs();
        return game().guide && this.kind.guide && acts && id
          ? new GuideModel({ game, table: inputs.table, t, save: (step, held, explained) => acts.save(step, held, explained), lit: () => this.boardLit })
          : null;
      });
    });
    $effect(() => {
      void game();
      // The guide's step is kept once the board's lit steps are read (guide.svelte.ts).
      void this.boardLit;
      untrack(() => this.guide?.sync());
    });

    $effect(() => {
      if (!this.over) {
        this.#endSettled = false;
        return;
      }
      const timer = setTimeout(() => (this.#endSettled = true), 0);
      return () => clearTimeout(timer);
    });

    // Another game opened in the same shell starts with nothing open.
    let shownId = untrack(() => inputs.game().id);
    $effect.pre(() => {
      const id = inputs.game().id;
      if (id === shownId) return;
      shownId = id;
      untrack(() => {
        this.sheet = null;
        this.endClosed = false;
        this.replaying = false;
        this.boardLit = null;
        this.logOpen = false;
      });
    });

    // A hidden page (another tab, the window minimised) covers the table like anything else.
    $effect(() => {
      const onVisibility = () => {
        this.hidden = document.visibilityState === 'hidden';
        if (this.hidden) this.cover('hidden');
      };
      document.addEventListener('visibilitychange', onVisibility);
      return () => document.removeEventListener('visibilitychange', onVisibility);
    });

    // Where the keyboard was on the board, so closing a sheet or the log can give it back there.
    $effect(() => {
      const area = inputs.boardArea();
      if (!area) return;
      const onFocus = (event: FocusEvent) => (this.#boardFocus = event.target instanceof HTMLElement ? event.target : null);
      area.addEventListener('focusin', onFocus);
      return () => area.removeEventListener('focusin', onFocus);
    });

    // A hint is checked when the game moves on (kept, or replaced: hint.svelte.ts); it goes when the board is covered.
    $effect(() => {
      void this.#moment;
      untrack(() => this.hint.follow());
    });
    $effect(() => {
      if (this.covered || this.over) untrack(() => this.hint.clear());
    });
  }

  setPaused(paused: boolean): Promise<boolean> {
    return this.#pauses.set(paused);
  }

  #pausedSoon(): boolean {
    return this.#pauses.soon(this.#in.game().paused);
  }

  #mustPause(what: TableCover): boolean {
    return mustPause({ clock: this.clock, paused: this.#pausedSoon(), over: this.over, deadline: !!this.#in.game().deadline }, what);
  }

  /** The one pause rule: covering the table pauses a running clock or deadline. */
  cover(what: TableCover): void {
    if (this.#mustPause(what)) void this.setPaused(true);
  }

  openSheet(view: MenuView): void {
    this.sheet = view;
    this.cover(view);
  }

  closeSheet(): void {
    this.sheet = null;
    this.#backToBoard();
  }

  /** Opens or closes the log drawer; closed, it gives the keyboard back to the board. */
  toggleLog(): void {
    this.logOpen = !this.logOpen;
    if (!this.logOpen) this.#backToBoard();
  }

  /**
   * The keyboard goes back to the board, where it was (or to the board itself), not to the button
   * that opened what just closed: the board's keys work at once (Enter starts FLATLINE's countdown),
   * and Enter does not open the menu or the log again.
   */
  #backToBoard(): void {
    queueMicrotask(() => {
      const area = this.#in.boardArea();
      const last = this.#boardFocus;
      const to = last?.isConnected && area?.contains(last) && last !== area ? last : area;
      to?.focus({ preventScroll: true });
    });
  }

  async leave(): Promise<void> {
    this.sheet = null;
    if (this.#mustPause('leave')) await this.setPaused(true);
    this.#in.onLeave();
  }

  togglePause(): Promise<boolean> {
    return this.setPaused(!this.#pausedSoon());
  }

  /** The shell's keys (shell-keys.ts): L or ? opens the legend, P pauses and resumes, H a hint. */
  key(event: KeyboardEvent): void {
    const what = shellKey(event, { endCard: this.endCard, sheet: this.sheet, over: this.over });
    if (!what) return;
    event.preventDefault();
    if (what === 'hint') {
      if (this.hints && !this.covered) void this.hint.toggle();
    } else if (what === 'pause') void this.togglePause();
    else if (this.sheet === 'legend') this.closeSheet();
    else this.openSheet('legend');
  }

  /** A move from the board: the hint goes, and a refusal tells the guide what to say. */
  act(action: ApiInput<'act'>['action']): Promise<unknown> {
    this.hint.acted();
    const guide = this.guide;
    guide?.acted();
    const played = this.#in.onAct(action);
    const words = this.kind.guide;
    if (guide && words) {
      // The guide's line says the reason as the board does at the place: in the player's language.
      void played.catch((error: unknown) =>
        guide.refused({ message: error instanceof ApiCallError ? words.refusalText({ code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) }, { t, has: hasKey }) : error instanceof Error ? error.message : String(error) }),
      );
    }
    return played;
  }

  /** "Play again": a new game on this one's settings. */
  againInput(): ApiInput<'createGame'> {
    const game = this.#in.game();
    return { kind: game.kind, setup: game.setup } as ApiInput<'createGame'>;
  }

  /** "Play this deal": the same setting on the same deal (named once the game is over), bots in the same seats; null before. */
  dealInput(): ApiInput<'createGame'> | null {
    const game = this.#in.game();
    if (game.seed === undefined) return null;
    return { kind: game.kind, setup: game.setup, seed: game.seed, ...(game.bots ? { bots: game.bots } : {}) } as ApiInput<'createGame'>;
  }
}
