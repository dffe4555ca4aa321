import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { SECURITY_HEADERS } from './security-headers';

/**
 * The time and size limits of a listener: a client that is slow to send its headers or its body,
 * sends too much, or opens too many connections is answered and let go, never waited on.
 */
export interface HttpLimits {
  /** The request's headers must have arrived within this (a slow-header client gets 408). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (408 otherwise). */
  requestTimeoutMs: number;
  /** How often Node looks for connections past those limits. */
  checkEveryMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections allowed from one address; one more is answered 503 and closed at once. */
  connectionsPerAddress: number;
  /**
   * New connections one address may open: `burst` at once, `perSecond` earned back. One past them is
   * answered 429 and closed at once (a client that opens a connection per request is no longer
   * slowed by the per-connection flood guard). Absent: not limited.
   */
  newConnections?: { burst: number; perSecond: number };
}

/**
 * The host's own listener: one machine, many tabs (each holds an event socket and a few HTTP
 * connections), and an import of a large game file over the loopback.
 */
export const HOST_LIMITS: HttpLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  checkEveryMs: 1_000,
  keepAliveTimeoutMs: 5_000,
  connectionsPerAddress: 96,
};

/** The server options that carry the time limits (Node checks them itself). */
export function serverTimeouts(limits: HttpLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkEveryMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

const refusalBody = (code: string, message: string) => ({ ok: false, error: { code, message } });

/**
 * A whole HTTP answer written straight to a socket, where Node gives no response object (a
 * connection refused before its request is read, a refused upgrade, a request Node could not parse):
 * the security headers like every other answer, a JSON refusal, and the connection closed.
 */
export function rawAnswer(status: number, code: string, message: string, extra: Record<string, string> = {}): string {
  const text = JSON.stringify(refusalBody(code, message));
  const headers = jsonHeaders(text, { ...extra, Connection: 'close' });
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${text}`;
}

/** Writes a raw answer and lets the connection go once it is out. */
export function refuseSocket(socket: Duplex, answer: string): void {
  socket.end(answer);
  (socket as Duplex & { destroySoon?: () => void }).destroySoon?.();
}

/** New connections per address: a token bucket each, forgotten once full again (so the table stays small). */
class ConnectionRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: { burst: number; perSecond: number },
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(address: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(address) ?? { tokens: this.limits.burst, at: now };
    bucket.tokens = Math.min(this.limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.perSecond);
    bucket.at = now;
    this.buckets.set(address, bucket);
    if (this.buckets.size > 1_024) this.forgetFull(now);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** An address whose bucket has filled up again is as good as new: it is forgotten. */
  private forgetFull(now: number): void {
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.limits.perSecond >= this.limits.burst) this.buckets.delete(address);
    }
  }
}

/**
 * Caps the connections open at once from one address (the one over the cap is answered 503 with a
 * clear error and closed before any request of it is read) and, when `rate` is given, how fast one
 * address may open new ones (429, closed at once).
 */
export function capConnectionsPerAddress(server: Server, max: number, rate?: { burst: number; perSecond: number }): void {
  const open = new Map<string, number>();
  const opening = rate ? new ConnectionRate(rate) : null;
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refuseSocket(socket, rawAnswer(503, 'too-many-connections', 'Too many connections from this address: close some and try again.', { 'Retry-After': '5' }));
      return;
    }
    if (opening && !opening.take(address)) {
      refuseSocket(socket, rawAnswer(429, 'slow-down', 'Too many new connections from this address: slow down.', { 'Retry-After': '1' }));
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** A body past its cap: answered at once. */
export class BodyTooLarge extends Error {}

/**
 * Reads a request body of at most `limit` bytes. A body declared or found to be larger rejects
 * with BodyTooLarge at once, as soon as it is known; what still arrives is discarded (see
 * answerAndClose), never kept.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      settled = true;
      chunks.length = 0;
      req.off('data', onData);
      reject(new BodyTooLarge());
    };
    req.on('data', onData);
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
  });
}

/** How long, and how much more, a refused upload is read and thrown away before its connection closes. */
const DRAIN_MS = 2_000;
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Answers a request whose body is refused (too large) at once, then closes its connection. The
 * answer is complete as soon as it is written (its length is declared); the rest of the upload is
 * read and discarded for a short, bounded while first, so that a client still sending reads its
 * answer rather than a broken connection.
 */
export function answerAndClose(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, jsonHeaders(text, { ...extra, Connection: 'close' }));
  res.write(text);
  let drained = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off('data', onData);
    res.end();
    // Whatever the client still sends goes nowhere: the connection ends with the answer.
    res.once('finish', () => req.socket.destroy());
  };
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_MS);
  timer.unref();
  if (req.complete) return finish();
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
}

/** The headers of every JSON answer: the security headers, its type and length, never cached. */
export function jsonHeaders(text: string, extra: Record<string, string> = {}): Record<string, string | number> {
  return { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store', ...extra };
}

/**
 * Answers what Node itself refuses before a request exists (a malformed request, headers too large,
 * a client too slow to send them) as Node would (400, 431, 408), but with the security headers and a
 * JSON refusal. Nothing is written once an answer to that connection has begun.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own rule: an answer already under way on this connection must not be corrupted.
    const current = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, code, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request-timeout', 'The request took too long to arrive.']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'headers-too-large', 'The request headers are too large.']
          : [400, 'bad-request', 'That is not an HTTP request this host understands.'];
    refuseSocket(socket, rawAnswer(status, code, message));
  });
}

/** Starts `server` listening and answers the port it got (port 0: one the system chose). */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  return (server.address() as AddressInfo).port;
}
