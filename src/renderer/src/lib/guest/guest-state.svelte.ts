// A device at the table (devices.md): finds the table by its join code, takes a free seat, keeps the
// seat's token so a reload or a phone that slept comes back to it, follows the seat's pushes, and
// says plainly when the seat is lost or moved. Screens draw it; nothing here acts on its own.
import type { GuestEvent, GuestGame, Lobby } from '@shared/guest-api';
import { ApiCallError } from '@shared/errors';
import type { GameTypes, GameKind } from '@shared/games';
import type { HintAnswer, ShownHint } from '@shared/hints-api';
import { t } from '../i18n/i18n.svelte';
import type { StorageLike } from '../table/settings';
import type { GuestClient } from './guest-client';
import { readStoredSeat, writeStoredSeat } from './guest-page';
import { inPlayersWords } from './guest-words';
import { GameFeed } from '../protocol/event-feed';
import type { CompanionAct, CompanionView } from '@shared/companion';
import type { CompanionFeed } from '../companion/companion.svelte';

/** A refusal or failure to show: its code (translated by the screens), the host's English words as a fallback. */
export interface GuestProblem {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/** How often the join screen looks again at who holds the seats. */
export const LOBBY_REFRESH_MS = 4000;

const problemOf = (error: unknown): GuestProblem =>
  error instanceof ApiCallError
    ? { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) }
    : { code: 'unexpected', message: error instanceof Error ? error.message : String(error) };

export interface GuestStateOptions {
  client: GuestClient;
  storage: StorageLike | null;
  /** The join code the page's address holds, if any. */
  code?: string | null;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
}

export class GuestState {
  /** The join code as typed (pre-filled from the address or the last visit). */
  code = $state('');
  /** The table found with the code: its game and seats. */
  lobby = $state.raw<Lobby | null>(null);
  /** The seat this device plays, once claimed; null on the join screen. */
  seat = $state<number | null>(null);
  game = $state.raw<GuestGame | null>(null);
  /** The seat's event socket is open. */
  connected = $state(false);
  busy = $state(false);
  /** Still finding out whether a kept token brings the device back to its seat. */
  restoring = $state(true);
  /** The last refusal on the join screen, or of pause and continue. */
  problem = $state.raw<GuestProblem | null>(null);
  /** The seat was lost (released, invitations closed, the game over): said until the guest goes on. */
  lost = $state.raw<GuestProblem | null>(null);
  /** The host moved this device: the new seat, said until dismissed. */
  movedTo = $state<number | null>(null);
  /** The game ended while this device sat at it: its final board and result stay until the person leaves. */
  ended = $state(false);
  /** This phone follows the companion's clock (docs/companion.md): the view it joined with. */
  companion = $state.raw<CompanionView | null>(null);

  readonly #client: GuestClient;
  readonly #storage: StorageLike | null;
  readonly #setInterval: (callback: () => void, ms: number) => unknown;
  readonly #clearInterval: (timer: unknown) => void;
  #token = $state<string | null>(null);
  #unlisten: (() => void) | null = null;
  #poll: unknown = null;
  /** Who hears the companion's views on this phone (its clock's model). */
  #companionListeners: ((view: CompanionView | null) => void)[] = [];

