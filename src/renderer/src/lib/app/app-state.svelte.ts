import type { ApiEvent, ApiInput, AppInfo } from '@shared/api';
import type { GuideFinished } from '@shared/guide-api';
import type { GameDetail, GameKind, GameSummary } from '@shared/games';
import type { Stats } from '@shared/history';
import type { TablePace } from '@shared/table-settings';
import { ApiCallError } from '@shared/errors';
import type { ApiClient } from '../api/client';
import type { ReplaySource } from '@shared/replays';
import { gameIdFromAddress } from './game-link';
import { GameFeed } from '../protocol/event-feed';

type PlaceScreen = { name: 'start' } | { name: 'game'; id: string };
/** The start (or a section), an open game's table, or a finished game watched again and the screen it was opened from. */
export type Screen = PlaceScreen | { name: 'replay'; source: ReplaySource; back: PlaceScreen };

/** An error to show: a translatable code, the host's English message as a fallback. */
export interface ShownError {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

type AppNotice = NonNullable<AppInfo['notice']>;

const toShown = (error: unknown): ShownError =>
  error instanceof ApiCallError
    ? { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) }
    : { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };

/** The game the window's address names (`?game=<id>`, `#/game/<id>`), read once; the address is then cleared. */
function linkedGame(): string | null {
  const address = globalThis.location;
  const id = address ? gameIdFromAddress(address) : null;
  if (id) globalThis.history.replaceState(null, '', address!.pathname);
  return id;
}

/**
 * What the window shows and the games it knows about. Snapshots from the host are replaced whole
 * ($state.raw); pushed events keep every open window in step.
 */
export class AppState {
  screen = $state.raw<Screen>({ name: 'start' });
  /** The host's start-up notice, shown until dismissed. */
  notice = $state.raw<AppNotice | null>(null);
  /** Games in progress, most recently played first. */
  games = $state.raw<GameSummary[]>([]);
  /** The guided games finished on this machine (the launcher marks them, and offers one on a first start). */
  guidesFinished = $state.raw<GuideFinished[]>([]);
  /** The open game, once loaded. */
  game = $state.raw<GameDetail | null>(null);
  loading = $state(true);
  busy = $state(false);
  error = $state.raw<ShownError | null>(null);

  readonly openGame = $derived(this.screen.name === 'game' && this.game?.id === this.screen.id ? this.game : null);

  readonly #client: ApiClient;
  #unsubscribe: (() => void) | null = null;

