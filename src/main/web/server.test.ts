import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ApiHost } from '../services/api-host';
import type { ApiEvent } from '@shared/api';
import { validateInput, isApiMethod } from '@shared/validate';
import { fail, ok, type Result } from '@shared/errors';
import { startWebServer, type RunningWebServer } from './server';
import { CONTENT_SECURITY_POLICY, RENDERER_PAGE_CSP } from './security-headers';
import { MAX_BODY_BYTES } from './call-route';

/** A tiny in-memory ApiHost: validates like the real one and keeps a list of created games. */
function fakeApiHost() {
  const games: { id: string }[] = [];
  const listeners = new Set<(event: ApiEvent) => void>();
  let closed = false;
  let watching = 0;
  const host: ApiHost = {
    async dispatch(method, payload): Promise<Result<unknown>> {
      if (!isApiMethod(method)) return fail({ code: 'unknown-method', message: `Unknown API method "${String(method)}"` });
      const input = validateInput(method, payload);
      if (!input.ok) return input;
      if (method === 'listGames') return ok(games);
      if (method === 'createGame') {
        const game = { id: `00000000-0000-4000-8000-00000000000${games.length}` };
        games.push(game);
        return ok(game);
      }
      if (method === 'getGame') return fail({ code: 'game-not-found', message: 'No such game' });
      return ok({});
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    watch() {
      watching += 1;
      let left = false;
      return () => {
        if (!left) watching -= 1;
        left = true;
      };
    },
    pauseRunningGames() {},
    close() {
      closed = true;
    },
  };
  return {
    host,
    games,
    emit: (e: ApiEvent) => listeners.forEach((l) => l(e)),
    listenerCount: () => listeners.size,
    isClosed: () => closed,
    watching: () => watching,
  };
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

function call(server: RunningWebServer, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, method: init.method ?? 'GET', headers: { host: `127.0.0.1:${server.port}`, ...init.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const post = (server: RunningWebServer, method: string, body: unknown, headers: Record<string, string> = {}) =>
  call(server, `/api/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const goodGame = {
  kind: 'flatline',
  setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }], level: 'standard' },
};

let root: string;
let fake: ReturnType<typeof fakeApiHost>;
let server: RunningWebServer;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'fuse-web-'));
  mkdirSync(join(root, 'renderer', 'assets'), { recursive: true });
  writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html><title>FUSE Table</title>');
  writeFileSync(join(root, 'renderer', 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'renderer', 'assets', 'app-abc123.css'), 'body{}');
  writeFileSync(join(root, 'secret.txt'), 'outside the renderer');
  fake = fakeApiHost();
  server = await startWebServer({ apiHost: fake.host, rendererDir: join(root, 'renderer'), host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the web host API over HTTP', () => {
  it('answers a call with the ApiHost Result as JSON', async () => {
    const created = await post(server, 'createGame', goodGame);
    expect(created.status).toBe(200);
    expect(created.json()).toEqual({ ok: true, value: { id: '00000000-0000-4000-8000-000000000000' } });
    const listed = await post(server, 'listGames', {});
    expect(listed.json()).toEqual({ ok: true, value: [{ id: '00000000-0000-4000-8000-000000000000' }] });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it('answers an error the game refuses with 200 and the Result', async () => {
    const reply = await post(server, 'getGame', { id: '00000000-0000-4000-8000-000000000009' });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ ok: false, error: { code: 'game-not-found', message: 'No such game' } });
  });

  it('refuses a bad payload with 400 naming the field, and creates nothing', async () => {
    const reply = await post(server, 'createGame', { ...goodGame, setup: { ...goodGame.setup, level: 'legendary' } });
    expect(reply.status).toBe(400);
    expect(reply.json()).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'setup.level' } });
    expect(fake.games).toEqual([]);
  });

  it('refuses an unknown method, non-JSON, a wrong content type, a wrong verb and an oversized body', async () => {
    const unknown = await post(server, 'dropTables', {});
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ ok: false, error: { code: 'unknown-method', message: 'Unknown API method "dropTables"' } });

    const notJson = await call(server, '/api/createGame', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{kind: flatline' });
    expect(notJson.status).toBe(400);
    expect(notJson.json()).toMatchObject({ error: { code: 'invalid-json' } });

    const text = await call(server, '/api/createGame', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(goodGame) });
    expect(text.status).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: 'unsupported-media-type' } });

    const get = await call(server, '/api/listGames');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');

    const huge = await post(server, 'createGame', { ...goodGame, title: 'x'.repeat(MAX_BODY_BYTES) });
    expect(huge.status).toBe(413);
    expect(huge.headers.connection).toBe('close');
    expect(fake.games).toEqual([]);
  });

  it('treats an empty body as an empty payload', async () => {
    const reply = await call(server, '/api/listGames', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ ok: true, value: [] });
  });
});

describe('the web host defends the local API', () => {
  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const reply = await post(server, 'createGame', goodGame, { host: `evil.example:${server.port}` });
    expect(reply.status).toBe(403);
    expect(reply.json()).toMatchObject({ error: { code: 'forbidden-host' } });
    const wrongPort = await call(server, '/', { headers: { host: '127.0.0.1:1' } });
    expect(wrongPort.status).toBe(403);
    expect(fake.games).toEqual([]);
  });

  it('accepts localhost and refuses another origin', async () => {
    const local = await post(server, 'listGames', {}, { host: `localhost:${server.port}`, origin: `http://localhost:${server.port}` });
    expect(local.status).toBe(200);
    const foreign = await post(server, 'createGame', goodGame, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { code: 'forbidden-origin' } });
    const crossSite = await post(server, 'createGame', goodGame, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(fake.games).toEqual([]);
  });

  it('sends the renderer CSP and the other security headers', async () => {
    const reply = await call(server, '/');
    expect(reply.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    const api = await post(server, 'listGames', {});
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('uses the renderer page CSP, adding only what a header alone can carry', () => {
    const html = readFileSync(join(__dirname, '..', '..', 'renderer', 'index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(RENDERER_PAGE_CSP);
    expect(CONTENT_SECURITY_POLICY).toBe(`${meta?.[1]}; frame-ancestors 'none'`);
  });
});

describe('the web host serves the built renderer', () => {
  it('serves files with their MIME types', async () => {
    const page = await call(server, '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('FUSE Table');
    const script = await call(server, '/assets/app-abc123.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.text).toBe('console.log(1)');
    const style = await call(server, '/assets/app-abc123.css?v=1');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('never serves anything outside the renderer folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00', '/assets/%E0%A4%A']) {
      const reply = await call(server, path);
      expect(reply.status, path).toBe(404);
      expect(reply.text).not.toContain('outside the renderer');
    }
    const missing = await call(server, '/nothing-here.js');
    expect(missing.status).toBe(404);
  });
});

describe('the web host compresses what it serves', () => {
  const bundle = 'export const table = "FUSE Table";\n'.repeat(400);
  beforeEach(() => writeFileSync(join(root, 'renderer', 'assets', 'index-big.js'), bundle));
  const get = (path: string, acceptEncoding?: string, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path, method, headers: { host: `127.0.0.1:${server.port}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('sends brotli or gzip to a browser that accepts it, with its length, Vary and the same content', async () => {
    const br = await get('/assets/index-big.js', 'gzip, deflate, br, zstd');
    expect([br.status, br.headers['content-encoding'], br.headers['vary'], Number(br.headers['content-length'])]).toEqual([200, 'br', 'Accept-Encoding', br.body.length]);
    expect(br.body.length).toBeLessThan(bundle.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(bundle);

    const gz = await get('/assets/index-big.js', 'gzip');
    expect([gz.headers['content-encoding'], gz.headers['vary']]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gunzipSync(gz.body).toString()).toBe(bundle);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file to a client that accepts no compression, still saying it varies', async () => {
    const plain = await get('/assets/index-big.js');
    expect([plain.headers['content-encoding'], plain.headers['vary'], plain.body.toString()]).toEqual([undefined, 'Accept-Encoding', bundle]);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const head = await get('/assets/index-big.js', 'br', 'HEAD');
    const full = await get('/assets/index-big.js', 'br');
    expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual(['br', String(full.body.length), 0]);
  });

  it('leaves tiny files and the API answers uncompressed', async () => {
    const tiny = await get('/assets/app-abc123.js', 'br');
    expect([tiny.headers['content-encoding'], tiny.body.toString()]).toEqual([undefined, 'console.log(1)']);
    const api = await post(server, 'listGames', {}, { 'accept-encoding': 'br, gzip' });
    expect([api.headers['content-encoding'], api.json()]).toEqual([undefined, { ok: true, value: [] }]);
  });
});

describe('the web host pushes events over a WebSocket', () => {
  function open(path: string, headers: Record<string, string> = {}): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`, { headers });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }

  it('sends every ApiEvent to every open socket', async () => {
    const a = await open('/events');
    const b = await open('/events', { origin: `http://127.0.0.1:${server.port}` });
    const received = Promise.all([a, b].map((s) => new Promise<unknown>((resolve) => s.once('message', (data) => resolve(JSON.parse(String(data)))))));
    fake.emit({ type: 'gameDeleted', id: '00000000-0000-4000-8000-000000000000' });
    expect(await received).toEqual([
      { type: 'gameDeleted', id: '00000000-0000-4000-8000-000000000000' },
      { type: 'gameDeleted', id: '00000000-0000-4000-8000-000000000000' },
    ]);
    a.close();
    b.close();
  });

  it('counts each open socket as a client watching the table, and its close as a leave', async () => {
    const until = async (n: number) => {
      for (let i = 0; i < 200 && fake.watching() !== n; i++) await new Promise((r) => setTimeout(r, 5));
      return fake.watching();
    };
    const a = await open('/events');
    const b = await open('/events');
    expect(await until(2)).toBe(2);
    a.close();
    expect(await until(1)).toBe(1);
    b.terminate(); // a tab killed without a goodbye leaves too
    expect(await until(0)).toBe(0);
    // A refused socket never counted.
    await expect(open('/events', { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    expect(fake.watching()).toBe(0);
  });

  it('refuses a socket from another origin or on another path', async () => {
    await expect(open('/events', { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(open('/sockets')).rejects.toThrow(/404/);
  });

  it('lets go of the ApiHost subscription on close', async () => {
    expect(fake.listenerCount()).toBe(1);
    await server.close();
    expect(fake.listenerCount()).toBe(0);
    server = await startWebServer({ apiHost: fake.host, rendererDir: join(root, 'renderer'), host: '127.0.0.1', port: 0 });
  });
});

describe('the web host draws a linked game into its page', () => {
  const KNOWN = '00000000-0000-4000-8000-0000000000aa';
  const PAGE = '<!doctype html>\n<html lang="en">\n<head><title>FUSE Table</title></head>\n<body>\n<div id="app"></div>\n<script type="module" src="./assets/app.js"></script>\n</body>\n</html>';
  const game = { id: KNOWN, kind: 'flatline', title: 'Night shift', seats: [{ name: '</script><b>Ann', colour: 'red' }] };
  let drawn: { game: unknown; look: unknown }[];
  let logged: unknown[];
  let drawing: RunningWebServer;

  async function start(draw: (game: unknown, look: unknown) => { body: string }) {
    const apiHost: ApiHost = {
      ...fake.host,
      dispatch: async (method, payload) =>
        method === 'getGame' && (payload as { id?: string }).id === KNOWN ? ok(game) : fake.host.dispatch(method, payload),
    };
    drawing = await startWebServer({
      apiHost,
      rendererDir: join(root, 'renderer'),
      host: '127.0.0.1',
      port: 0,
      drawTable: Promise.resolve((g, look) => {
        drawn.push({ game: g, look });
        return draw(g, look);
      }),
      log: (_message, error) => logged.push(error),
    });
  }

  beforeEach(async () => {
    writeFileSync(join(root, 'renderer', 'index.html'), PAGE);
    drawn = [];
    logged = [];
    await start(() => ({ body: '<div class="table-shell">Night shift $& $1</div>' }));
  });
  afterEach(() => drawing.close());

  it("answers ?game=<id> with the page, the game's table inside #app and the game beside it for the script", async () => {
    const reply = await call(drawing, `/?game=${KNOWN.toUpperCase()}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['server-timing']).toMatch(/^game;dur=\d+\.\d, draw;dur=\d+\.\d$/);
    expect(reply.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    // The drawn markup is inserted as it is: `$&` in a drawn name is not a replacement pattern.
    expect(reply.text).toContain('<div id="app"><div class="table-shell">Night shift $& $1</div></div><script type="application/json" id="table-state">');
    // A name that would end the script element is escaped; the JSON still reads back whole.
    expect(reply.text).not.toContain('</script><b>Ann');
    const state = /<script type="application\/json" id="table-state">(.*?)<\/script>/.exec(reply.text)![1]!;
    expect(JSON.parse(state)).toEqual({ game });
    expect(reply.text).toContain('<script type="module" src="./assets/app.js"></script>');
    expect(drawn).toEqual([{ game, look: { language: 'en', theme: 'dark', reducedMotion: false } }]);
  });

  it("draws in the look the player's cookie names, else in the browser's language", async () => {
    const styled = await call(drawing, `/?game=${KNOWN}`, { headers: { cookie: 'other=1; fuse-table-look=it.high-contrast.1', 'accept-language': 'en-GB' } });
    expect(styled.text).toContain('<html lang="it" data-theme="high-contrast" data-reduced-motion="true">');
    const italian = await call(drawing, `/?game=${KNOWN}`, { headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' } });
    expect(italian.text).toContain('<html lang="it" data-theme="dark" data-reduced-motion="false">');
    // A damaged cookie is no look at all.
    const damaged = await call(drawing, `/?game=${KNOWN}`, { headers: { cookie: 'fuse-table-look=xx.dark.1' } });
    expect(damaged.text).toContain('<html lang="en" data-theme="dark" data-reduced-motion="false">');
    expect(drawn.map((d) => d.look)).toEqual([
      { language: 'it', theme: 'high-contrast', reducedMotion: true },
      { language: 'it', theme: 'dark', reducedMotion: false },
      { language: 'en', theme: 'dark', reducedMotion: false },
    ]);
  });

  it('sends the plain page for no game, an unknown game, a malformed id, another path or another verb', async () => {
    for (const path of ['/', '/?game=00000000-0000-4000-8000-000000000009', '/?game=42', '/?game=../secret', `/index.html?game=${KNOWN}`]) {
      const reply = await call(drawing, path);
      expect([path, reply.status, reply.text]).toEqual([path, 200, PAGE]);
    }
    const posted = await call(drawing, `/?game=${KNOWN}`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(drawn).toEqual([]);
  });

  it('sends the plain page, and reports why, when drawing fails', async () => {
    await drawing.close();
    await start(() => {
      throw new Error('a board that cannot draw');
    });
    const reply = await call(drawing, `/?game=${KNOWN}`);
    expect([reply.status, reply.text]).toEqual([200, PAGE]);
    expect(String(logged[0])).toContain('a board that cannot draw');
  });

  it('sends the plain page when the built page has no #app to draw into', async () => {
    writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html><title>FUSE Table</title>');
    const reply = await call(drawing, `/?game=${KNOWN}`);
    expect(reply.text).toBe('<!doctype html><title>FUSE Table</title>');
  });

  it('compresses the drawn page for a browser that accepts it', async () => {
    const reply = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: drawing.port, path: `/?game=${KNOWN}`, headers: { host: `127.0.0.1:${drawing.port}`, 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toContain('<div id="app"><div class="table-shell">');
  });
});
