import type { GuestEvent, SeatStatus } from '@shared/guest-api';
import type { Seat } from '@shared/players';
import type { BotSeats } from '@shared/bots';

interface Socket {
  listener: (event: GuestEvent) => void;
  replaced: () => void;
}

/**
 * The seats of one invited game claimed from devices: each claimed seat has one random token, and
 * the token plays that seat only, until the host releases it, moves it or closes the invitations.
 * The devices' event sockets are counted here, so the main screen can show who is connected.
 */
export class SeatBook {
  private readonly seatByToken = new Map<string, number>();
  /** Each token's open event sockets, oldest first: how it hears its news, and how it is told it was replaced. */
  private readonly sockets = new Map<string, Set<Socket>>();

  constructor(
    readonly gameId: string,
    readonly code: string,
    private readonly newToken: () => string,
    /** The book of the companion's clock (docs/companion.md): phones follow it, no seat is played. */
    readonly companion = false,
  ) {}

  /** The seat a token plays, or undefined for a token this book does not hold (never issued, released). */
  seatOf(token: string): number | undefined {
    return this.seatByToken.get(token);
  }

  /** The token of the device at a seat. */
  tokenAt(seat: number): string | undefined {
    for (const [token, at] of this.seatByToken) if (at === seat) return token;
    return undefined;
  }

  /** A free seat, now played from a device: its new token. */
  claim(seat: number): string {
    const token = this.newToken();
    this.seatByToken.set(token, seat);
    return token;
  }

  /** A phone follows the companion: its token, at the first free place; undefined when `max` phones already do. */
  follow(max: number): string | undefined {
    for (let place = 0; place < max; place++) if (this.tokenAt(place) === undefined) return this.claim(place);
    return undefined;
  }

  /** The phones following the companion, and those with their event socket open now. */
  phones(): { phones: number; connected: number } {
    const tokens = [...this.seatByToken.keys()];
    return { phones: tokens.length, connected: tokens.filter((token) => (this.sockets.get(token)?.size ?? 0) > 0).length };
  }

  /** Frees a seat: its token stops working, and its sockets hear why. False when no device held it. */
  release(seat: number, code: string, message: string): boolean {
    const token = this.tokenAt(seat);
    if (token === undefined) return false;
    this.seatByToken.delete(token);
    this.tell(token, { type: 'seatLost', code, message });
    this.sockets.delete(token);
    return true;
  }

  /** The device at `from` now plays `to` (free): same token, its sockets told. */
  move(from: number, to: number): boolean {
    const token = this.tokenAt(from);
    if (token === undefined) return false;
    this.seatByToken.set(token, to);
    this.tell(token, { type: 'seatMoved', seat: to });
    return true;
  }

  /** Every token stops working: the invitations closed. */
  closeAll(code: string, message: string): void {
    for (const token of [...this.seatByToken.keys()]) {
      this.seatByToken.delete(token);
      this.tell(token, { type: 'seatLost', code, message });
    }
    this.sockets.clear();
  }

  /**
   * A device's event socket opened for its token; the function returned says it closed. A token holds
   * `max` sockets at most: one more replaces its oldest, which is told (`replaced`) and forgotten.
   */
  connect(token: string, listener: (event: GuestEvent) => void, replaced: () => void = () => undefined, max = Infinity): () => void {
    const set = this.sockets.get(token) ?? new Set();
    const socket: Socket = { listener, replaced };
    set.add(socket);
    this.sockets.set(token, set);
    for (const oldest of [...set].slice(0, Math.max(0, set.size - max))) {
      set.delete(oldest);
      oldest.replaced();
    }
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(token) === set) this.sockets.delete(token);
    };
  }

  /** Each seat of the game: who sits there (a bot at `bots`' seats), played from a device or not, connected or not. */
  status(seats: readonly Seat[], bots?: BotSeats): SeatStatus[] {
    return seats.map((seat, index) => {
      const token = this.tokenAt(index);
      return {
        seat: index,
        name: seat.name,
        colour: seat.colour,
        device: token !== undefined,
        bot: bots?.seats.includes(index) ?? false,
        ...(bots?.seats.includes(index) ? { pace: bots.pace } : {}),
        connected: token !== undefined && (this.sockets.get(token)?.size ?? 0) > 0,
      };
    });
  }

  private tell(token: string, event: GuestEvent): void {
    for (const socket of [...(this.sockets.get(token) ?? [])]) socket.listener(event);
  }
}
