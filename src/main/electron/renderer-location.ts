import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Where our renderer lives: the built index.html in out/renderer, or electron-vite's dev server
 * (ELECTRON_RENDERER_URL, set only by `electron-vite dev`). Only frames showing it may call the API
 * or be navigated to.
 */
export type RendererLocation = { kind: 'file'; indexUrl: string } | { kind: 'dev'; url: string };

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
  return { kind: 'file', indexUrl: pathToFileURL(join(mainDir, '..', 'renderer', 'index.html')).href };
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * True when `url` shows our renderer: the same file (any hash or query, since the interface may
 * keep its place there) or a page of the dev server's origin.
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
  const expected = new URL(location.indexUrl);
  return (
    parsed.protocol === 'file:' &&
    parsed.host === expected.host &&
    samePath(parsed.pathname, expected.pathname)
  );
}

// Chromium and Node may percent-encode differently, and Windows drive letters vary in case.
function samePath(a: string, b: string): boolean {
  const norm = (p: string) => {
    const decoded = safeDecode(p);
    return /^\/[A-Za-z]:\//.test(decoded) ? decoded.toLowerCase() : decoded;
  };
  return norm(a) === norm(b);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
