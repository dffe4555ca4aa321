import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDrawTable, lookOf, tablePageHtml } from './table-page';
import type { GameDetail } from '@shared/games';

const dir = mkdtempSync(join(tmpdir(), 'fuse-table-page-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TEMPLATE = '<!doctype html>\n<html lang="en">\n<head></head>\n<body>\n<div id="app"></div>\n</body>\n</html>';
const game = { id: '00000000-0000-4000-8000-000000000001', title: 'Night shift' } as GameDetail;

describe("a game link's page", () => {
  it('holds the drawn table in #app, the game for the script, and the look on the root element', () => {
    const html = tablePageHtml(TEMPLATE, '<p>table</p>', game, { language: 'it', theme: 'high-contrast', reducedMotion: true });
    expect(html).toBe(
      '<!doctype html>\n<html lang="it" data-theme="high-contrast" data-reduced-motion="true">\n<head></head>\n<body>\n' +
        `<div id="app"><p>table</p></div><script type="application/json" id="table-state">${JSON.stringify({ game })}</script>\n</body>\n</html>`,
    );
  });

  it('is not made from a page that is not the one it expects', () => {
    const look = { language: 'en', theme: 'dark', reducedMotion: false } as const;
    expect(tablePageHtml('<html lang="en"><body></body></html>', '<p>table</p>', game, look)).toBeNull();
    expect(tablePageHtml('<html><body><div id="app"></div></body></html>', '<p>table</p>', game, look)).toBeNull();
  });

  it("is drawn in the player's cookie look, else the browser's language in the default look", () => {
    expect(lookOf({ cookie: 'fuse-table-look=en.high-contrast.0', 'accept-language': 'it' })).toEqual({ language: 'en', theme: 'high-contrast', reducedMotion: false });
    expect(lookOf({ 'accept-language': 'it' })).toEqual({ language: 'it', theme: 'dark', reducedMotion: false });
    expect(lookOf({})).toEqual({ language: 'en', theme: 'dark', reducedMotion: false });
  });
});

describe("the renderer's server entry", () => {
  it('is loaded when it exports drawTable', async () => {
    const file = join(dir, 'good.mjs');
    writeFileSync(file, 'export const drawTable = (game, look) => ({ body: `${game.title} in ${look.language}` });');
    const draw = await loadDrawTable(file);
    expect(draw?.(game, { language: 'it', theme: 'dark', reducedMotion: false })).toEqual({ body: 'Night shift in it' });
  });

  it('is no entry when the file is missing or exports something else', async () => {
    expect(await loadDrawTable(join(dir, 'missing.mjs'))).toBeNull();
    const other = join(dir, 'other.mjs');
    writeFileSync(other, 'export const drawTable = 42;');
    expect(await loadDrawTable(other)).toBeNull();
  });
});
