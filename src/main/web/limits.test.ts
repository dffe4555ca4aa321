import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { ApiHost } from '../services/api-host';
import { ok } from '@shared/errors';
import { MAX_EVENT_SOCKETS, startWebServer, type RunningWebServer } from './server';
import { MAX_BODY_BYTES } from './api-route';

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

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'fuse-web-limits-'));
  mkdirSync(join(root, 'renderer'));
  writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html>');
  server = await startWebServer({ apiHost: host, rendererDir: join(root, 'renderer'), host: '127.0.0.1', port: 0 });
});

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
    const reply = await streamBody(MAX_BODY_BYTES + 3 * 1024 * 1024, declare);
    expect(reply.error).toBeUndefined();
    expect(reply.sent).toBe(MAX_BODY_BYTES + 3 * 1024 * 1024);
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
