import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiHost } from '../services';
import type { ApiHost } from '../services/api-host';
import { startWebServer, type RunningWebServer } from './server';

// The web transport over the real application and database: what `npm run serve` runs.

let root: string;
let apiHost: ApiHost;
let server: RunningWebServer;

async function start() {
  apiHost = openApiHost({ dataDir: join(root, 'data'), transport: 'web', appVersion: '0.0.0-test' });
  server = await startWebServer({ apiHost, rendererDir: join(root, 'renderer'), host: '127.0.0.1', port: 0 });
}

async function stop() {
  await server.close();
  apiHost.close();
}

const post = async (method: string, body: unknown) => {
  const reply = await fetch(`${server.url}api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as { ok: boolean; value?: unknown; error?: { code: string; field?: string } } };
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'fuse-web-real-'));
  mkdirSync(join(root, 'renderer'));
  writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html><title>FUSE Table</title>');
  await start();
});

afterEach(async () => {
  await stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the web host over the real application', () => {
  it('creates a solitaire game, keeps it across a restart, and deletes it', async () => {
    const created = await post('createGame', {
      kind: 'flatline',
      setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Ann', colour: 'blue' }], solitaire: true, level: 'training' },
      seed: 7,
    });
    expect(created.status).toBe(200);
    const game = created.body.value as { id: string; solitaire: boolean; seed: number; round: number; status: string };
    expect(game).toMatchObject({ solitaire: true, round: 1, status: 'in-progress' });
    // The deal stays in the host while the game is played.
    expect(game).not.toHaveProperty('seed');

    await stop();
    await start();
    const listed = await post('listGames', { status: 'in-progress' });
    expect((listed.body.value as { id: string }[]).map((g) => g.id)).toEqual([game.id]);
    expect((await post('appInfo', {})).body.value).toMatchObject({ transport: 'web', version: '0.0.0-test', dataDir: join(root, 'data') });

    expect((await post('deleteGame', { id: game.id })).body).toEqual({ ok: true, value: { id: game.id } });
    expect((await post('listGames', {})).body).toEqual({ ok: true, value: [] });
  });

  it('answers a bad payload with 400 naming the field and stores nothing', async () => {
    const reply = await post('createGame', { kind: 'flatline', setup: { seats: [{ name: 'Ann', colour: 'red' }], solitaire: false } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'setup.seats' } });
    expect((await post('listGames', {})).body).toEqual({ ok: true, value: [] });
  });

  it("takes the host's table settings over HTTP, and refuses a pace it does not know with 400", async () => {
    expect(await post('setTableSettings', { pace: 'slow' })).toEqual({ status: 200, body: { ok: true, value: { pace: 'slow', pauseOnDrop: false } } });
    const wrong = await post('setTableSettings', { pace: 'warp' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'pace' } });
  });

  it('answers a game that does not exist with 200 and an error Result', async () => {
    const reply = await post('getGame', { id: '00000000-0000-4000-8000-000000000000' });
    expect(reply.status).toBe(200);
    expect(reply.body.ok).toBe(false);
    expect(reply.body.error?.code).not.toBe('invalid-payload');
  });
});
