import type { ApiEvent } from '@shared/api';
import { fail, ok, type ApiError, type Result } from '@shared/errors';
import { createDispatcher, type Handlers } from '@shared/dispatch';
import type { GameDetail } from '@shared/games';
import { guestInputSchemas, seatTokenSchema, type GuestEvent, type GuestGame, type GuestResults } from '@shared/guest-api';
import { isApiMethod } from '@shared/validate';
import type { HintAnswer, HintKept, ShownHint } from '@shared/hints-api';
import type { COMPANION_PHONE_ACTS, CompanionView } from '@shared/companion';
import type { Invitations } from './invitations';
import { botSeat, noSuchSeat, seatTaken } from './invitations';
import type { JoinTries } from './join-tries';
import type { Clock } from '../clock';
import { COMPANION_PHONES, GUEST_CALL_LIMITS, PaceKeeper, SharedHints, WorkBudget, type GuestLimits } from './guest-limits';
import type { SeatBook } from './seat-book';
import { ServiceError } from '../service-error';

/** Who calls, as the transport knows it: the address wrong join codes are counted against. */
export interface GuestCaller {
  address: string;
}

/**
 * The guest API as the services offer it to the guest listener. Every call is checked here, not in
 * the page: its payload, then the join code or the token and the game; whether the token's seat may
 * send an action is the table's authority's to say (table/authority.ts).
 */
export interface GuestGate {
  /** Validates and runs a guest call; never throws. */
  dispatch(method: unknown, payload: unknown, caller: GuestCaller): Promise<Result<unknown>>;
  /**
   * Opens a device's push stream for its token: its game's changes and its seat's news. A token holds
   * a few streams at most: one more replaces its oldest, whose `replaced` is called (its socket is
   * closed: a phone that reconnects before its old socket is seen to drop always finds its place).
   */
  connect(token: unknown, listener: (event: GuestEvent) => void, replaced?: () => void): Result<() => void>;
}

/** What the gate needs from the application: the same paths the host's own calls take. */
export interface GuestTable {
  get(id: string): GameDetail;
  /** The seat's action, played by the device at `seat`: the table's authority decides whether it may. */
  act(id: string, action: unknown, kind: string, seat: number): GameDetail;
  /** The seat's pause: every view says which seat paused. */
  pause(id: string, seat: number): GameDetail;
  resume(id: string): GameDetail;
  /** A device's event socket counts as a client watching its game. */
  watch(id: string): () => void;
  /** A device's event socket dropped while it played `seat` (the host did not end it). */
  dropped(id: string, seat: number): void;
  /** A hint for the seat (worked out from its view); `shown`: the one on its screen, kept while still possible. */
  hint(id: string, seat: number, shown?: ShownHint): HintAnswer;
  /** Whether a hint sent back still stands (kept, or null), with nothing new worked out. */
  hintKept(id: string, seat: number, shown: ShownHint): HintKept | null;
  /** Where the game stands: its version, and whether it is open to hints (in progress, not paused). */
  moment(id: string): { version: number; open: boolean };
  subscribe(listener: (event: ApiEvent) => void): () => void;
  /** A seat is now played from a device: the game's records keep it. */
  claimed(id: string, seat: number): void;
  /** The main screens hear that a device connected or dropped. */
  seatsChanged(): void;
  /** The companion's clock, for the phones following it (docs/companion.md); a host without one invites to games only. */
  companion?: GuestCompanion;
}

/** The companion's clock as phones reach it: its view, and what a phone may press. */
export interface GuestCompanion {
  view(): CompanionView | null;
  act(id: string, act: (typeof COMPANION_PHONE_ACTS)[number]): CompanionView | null;
}

const refused = (code: string, message: string, params?: Record<string, string | number>): ServiceError =>
  new ServiceError({ code, message, ...(params ? { params } : {}) });

/** A device asking faster than its limit: refused, with how long to wait (the listener says it in Retry-After). */
const slowDown = (what: 'calls' | 'hints', waitMs: number): ServiceError =>
  refused(
    'slow-down',
    what === 'hints' ? `This seat's hints have taken their share of the host's time: ask again in ${Math.ceil(waitMs / 1000)} s.` : 'This device is calling too often: slow down.',
    { retryAfterMs: waitMs, limit: what },
  );

/** The players' view without the seed the dice come from. */
export function guestGame(game: GameDetail): GuestGame {
  const { seed: _seed, ...rest } = game;
  return rest as GuestGame;
}

