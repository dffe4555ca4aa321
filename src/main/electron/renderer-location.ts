import { join } from 'node:path';

/** The app's own scheme and host: the built renderer is served as app://fuse-table/ (app-protocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'fuse-table';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * Where our renderer lives: the built index.html in out/renderer, served as app://fuse-table/, or
 * electron-vite's dev server (ELECTRON_RENDERER_URL, set only by `electron-vite dev`). Only frames
 * showing it may call the API or be navigated to.
 */
export type RendererLocation = { kind: 'app'; indexUrl: string; rendererDir: string } | { kind: 'dev'; url: string };

/** `mainDir` is the folder of the built main entry (out/main); the renderer sits beside it. */
export function rendererLocation(
  env: Record<string, string | undefined>,
  mainDir: string,
  isPackaged: boolean,
): RendererLocation {
  const devUrl = env['ELECTRON_RENDERER_URL'];
  // A packaged app never trusts a dev server named by its environment.
  if (!isPackaged && devUrl) {
    const parsed = new URL(devUrl);
    if (parsed.protocol !== 'http:' || !isLoopback(parsed.hostname)) {
      throw new Error(`ELECTRON_RENDERER_URL must be an http URL on this machine, not ${devUrl}`);
    }
    return { kind: 'dev', url: parsed.href };
  }
  return { kind: 'app', indexUrl: APP_INDEX_URL, rendererDir: join(mainDir, '..', 'renderer') };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * True when `url` shows our renderer: the app's index page (any hash or query, since the
 * interface may keep its place there) or a page of the dev server's origin.
 */
export function isOurRenderer(url: string | undefined | null, location: RendererLocation): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (location.kind === 'dev') return parsed.origin === new URL(location.url).origin;
  return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && (parsed.pathname === '/index.html' || parsed.pathname === '/');
}
