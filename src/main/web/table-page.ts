// The page for a game link (`/?game=<id>`): the built index.html with the game's table already drawn
// into it, so the browser paints the table before the renderer's script has loaded; the script
// then takes the same markup over. Anything that goes wrong gives the plain page, which loads the
// game itself: a drawn table is a head start, never a requirement.
import type { IncomingHttpHeaders } from 'node:http';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { GameDetail } from '@shared/games';
import {
  languageFromAccept,
  lookFromCookie,
  TABLE_STATE_ID,
  tableStateText,
  type DrawTable,
  type PageLook,
} from '@shared/table-page';

const APP_ELEMENT = '<div id="app"></div>';
const HTML_TAG = /<html lang="[a-z]+">/;

/** The look to draw in: the player's settings (their cookie), else the browser's language. */
export function lookOf(headers: IncomingHttpHeaders): PageLook {
  return lookFromCookie(headers.cookie) ?? { language: languageFromAccept(headers['accept-language']), theme: 'dark', reducedMotion: false };
}

/**
 * index.html with the drawn table inside #app, the game beside it for the script, and the root
 * element carrying the look (as the renderer's settings would set it). Null when the template is
 * not the page this expects (a renderer from another build).
 */
export function tablePageHtml(template: string, drawn: string, game: GameDetail, look: PageLook): string | null {
  if (!template.includes(APP_ELEMENT) || !HTML_TAG.test(template)) return null;
  const root = `<html lang="${look.language}" data-theme="${look.theme}" data-reduced-motion="${look.reducedMotion}">`;
  const state = `<script type="application/json" id="${TABLE_STATE_ID}">${tableStateText({ game })}</script>`;
  // Function replacers: a `$` in a drawn name must stay a `$`.
  return template.replace(HTML_TAG, () => root).replace(APP_ELEMENT, () => `<div id="app">${drawn}</div>${state}`);
}

/**
 * The renderer's server entry (out/main/table-page.js beside the web host), or null when it is not
 * there or does not export what it should: the host then serves the plain page.
 */
export async function loadDrawTable(file: string): Promise<DrawTable | null> {
  if (!existsSync(file)) return null;
  const loaded = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { drawTable?: unknown; default?: { drawTable?: unknown } };
  const draw = loaded.drawTable ?? loaded.default?.drawTable;
  return typeof draw === 'function' ? (draw as DrawTable) : null;
}