export function createGuestGate(
  invitations: Invitations,
  tries: JoinTries,
  table: GuestTable,
  log: (message: string, error?: unknown) => void,
  clock: Clock,
  limits: GuestLimits = GUEST_CALL_LIMITS,
): GuestGate {
  const callPace = new PaceKeeper(limits.calls, clock);
  const hintTime = new WorkBudget(limits.hintMs, clock);
  const sharedHints = new SharedHints<HintAnswer>();

  /** The invited game's seats, if `code` opens them; a wrong code counts against the address. */
  const joined = (code: string, caller: GuestCaller): SeatBook => {
    const waitMs = tries.waitFor(caller.address);
    if (waitMs > 0) {
      throw refused('too-many-tries', `Too many wrong join codes: wait ${Math.ceil(waitMs / 1000)} s before trying again.`, { retryAfterMs: waitMs });
    }
    const book = invitations.book;
    if (!book) throw refused('invitations-closed', 'The host is not inviting players now.');
    if (book.code !== code) {
      tries.wrong(caller.address);
      throw refused('wrong-join-code', 'That join code is not this table’s: check it on the main screen.');
    }
    tries.right(caller.address);
    return book;
  };

  /** The open book holding `token`, and the token's place in it: checked on every call, each call counted against the token's pace. */
  const holding = (token: string): { book: SeatBook; seat: number } => {
    const book = invitations.book;
    const seat = book?.seatOf(token);
    if (!book || seat === undefined) throw refused('invalid-token', 'This seat’s token no longer works: join the table again.');
    const waitMs = callPace.take(token);
    if (waitMs > 0) throw slowDown('calls', waitMs);
    return { book, seat };
  };

  /** The seat a token plays in the game it names; a token following the companion plays no game. */
  const seated = (token: string, id?: string): { book: SeatBook; seat: number } => {
    const held = holding(token);
    if (held.book.companion) throw refused('companion-token', 'This token follows the companion’s clock: it plays no game.');
    if (id !== undefined && id !== held.book.gameId) throw refused('wrong-game', 'This token plays another game.', { id });
    return held;
  };

  /** The companion a phone's token follows (the one it names); a game's token cannot drive it. */
  const following = (token: string, id?: string): { book: SeatBook; companion: GuestCompanion } => {
    const { book } = holding(token);
    if (!book.companion || !table.companion) throw refused('game-token', 'This token plays a seat of a game: it cannot drive the companion’s clock.');
    if (id !== undefined && id !== book.gameId) throw refused('wrong-companion', 'This token follows another companion clock.', { id });
    return { book, companion: table.companion };
  };

  /** The open companion's view, when the book is its invitation. */
  const companionOf = (book: SeatBook): CompanionView => {
    const view = table.companion?.view();
    if (!view || view.id !== book.gameId) throw refused('invitations-closed', 'The host is not inviting players now.');
    return view;
  };

  /** A code that invites to the companion's clock has no seat to take. */
  const gameBook = (book: SeatBook): SeatBook => {
    if (book.companion) throw refused('companion-invitation', 'This code shows the companion’s clock: there is no seat to take.');
    return book;
  };

  const seatsOf = (id: string) => table.get(id).seats;

  const handlers: Handlers<typeof guestInputSchemas, GuestCaller, GuestResults> = {
    lobby: ({ code }, caller) => {
      const book = joined(code, caller);
      if (book.companion) return { id: book.gameId, kind: companionOf(book).kind, title: '', seats: [], companion: true };
      const game = table.get(book.gameId);
      return { id: game.id, kind: game.kind, title: game.title, seats: book.status(game.seats, game.bots) };
    },
    claimSeat: ({ code, seat }, caller) => {
      const book = gameBook(joined(code, caller));
      const game = table.get(book.gameId);
      if (game.status !== 'in-progress') throw refused('game-finished', 'This game is over.');
      if (seat >= seatsOf(book.gameId).length) throw noSuchSeat(seat);
      if (game.bots?.seats.includes(seat)) throw botSeat(seat, game.seats[seat]!.name);
      if (book.tokenAt(seat) !== undefined) throw seatTaken(seat);
      const token = book.claim(seat);
      table.claimed(book.gameId, seat);
      table.seatsChanged();
      return { token, seat, game: guestGame(game) };
    },
    mySeat: ({ token }) => {
      const { book, seat } = seated(token);
      return { seat, game: guestGame(table.get(book.gameId)) };
    },
    getGame: ({ token, id }) => {
      seated(token, id);
      return guestGame(table.get(id));
    },
    act: ({ token, id, kind, action }) => {
      const { seat } = seated(token, id);
      return guestGame(table.act(id, action, kind, seat));
    },
    pauseGame: ({ token, id }) => {
      const { seat } = seated(token, id);
      return guestGame(table.pause(id, seat));
    },
    resumeGame: ({ token, id }) => {
      seated(token, id);
      return guestGame(table.resume(id));
    },
    joinCompanion: ({ code }, caller) => {
      const book = joined(code, caller);
      if (!book.companion) throw refused('not-companion', 'This code invites players to the seats of a game.');
      const companion = companionOf(book);
      const token = book.follow(COMPANION_PHONES);
      if (token === undefined) throw refused('companion-full', `${COMPANION_PHONES} phones already follow this clock.`, { max: COMPANION_PHONES });
      table.seatsChanged();
      return { token, companion };
    },
    getCompanion: ({ token }) => {
      const { book } = following(token);
      return companionOf(book);
    },
    companionAct: ({ token, id, act }) => following(token, id).companion.act(id, act),
    // Always the token's own seat: the payload names no seat (a strict schema refuses one). A hint
    // asked again where the game stands is the one already worked out; a new one waits its turn. A
    // hint sent back that still stands is kept, and not stored (an ask without it gets a whole hint).
    askHint: ({ token, id, shown }) => {
      const { seat } = seated(token, id);
      const { version, open } = table.moment(id);
      if (!open) return table.hint(id, seat, shown);
      const key = `${id}#${seat}`;
      // Whether a hint sent back still stands is cheap, and asked because the table moved, not the
      // device: spent from the seat's share but never refused for it. Only a new hint waits its turn.
      if (shown) {
        const kept = hintTime.run(key, () => table.hintKept(id, seat, shown));
        if (kept) return kept;
      }
      if (!sharedHints.has(id, seat, version)) {
        const waitMs = hintTime.waitFor(key);
        if (waitMs > 0) throw slowDown('hints', waitMs);
      }
      return sharedHints.get(id, seat, version, () => hintTime.run(key, () => table.hint(id, seat)));
    },
  };

  return {
    // The protocol's one kernel: a host method is named as the host's, never run here.
    dispatch: createDispatcher({
      schemas: guestInputSchemas,
      handlers,
      unknownMethod: (name, method) =>
        isApiMethod(method)
          ? { code: 'host-only-method', message: `${name} is the host's: a device at the table cannot call it.`, params: { method: name } }
          : { code: 'unknown-method', message: `Unknown guest API method: ${name}`, params: { method: name } },
      refusalOf: (error) => (error instanceof ServiceError ? error.error : undefined),
      failed: (error, method) => {
        log(`guest ${method} failed unexpectedly`, error);
        return { code: 'internal', message: 'The host failed to answer.' };
      },
    }),
    connect(token, listener, replaced) {
      const parsed = seatTokenSchema.safeParse(token);
      if (!parsed.success) return fail(invalidToken());
      let book: SeatBook;
      try {
        ({ book } = holding(parsed.data));
      } catch (error) {
        return fail(error instanceof ServiceError ? error.error : invalidToken());
      }
      const gameId = book.gameId;
      // A phone following the companion hears its clock (and, when it closes, null); a seat hears its game.
      const unsubscribe = table.subscribe((event) => {
        if (book.companion) {
          if (event.type === 'companionChanged' && (event.companion === null || event.companion.id === gameId)) listener(event);
        } else if (event.type === 'gameChanged' && event.game.id === gameId) listener({ type: 'gameChanged', game: guestGame(event.game) });
      });
      let closed = false;
      const leave = table.watch(gameId);
      const disconnect = book.connect(
        parsed.data,
        (event) => {
          if (event.type === 'seatLost') close(false);
          listener(event);
        },
        // A newer socket of the same token took this one's place: no drop, the device is still there.
        () => {
          close(false);
          replaced?.();
        },
        limits.socketsPerToken,
      );
      /** `drop`: the socket went by itself; a seat lost (released, closed, over) is no drop. */
      const close = (drop: boolean) => {
        if (closed) return;
        closed = true;
        unsubscribe();
        disconnect();
        leave();
        table.seatsChanged();
        const seat = drop && !book.companion ? book.seatOf(parsed.data) : undefined;
        if (seat !== undefined) table.dropped(gameId, seat);
      };
      table.seatsChanged();
      // A stream opens with where its game (or clock) stands now: a device fetched it before its
      // stream opened, and a change made in between (the table resumed as a friend took a seat) was
      // pushed before it listened. A view shows a version once, so an unchanged one draws nothing.
      try {
        listener(book.companion ? { type: 'companionChanged', companion: companionOf(book) } : { type: 'gameChanged', game: guestGame(table.get(gameId)) });
      } catch {
        // Nothing to tell (the companion's clock just closed): its own push says so.
      }
      return ok(() => close(true));
    },
  };
}

const invalidToken = (): ApiError => ({ code: 'invalid-token', message: 'This seat’s token no longer works: join the table again.' });
