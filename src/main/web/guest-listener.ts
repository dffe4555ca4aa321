import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { GUEST_API_PREFIX, GUEST_EVENTS_PATH } from '@shared/guest-api';
import type { GuestGate } from '../services/guests/guest-gate';
import type { GuestDoor } from '../services/guests/invitations';
import { answerCall, guestDoor } from './call-route';
import { answerAndClose, answerClientErrors, capConnectionsPerAddress, jsonHeaders, listen, rawAnswer, refuseSocket, serverTimeouts, type HttpLimits } from './http-limits';
import { FloodGuard, GUEST_FLOOD_LIMITS, type FloodLimits } from './flood-guard';
import { checkRequestOrigin, ownHostNames } from './request-guard';
import { SECURITY_HEADERS } from './security-headers';
import { mimeType, resolveStaticPath } from './static-files';
import { chooseLanAddress } from './lan-address';

/**
 * Devices reach this listener over the Wi-Fi: shorter limits than the host's own. A browser opens up
 * to 6 connections to a page's host and the seat's event socket (7); a full table of five may share
 * one address (a router that hides them, one laptop's tabs), and a page reloading holds its old
 * connections a moment: 5 × 7 + 7, rounded up to 48. A flood from one address stays bounded: 48
 * sockets, each answered within the time limits and slowed, then closed, by the flood guard. New
 * connections: a page load opens about 7 and a browser keeps them alive, so five phones behind one
 * address reloading at once (35) fit the burst many times over; a client opening one per request
 * (to get round the flood guard, which counts per connection) is held to 25 a second.
 */
export const GUEST_LIMITS: HttpLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  checkEveryMs: 1_000,
  keepAliveTimeoutMs: 5_000,
  connectionsPerAddress: 48,
  newConnections: { burst: 100, perSecond: 25 },
};
/** Event sockets open at once: one per seat and a few reloads. */
export const MAX_GUEST_SOCKETS = 16;
/** How long answers under way may finish when the listener closes. */
const CLOSE_GRACE_MS = 500;
/** The close code of a device's event socket that a newer one of the same seat replaced. */
export const GUEST_SOCKET_REPLACED = 4002;
/** Guests only listen on their socket: a frame larger than this closes it (1009). */
export const GUEST_MAX_FRAME_BYTES = 256;

export interface GuestListenerOptions {
  gate: GuestGate;
  /** Address to listen on: this machine's LAN address by default (chooseLanAddress), 127.0.0.1 in tests. */
  host: string;
  /** 0: any free port. */
  port: number;
  /** The seat view's built files (the renderer); without them the page says the seat view is not built. */
  rendererDir?: string;
  limits?: Partial<HttpLimits>;
  flood?: Partial<FloodLimits>;
}

const json = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, jsonHeaders(text, extra));
  res.end(text);
};

const refusal = (code: string, message: string) => ({ ok: false, error: { code, message } });

/** Answers an upgrade that is refused, over the raw socket, with the refusal in its body and the security headers. */
const refuseUpgrade = (socket: Duplex, status: number, code: string, message: string) => refuseSocket(socket, rawAnswer(status, code, message));

const PLACEHOLDER = '<!doctype html><html lang="en"><meta charset="utf-8"><title>FUSE Table</title><p>FUSE Table: the seat view is not built on this host.</p></html>';

/** The seat view's page and files: GET and HEAD only, nothing outside the renderer folder. */
async function serveSeatView(req: IncomingMessage, res: ServerResponse, path: string, rendererDir: string | undefined): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, refusal('method-not-allowed', 'Only GET and HEAD serve files'), { Allow: 'GET, HEAD' });
  let body: Buffer;
  let type = 'text/html; charset=utf-8';
  if (!rendererDir) {
    if (path !== '/') return json(res, 404, refusal('not-found', 'Not found'));
    body = Buffer.from(PLACEHOLDER);
  } else {
    const file = resolveStaticPath(rendererDir, path);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return json(res, 404, refusal('not-found', 'Not found'));
    body = await readFile(file);
    type = mimeType(file);
  }
  res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The guest listener: on the local network, separate from the host's own (which stays on
 * 127.0.0.1). It serves the seat view and the guest API only; the host's API is not here at all.
 * Every request is checked for its Host and Origin, its size and its pace before the guest gate
 * (in the services) checks the code or the token, the game and the seat.
 */