  /**
   * Every game the table delivers (a reply or a push) goes through the protocol's one delivery, as at
   * the main screen: a version already shown (the reply to this seat's act, then its push) is shown
   * once; an older one never overwrites a newer. An answer that arrives after the person left the seat
   * is not shown. After the socket dropped and came back, the seat catches up.
   */
  readonly #feed = new GameFeed<GuestGame>({
    shown: () => this.game,
    show: (game) => {
      if (this.seat !== null) this.game = game;
    },
    catchUp: () => this.resync(),
  });

  constructor(options: GuestStateOptions) {
    this.#client = options.client;
    this.#storage = options.storage;
    this.#setInterval = options.setInterval ?? ((callback, ms) => setInterval(callback, ms));
    this.#clearInterval = options.clearInterval ?? ((timer) => clearInterval(timer as ReturnType<typeof setInterval>));
    const stored = readStoredSeat(this.#storage);
    this.#token = stored.token;
    this.code = options.code ?? stored.code ?? '';
  }

  /** This device holds a seat it could not get back to yet (the table did not answer): it may try again. */
  readonly kept = $derived(this.#token !== null && this.seat === null);
  readonly screen = $derived(this.companion ? 'companion' : this.seat !== null && this.game ? 'seat' : 'join');
  readonly kind = $derived<GameKind | null>(this.game?.kind ?? this.lobby?.kind ?? null);

  /** Back at the kept seat if the token still works; else the join screen, with the table found if a code is known. */
  async start(): Promise<void> {
    if (this.#token) {
      this.busy = true;
      try {
        const back = await this.#client.call('mySeat', { token: this.#token });
        this.#seated(back.seat, back.game);
      } catch (error) {
        const problem = problemOf(error);
        // The kept token follows the companion's clock: back to it.
        if (problem.code === 'companion-token') return this.#backToCompanion();
        if (problem.code === 'invalid-token') this.#forget(problem);
        else this.problem = problem;
      } finally {
        this.busy = false;
      }
    }
    this.restoring = false;
    if (this.seat === null && this.code && !this.kept) await this.find();
  }

  /** Stops listening and polling (the page is going). */
  stop(): void {
    this.#unlisten?.();
    this.#unlisten = null;
    this.#stopPolling();
  }

  /** Finds the table of the typed code: its game and who holds each seat. */
  async find(): Promise<boolean> {
    // Codes are shown in capitals; a phone's keyboard may type them small, or with a space.
    this.code = this.code.replace(/\s+/g, '').toUpperCase();
    this.busy = true;
    this.problem = null;
    try {
      this.lobby = await this.#client.call('lobby', { code: this.code });
      this.#remember();
      // The code shows the companion's clock: no seat to choose, the phone follows it at once.
      if (this.lobby.companion) return await this.#followCompanion();
      this.#startPolling();
      return true;
    } catch (error) {
      this.lobby = null;
      this.problem = problemOf(error);
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Takes a free seat; its token is kept for the next visit. */
  async claim(seat: number): Promise<boolean> {
    this.busy = true;
    this.problem = null;
    try {
      const claimed = await this.#client.call('claimSeat', { code: this.code, seat });
      this.#token = claimed.token;
      this.lost = null;
      this.#remember();
      this.#seated(claimed.seat, claimed.game);
      return true;
    } catch (error) {
      this.problem = problemOf(error);
      if (this.problem.code !== 'wrong-join-code' && this.problem.code !== 'too-many-tries') void this.#refreshLobby();
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** Plays one of the seat's actions; a refusal rejects with its ApiCallError, for the seat view to say where the player acted. */
  async act(action: GameTypes[GameKind]['action']): Promise<void> {
    const game = this.game;
    if (!game || !this.#token) return;
    this.#feed.deliver(await inPlayersWords(this.#client.call('act', { token: this.#token, id: game.id, kind: game.kind, action } as never)));
  }

  /**
   * A hint for this seat only ("what would you do?", docs/hints.md); `shown`: the one on the screen,
   * kept while still possible. A refusal rejects, in the player's words where known.
   */
  async askHint(shown?: ShownHint): Promise<HintAnswer> {
    const game = this.game;
    if (!game || !this.#token) throw new ApiCallError({ code: 'invalid-token', message: t('guests.problems.invalid-token') });
    return inPlayersWords(this.#client.call('askHint', { token: this.#token, id: game.id, ...(shown ? { shown } : {}) }));
  }

  /** Pauses or continues everyone's game (anyone at a co-operative table may). */
  async setPaused(paused: boolean): Promise<boolean> {
    const game = this.game;
    if (!game || !this.#token) return false;
    this.problem = null;
    try {
      this.#feed.deliver(await this.#client.call(paused ? 'pauseGame' : 'resumeGame', { token: this.#token, id: game.id }));
      return true;
    } catch (error) {
      this.problem = problemOf(error);
      return false;
    }
  }

  /** The companion's clock as this phone reaches it: its views, and what a phone may press. */
  companionFeed(): CompanionFeed {
    return {
      getCompanion: async () => (this.#token ? this.#client.call('getCompanion', { token: this.#token }) : null),
      companionAct: async ({ id, act }: { id: string; act: CompanionAct }) => {
        if (!this.#token) return this.companion;
        return inPlayersWords(this.#client.call('companionAct', { token: this.#token, id, act: act as 'next' | 'pause' | 'resume' }));
      },
      subscribe: (listener) => {
        const hear = (view: CompanionView | null) => listener({ type: 'companionChanged', companion: view });
        this.#companionListeners = [...this.#companionListeners, hear];
        return () => {
          this.#companionListeners = this.#companionListeners.filter((other) => other !== hear);
        };
      },
    };
  }

  /** After the phone slept or the tab was hidden: the seat and the game as they are now (or the kept seat, tried again). */
  async resync(): Promise<void> {
    if (this.companion && this.#token) {
      try {
        this.#tellCompanion(await this.#client.call('getCompanion', { token: this.#token }));
      } catch (error) {
        const problem = problemOf(error);
        if (problem.code === 'invalid-token') this.#lose(problem);
      }
      return;
    }
    if (this.kept) return this.start();
    if (!this.#token || this.seat === null) return;
    try {
      const back = await this.#client.call('mySeat', { token: this.#token });
      this.seat = back.seat;
      this.#feed.deliver(back.game);
    } catch (error) {
      const problem = problemOf(error);
      if (problem.code === 'invalid-token') this.#lose(problem);
    }
  }

  /** Leaves the finished game's board: the join screen says the game is over. */
  leave(): void {
    this.ended = false;
    this.#lose({ code: 'game-over', message: 'The game is over.' });
  }

  dismissMoved(): void {
    this.movedTo = null;
  }

  dismissProblem(): void {
    this.problem = null;
  }

  /** Joins the companion's clock with the code: its token is kept, so a reload comes back to it. */
  async #followCompanion(): Promise<boolean> {
    try {
      const joined = await this.#client.call('joinCompanion', { code: this.code });
      this.#token = joined.token;
      this.lost = null;
      this.#remember();
      this.#following(joined.companion);
      return true;
    } catch (error) {
      this.problem = problemOf(error);
      return false;
    }
  }

  async #backToCompanion(): Promise<void> {
    try {
      this.#following(await this.#client.call('getCompanion', { token: this.#token! }));
    } catch (error) {
      const problem = problemOf(error);
      if (problem.code === 'invalid-token') this.#forget(problem);
      else this.problem = problem;
    }
    this.restoring = false;
    this.busy = false;
  }

  #following(view: CompanionView | null): void {
    this.#stopPolling();
    this.lobby = null;
    this.companion = view;
    this.#unlisten?.();
    const token = this.#token!;
    this.#unlisten = this.#client.listen(
      token,
      (event) => this.#onEvent(event),
      (state) => {
        this.connected = state !== 'dropped';
        // Back after a drop: the clock as it is now (a token let go meanwhile is found out).
        if (state !== 'open' && this.#token === token) void this.resync();
      },
    );
  }

  /** A view of the companion's clock: its model hears it; the phone stays on it until the token is let go. */
  #tellCompanion(view: CompanionView | null): void {
    if (view) this.companion = view;
    for (const listener of this.#companionListeners) listener(view);
  }

  #seated(seat: number, game: GuestGame): void {
    this.seat = seat;
    this.game = game;
    this.problem = null;
    this.#stopPolling();
    this.#unlisten?.();
    const token = this.#token!;
    this.#unlisten = this.#client.listen(
      token,
      (event) => this.#onEvent(event),
      (state) => {
        this.connected = state !== 'dropped';
        // A socket that dropped may have been refused: a released token is found out at once.
        if (state === 'dropped' && this.#token === token) void this.resync();
        else this.#feed.link(state);
      },
    );
  }

  #onEvent(event: GuestEvent): void {
    if (event.type === 'companionChanged') this.#tellCompanion(event.companion);
    else if (event.type === 'gameChanged') this.#feed.deliver(event.game);
    else if (event.type === 'seatMoved') {
      this.seat = event.seat;
      this.movedTo = event.seat;
    } else if (event.code === 'game-over' && this.game && this.game.status !== 'in-progress') this.#end();
    else this.#lose({ code: event.code, message: event.message });
  }

  /**
   * The game is over (its last state arrived before the seat was let go): the token no longer works
   * and is forgotten, but the final board and the result stay on the device.
   */
  #end(): void {
    this.#token = null;
    this.#remember();
    this.#unlisten?.();
    this.#unlisten = null;
    this.connected = false;
    this.movedTo = null;
    this.ended = true;
  }

  /** The seat is gone: said on the join screen, which shows the table again if it still invites. */
  #lose(problem: GuestProblem): void {
    this.#forget(problem);
    this.#unlisten?.();
    this.#unlisten = null;
    this.connected = false;
    this.seat = null;
    this.game = null;
    this.companion = null;
    this.movedTo = null;
    if (this.code) void this.#refreshLobby();
  }

  #forget(problem: GuestProblem): void {
    this.#token = null;
    this.lost = problem;
    this.#remember();
  }

  #remember(): void {
    writeStoredSeat(this.#storage, { token: this.#token, code: this.code || null });
  }

  async #refreshLobby(): Promise<void> {
    try {
      this.lobby = await this.#client.call('lobby', { code: this.code });
      this.#startPolling();
    } catch (error) {
      const problem = problemOf(error);
      // The table no longer invites: nothing to show but the reason.
      if (problem.code === 'invitations-closed' || problem.code === 'wrong-join-code') {
        this.lobby = null;
        this.#stopPolling();
      }
    }
  }

  #startPolling(): void {
    if (this.#poll !== null) return;
    this.#poll = this.#setInterval(() => {
      if (this.seat === null && !this.busy) void this.#refreshLobby();
    }, LOBBY_REFRESH_MS);
  }

  #stopPolling(): void {
    if (this.#poll === null) return;
    this.#clearInterval(this.#poll);
    this.#poll = null;
  }
}
