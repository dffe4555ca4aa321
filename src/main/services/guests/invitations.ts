import { randomBytes, randomInt } from 'node:crypto';
import { toString as qrCode } from 'qrcode';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@shared/guest-api';
import type { InvitationStatus, LocalInvitations } from '@shared/invitations-api';
import type { FarRoomStatus } from '@shared/far-api';
import type { Seat } from '@shared/players';
import type { BotSeats } from '@shared/bots';
import type { GuestGate } from './guest-gate';
import { SeatBook } from './seat-book';
import { ServiceError } from '../service-error';

/** The guest listener as the services see it: where guests reach it, and how to close it. */
export interface GuestDoor {
  /** The listener's address as guests type it (an IP address), ending in '/'. */
  url: string;
  close(): Promise<void>;
}

/** Opens the guest listener over the guest gate; given by the transport that hosts the app. */
export type OpenGuestDoor = (gate: GuestGate) => Promise<GuestDoor>;

export const newJoinCode = (): string =>
  Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

/** A seat token: 192 random bits, base64url. */
export const newSeatToken = (): string => randomBytes(24).toString('base64url');

export interface InvitationsOptions {
  openDoor?: OpenGuestDoor;
  gate: () => GuestGate;
  /** The seats of a game, the seats bots play, and whether it is still being played. */
  seatsOf: (id: string) => { seats: readonly Seat[]; bots?: BotSeats; inProgress: boolean };
  /** Tells the main screens the invitations changed. */
  changed: (status: InvitationStatus) => void;
  log: (message: string, error?: unknown) => void;
  newCode?: () => string;
  newToken?: () => string;
  /** The room for friends far away, while open for the invited game (far-room.ts). */
  far?: () => FarRoomStatus | undefined;
}

interface Open {
  book: SeatBook;
  /** The local listener's address and its QR code, while the local invitations are open; absent
   *  while only the room for friends far away invites to the game (its listener stays closed). */
  local: { url: string; qrSvg: string } | null;
}

/**
 * Invitations to one game at a time: the join code, the seats claimed from devices, and the guest
 * listener, opened with the local invitations and closed with them. The room for friends far away
 * invites through the same seats without the listener (`openSeats`): a friend far away never opens
 * a door on the Wi-Fi. Everything here is synchronous except opening and closing the listener.
 */
export class Invitations {
  private current: Open | null = null;
  private door: Promise<GuestDoor> | null = null;

  constructor(private readonly o: InvitationsOptions) {}

  /** The seats of the invited game, when `id` is the invited game. */
  bookOf(id: string): SeatBook | undefined {
    return this.current?.book.gameId === id ? this.current.book : undefined;
  }

  /** The open invitation's seats, whatever its game. */
  get book(): SeatBook | undefined {
    return this.current?.book;
  }

  /** Whether the local invitations (the guest listener on the Wi-Fi) are open, whatever the game. */
  get local(): boolean {
    return this.current?.local != null;
  }

  /**
   * Opens the local invitations to a game (closing any to another game): the listener opens if it is
   * not open. Seats already open to the game through the room for friends far away stay as they are.
   */
  async open(id: string): Promise<LocalInvitations> {
    this.checkInProgress(id);
    return this.openLocal(id, false);
  }

  /** Opens invitations to the companion's clock `id` (closing any to a game): phones follow it (docs/companion.md). */
  async openCompanion(id: string): Promise<LocalInvitations> {
    return this.openLocal(id, true);
  }

