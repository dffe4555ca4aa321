import { randomInt } from 'node:crypto';
import type { ApiEvent } from '@shared/api';
import { fail, ok, type Result } from '@shared/errors';
import { FAR_ROOM_ALPHABET, FAR_ROOM_LENGTH, type FarPush, type FarRoomStatus } from '@shared/far-api';
import type { InvitationStatus } from '@shared/invitations-api';
import type { GuestGate } from './guest-gate';
import type { Invitations } from './invitations';
import { ServiceError } from '../service-error';

/** A room's secret: 26 characters of base32, 130 random bits (docs/far-away.md). */
export const newFarRoom = (): string => Array.from({ length: FAR_ROOM_LENGTH }, () => FAR_ROOM_ALPHABET[randomInt(FAR_ROOM_ALPHABET.length)]).join('');

/** Friends listening at once: one per seat and a few reconnecting, as the local listener's sockets. */
export const MAX_FAR_LISTENS = 16;

export interface FarRoomOptions {
  invitations: Invitations;
  gate: () => GuestGate;
  emit: (event: ApiEvent) => void;
  newRoom?: () => string;
}

const closedRoom = () => new ServiceError({ code: 'far-room-closed', message: 'The host is not inviting friends far away now.' });

/**
 * The room for friends far away, as the services see it. The main screen's page holds the WebRTC
 * room; each friend's guest calls come through here, under an address of its own (`far:<peer>`,
 * so the join-code wait and every per-address limit count each friend apart as the local listener
 * counts each address), into the same guest gate as the local listener's. Pushes go back out as
 * `farEvent`s for the page to carry. The seats taken from far away are remembered by their token,
 * so closing the room ends them all at once.
 */
export class FarRoom {
  private room: { secret: string; gameId: string } | null = null;
  /** Tokens handed out through the room, and the peer that last used each. */
  private readonly farTokens = new Map<string, string>();
  /** Each listening peer: how to stop it (`told`: the friend hears that it ended, `final`: for good). */
  private readonly listens = new Map<string, (told: boolean, final?: boolean) => void>();

  constructor(private readonly o: FarRoomOptions) {}

  /** The room's part of the invitation status, while open for the invited game. */
  status(): FarRoomStatus | undefined {
    const room = this.room;
    const book = this.o.invitations.book;
    if (!room || book?.gameId !== room.gameId) return undefined;
    const seats = [...this.farTokens].flatMap(([token, peer]) => {
      const seat = book.seatOf(token);
      return seat === undefined ? [] : [{ seat, peer }];
    });
    return { room: room.secret, seats: seats.sort((a, b) => a.seat - b.seat) };
  }

  /**
   * Opens the room for a game (its seats open to friends far away, the local listener left as it
   * is: closed unless the host invited on the Wi-Fi too): the same secret while it stays open.
   */
  async open(id: string): Promise<InvitationStatus> {
    await this.o.invitations.openSeats(id);
    if (this.room?.gameId !== id) {
      this.end('far-room-closed', 'The host invited friends to another game.');
      this.room = { secret: (this.o.newRoom ?? newFarRoom)(), gameId: id };
    }
    return this.o.invitations.announce();
  }

  /**
   * Closes the room: every seat taken from far away is lost at once. The local invitations stay
   * when they are open; when the room was the only invitation, the game's seats close with it.
   */
  async close(): Promise<InvitationStatus> {
    this.end('far-room-closed', 'The host closed the room for friends far away.');
    if (!this.o.invitations.local && this.o.invitations.book) return this.o.invitations.close('far-room-closed', 'The host closed the room for friends far away.');
    return this.o.invitations.announce();
  }

  /** The invitations changed: when they closed or moved to another game, the room went with them. */
  invitationsChanged(status: InvitationStatus): void {
    if (this.room && (!status.open || status.id !== this.room.gameId)) this.end('invitations-closed', 'The host closed the invitations.');
  }

  /** One guest call of a friend: the gate's answer, a refusal included, as a value. */
  async call(peer: string, method: string, payload: unknown): Promise<Result<unknown>> {
    if (!this.status()) return fail(closedRoom().error);
    const result = await this.o.gate().dispatch(method, payload, { address: `far:${peer}` });
    if (result.ok && method === 'claimSeat') this.farTokens.set((result.value as { token: string }).token, peer);
    return result;
  }

  /** A friend's seat's pushes, carried as `farEvent`s; one listen per peer (a new one replaces its last). */
  listen(peer: string, token: string): Result<true> {
    if (!this.status()) return fail(closedRoom().error);
    this.listens.get(peer)?.(false);
    if (this.listens.size >= MAX_FAR_LISTENS) return fail({ code: 'too-many-sockets', message: 'Too many friends are connected.' });
    const push = (message: FarPush) => this.o.emit({ type: 'farEvent', peer, push: message });
    let disconnect: () => void = () => undefined;
    /** Stops this listen (the gate told the seat's end, or the friend went): `told`, the friend hears it ended. */
    const stop = (told: boolean, final = false) => {
      if (this.listens.get(peer) !== stop) return;
      this.listens.delete(peer);
      disconnect();
      if (told) push({ type: 'ended', final });
    };
    const connected = this.o.gate().connect(
      token,
      (event) => {
        push({ type: 'event', event });
        if (event.type === 'seatLost') stop(true, true);
      },
      // A newer listen of the same token (the friend again, from a reloaded page) took its place.
      () => stop(true),
    );
    if (!connected.ok) return connected;
    disconnect = connected.value;
    this.listens.set(peer, stop);
    if (this.farTokens.has(token)) this.farTokens.set(token, peer);
    this.o.invitations.announce();
    return ok(true);
  }

  /** The friend left the room: its seat is shown dropped (and the table may pause, as for a device). */
  leave(peer: string): true {
    this.listens.get(peer)?.(false);
    return true;
  }

  /** Ends the room: far seats lost (their listeners told), listens stopped, tokens forgotten. */
  private end(code: string, message: string): void {
    if (!this.room) return;
    this.room = null;
    const book = this.o.invitations.book;
    for (const token of this.farTokens.keys()) {
      const seat = book?.seatOf(token);
      if (seat !== undefined) book!.release(seat, code, message);
    }
    this.farTokens.clear();
    for (const stop of [...this.listens.values()]) stop(true, true);
  }
}