export async function startGuestListener(options: GuestListenerOptions): Promise<GuestDoor & { port: number }> {
  const { gate } = options;
  const door = guestDoor(gate);
  const limits = { ...GUEST_LIMITS, ...options.limits };
  const flood = new FloodGuard<object>({ ...GUEST_FLOOD_LIMITS, ...options.flood });
  const slowMs = { ...GUEST_FLOOD_LIMITS, ...options.flood }.slowMs;
  let port = options.port;
  // Only its own address as Host: a loopback name would be another machine's page on a phone.
  const hostNames = ownHostNames(options.host);
  const guard = (req: IncomingMessage) => checkRequestOrigin(req.headers, { boundHost: options.host, port, hostNames });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const refused = guard(req);
    if (refused) return json(res, refused.status, refusal(refused.code, refused.message));
    const verdict = flood.take(req.socket);
    if (verdict !== 'serve') {
      const body = refusal('slow-down', 'Too many requests from this connection: slow down.');
      if (verdict === 'close') return answerAndClose(req, res, 429, body, { 'Retry-After': '5' });
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      return json(res, 429, body, { 'Retry-After': '1' });
    }
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (path.startsWith(GUEST_API_PREFIX)) {
      const reply = await answerCall(req, path.slice(GUEST_API_PREFIX.length), door);
      if (reply.close) return answerAndClose(req, res, reply.status, reply.body, reply.headers);
      return json(res, reply.status, reply.body, reply.headers);
    }
    if (path.startsWith('/api/') || path === '/events') {
      return json(res, 403, refusal('host-only', "The host's API is not served to devices at the table."));
    }
    return serveSeatView(req, res, path, options.rendererDir);
  };

  const server = createServer(serverTimeouts(limits), (req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A client that went (or was let go past a time limit) mid-request is no failure of ours.
      if (!req.socket.destroyed) console.error('FUSE Table guest listener: request failed', error);
      if (!res.headersSent) json(res, 500, refusal('internal', 'The host failed to answer'));
      else res.destroy();
    });
  });
  capConnectionsPerAddress(server, limits.connectionsPerAddress, limits.newConnections);
  answerClientErrors(server);

  const sockets = new WebSocketServer({ noServer: true, maxPayload: GUEST_MAX_FRAME_BYTES });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = guard(req);
    const [path, query = ''] = (req.url ?? '/').split('?', 2);
    // A device's browser always names its page's origin: it must be this listener's own.
    if (refused || req.headers.origin !== `http://${req.headers.host}`) {
      return refuseUpgrade(socket, 403, refused?.code ?? 'forbidden-origin', refused?.message ?? 'Refused: the socket must come from the seat view of this table');
    }
    if (path !== GUEST_EVENTS_PATH) return refuseUpgrade(socket, 404, 'not-found', 'Not found');
    if (flood.take(socket) !== 'serve') return refuseUpgrade(socket, 429, 'slow-down', 'Too many requests from this connection: slow down.');
    if (sockets.clients.size >= MAX_GUEST_SOCKETS) return refuseUpgrade(socket, 503, 'too-many-sockets', 'Too many devices are connected.');
    const token = new URLSearchParams(query).get('token');
    // Events that arrive before the socket is ready wait for it.
    const queued: string[] = [];
    let lost = false;
    let ready: WebSocket | null = null;
    const deliver = (ws: WebSocket, text: string) => {
      if (ws.readyState === ws.OPEN) ws.send(text);
      if (lost) ws.close(4001, 'seat lost');
    };
    const connected = gate.connect(
      token,
      (event) => {
        if (event.type === 'seatLost') lost = true;
        const text = JSON.stringify(event);
        if (ready) deliver(ready, text);
        else queued.push(text);
      },
      // A newer socket of this token took its place: this one goes (the device reconnects only if it is still there).
      () => {
        if (ready) ready.close(GUEST_SOCKET_REPLACED, 'replaced by a newer connection');
        else socket.destroy();
      },
    );
    if (!connected.ok) return refuseUpgrade(socket, connected.error.code === 'slow-down' ? 429 : 401, connected.error.code, connected.error.message);
    const leave = connected.value;
    socket.once('close', leave);
    sockets.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      ready = ws;
      for (const text of queued.splice(0)) deliver(ws, text);
      ws.on('close', leave);
      ws.on('error', () => ws.terminate());
      // Devices only listen: a few frames are tolerated, a stream of them is not.
      ws.on('message', () => {
        if (flood.take(ws) !== 'serve') ws.close(1008, 'slow down');
      });
    });
  });

  port = await listen(server, options.port, options.host);
  // Listening on every address (asked for explicitly): guests are shown the LAN one.
  const advertised = ['0.0.0.0', '::'].includes(options.host) ? chooseLanAddress() : options.host;
  const shownHost = advertised.includes(':') ? `[${advertised}]` : advertised;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${port}/`,
    port,
    close: () =>
      (closing ??= new Promise<void>((resolveClose) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => resolveClose());
        // An answer being written (the move that ended the game) is finished; the rest goes now,
        // and anything still open after a moment is cut.
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
      })),
  };
}

