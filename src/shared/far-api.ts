import { z } from 'zod';
import { gameIdSchema } from './games';
import type { GuestEvent } from './guest-api';
import type { InvitationStatus } from './invitations-api';
import type { Result } from './errors';

/**
 * Friends far away (docs/far-away.md): the main screen's page holds the WebRTC room and carries each
 * friend's guest calls to the host through these methods, into the same guest gate as the local
 * listener's, and the gate's pushes back out as `farEvent`. Only the main screen calls them (the
 * host's own door); a device can never reach them.
 */

/** A room's secret: 26 letters and digits of base32 (130 bits), written in groups of five. */
export const FAR_ROOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
export const FAR_ROOM_LENGTH = 26;

/** A peer as the WebRTC library names it (letters and digits). */
export const farPeerSchema = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'a peer is letters and digits');

/** The largest frame a friend may send: the guest listener's largest body (GUEST_MAX_BODY_BYTES, which imports this file's contract). */
export const FAR_MAX_FRAME_BYTES = 8 * 1024;

const jsonFits = (value: unknown): boolean => {
  try {
    return JSON.stringify(value ?? {}).length <= FAR_MAX_FRAME_BYTES;
  } catch {
    return false;
  }
};

export const farInputSchemas = {
  /** Opens the room for the invited game (opening invitations to it if they are not): answers its secret. */
  openFarRoom: z.object({ id: gameIdSchema }).strict(),
  /** Closes the room: every seat taken from far away ends at once. */
  closeFarRoom: z.object({}).strict(),
  /** One guest call of a friend, as the local listener would carry it (its size is the listener's limit). */
  farCall: z
    .object({ peer: farPeerSchema, method: z.string().max(60), payload: z.unknown().refine(jsonFits, `larger than ${FAR_MAX_FRAME_BYTES} bytes`) })
    .strict(),
  /** A friend's seat's pushes, as the local listener's event socket (`farEvent`, for this peer). */
  farListen: z.object({ peer: farPeerSchema, token: z.string().max(64) }).strict(),
  /** The friend left the room (or its channel closed): its pushes stop, its seat is shown dropped. */
  farLeave: z.object({ peer: farPeerSchema }).strict(),
} as const;

/** Which seat each friend far away plays, by the peer that last listened for it. */
export interface FarSeat {
  seat: number;
  peer: string;
}

/** The room, when open: its secret, and the seats taken from far away. */
export interface FarRoomStatus {
  room: string;
  seats: FarSeat[];
}

export interface FarResults {
  openFarRoom: InvitationStatus;
  closeFarRoom: InvitationStatus;
  /** The guest gate's own answer (a refusal is a value here: it goes back to the friend as it is). */
  farCall: Result<unknown>;
  farListen: Result<true>;
  farLeave: true;
}

/** What a friend's channel hears: a push of its seat, or the end of its listening (`final`: the seat is lost). */
export type FarPush = { type: 'event'; event: GuestEvent } | { type: 'ended'; final: boolean };
