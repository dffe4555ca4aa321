import { test, expect } from '../support/web-host';
import { WebSocket } from 'ws';

// The web host's API refuses wrong payloads with a clear error that names the field, and changes
// nothing; it refuses foreign Host and Origin headers, so other web pages cannot reach it.

const goodGame = {
  kind: 'flatline',
  setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] },
};

test('wrong payloads get a clear error naming the field, and the game list is unchanged', async ({ request, webHost }) => {
  const api = (method: string) => `${webHost.url}api/${method}`;
  const created = await request.post(api('createGame'), { data: goodGame });
  expect(created.status()).toBe(200);
  const before = await (await request.post(api('listGames'), { data: {} })).json();
  expect(before.value).toHaveLength(1);

  const badLevel = await request.post(api('createGame'), { data: { ...goodGame, setup: { ...goodGame.setup, level: 'legendary' } } });
  expect(badLevel.status()).toBe(400);
  const badLevelBody = await badLevel.json();
  expect(badLevelBody).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'setup.level' } });
  expect(badLevelBody.error.message).toContain('setup.level');

  const sharedColour = await request.post(api('createGame'), {
    data: { kind: 'flatline', setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'red' }] } },
  });
  expect(sharedColour.status()).toBe(400);
  expect(await sharedColour.json()).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'setup.seats' } });

  const extraField = await request.post(api('createGame'), { data: { ...goodGame, cheat: true } });
  expect(extraField.status()).toBe(400);
  expect(await extraField.json()).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });

  const badId = await request.post(api('deleteGame'), { data: { id: 'not-a-uuid' } });
  expect(badId.status()).toBe(400);
  expect(await badId.json()).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'id' } });

  const unknown = await request.post(api('dropAllGames'), { data: {} });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toMatchObject({ ok: false, error: { code: 'unknown-method', message: 'Unknown API method "dropAllGames"' } });

  const notJson = await request.post(api('createGame'), { headers: { 'Content-Type': 'application/json' }, data: Buffer.from('{"kind": flatline') });
  expect(notJson.status()).toBe(400);
  expect(await notJson.json()).toMatchObject({ ok: false, error: { code: 'invalid-json' } });

  const plainText = await request.post(api('createGame'), { headers: { 'Content-Type': 'text/plain' }, data: JSON.stringify(goodGame) });
  expect(plainText.status()).toBe(415);

  const after = await (await request.post(api('listGames'), { data: {} })).json();
  expect(after).toEqual(before);
});

test('the host refuses a foreign Host or Origin', async ({ request, webHost }) => {
  const port = new URL(webHost.url).port;
  const rebound = await request.post(`${webHost.url}api/createGame`, { headers: { Host: `attacker.example:${port}` }, data: goodGame });
  expect(rebound.status()).toBe(403);
  expect(await rebound.json()).toMatchObject({ ok: false, error: { code: 'forbidden-host' } });

  const page = await request.get(webHost.url, { headers: { Host: `attacker.example:${port}` } });
  expect(page.status()).toBe(403);

  const crossOrigin = await request.post(`${webHost.url}api/createGame`, { headers: { Origin: 'http://attacker.example' }, data: goodGame });
  expect(crossOrigin.status()).toBe(403);
  expect(await crossOrigin.json()).toMatchObject({ ok: false, error: { code: 'forbidden-origin' } });

  const socketRefused = await new Promise<string>((resolve) => {
    const socket = new WebSocket(`${webHost.url.replace('http', 'ws')}events`, { headers: { Origin: 'http://attacker.example' } });
    socket.once('open', () => resolve('opened'));
    socket.once('error', (error) => resolve(error.message));
  });
  expect(socketRefused).toContain('403');

  const list = await (await request.post(`${webHost.url}api/listGames`, { data: {} })).json();
  expect(list).toEqual({ ok: true, value: [] });
});

test('the page is served with its security headers', async ({ request, webHost }) => {
  const reply = await request.get(webHost.url);
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(reply.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
});
