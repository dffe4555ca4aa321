import { _electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiBridge } from '../../src/shared/api';
import { API_METHODS } from '../../src/shared/api-methods';
import { electronBinary, ROOT } from '../support/electron-binary';
import { gate, REQUIRE_ELECTRON_ENV } from '../support/required-or-skipped';
import { holdsStill } from '../support/holds-still';

// The real app in Electron: the built out/ launched from the project root with a fresh data
// folder. Where the Electron binary is not installed (it is downloaded on first use, which these
// build machines cannot do) every test here is skipped, and the reason is printed, unless
// FUSE_TABLE_REQUIRE_ELECTRON=1 (the CI workflow, which installs Electron) makes that a failure.
const binary = electronBinary();
const electronGate = gate('Electron app tests', binary, REQUIRE_ELECTRON_ENV, process.env);
const skipReason = electronGate.mode === 'run' ? '' : electronGate.message;
if (electronGate.mode !== 'run') console.log(skipReason);

/** The page's global object as these tests see it (this project compiles without the DOM library). */
type PageGlobal = Record<string, unknown> & {
  fuse: ApiBridge;
  open(url: string): unknown;
  location: { href: string };
};

interface Running {
  app: ElectronApplication;
  page: Page;
  dataDir: string;
}

async function launch(dataDir: string): Promise<Running> {
  if (!binary.found) throw new Error(skipReason);
  if (!existsSync(join(ROOT, 'out', 'main', 'index.js'))) throw new Error('out/main/index.js is missing: build first (npm run test:e2e builds).');
  // The data folder comes from the flag alone; ELECTRON_RUN_AS_NODE would make Electron plain Node.
  const { FUSE_TABLE_DATA_DIR: _data, ELECTRON_RUN_AS_NODE: _node, ...env } = process.env;
  const app = await _electron.launch({
    executablePath: binary.path,
    // Chromium will not start as root with its sandbox on (CI containers run as root).
    args: [ROOT, `--data-dir=${dataDir}`, '--lang=en-GB', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    cwd: ROOT,
    env: { ...env, LANG: 'en_GB.UTF-8' },
  });
  const page = await app.firstWindow();
  return { app, page, dataDir };
}

test.describe('Electron app', () => {
  test.skip(electronGate.mode === 'skip', skipReason);

  // The app needs the SQLite driver built for Electron (npm start builds it; so does this, once).
  // Without it the app would stop on an error dialog instead of opening its window.
  test.beforeAll(() => {
    if (electronGate.mode === 'fail') throw new Error(electronGate.message);
    const native = spawnSync(process.execPath, [join(ROOT, 'scripts', 'electron-native.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (native.status !== 0) throw new Error(`The SQLite driver for Electron is not available:\n${native.stdout}${native.stderr}`);
  });

  let dataDir = '';
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-electron-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('opens on the start screen, creates a game, and keeps it in the chosen data folder', async () => {
    const { app, page } = await launch(dataDir);
    try {
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
      await expect(page.getByText('No games in progress yet')).toBeVisible();

      await page.getByLabel('Name of player 1').fill('Ann');
      await page.getByLabel('Name of player 2').fill('Bo');
      await page.getByRole('button', { name: 'Start game' }).click();
      // The table opens full window: the game's title and its round in the bar.
      await expect(page.getByRole('heading', { level: 1, name: 'Ann · Bo' })).toBeVisible();
      await expect(page.getByTestId('game-round')).toHaveText('Round 1');

      const listed = await page.evaluate(() => (globalThis as unknown as PageGlobal).fuse.listGames({ status: 'all' }));
      expect(listed.ok && listed.value.map((game) => game.round)).toEqual([1]);
      expect(existsSync(join(dataDir, 'games.db'))).toBe(true);
    } finally {
      await app.close();
    }

    // A second launch on the same folder finds the game under Continue.
    const again = await launch(dataDir);
    try {
      await expect(again.page.getByRole('listitem').filter({ hasText: 'Ann, Bo' })).toBeVisible();
    } finally {
      await again.app.close();
    }
  });

  test('gives the page exactly the API and nothing of Node or Electron', async () => {
    const { app, page } = await launch(dataDir);
    try {
      const seen = await page.evaluate(() => {
        const w = globalThis as unknown as PageGlobal;
        return {
          fuse: Object.keys(w.fuse).sort(),
          require: typeof w['require'],
          process: typeof w['process'],
          ipcRenderer: typeof w['ipcRenderer'],
        };
      });
      expect(seen).toEqual({ fuse: [...API_METHODS, 'subscribe'].sort(), require: 'undefined', process: 'undefined', ipcRenderer: 'undefined' });
      // The CSP runs no inline script. (Checked with an injected <script>: eval inside Playwright's
      // own evaluate is exempt from CSP, so it would prove nothing.)
      const inlineRan = await page.evaluate(() => {
        const g = globalThis as unknown as PageGlobal & {
          document: { createElement(tag: 'script'): { textContent: string }; head: { appendChild(node: unknown): void } };
        };
        const script = g.document.createElement('script');
        script.textContent = 'globalThis.__inlineRan = true';
        g.document.head.appendChild(script);
        return g['__inlineRan'] === true;
      });
      expect(inlineRan).toBe(false);
      const refused = await page.evaluate(() => (globalThis as unknown as PageGlobal).fuse.getGame({ id: 'not-a-game-id' }));
      expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'id' } });
      const windows = await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length);
      expect(windows).toBe(1);
    } finally {
      await app.close();
    }
  });

  test('stays on its own page: no navigation away, no new windows', async () => {
    const { app, page } = await launch(dataDir);
    try {
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
      const before = page.url();
      expect(before).toMatch(/^app:\/\/fuse-table\/index\.html/);
      const opened = await page.evaluate(() => (globalThis as unknown as PageGlobal).open('https://example.com/') === null);
      expect(opened).toBe(true);
      await page.evaluate(() => {
        (globalThis as unknown as PageGlobal).location.href = 'https://example.com/';
      });
      // A refused navigation has no event to wait for: the page holds still at its own address.
      await holdsStill(async () => page.url(), 500, 'the page address');
      expect(page.url()).toBe(before);
      expect(app.windows()).toHaveLength(1);
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
    } finally {
      await app.close();
    }
  });
});
