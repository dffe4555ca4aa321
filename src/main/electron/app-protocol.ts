import { readFile } from 'node:fs/promises';
import type { CustomScheme } from 'electron';
import { mimeType, resolveStaticPath } from '../web/static-files';
import { CONTENT_SECURITY_POLICY } from './csp';
import { APP_HOST, APP_SCHEME } from './renderer-location';

/**
 * The renderer is served from its own scheme, app://fuse-table/, rather than file://: a standard,
 * secure origin of its own, so 'self' in the CSP means exactly the app, the CSP header (with
 * frame-ancestors) applies to the page, no other file on the disk is reachable from it, and the
 * grantFileProtocolExtraPrivileges fuse can be off. Registered before the app is ready.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

/** The request facts the handler reads (Electron's GlobalRequest, or a test's). */
export interface AppRequest {
  url: string;
  method: string;
}

const refusal = (status: number, text: string): Response =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Security-Policy': CONTENT_SECURITY_POLICY } });

/** The file an app:// URL names inside the renderer folder, or null (another host, a way out of the folder, no URL at all). */
export function appFilePath(rendererDir: string, url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  // URL parsing has already folded "/a/../b"; what is left of an escape is caught on the raw path.
  const rawPath = url.slice(`${APP_SCHEME}://${APP_HOST}`.length).split(/[?#]/)[0] || '/';
  if (rawPath !== parsed.pathname && /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c/i.test(rawPath)) return null;
  return resolveStaticPath(rendererDir, parsed.pathname);
}

/** Answers app:// requests with the renderer's files, each with our CSP header; anything else 404/405. */
export function appProtocolHandler(
  rendererDir: string,
  read: (file: string) => Promise<Buffer> = (file) => readFile(file),
  log: (message: string) => void = console.warn,
): (request: AppRequest) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405, 'Only GET and HEAD serve files');
    const file = appFilePath(rendererDir, request.url);
    if (!file) {
      log(`app:// request refused: ${request.url}`);
      return refusal(404, 'Not found');
    }
    let body: Buffer;
    try {
      body = await read(file);
    } catch {
      return refusal(404, 'Not found');
    }
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status: 200,
      headers: {
        'Content-Type': mimeType(file),
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  };
}
