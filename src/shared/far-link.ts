// A room's invitation, as the host sends it by message (docs/far-away.md): the app's link
// (fusetable://far/<code>, which the installed app opens), the browser seat page's link
// (<page>#far=<code>), or the code alone, 26 letters and digits of base32 (130 bits) written in
// groups of five so it can be read out. Main reads the app's links the system hands it; the
// renderer reads what a friend pastes.
import type { ApiError } from './errors';
import { FAR_ROOM_LENGTH } from './far-api';

/** The scheme the installers register with the system (electron-builder's `protocols`). */
export const FAR_SCHEME = 'fusetable';
export const FAR_LINK_PREFIX = `${FAR_SCHEME}://far/`;
/** The browser seat page's fragment: the code stays in the browser (a fragment is never sent to the page's server). */
export const FAR_PAGE_FRAGMENT = '#far=';

/** The room's code as people read it: five groups of five and one, joined by dashes. */
export function farCode(room: string): string {
  return room.match(/.{1,5}/g)?.join('-') ?? room;
}

export const farLink = (room: string): string => `${FAR_LINK_PREFIX}${farCode(room)}`;

/** The browser seat page's link to a room, from the page's address (a folder or its seat.html). */
export function farPageLink(page: string, room: string): string {
  const base = page.replace(/#.*$/, '');
  const file = /\.html?$/i.test(base) ? base : `${base.replace(/\/*$/, '/')}seat.html`;
  return `${file}${FAR_PAGE_FRAGMENT}${farCode(room)}`;
}

/** The room a pasted code or link names (case, spaces, dashes, the app link's prefix and the page link's address ignored), or null. */
export function roomFrom(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  const fragment = trimmed.indexOf(FAR_PAGE_FRAGMENT);
  const code = trimmed.startsWith(FAR_LINK_PREFIX) ? trimmed.slice(FAR_LINK_PREFIX.length) : fragment >= 0 ? trimmed.slice(fragment + FAR_PAGE_FRAGMENT.length) : trimmed;
  const room = code.replace(/[\s-]/g, '').replace(/\/+$/, '');
  return room.length === FAR_ROOM_LENGTH && /^[a-z2-7]+$/.test(room) ? room : null;
}

/** Links longer than this are refused unread (a room's link is about 50 characters). */
export const FAR_LINK_MAX_CHARS = 200;

/**
 * A `fusetable://` link the system opened the app with: the room it names, or why it is refused.
 * Only the app's own link to a room is taken (`fusetable://far/<code>`); anything else changes nothing.
 */
export function readFarLink(link: string): { ok: true; room: string } | { ok: false; error: ApiError } {
  const shown = link.length > 60 ? `${link.slice(0, 60)}…` : link;
  const refuse = (message: string): { ok: false; error: ApiError } => ({ ok: false, error: { code: 'far-link-refused', message, params: { link: shown } } });
  if (link.length > FAR_LINK_MAX_CHARS) return refuse('This link is too long to be a FUSE Table room link.');
  if (!link.toLowerCase().startsWith(FAR_LINK_PREFIX)) return refuse(`This link is not a FUSE Table room link (${FAR_LINK_PREFIX}…).`);
  const room = roomFrom(link.replace(/[?#].*$/, ''));
  return room ? { ok: true, room } : refuse('This link does not hold a room code: ask the host to send it again.');
}

/** The FUSE Table links among a command line's arguments (Windows and Linux open a link with the app this way). */
export function farLinksIn(argv: readonly string[]): string[] {
  return argv.filter((arg) => arg.toLowerCase().startsWith(`${FAR_SCHEME}:`));
}
