import { z } from 'zod';
import { gameIdSchema } from './games';
import type { SeatStatus } from './guest-api';
import type { FarRoomStatus } from './far-api';

const seatIndexSchema = z.number().int().min(0).max(4);

/** Payload schemas of the host's invitation methods (the guest listener's door and its seats). */
export const invitationsInputSchemas = {
  /** Opens the guest listener for one game (closing invitations to any other). */
  openInvitations: z.object({ id: gameIdSchema }).strict(),
  closeInvitations: z.object({}).strict(),
  /** Whether invitations are open, and which seats are played from a device and connected. */
  invitationStatus: z.object({}).strict(),
  /** Frees a seat claimed from a device: its token stops working at once. */
  releaseSeat: z.object({ id: gameIdSchema, seat: seatIndexSchema }).strict(),
  /** Moves the device at one seat to another, free, seat. */
  moveGuest: z.object({ id: gameIdSchema, from: seatIndexSchema, to: seatIndexSchema }).strict(),
  /** Makes a bot's seat a person's: the bot stops at once, and a device may then take it (docs/bots.md). */
  makePersonSeat: z.object({ id: gameIdSchema, seat: seatIndexSchema }).strict(),
} as const;

/** The invitations as the main screen shows them. */
export type InvitationStatus =
  | { open: false }
  | {
      open: true;
      id: string;
      /** The join code guests type: six characters without look-alikes. */
      code: string;
      /** The guest listener's address (an IP address), with the code; absent while only the room for
       *  friends far away is open (the listener on the Wi-Fi stays closed). */
      url?: string;
      /** The QR code of `url`, as an SVG document (absent with `url`). */
      qrSvg?: string;
      seats: SeatStatus[];
      /** The room for friends far away, when open (docs/far-away.md). */
      far?: FarRoomStatus;
      /** Invitations to the companion's clock (`id` is the companion's; no seats): the phones following it, and those connected now. */
      companion?: { phones: number; connected: number };
    };

/** The invitations once the local ones are open: the listener's address and its QR code are there. */
export type LocalInvitations = Extract<InvitationStatus, { open: true }> & { url: string; qrSvg: string };

export interface InvitationsResults {
  openInvitations: LocalInvitations;
  closeInvitations: InvitationStatus;
  invitationStatus: InvitationStatus;
  releaseSeat: InvitationStatus;
  moveGuest: InvitationStatus;
  makePersonSeat: InvitationStatus;
}
