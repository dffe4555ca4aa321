// The renderer's server entry: the web host draws a linked game's table with it (server-side
// rendering), so the page arrives with the table in it and the browser paints it before any script
// has run; main.ts then takes the same markup over (hydration). Built into out/main/table-page.js.
// Nothing here runs in a browser.
import { render } from 'svelte/server';
import App from './App.svelte';
import type { ApiClient } from './lib/api/client';
import { locale } from './lib/i18n/i18n.svelte';
import { settings } from './lib/table/settings.svelte';
import type { DrawTable } from '@shared/table-page';

/** On the host the app only draws: anything that would reach the API is a mistake, said loudly. */
const noClient = new Proxy({} as ApiClient, {
  get: (_target, method) => () => Promise.reject(new Error(`FUSE Table: ${String(method)} was called while the host drew a table`)),
});

/**
 * Draws the whole app (so the markup is exactly what the page's script will build) at a linked
 * game's table, in the player's language, theme and motion setting.
 */
export const drawTable: DrawTable = (game, look) => {
  // One render at a time (render is synchronous), so the window-wide settings can be the player's.
  settings.update({ language: look.language, theme: look.theme, reducedMotion: look.reducedMotion });
  locale.current = look.language;
  return { body: render(App, { props: { client: noClient, drawn: game } }).body };
};
