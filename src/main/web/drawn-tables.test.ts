// The renderer's server entry (src/renderer/src/table-page.ts), as the web host uses it: real games
// from the real services, drawn through Vite with the Svelte plugin (as the renderer's component
// tests are). What a player sees in the page before any script has run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openApiHost } from '../services';
import type { ApiHost } from '../services/api-host';
import type { GameDetail } from '@shared/games';
import type { DrawTable, PageLook } from '@shared/table-page';

let vite: ViteDevServer;
let apiHost: ApiHost;
let drawTable: DrawTable;
const work = mkdtempSync(join(tmpdir(), 'fuse-table-page-'));
const renderer = resolve(__dirname, '../../renderer/src');
const EN: PageLook = { language: 'en', theme: 'dark', reducedMotion: false };
const IT: PageLook = { language: 'it', theme: 'dark', reducedMotion: false };
const shellText = (language: string) => JSON.parse(readFileSync(join(renderer, 'locales', language, 'shell.json'), 'utf8')) as { bar: { label: string } };

async function create(input: unknown): Promise<GameDetail> {
  const created = await apiHost.dispatch('createGame', input);
  if (!created.ok) throw new Error(created.error.message);
  return created.value as GameDetail;
}

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: resolve(renderer, '..'),
    resolve: { alias: { '@shared': resolve(__dirname, '../../shared') } },
    cacheDir: join(work, 'vite'),
    optimizeDeps: { noDiscovery: true, include: [] },
    logLevel: 'error',
    plugins: [svelte({ configFile: false, compilerOptions: { runes: true } })],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  drawTable = ((await vite.ssrLoadModule(join(renderer, 'table-page.ts'))) as { drawTable: DrawTable }).drawTable;
  apiHost = openApiHost({ dataDir: join(work, 'data'), transport: 'web', appVersion: 'test', log: () => {} });
}, 60_000);
afterAll(async () => {
  apiHost?.close();
  await vite?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a linked game drawn by the web host', () => {
  it("is FLATLINE's whole table: the bar, the board with its die spaces and the log; no start screen", async () => {
    const game = await create({ kind: 'flatline', setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: '<b>Bo</b>', colour: 'blue' }] }, seed: 4242 });
    const { body } = drawTable(game, EN);
    expect(body).toContain('data-testid="table-shell"');
    expect(body).toContain(`aria-label="${shellText('en').bar.label}"`);
    expect(body).toContain('data-testid="flatline-board"');
    expect(body.match(/data-space=/g)?.length).toBeGreaterThan(10);
    expect(body).toContain('data-testid="log"');
    expect(body).not.toContain('app-header');
    // Names are the players' text, never markup.
    expect(body).toContain('&lt;b>Bo&lt;/b>');
    expect(body).not.toContain('<b>Bo</b>');
  });

  it("is FUSE: Countdown's whole table", async () => {
    const game = await create({ kind: 'fuse-countdown', setup: { seats: [{ name: 'Ann', colour: 'red' }], level: 'training' }, seed: 5 });
    const { body } = drawTable(game, EN);
    expect(body).toContain('data-testid="table-shell"');
    expect(body).toContain('data-testid="fuse-countdown-board"');
    expect(body).toContain('data-testid="fc-tray"');
  });

  it("is drawn in the player's language, and the same twice over", async () => {
    const game = await create({ kind: 'flatline', setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] }, seed: 7 });
    const italian = drawTable(game, IT).body;
    expect(italian).toContain(`aria-label="${shellText('it').bar.label}"`);
    expect(italian).not.toContain(`aria-label="${shellText('en').bar.label}"`);
    expect(drawTable(game, IT).body).toBe(italian);
    expect(drawTable(game, EN).body).toContain(`aria-label="${shellText('en').bar.label}"`);
  });
});
