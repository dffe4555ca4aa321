import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { connect as connectTcp, type Socket } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { ApiHost } from '../services/api-host';
import { ok } from '@shared/errors';
import { MAX_EVENT_SOCKETS, startWebServer, type RunningWebServer } from './server';
import { MAX_BODY_BYTES } from './call-route';

// The web host's limits, met by real clients over real sockets.

const host: ApiHost = {
  dispatch: async () => ok({}),
  subscribe: () => () => undefined,
  watch: () => () => undefined,
  pauseRunningGames: () => undefined,
  close: () => undefined,
};
let root: string;
let server: RunningWebServer;

/** Short limits, so that the tests see them act within a second. */
const QUICK = { headersTimeoutMs: 300, requestTimeoutMs: 600, checkEveryMs: 50, connectionsPerAddress: 4 };

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'fuse-web-limits-'));
  mkdirSync(join(root, 'renderer'));
  writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html>');
  server = await startWebServer({ apiHost: host, rendererDir: join(root, 'renderer'), host: '127.0.0.1', port: 0 });
});

/** Restarts the server with the quick limits. */
async function quickServer(): Promise<void> {
  await server.close();
  server = await startWebServer({ apiHost: host, rendererDir: join(root, 'renderer'), host: '127.0.0.1', port: 0, limits: QUICK });
}

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Streams `total` bytes of body in 64 KiB chunks, as a slow client would. Resolves once the
 * exchange is over (the request closed), with the answer and any socket error met on the way.
 */
function streamBody(total: number, declareLength: boolean): Promise<{ status?: number; body?: string; error?: string; sent: number }> {
  return new Promise((resolveAll) => {
    const outcome: { status?: number; body?: string; error?: string; sent: number } = { sent: 0 };
    let answered = false;
    let closed = false;
    const resolve = (part: { status?: number; body?: string; error?: string }) => {
      Object.assign(outcome, part);
      if ('status' in part) answered = true;
      if (answered && closed) resolveAll(outcome);
    };
    const headers: Record<string, string | number> = { host: `127.0.0.1:${server.port}`, 'content-type': 'application/json' };
    if (declareLength) headers['content-length'] = total;
    const req = request({ host: '127.0.0.1', port: server.port, path: '/api/importGame', method: 'POST', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => {
      outcome.error ??= `${(error as NodeJS.ErrnoException).code}: ${error.message}`;
    });
    req.on('close', () => {
      closed = true;
      outcome.sent = sent;
      if (!answered) resolveAll(outcome);
      else resolve({});
    });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('an oversized request body', () => {
  it.each([
    ['sent chunked, with no declared length', false],
    ['with its length declared', true],
  ])('gets its 413 answer, %s, and the client sees no broken pipe', async (_how, declare) => {
    // (That the answer comes at once, before the upload ends, is the test of an upload that never ends, below.)
    const reply = await streamBody(MAX_BODY_BYTES + 3 * 1024 * 1024, declare);
    expect(reply.error).toBeUndefined();
    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.body!)).toEqual({ ok: false, error: { code: 'payload-too-large', message: `The request body is larger than ${MAX_BODY_BYTES} bytes` } });
  }, 30_000);
});

const connect = (): Promise<WebSocket | number> =>
  new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/events`, { headers: { host: `127.0.0.1:${server.port}` } });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    socket.once('error', () => resolve(-1));
  });

describe('event sockets', () => {
  it(`are capped at ${MAX_EVENT_SOCKETS} at once; one more is refused with 503 until a tab closes`, async () => {
    const open: WebSocket[] = [];
    for (let i = 0; i < MAX_EVENT_SOCKETS; i++) {
      const socket = await connect();
      expect(socket).toBeInstanceOf(WebSocket);
      open.push(socket as WebSocket);
    }
    expect(await connect()).toBe(503);
    await new Promise<void>((resolve) => {
      open[0]!.once('close', () => resolve());
      open[0]!.close();
    });
    // The server sees the close a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await connect();
    expect(again).toBeInstanceOf(WebSocket);
    for (const socket of [...open.slice(1), again as WebSocket]) socket.terminate();
  });
});

/** A raw TCP client: what it received, and when the server closed it (ms after opening). */
function rawClient(): Promise<{ socket: Socket; received: () => string; closedAfter: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let text = '';
    const socket = connectTcp(server.port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    const closedAfter = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closedAfter }));
    socket.once('error', reject);
  });
}

describe('time limits', () => {
  it('answers a client that is slow to send its headers with 408 and closes its connection', async () => {
    await quickServer();
    const client = await rawClient();
    client.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    // One header byte at a time, never the blank line that ends them.
    const drip = setInterval(() => client.socket.writable && client.socket.write('X'), 50);
    const after = await client.closedAfter;
    clearInterval(drip);
    expect(after).toBeLessThan(2_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers a client that is slow to send its body with 408 and closes its connection', async () => {
    await quickServer();
    const client = await rawClient();
    client.socket.write(`POST /api/listGames HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
    const after = await client.closedAfter;
    expect(after).toBeLessThan(2_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('an upload past the cap that never ends', () => {
  it('is answered 413 at once, while the client is still sending, and its connection is closed', async () => {
    const outcome = await new Promise<{ status: number; body: string; closed: boolean }>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port: server.port,
        path: '/api/importGame',
        method: 'POST',
        headers: { host: `127.0.0.1:${server.port}`, 'content-type': 'application/json' },
      });
      req.on('error', () => undefined);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          // The answer came while the request was still open; the server then lets go of it.
          const closed = new Promise<boolean>((done) => req.socket?.once('close', () => done(true)));
          void closed.then((c) => resolve({ status: res.statusCode!, body, closed: c }));
        });
      });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      // 12 MB, chunked, and never ended.
      for (let i = 0; i < 12; i++) req.write(chunk);
    });
    expect(outcome.status).toBe(413);
    expect(JSON.parse(outcome.body)).toMatchObject({ ok: false, error: { code: 'payload-too-large' } });
    expect(outcome.closed).toBe(true);
  }, 15_000);
});

describe('connections per address', () => {
  it(`allows ${QUICK.connectionsPerAddress} at once from one address; one more is answered 503 and closed`, async () => {
    await quickServer();
    const open = await Promise.all(Array.from({ length: QUICK.connectionsPerAddress }, () => rawClient()));
    const extra = await rawClient();
    expect(await extra.closedAfter).toBeLessThan(1_000);
    expect(extra.received()).toMatch(/^HTTP\/1\.1 503/);
    expect(extra.received()).toContain('"too-many-connections"');
    open[0]!.socket.destroy();
    await open[0]!.closedAfter;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await rawClient();
    again.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`);
    await again.closedAfter;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const client of open.slice(1)) client.socket.destroy();
  });
});

describe('an open event socket', () => {
  it('outlives the header and request limits (they are for requests, not for a tab watching the table)', async () => {
    await quickServer();
    const socket = await connect();
    expect(socket).toBeInstanceOf(WebSocket);
    let closed = false;
    (socket as WebSocket).once('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, QUICK.requestTimeoutMs * 2));
    expect(closed).toBe(false);
    (socket as WebSocket).terminate();
  });
});
