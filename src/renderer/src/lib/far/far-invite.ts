// A room's invitation, as the host sends it by message: a link (fusetable://far/<code>) or the code
// alone, 26 letters and digits of base32 (130 bits) written in groups of five so it can be read out.
import { FAR_ROOM_LENGTH } from '@shared/far-api';

export const FAR_LINK_PREFIX = 'fusetable://far/';

/** The room's code as people read it: five groups of five and one, joined by dashes. */
export function farCode(room: string): string {
  return room.match(/.{1,5}/g)?.join('-') ?? room;
}

export const farLink = (room: string): string => `${FAR_LINK_PREFIX}${farCode(room)}`;

/** The room a pasted link or code names (case, spaces, dashes and the link's prefix ignored), or null. */
export function roomFrom(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const code = trimmed.startsWith(FAR_LINK_PREFIX) ? trimmed.slice(FAR_LINK_PREFIX.length) : trimmed;
  const room = code.replace(/[\s-]/g, '').replace(/\/+$/, '');
  return room.length === FAR_ROOM_LENGTH && /^[a-z2-7]+$/.test(room) ? room : null;
}
