// A game's table drawn by the web host (server-side rendering): the address that asks for it, the
// look the page is drawn in, and how the drawn game travels to the page that takes it over. Shared
// because the host draws the page and the renderer reads it back.
import type { GameDetail } from './games';

/** Game ids are UUIDs; anything else names no game. */
const GAME_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id in a game link's `?game=<id>`, lower-cased, or null when the query names no game. */
export function gameIdFromQuery(search: string): string | null {
  let id: string | null;
  try {
    id = new URLSearchParams(search).get('game');
  } catch {
    return null;
  }
  return id && GAME_ID.test(id) ? id.toLowerCase() : null;
}

/** True for a string shaped like a game id. */
export const isGameId = (text: string): boolean => GAME_ID.test(text);

/** What the page looks like before any script runs: its language, colour theme and motion. */
export interface PageLook {
  language: 'en' | 'it';
  theme: 'dark' | 'high-contrast';
  reducedMotion: boolean;
}

/**
 * The cookie the renderer keeps in step with the player's settings (which live in the browser's
 * storage), so the host can draw a table in the player's language and theme. It holds nothing else.
 */
export const LOOK_COOKIE = 'fuse-table-look';

const LOOK_VALUE = /^(en|it)\.(dark|high-contrast)\.([01])$/;

export const lookCookieValue = (look: PageLook): string => `${look.language}.${look.theme}.${look.reducedMotion ? 1 : 0}`;

/** The look a Cookie header carries, or null when it carries none (or a damaged one). */
export function lookFromCookie(header: string | undefined): PageLook | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== LOOK_COOKIE) continue;
    const match = LOOK_VALUE.exec(value ?? '');
    if (match) return { language: match[1] as PageLook['language'], theme: match[2] as PageLook['theme'], reducedMotion: match[3] === '1' };
  }
  return null;
}

/** Before the player has chosen: Italian for an Italian browser (Accept-Language), English otherwise. */
export function languageFromAccept(header: string | undefined): PageLook['language'] {
  for (const part of (header ?? '').split(',')) {
    const base = part.trim().split(';')[0]!.toLowerCase().split('-')[0];
    if (base === 'it' || base === 'en') return base;
  }
  return 'en';
}

/** The id of the page's script element (type application/json) carrying the drawn game. */
export const TABLE_STATE_ID = 'table-state';

/** What the page carries for the renderer to take the drawn table over. */
export interface TableState {
  game: GameDetail;
}

/**
 * The drawn game as the text of a JSON script element: `<` is escaped, so no name a player typed
 * ("</script>…") can end the element early.
 */
export const tableStateText = (state: TableState): string => JSON.stringify(state).replace(/</g, '\\u003c');

/** Draws a game's table as HTML (the renderer's server entry, out/main/table-page.js). */
export type DrawTable = (game: GameDetail, look: PageLook) => { body: string };