  /**
   * Every game the host delivers (a reply or a push) goes through the protocol's one delivery: shown
   * if it is the open one and not a version already shown. Replies and pushes can cross, and a stale
   * one must never overwrite a newer state; the acting window gets its own change once, from the
   * reply, and the push of the same change that follows draws nothing again. After the link dropped
   * and came back, the window catches up (pushes may have been missed meanwhile).
   */
  readonly #feed = new GameFeed<GameDetail>({
    shown: () => this.game,
    show: (game) => {
      if (this.screen.name === 'game' && this.screen.id === game.id) this.game = game;
    },
    catchUp: () => this.resync(),
  });

  /** The game a link named when the window opened, until `start` has opened it. */
  readonly #linked: string | null;

  /**
   * `linked` is the game the window's address names: the first screen is then that game's table
   * (loading), never the start screen drawn and thrown away a moment later. `drawn` is that game as
   * the web host drew it into the page, so the table is whole from the first frame.
   */
  constructor(client: ApiClient, linked: string | null = linkedGame(), drawn: GameDetail | null = null) {
    this.#client = client;
    this.#linked = linked;
    if (linked) this.screen = { name: 'game', id: linked };
    if (drawn && drawn.id === linked) this.game = drawn;
  }

  /** The pace this window asks the host for, once told (sent again after a resync: the host may have restarted). */
  #pace: TablePace | null = null;
  #pauseOnDrop = false;

  /**
   * Tells the host the table's pace (the main screen's "speed of the steps"), which the waits its
   * games declare follow, and whether a device dropping mid-countdown pauses the game. A host that
   * cannot take them keeps its own: nothing to show the players.
   */
  async setPace(pace: TablePace, pauseOnDrop = this.#pauseOnDrop): Promise<void> {
    this.#pace = pace;
    this.#pauseOnDrop = pauseOnDrop;
    try {
      await this.#client.setTableSettings({ pace, pauseOnDrop });
    } catch {
      // The host's pace stays as it was.
    }
  }

  /** Loads the list and starts listening for pushes; opens the game a link names. */
  async start(openId: string | null = this.#linked): Promise<void> {
    this.#unsubscribe = this.#client.subscribe(
      (event) => this.#onEvent(event),
      (state) => this.#feed.link(state),
    );
    await Promise.all([this.refresh(), this.#loadNotice(), ...(openId ? [this.#openLinked(openId)] : [])]);
  }

  /** Opens a linked game; one that cannot be opened (gone, unreadable) leaves the start screen and its error. */
  async #openLinked(id: string): Promise<void> {
    const opened = await this.open(id);
    if (!opened && this.screen.name === 'game' && this.screen.id === id && this.game?.id !== id) this.screen = { name: 'start' };
  }

  /** What the host had to tell at start-up (a damaged database set aside, one from a newer app…). */
  async #loadNotice(): Promise<void> {
    try {
      this.notice = (await this.#client.appInfo({})).notice ?? null;
    } catch {
      // An unreachable host is reported by the list's own error.
    }
  }

  dismissNotice(): void {
    this.notice = null;
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  async refresh(): Promise<void> {
    try {
      const [games, guides] = await Promise.all([this.#client.listGames({ status: 'in-progress' }), this.#client.listGuidesFinished({})]);
      this.games = sortByLastPlayed(games);
      this.guidesFinished = guides;
    } catch (error) {
      this.error = toShown(error);
    } finally {
      this.loading = false;
    }
  }

  /**
   * Catches up after pushes may have been missed (the tab was hidden, the host restarted): the
   * list, and the open game if there is one.
   */
  async resync(): Promise<void> {
    if (this.#pace) void this.setPace(this.#pace);
    await this.refresh();
    const screen = this.screen;
    if (screen.name !== 'game') return;
    try {
      const game = await this.#client.getGame({ id: screen.id });
      if (this.screen === screen) this.#feed.deliver(game);
    } catch (error) {
      this.error = toShown(error);
    }
  }

  /** Creates a game and opens it; false (with `error` set) when the host refused. */
  async create(input: ApiInput<'createGame'>): Promise<boolean> {
    return this.#run(async () => {
      const game = await this.#client.createGame(input);
      this.game = game;
      this.screen = { name: 'game', id: game.id };
      await this.refresh();
    });
  }

  /**
   * The open guided game's guide moved on (docs/guided-game.md): kept with the game, so a guide left
   * is resumed where it stood; the services hold its clock while `held`, and send the devices the
   * last lit step of the resolution read here (`explained`), so their boards stand where this one does.
   */
  async saveGuide(step: number, held: boolean, explained: number | null = null): Promise<void> {
    if (this.screen.name !== 'game') return;
    try {
      const game = await this.#client.setGuide({ id: this.screen.id, step, held, ...(explained === null ? {} : { explained }) });
      // The guide's step moves no piece: the same version is shown again only when its clock changed
      // (the guide let it go), so the board is not drawn anew under the player for nothing.
      const shown = this.game;
      if (shown?.id !== game.id || shown.version !== game.version) this.#feed.deliver(game);
      else if (shown.clock.running !== game.clock.running) this.game = game;
    } catch (error) {
      this.error = toShown(error);
    }
  }

  /**
   * The guide reached its end: the profile keeps that it was finished and the guided game goes (it
   * counts nowhere); then `next` starts (a first real game, or the guide again), or the start screen.
   */
  async endGuide(next: ApiInput<'createGame'> | null): Promise<boolean> {
    if (this.screen.name !== 'game') return false;
    const id = this.screen.id;
    const ended = await this.#run(async () => {
      await this.#client.finishGuide({ id });
    });
    if (!ended) return false;
    if (next) return this.create(next);
    if (this.screen.name === 'game' && this.screen.id === id) this.back();
    return true;
  }

  /** Skips the guide: the guided game goes, nothing kept, and the start screen shows. */
  async skipGuide(): Promise<boolean> {
    if (this.screen.name !== 'game') return false;
    const id = this.screen.id;
    this.back();
    return this.remove(id);
  }

  async open(id: string): Promise<boolean> {
    return this.#run(async () => {
      this.game = await this.#client.getGame({ id });
      this.screen = { name: 'game', id };
    });
  }

  /**
   * Plays one action from the board. A refusal is thrown (an ApiCallError with the engine's code), so
   * the board can say why in the players' language right where they acted, not in the top banner.
   */
  async play(action: ApiInput<'act'>['action']): Promise<void> {
    const open = this.openGame;
    if (!open) return;
    this.#feed.deliver(await this.#client.act({ kind: open.kind, id: open.id, action } as ApiInput<'act'>));
  }

  /** Pauses or continues the open game through the services (their countdown clock stops and starts). */
  async setPaused(paused: boolean): Promise<boolean> {
    const open = this.openGame;
    if (!open) return false;
    return this.#run(async () => {
      this.#feed.deliver(paused ? await this.#client.pauseGame({ id: open.id }) : await this.#client.resumeGame({ id: open.id }));
    });
  }

  async remove(id: string): Promise<boolean> {
    return this.#run(async () => {
      await this.#client.deleteGame({ id });
      this.games = this.games.filter((g) => g.id !== id);
    });
  }

  /** One game kind's statistics over every finished game of that kind. */
  stats(kind: GameKind): Promise<Stats> {
    return this.#client.getStats({ kind });
  }

  /** Watches a finished game again (docs/replays.md); closing the replay comes back to where it was opened. */
  watch(source: ReplaySource): void {
    this.screen = { name: 'replay', source, back: this.screen.name === 'replay' ? this.screen.back : this.screen };
  }

  closeReplay(): void {
    if (this.screen.name === 'replay') this.screen = this.screen.back;
  }

  back(): void {
    const left = this.game;
    this.screen = { name: 'start' };
    this.game = null;
    // Leaving the board mid-countdown, or while a wait runs, pauses the game, so no second runs out
    // while nobody sees it.
    if (left && !left.paused && left.status === 'in-progress' && (left.clock.running || !!left.deadline)) {
      void this.#client.pauseGame({ id: left.id }).catch((error: unknown) => (this.error = toShown(error)));
    }
    void this.refresh();
  }

  dismissError(): void {
    this.error = null;
  }

  async #run(work: () => Promise<void>): Promise<boolean> {
    this.busy = true;
    this.error = null;
    try {
      await work();
      return true;
    } catch (error) {
      this.error = toShown(error);
      return false;
    } finally {
      this.busy = false;
    }
  }

  #onEvent(event: ApiEvent): void {
    if (event.type === 'gameChanged') {
      if (this.game?.id === event.game.id) this.#feed.deliver(event.game);
      // The list shows only on the start screen (and is reloaded on the way back to it), so a
      // running countdown's tick every second does not reload it behind the board.
      if (this.screen.name === 'start') void this.refresh();
    } else if (event.type === 'gameDeleted') {
      this.games = this.games.filter((g) => g.id !== event.id);
      // Deleted elsewhere while open here: nothing left to show.
      if (this.screen.name === 'game' && this.screen.id === event.id) this.back();
    }
  }
}

export function sortByLastPlayed(games: readonly GameSummary[]): GameSummary[] {
  return [...games].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
