import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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

const TOO_MANY_CONNECTIONS = JSON.stringify({
  ok: false,
  error: { code: 'too-many-connections', message: 'Too many connections from this address: close some and try again.' },
});

/**
 * Caps the connections open at once from one address: the one over the cap is answered 503 with a
 * clear error and closed before any request of it is read.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.end(
        `HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 5\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(TOO_MANY_CONNECTIONS)}\r\n\r\n${TOO_MANY_CONNECTIONS}`,
      );
      socket.destroySoon();
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
