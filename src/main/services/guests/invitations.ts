import { randomBytes, randomInt } from 'node:crypto';
import { toString as qrCode } from 'qrcode';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@shared/guest-api';
import type { InvitationStatus } from '@shared/invitations-api';
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
  url: string;
  qrSvg: string;
}

/**
 * Invitations to one game at a time: the join code, the seats claimed from devices, and the guest
 * listener, opened with the first invitation and closed with the last. Everything here is
 * synchronous except opening and closing the listener.
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

  /** Opens invitations to a game (closing any to another game); the listener opens if it is not open. */
  async open(id: string): Promise<InvitationStatus> {
    const { inProgress } = this.o.seatsOf(id);
    if (!inProgress) throw new ServiceError({ code: 'game-finished', message: 'This game is over: there is nothing to invite players to.', params: { id } });
    return this.openBook(id, false);
  }

  /** Opens invitations to the companion's clock `id` (closing any to a game): phones follow it (docs/companion.md). */
  async openCompanion(id: string): Promise<InvitationStatus> {
    return this.openBook(id, true);
  }

  private async openBook(id: string, companion: boolean): Promise<InvitationStatus> {
    const { openDoor } = this.o;
    if (!openDoor) throw new ServiceError({ code: 'invitations-unavailable', message: 'This host cannot invite players from other devices.' });
    if (this.current?.book.gameId === id) return this.status();
    this.endBook('invitations-closed', 'The host invited players to another game.');
    this.door ??= openDoor(this.o.gate()).catch((error: unknown) => {
      this.door = null;
      throw new ServiceError({
        code: 'guest-listener-failed',
        message: `The guest listener could not open: ${error instanceof Error ? error.message : String(error)}`,
      });
    });
    const opening = this.door;
    const door = await opening;
    const code = (this.o.newCode ?? newJoinCode)();
    const url = `${door.url}?join=${code}`;
    const qrSvg = await qrCode(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    // The invitations may have been closed while the listener started: then nothing opens.
    if (this.door !== opening) throw new ServiceError({ code: 'invitations-closed', message: 'The invitations were closed meanwhile.' });
    this.endBook('invitations-closed', 'The host invited players to another game.');
    this.current = { book: new SeatBook(id, code, this.o.newToken ?? newSeatToken, companion), url, qrSvg };
    return this.announce();
  }

  /** Closes invitations: every token stops working at once, and the listener closes. */
  async close(code = 'invitations-closed', message = 'The host closed the invitations.'): Promise<InvitationStatus> {
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
    return this.announce();
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
    if (book.companion) return { open: true, id: book.gameId, code: book.code, url: open.url, qrSvg: open.qrSvg, seats: [], companion: book.phones() };
    const { seats, bots } = this.o.seatsOf(book.gameId);
    const far = this.o.far?.();
    return { open: true, id: book.gameId, code: book.code, url: open.url, qrSvg: open.qrSvg, seats: book.status(seats, bots), ...(far ? { far } : {}) };
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
