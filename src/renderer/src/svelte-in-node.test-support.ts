// The renderer's Svelte modules and components in Node, for unit tests: the unit-test config
// compiles no .svelte files, so they are loaded through Vite with the Svelte plugin and components
// are rendered with svelte/server (the markup a player or a screen reader meets on the page).
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

type Render = (component: unknown, options: { props: Record<string, unknown> }) => { body: string; head: string };

/** src/renderer: the root the renderer's own build uses. */
const RENDERER = resolve(__dirname, '..');

export interface SvelteInNode {
  /** A module: a path relative to the test's folder, an absolute one, or a package ('svelte/server'). */
  load<T = Record<string, unknown>>(path: string): Promise<T>;
  /** A component's markup, in a language. */
  html(component: string, props?: Record<string, unknown>, locale?: 'en' | 'it'): Promise<string>;
  /** Its markup and its styles (with `css: 'injected'`), for a page to look at. */
  page(component: string, props?: Record<string, unknown>, locale?: 'en' | 'it'): Promise<{ body: string; head: string }>;
  close(): Promise<void>;
}

/** Starts a loader for the tests in `here` (their __dirname); `name` keeps its Vite cache apart. */
export async function svelteInNode(here: string, name: string, css: 'external' | 'injected' = 'external'): Promise<SvelteInNode> {
  // Its own cache, so it never races a dev server or another test run over node_modules/.vite.
  const cacheDir = join(tmpdir(), `fuse-table-${name}-vite-${process.pid}-${css}`);
  const vite: ViteDevServer = await createServer({
    configFile: false,
    root: RENDERER,
    resolve: { alias: { '@shared': resolve(RENDERER, '../shared') } },
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'error',
    plugins: [svelte({ configFile: false, compilerOptions: { runes: true, css } })],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  const load = async <T>(path: string): Promise<T> => (await vite.ssrLoadModule(path.startsWith('.') ? resolve(here, path) : path)) as T;
  const page = async (component: string, props: Record<string, unknown> = {}, locale: 'en' | 'it' = 'en') => {
    const i18n = await load<{ locale: { current: string } }>(resolve(RENDERER, 'src/lib/i18n/i18n.svelte.ts'));
    i18n.locale.current = locale;
    const { render } = await load<{ render: Render }>('svelte/server');
    const mod = await load<{ default: unknown }>(component);
    const out = render(mod.default, { props });
    return { body: out.body, head: out.head };
  };
  return {
    load,
    page,
    html: async (component, props, locale) => (await page(component, props, locale)).body,
    close: async () => {
      await vite.close();
      rmSync(cacheDir, { recursive: true, force: true });
    },
  };
}
