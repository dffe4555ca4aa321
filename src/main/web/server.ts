import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiHost } from '../services/api-host';
import type { ApiEvent } from '@shared/api';
import { answerCall, hostDoor } from './call-route';
import { checkRequestOrigin, type Refusal } from './request-guard';
import { SECURITY_HEADERS } from './security-headers';
import { mimeType, resolveStaticPath } from './static-files';
import { chooseEncoding, CompressedFiles, compressText, isCompressible } from './compression';
import { gameIdFromQuery, type DrawTable } from '@shared/table-page';
import type { GameDetail } from '@shared/games';
import { lookOf, tablePageHtml } from './table-page';
import { answerAndClose, answerClientErrors, capConnectionsPerAddress, HOST_LIMITS, jsonHeaders, listen, serverTimeouts, type HttpLimits } from './http-limits';

export interface WebServerOptions {
  apiHost: ApiHost;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  host: string;
  port: number;
  /**
   * Draws a linked game's table into its page (`/?game=<id>`), so it is painted before the
   * renderer's script runs; a promise while it is still loading. Without it every page is the plain
   * index.html.
   */
  drawTable?: DrawTable | Promise<DrawTable | null> | null;
  /** Where a failure to draw a table is reported (the page falls back to the plain one). */
  log?: (message: string, error: unknown) => void;
  /** Time, size and connection limits; HOST_LIMITS unless a test sets its own. */
  limits?: Partial<HttpLimits>;
}

export interface RunningWebServer {
  url: string;
  port: number;
  /** Stops listening, closes every socket, and leaves the ApiHost to the caller. */
  close(): Promise<void>;
}

export const EVENTS_PATH = '/events';
/** Open event sockets allowed at once: plenty for the tabs at one table, too few to exhaust the host. */
export const MAX_EVENT_SOCKETS = 32;

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, jsonHeaders(text, extra));
  res.end(text);
}

const refusalBody = (refusal: Refusal) => ({ ok: false, error: { code: refusal.code, message: refusal.message } });

async function serveStatic(req: IncomingMessage, res: ServerResponse, rendererDir: string, path: string, compressed: CompressedFiles): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, { ok: false, error: { code: 'method-not-allowed', message: 'Only GET and HEAD serve files' } }, { Allow: 'GET, HEAD' });
    return;
  }
  const file = resolveStaticPath(rendererDir, path);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    send(res, 404, { ok: false, error: { code: 'not-found', message: 'Not found' } });
    return;
  }
  const type = mimeType(file);
  // Text files go compressed to a browser that accepts it; what it was chosen by is said (Vary).
  const compressible = isCompressible(type, info.size);
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  const body = encoding ? await compressed.get(file, encoding, info) : null;
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Content-Length': body ? body.length : info.size,
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    // Built assets carry a content hash in their names; the page itself must always be fresh.
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (body) res.end(body);
  else createReadStream(file).pipe(res);
}

/**
 * The page for `/?game=<id>` with that game's table drawn into it, or null for the plain page: no
 * game named, no such game, or drawing failed (logged). The drawn game changes with every move, so
 * the page is never cached.
 */
async function tablePage(req: IncomingMessage, options: WebServerOptions, id: string): Promise<{ html: string; timing: string } | null> {
  const draw = await options.drawTable;
  if (!draw) return null;
  const started = performance.now();
  const found = await options.apiHost.dispatch('getGame', { id });
  if (!found.ok) return null;
  try {
    const game = found.value as GameDetail;
    const look = lookOf(req.headers);
    const template = await readFile(join(options.rendererDir, 'index.html'), 'utf8');
    const loaded = performance.now();
    const html = tablePageHtml(template, draw(game, look).body, game, look);
    const ms = (from: number, to: number) => (to - from).toFixed(1);
    // What the page cost the host, for the browser's developer tools and the first-paint bench.
    const timing = `game;dur=${ms(started, loaded)}, draw;dur=${ms(loaded, performance.now())}`;
    return html === null ? null : { html, timing };
  } catch (error) {
    (options.log ?? console.error)('FUSE Table web host: drawing a table failed; the plain page was sent', error);
    return null;
  }
}

async function sendPage(req: IncomingMessage, res: ServerResponse, html: string, timing: string): Promise<void> {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding ? await compressText(Buffer.from(html), encoding) : Buffer.from(html);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding, Cookie, Accept-Language',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Cache-Control': 'no-store',
    'Server-Timing': timing,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Starts the HTTP + WebSocket transport over an ApiHost. */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const { apiHost, rendererDir } = options;
  const door = hostDoor(apiHost);
  let port = options.port;
  const compressed = new CompressedFiles();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const refusal = checkRequestOrigin(req.headers, { boundHost: options.host, port });
    if (refusal) return send(res, refusal.status, refusalBody(refusal));
    const [path = '/', query = ''] = (req.url ?? '/').split('?', 2);
    if (path.startsWith('/api/')) {
      const reply = await answerCall(req, path.slice('/api/'.length), door);
      if (reply.close) return answerAndClose(req, res, reply.status, reply.body, reply.headers);
      return send(res, reply.status, reply.body, reply.headers);
    }
    const linked = path === '/' && (req.method === 'GET' || req.method === 'HEAD') ? gameIdFromQuery(query) : null;
    const page = linked ? await tablePage(req, options, linked) : null;
    if (page) return sendPage(req, res, page.html, page.timing);
    return serveStatic(req, res, rendererDir, path, compressed);
  };

  const limits = { ...HOST_LIMITS, ...options.limits };
  const server = createServer(serverTimeouts(limits), (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A client that went (or was let go past a time limit) mid-request is no failure of ours.
      if (!req.socket.destroyed) console.error('FUSE Table web host: request failed', error);
      if (!res.headersSent) send(res, 500, { ok: false, error: { code: 'internal', message: 'The host failed to answer' } });
      else res.destroy();
    });
  });

  capConnectionsPerAddress(server, limits.connectionsPerAddress);
  answerClientErrors(server);

  // Pushes: one subscription to the ApiHost, fanned out to every open tab.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const unsubscribe = apiHost.subscribe((event: ApiEvent) => {
    const text = JSON.stringify(event);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(text);
  });
  sockets.on('connection', (socket: WebSocket) => {
    // Each open socket is a tab watching the table: when the last one closes, the clocks stand.
    const leave = apiHost.watch();
    socket.on('close', leave);
    // Tabs only listen; anything they send is ignored.
    socket.on('error', () => socket.terminate());
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = checkRequestOrigin(req.headers, { boundHost: options.host, port });
    const path = (req.url ?? '/').split('?')[0];
    if (refusal || path !== EVENTS_PATH) {
      const status = refusal ? '403 Forbidden' : '404 Not Found';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    if (sockets.clients.size >= MAX_EVENT_SOCKETS) {
      socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });

  port = await listen(server, options.port, options.host);
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;

  return {
    url: `http://${shownHost}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        unsubscribe();
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