  private async openLocal(id: string, companion: boolean): Promise<LocalInvitations> {
    const { openDoor } = this.o;
    if (!openDoor) throw new ServiceError({ code: 'invitations-unavailable', message: 'This host cannot invite players from other devices.' });
    if (this.current?.book.gameId === id && this.current.local) return this.localStatus(this.status());
    this.door ??= openDoor(this.o.gate()).catch((error: unknown) => {
      this.door = null;
      throw new ServiceError({
        code: 'guest-listener-failed',
        message: `The guest listener could not open: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
    const opening = this.door;
    const door = await opening;
    const kept = this.current?.book.gameId === id ? this.current.book : null;
    const code = kept?.code ?? (this.o.newCode ?? newJoinCode)();
    const url = `${door.url}?join=${code}`;
    const qrSvg = await qrCode(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    // The invitations may have been closed while the listener started: then nothing opens.
    if (this.door !== opening) throw new ServiceError({ code: 'invitations-closed', message: 'The invitations were closed meanwhile.' });
    if (kept && this.current?.book === kept) this.current.local = { url, qrSvg };
    else {
      this.endBook('invitations-closed', 'The host invited players to another game.');
      this.current = { book: new SeatBook(id, code, this.o.newToken ?? newSeatToken, companion), local: { url, qrSvg } };
    }
    return this.localStatus(this.announce());
  }

  private localStatus(status: InvitationStatus): LocalInvitations {
    if (!status.open || status.url === undefined || status.qrSvg === undefined) throw new ServiceError({ code: 'invitations-closed', message: 'The invitations were closed meanwhile.' });
    return { ...status, url: status.url, qrSvg: status.qrSvg };
  }

  /**
   * Opens the seats of a game to the room for friends far away, without the local listener: the
   * same join code, tokens and seats as the local invitations, the door on the Wi-Fi closed. Seats
   * already open to this game (locally or not) are kept; invitations to another game close, with
   * their listener.
   */
  async openSeats(id: string): Promise<void> {
    this.checkInProgress(id);
    if (this.current?.book.gameId === id) return;
    await this.close('invitations-closed', 'The host invited players to another game.', false);
    this.current = { book: new SeatBook(id, (this.o.newCode ?? newJoinCode)(), this.o.newToken ?? newSeatToken), local: null };
  }

  private checkInProgress(id: string): void {
    const { inProgress } = this.o.seatsOf(id);
    if (!inProgress) throw new ServiceError({ code: 'game-finished', message: 'This game is over: there is nothing to invite players to.', params: { id } });
  }

  /** Closes invitations: every token stops working at once, and the listener closes. */
  async close(code = 'invitations-closed', message = 'The host closed the invitations.', tell = true): Promise<InvitationStatus> {
    this.endBook(code, message);
    const door = this.door;
    this.door = null;
    if (door) {
      try {
        await (await door).close();
      } catch (error) {
        this.o.log('closing the guest listener failed', error);
      }
    }
    return tell ? this.announce() : this.status();
  }

  /** Closes invitations to this game, if it is the invited one (it ended, or was deleted). */
  closeFor(id: string, code: string, message: string): void {
    if (this.current?.book.gameId !== id) return;
    void this.close(code, message);
  }

  status(): InvitationStatus {
    const open = this.current;
    if (!open) return { open: false };
    const { book } = open;
    if (book.companion) return { open: true, id: book.gameId, code: book.code, ...(open.local ?? {}), seats: [], companion: book.phones() };
    const { seats, bots } = this.o.seatsOf(book.gameId);
    const far = this.o.far?.();
    return { open: true, id: book.gameId, code: book.code, ...(open.local ?? {}), seats: book.status(seats, bots), ...(far ? { far } : {}) };
  }

  /** Tells the main screens, and answers, the invitations as they are now. */
  announce(): InvitationStatus {
    const status = this.status();
    this.o.changed(status);
    return status;
  }

  /** The host frees a seat claimed from a device. */
  release(id: string, seat: number): InvitationStatus {
    const book = this.invited(id);
    if (!book.release(seat, 'seat-released', 'The host released this seat.')) throw noDevice(seat);
    return this.announce();
  }

  /** The host moves the device at one seat to another, free, seat of the same game. */
  move(id: string, from: number, to: number): InvitationStatus {
    const book = this.invited(id);
    const { seats, bots } = this.o.seatsOf(id);
    if (to >= seats.length) throw noSuchSeat(to);
    if (bots?.seats.includes(to)) throw botSeat(to, seats[to]!.name);
    if (book.tokenAt(to) !== undefined) throw seatTaken(to);
    if (!book.move(from, to)) throw noDevice(from);
    return this.announce();
  }

  private invited(id: string): SeatBook {
    const book = this.bookOf(id);
    if (!book || book.companion) throw new ServiceError({ code: 'invitations-closed', message: 'Invitations to this game are not open.', params: { id } });
    return book;
  }

  /** Ends the open invitation: forgotten first, so its sockets, told as they close, find none. */
  private endBook(code: string, message: string): void {
    const ending = this.current;
    this.current = null;
    ending?.book.closeAll(code, message);
  }
}

export const noSuchSeat = (seat: number) => new ServiceError({ code: 'no-such-seat', message: `This game has no seat ${seat + 1}.`, params: { seat } });
/** A bot plays the seat: a device may take it only once the host has made it a person's seat (docs/bots.md). */
export const botSeat = (seat: number, name: string) =>
  new ServiceError({
    code: 'seat-played-by-bot',
    message: `A bot plays ${name} (seat ${seat + 1}): the host can make it a person's seat in Invite players, then it is free.`,
    params: { seat, name },
  });
export const seatTaken = (seat: number) => new ServiceError({ code: 'seat-taken', message: `Seat ${seat + 1} is already played from a device.`, params: { seat } });
const noDevice = (seat: number) => new ServiceError({ code: 'seat-not-claimed', message: `No device plays seat ${seat + 1}.`, params: { seat } });
