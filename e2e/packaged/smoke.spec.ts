import { _electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { ApiBridge } from '../../src/shared/api';
import type { GameDetailOf } from '../../src/shared/games';
import { readModuleAbi } from '../../scripts/electron/native-abi.mjs';
import { ROOT } from '../support/electron-binary';
import { launchablePackagedApp } from '../support/packaged-app';
import { gate, REQUIRE_PACKAGED_ENV } from '../support/required-or-skipped';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

// The PACKAGED app, as electron-builder unpacked it (dist/, or FUSE_TABLE_PACKAGED_DIR), launched
// the way an installed copy starts: app.asar, the SQLite driver in resources/, no project folder.
// Skipped with the reason printed where nothing is packaged; the release workflow sets
// FUSE_TABLE_REQUIRE_PACKAGED=1, which makes that a failure.
const packaged = launchablePackagedApp(ROOT);
const packagedGate = gate('Packaged app smoke test', packaged, REQUIRE_PACKAGED_ENV, process.env);
if (packagedGate.mode !== 'run') console.log(packagedGate.message);

type PageGlobal = Record<string, unknown> & { fuse: ApiBridge };
type Reply<T> = { ok: true; value: T } | { ok: false; error: { code: string; message: string } };

/** What the main process says about itself once the store is open. */
interface MainFacts {
  isPackaged: boolean;
  userData: string;
  appData: string;
  abi: string;
  loaded: string[];
}

async function launch(env: Record<string, string>): Promise<{ app: ElectronApplication; page: Page }> {
  if (!packaged.found) throw new Error(packagedGate.mode === 'run' ? 'unreachable' : packagedGate.message);
  // Nothing from the caller's shell decides the data folder or turns Electron into plain Node.
  const { FUSE_TABLE_DATA_DIR: _data, ELECTRON_RUN_AS_NODE: _node, XDG_CONFIG_HOME: _xdg, ...base } = process.env;
  const app = await _electron.launch({
    executablePath: packaged.executable,
    // Chromium will not start as root with its sandbox on (CI containers run as root).
    args: ['--lang=en-GB', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    cwd: tmpdir(),
    env: { ...base, LANG: 'en_GB.UTF-8', ...env } as Record<string, string>,
    timeout: 60_000,
  });
  const page = await app.firstWindow();
  return { app, page };
}

async function mainFacts(app: ElectronApplication): Promise<MainFacts> {
  return app.evaluate(({ app: electronApp }) => {
    // Node's diagnostic report lists every shared library the process has loaded, on each OS;
    // the main module's require cache names every native module required (the entry is CommonJS).
    let shared: string[];
    try {
      shared = (process.report?.getReport() as unknown as { sharedObjects?: string[] } | undefined)?.sharedObjects ?? [];
    } catch {
      shared = [];
    }
    const main = (process as unknown as { mainModule?: { constructor: { _cache?: Record<string, unknown> } } }).mainModule;
    return {
      isPackaged: electronApp.isPackaged,
      userData: electronApp.getPath('userData'),
      appData: electronApp.getPath('appData'),
      abi: process.versions.modules,
      loaded: [...shared, ...Object.keys(main?.constructor._cache ?? {})],
    };
  });
}

/** Quits the way the app quits (app.quit) and says how the process ended. */
async function quit(app: ElectronApplication): Promise<number | null> {
  const child = app.process();
  await app.close();
  if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
  return child.exitCode;
}

const call = <T>(page: Page, method: keyof ApiBridge, input: unknown) =>
  page.evaluate(([m, i]) => ((globalThis as unknown as PageGlobal).fuse[m] as (x: unknown) => Promise<unknown>)(i), [method, input] as const) as Promise<Reply<T>>;

test.describe('packaged app', () => {
  test.skip(packagedGate.mode === 'skip', packagedGate.mode === 'skip' ? packagedGate.message : '');
  test.beforeAll(() => {
    if (packagedGate.mode === 'fail') throw new Error(packagedGate.message);
  });
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let dataDir = '';
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-packaged-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('opens on the start screen, plays FLATLINE on the Electron SQLite driver, quits cleanly and keeps the game', async () => {
    const { app, page } = await launch({ FUSE_TABLE_DATA_DIR: dataDir });
    let played: GameDetail | undefined;
    try {
      await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
      await expect(page.getByText('No games in progress yet')).toBeVisible();
      // The page comes out of app.asar, not out/ in a checkout.
      expect(page.url()).toMatch(/app\.asar|^app:/);

      await page.getByLabel('Name of player 1').fill('Ann');
      await page.getByLabel('Name of player 2').fill('Bo');
      await page.getByRole('button', { name: 'Start game' }).click();
      await expect(page.getByTestId('game-round')).toHaveText('Round 1');

      // A few moves through the page's own API (IPC to the main process, saved before the reply).
      const listed = await call<GameDetail[]>(page, 'listGames', { status: 'all' });
      if (!listed.ok) throw new Error(`listGames refused: ${listed.error.code}`);
      expect(listed.value).toHaveLength(1);
      const opened = await call<GameDetail>(page, 'getGame', { id: listed.value[0]!.id });
      if (!opened.ok) throw new Error(`getGame refused: ${opened.error.code}`);
      let game = opened.value;
      for (let move = 0; move < 4; move++) {
        const action = greedyAction(game.state);
        const reply = await call<GameDetail>(page, 'act', { kind: 'flatline', id: game.id, action });
        if (!reply.ok) throw new Error(`${action.type} refused: ${reply.error.code} ${reply.error.message}`);
        expect(reply.value.state).not.toEqual(game.state);
        game = reply.value;
      }
      played = game;

      // The store is the one in the chosen folder, opened by the driver shipped beside app.asar,
      // which was built for this Electron's ABI.
      const facts = await mainFacts(app);
      expect(facts.isPackaged).toBe(true);
      expect(facts.userData).toBe(dataDir);
      expect(existsSync(join(dataDir, 'games.db'))).toBe(true);
      const driver = join(packaged.found ? packaged.resourcesDir : '', 'better_sqlite3.node');
      const loadedDrivers = new Set(facts.loaded.filter((path) => path.endsWith('better_sqlite3.node')).map((path) => path.toLowerCase()));
      expect([...loadedDrivers]).toEqual([driver.toLowerCase()]);
      expect(readModuleAbi(driver)).toBe(Number(facts.abi));
    } finally {
      expect(await quit(app)).toBe(0);
    }
    // A clean close checkpoints SQLite's write-ahead log and removes it.
    expect(existsSync(join(dataDir, 'games.db-wal'))).toBe(false);

    if (!played) throw new Error('no game was played');
    const again = await launch({ FUSE_TABLE_DATA_DIR: dataDir });
    try {
      await expect(again.page.getByRole('listitem').filter({ hasText: 'Ann, Bo' })).toBeVisible();
      const kept = await call<GameDetail>(again.page, 'getGame', { id: played.id });
      // Every move is kept (a countdown interrupted by the quit comes back paused, so only the
      // clock may differ).
      expect(kept.ok && { round: kept.value.state.round, dice: kept.value.state.dice }).toEqual({ round: played.state.round, dice: played.state.dice });
    } finally {
      expect(await quit(again.app)).toBe(0);
    }
  });

  test('keeps its data in the per-user app data folder when not told otherwise', async () => {
    // Linux: the folder follows XDG_CONFIG_HOME, so a temporary one stands in for ~/.config.
    // Windows and macOS fix it (%APPDATA%, ~/Library/Application Support): the test uses the real
    // one only where no FUSE Table folder exists yet, and removes what it made.
    const env: Record<string, string> = {};
    let appData: string;
    if (process.platform === 'linux') {
      appData = dataDir;
      env['XDG_CONFIG_HOME'] = dataDir;
    } else {
      appData = process.platform === 'win32' ? (process.env['APPDATA'] ?? join(homedir(), 'AppData', 'Roaming')) : join(homedir(), 'Library', 'Application Support');
    }
    const folder = join(appData, 'FUSE Table');
    test.skip(process.platform !== 'linux' && existsSync(folder), `${folder} already exists; this test will not touch a user's games`);
    try {
      const { app, page } = await launch(env);
      try {
        await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
        const facts = await mainFacts(app);
        expect([facts.appData, facts.userData]).toEqual([appData, folder]);
      } finally {
        expect(await quit(app)).toBe(0);
      }
      expect(readFileSync(join(folder, 'games.db')).subarray(0, 15).toString('latin1')).toBe('SQLite format 3');
    } finally {
      if (process.platform !== 'linux') rmSync(folder, { recursive: true, force: true });
    }
  });
});
