import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '@shared/errors';

/**
 * startApp against a stand-in for Electron's main-process API and the REAL application services:
 * the "native build for Electron" here is a copy of the Node build, so the store really opens.
 * What cannot be checked without launching Electron is covered by e2e/electron.
 */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => unknown;
  const state = {
    calls: [] as string[],
    appListeners: new Map<string, Listener[]>(),
    paths: new Map<string, string>(),
    lock: true,
    appPath: '',
    handlers: new Map<string, Listener>(),
    windows: [] as Array<{ options: Record<string, unknown>; url: string; sent: unknown[][]; listeners: Map<string, Listener> }>,
    errorBoxes: [] as string[][],
    exitCode: undefined as number | undefined,
    session: { permissionRequest: undefined as Listener | undefined, headers: undefined as Listener | undefined },
    menu: undefined as unknown,
    schemes: [] as unknown[],
    protocols: new Map<string, Listener>(),
  };
  const reset = () => {
    state.calls = [];
    state.appListeners = new Map();
    state.paths = new Map([['appData', '/home/nobody/.config']]);
    state.lock = true;
    state.handlers = new Map();
    state.windows = [];
    state.errorBoxes = [];
    state.exitCode = undefined;
    state.session = { permissionRequest: undefined, headers: undefined };
    state.menu = undefined;
    state.schemes = [];
    state.protocols = new Map();
  };
  const emit = (name: string, ...args: unknown[]) => (state.appListeners.get(name) ?? []).forEach((l) => l(...args));
  const app = {
    isPackaged: false,
    setName: (name: string) => state.calls.push(`setName ${name}`),
    getPath: (name: string) => state.paths.get(name) ?? '',
    setPath: (name: string, value: string) => {
      state.calls.push(`setPath ${name}`);
      state.paths.set(name, value);
    },
    requestSingleInstanceLock: () => {
      state.calls.push('requestSingleInstanceLock');
      return state.lock;
    },
    enableSandbox: () => state.calls.push('enableSandbox'),
    setAsDefaultProtocolClient: (scheme: string) => state.calls.push(`setAsDefaultProtocolClient ${scheme}`),
    quit: () => state.calls.push('quit'),
    exit: (code: number) => (state.exitCode = code),
    on: (name: string, listener: Listener) => state.appListeners.set(name, [...(state.appListeners.get(name) ?? []), listener]),
    whenReady: () => Promise.resolve(),
    getAppPath: () => state.appPath,
    getVersion: () => '0.1.0-test',
  };
  class BrowserWindow {
    webContents: { send: (...args: unknown[]) => void; isDestroyed: () => boolean; once: (name: string, listener: Listener) => void };
    record: (typeof state.windows)[number];
    constructor(options: Record<string, unknown>) {
      this.record = { options, url: '', sent: [], listeners: new Map() };
      const record = this.record;
      this.webContents = {
        send: (...args) => record.sent.push(args),
        isDestroyed: () => false,
        once: (name, listener) => record.listeners.set(`webContents:${name}`, listener),
      };
      state.windows.push(record);
    }
    static getAllWindows = () => state.windows.map((w) => ({ webContents: { send: (...a: unknown[]) => w.sent.push(a), isDestroyed: () => false } }));
    once(name: string, listener: Listener) {
      this.record.listeners.set(name, listener);
    }
    on(name: string, listener: Listener) {
      this.record.listeners.set(name, listener);
    }
    loadURL(url: string) {
      this.record.url = url;
      return Promise.resolve();
    }
    show() {}
    maximize() {
      state.calls.push('maximize');
    }
    setFullScreen(on: boolean) {
      state.calls.push(`setFullScreen ${on}`);
    }
    getNormalBounds() {
      const o = this.record.options as { x?: number; y?: number; width: number; height: number };
      return { x: o.x ?? 0, y: o.y ?? 0, width: o.width, height: o.height };
    }
    isMaximized() {
      return false;
    }
    isMinimized() {
      return false;
    }
    focus() {
      state.calls.push('focus');
    }
    isFullScreen() {
      return true;
    }
  }
  const display = { workArea: { x: 0, y: 0, width: 1920, height: 1050 } };
  const electron = {
    app,
    BrowserWindow,
    dialog: { showErrorBox: (title: string, message: string) => state.errorBoxes.push([title, message]) },
    ipcMain: {
      handle: (channel: string, handler: Listener) => state.handlers.set(channel, handler),
      removeHandler: (channel: string) => state.handlers.delete(channel),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.schemes.push(...schemes),
      handle: (scheme: string, handler: Listener) => state.protocols.set(scheme, handler),
    },
    screen: { getPrimaryDisplay: () => display, getAllDisplays: () => [display] },
    Menu: { buildFromTemplate: (template: unknown) => ({ template }), setApplicationMenu: (menu: unknown) => (state.menu = menu) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Listener) => (state.session.permissionRequest = handler),
        setPermissionCheckHandler: () => {},
        webRequest: { onHeadersReceived: (handler: Listener) => (state.session.headers = handler) },
      },
    },
  };
  return { state, reset, emit, electron };
});

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }));

const { startApp } = await import('./start-app');

let root: string;
let mainDir: string;
let dataDir: string;
const nodeBuild = join(process.cwd(), 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');

beforeEach(() => {
  fake.reset();
  root = mkdtempSync(join(tmpdir(), 'fuse-start-app-'));
  mainDir = join(root, 'out', 'main');
  dataDir = join(root, 'games');
  fake.state.appPath = root;
  mkdirSync(join(root, 'native', 'electron'), { recursive: true });
  copyFileSync(nodeBuild, join(root, 'native', 'electron', 'better_sqlite3.node'));
  vi.stubEnv('FUSE_TABLE_DATA_DIR', dataDir);
  vi.stubEnv('ELECTRON_RENDERER_URL', undefined);
});

afterEach(() => {
  fake.emit('will-quit'); // closes the database before the folder goes
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const ourFrame = () => ({ url: 'app://fuse-table/index.html', parent: null });
const call = (frame: unknown, method: string, payload: unknown) => {
  const handler = fake.state.handlers.get('fuse:call');
  if (!handler) throw new Error('no IPC handler');
  return handler({ senderFrame: frame }, method, payload) as Promise<Result<unknown>>;
};

describe('startApp', () => {
  it('puts everything in the data folder, takes the lock after that, and sandboxes every renderer', async () => {
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    expect(fake.state.calls).toEqual(['setName FUSE Table', 'setPath userData', 'requestSingleInstanceLock', 'enableSandbox']);
    expect(fake.state.paths.get('userData')).toBe(dataDir);
    expect(existsSync(join(dataDir, 'games.db'))).toBe(true);
    expect(fake.state.menu).toBeDefined();
    expect(fake.state.session.headers).toBeTypeOf('function');
    expect(fake.state.schemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect(fake.state.appListeners.get('web-contents-created')).toHaveLength(1);
  });

  it('opens one hardened window on the built renderer with the CommonJS preload', async () => {
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const window = fake.state.windows[0]!;
    expect(window.url).toBe(ourFrame().url);
    expect(window.options['webPreferences']).toMatchObject({
      preload: join(root, 'out', 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
  });

  it('serves the real API over IPC to our page only, and pushes its events to the window', async () => {
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const created = await call(ourFrame(), 'createGame', {
      kind: 'flatline',
      setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] },
      seed: 7,
    });
    expect(created.ok).toBe(true);
    const sent = fake.state.windows[0]!.sent;
    expect(sent.map(([channel, event]) => [channel, (event as { type: string }).type])).toEqual([['fuse:event', 'gameChanged']]);

    const refused = await call({ url: 'https://evil.example/', parent: null }, 'listGames', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    const listed = await call(ourFrame(), 'listGames', { status: 'all' });
    expect(listed.ok && (listed.value as unknown[]).length).toBe(1);

    fake.emit('will-quit');
    expect(fake.state.handlers.has('fuse:call')).toBe(false);
  });

  it('opens no smaller than 1024×640, where the last run left it, and saves its place and mode on close', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'window-state.json'), JSON.stringify({ x: 40, y: 30, width: 1500, height: 900, maximized: true, fullScreen: false }));
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const window = fake.state.windows[0]!;
    expect(window.options).toMatchObject({ x: 40, y: 30, width: 1500, height: 900, minWidth: 1024, minHeight: 640, show: false });
    window.listeners.get('ready-to-show')!();
    expect(fake.state.calls.slice(-1)).toEqual(['maximize']);
    window.listeners.get('close')!();
    expect(JSON.parse(readFileSync(join(dataDir, 'window-state.json'), 'utf8'))).toEqual({ x: 40, y: 30, width: 1500, height: 900, maximized: false, fullScreen: true });
  });

  it('opens at the default size when the saved window state is damaged', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'window-state.json'), '{"x": 40, "y": "');
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    expect(fake.state.windows[0]!.options).toMatchObject({ width: 1280, height: 820 });
    expect(fake.state.windows[0]!.options['x']).toBeUndefined();
  });

  it('pauses a running countdown when the window is minimised or hidden', async () => {
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const created = await call(ourFrame(), 'createGame', { kind: 'flatline', setup: { seats: [{ name: 'Ann', colour: 'red' }, { name: 'Bo', colour: 'blue' }] }, seed: 7 });
    type Game = { id: string; paused: boolean; state: { stop: string; pending?: { options: { id: string }[] } } };
    let game = (created as { value: Game }).value;
    for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
      const action = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' };
      game = ((await call(ourFrame(), 'act', { kind: 'flatline', id: game.id, action })) as { value: Game }).value;
    }
    expect([game.state.stop, game.paused]).toEqual(['countdown', false]);
    fake.state.windows[0]!.listeners.get('minimize')!();
    const after = (await call(ourFrame(), 'getGame', { id: game.id })) as { value: Game };
    expect(after.value.paused).toBe(true);
    // Hidden with nothing running: nothing to pause, nothing fails.
    fake.state.windows[0]!.listeners.get('hide')!();
  });

  it('packaged: keeps FUSE_TABLE_DATA_DIR as the data folder and opens the store with the driver in resources/', async () => {
    // What the release smoke test relies on: an installed copy honours the test's data folder and
    // loads the SQLite driver shipped beside app.asar, never the one in a checkout.
    const resourcesPath = join(root, 'installed', 'resources');
    mkdirSync(resourcesPath, { recursive: true });
    copyFileSync(nodeBuild, join(resourcesPath, 'better_sqlite3.node'));
    copyFileSync(join(process.cwd(), 'resources', 'icon.png'), join(resourcesPath, 'icon.png'));
    rmSync(join(root, 'native'), { recursive: true });
    const processWithResources = process as NodeJS.Process & { resourcesPath?: string };
    const before = processWithResources.resourcesPath;
    fake.electron.app.isPackaged = true;
    processWithResources.resourcesPath = resourcesPath;
    try {
      startApp(mainDir);
      await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
      expect(fake.state.paths.get('userData')).toBe(dataDir);
      expect(existsSync(join(dataDir, 'games.db'))).toBe(true);
      expect(fake.state.errorBoxes).toEqual([]);
      expect(fake.state.windows[0]!.options['icon']).toBe(process.platform === 'linux' ? join(resourcesPath, 'icon.png') : undefined);
    } finally {
      fake.electron.app.isPackaged = false;
      processWithResources.resourcesPath = before;
    }
  });

  it('packaged: says the installation is broken when resources/ has no SQLite driver', async () => {
    const processWithResources = process as NodeJS.Process & { resourcesPath?: string };
    const before = processWithResources.resourcesPath;
    fake.electron.app.isPackaged = true;
    processWithResources.resourcesPath = join(root, 'installed', 'resources');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      startApp(mainDir);
      await vi.waitFor(() => expect(fake.state.exitCode).toBe(1));
      expect(fake.state.errorBoxes).toEqual([
        ['FUSE Table cannot open its game store', `The SQLite driver is missing from this installation (${join(root, 'installed', 'resources', 'better_sqlite3.node')}). Please reinstall FUSE Table.`],
      ]);
    } finally {
      fake.electron.app.isPackaged = false;
      processWithResources.resourcesPath = before;
    }
  });

  it('serves the renderer from app://fuse-table with the CSP header, and nothing outside out/renderer', async () => {
    mkdirSync(join(root, 'out', 'renderer'), { recursive: true });
    writeFileSync(join(root, 'out', 'renderer', 'index.html'), '<!doctype html><title>FUSE Table</title>');
    writeFileSync(join(root, 'out', 'secret.txt'), 'not for the page');
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const serve = fake.state.protocols.get('app') as (request: { url: string; method: string }) => Promise<Response>;
    const page = await serve({ url: fake.state.windows[0]!.url, method: 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await page.text()).toContain('FUSE Table');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await serve({ url: 'app://fuse-table/%2e%2e/secret.txt', method: 'GET' })).status).toBe(404);
    // The old file:// page may no longer call the API.
    const fromFile = await call({ url: pathToFileURL(join(root, 'out', 'renderer', 'index.html')).href, parent: null }, 'listGames', {});
    expect(fromFile).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
  });

  it('says which process holds the data folder and exits, changing nothing, when another app or host has it', async () => {
    const { openStore } = await import('../store/store');
    const holder = openStore({ dataDir, now: () => '2026-11-22T10:00:00.000Z', owner: 'web' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      startApp(mainDir);
      await vi.waitFor(() => expect(fake.state.exitCode).toBe(1));
      expect(fake.state.errorBoxes).toEqual([['FUSE Table cannot open its game store', expect.stringContaining(`is already in use by the FUSE Table web host, process ${process.pid}`)]]);
      expect(fake.state.errorBoxes[0]![1]).toContain('--data-dir');
      expect(fake.state.windows).toHaveLength(0);
    } finally {
      holder.close();
    }
  });

  it('quits at once when another instance holds the lock', async () => {
    fake.state.lock = false;
    startApp(mainDir);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.state.calls.at(-1)).toBe('quit');
    expect(fake.state.windows).toHaveLength(0);
    expect(existsSync(join(dataDir, 'games.db'))).toBe(false);
  });

  it('says what is missing and exits when there is no SQLite driver for Electron', async () => {
    rmSync(join(root, 'native'), { recursive: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startApp(mainDir);
    await vi.waitFor(() => expect(fake.state.exitCode).toBe(1));
    expect(fake.state.errorBoxes).toEqual([
      ['FUSE Table cannot open its game store', expect.stringContaining('The SQLite driver built for Electron is missing')],
    ]);
    expect(fake.state.windows).toHaveLength(0);
  });

  it('opens replay files the system hands the app (command line, macOS open-file, a second launch) once the window has loaded, and pushes what came of each', async () => {
    const launched = join(root, 'Friday.fusereplay');
    writeFileSync(launched, 'we won, honest');
    const second = join(root, 'Chess.fusereplay');
    writeFileSync(second, JSON.stringify({ format: 'chess-pgn' }));
    const argv = process.argv;
    process.argv = [...argv, launched];
    try {
      startApp(mainDir);
    } finally {
      process.argv = argv;
    }
    fake.emit('open-file', { preventDefault: () => {} }, join(root, 'Gone.fusereplay'));
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const window = fake.state.windows[0]!;
    const pushed = () => window.sent.map(([, event]) => event as { type: string; name: string; error: { code: string } });
    expect(pushed()).toEqual([]);
    (window.listeners.get('webContents:did-finish-load') as () => void)();
    fake.emit('second-instance', {}, ['/opt/fuse-table', second]);
    await vi.waitFor(() => expect(pushed()).toHaveLength(3));
    expect(pushed().map((event) => [event.type, event.name, event.error.code])).toEqual([
      ['replayFileRefused', 'Friday.fusereplay', 'replay-not-json'],
      ['replayFileRefused', 'Gone.fusereplay', 'replay-unreadable'],
      ['replayFileRefused', 'Chess.fusereplay', 'replay-wrong-format'],
    ]);
    expect(fake.state.calls).toContain('focus');
  });

  it('opens room links the system hands the app (command line, macOS open-url, a second launch) once the window has loaded; a bad link is refused in words', async () => {
    const argv = process.argv;
    process.argv = [...argv, '--no-sandbox', 'fusetable://far/ABCDE-23456-7FGHI-JKLMN-OPQRS-T'];
    try {
      startApp(mainDir);
    } finally {
      process.argv = argv;
    }
    let prevented = false;
    fake.emit('open-url', { preventDefault: () => (prevented = true) }, 'fusetable://far/zzzzz-zzzzz-zzzzz-zzzzz-zzzzz-z');
    expect(prevented).toBe(true);
    await vi.waitFor(() => expect(fake.state.windows).toHaveLength(1));
    const window = fake.state.windows[0]!;
    const pushed = () => window.sent.map(([, event]) => event);
    // Before the window listens nothing is pushed; then only the last link that waited opens (one join screen).
    expect(pushed()).toEqual([]);
    (window.listeners.get('webContents:did-finish-load') as () => void)();
    expect(pushed()).toEqual([{ type: 'farLinkOpened', room: 'zzzzzzzzzzzzzzzzzzzzzzzzzz' }]);
    const focused = () => fake.state.calls.filter((call) => call === 'focus').length;
    const before = focused();
    fake.emit('second-instance', {}, ['/opt/fuse-table', 'fusetable://far/abcde-23456-7fghi-jklmn-opqrs-t']);
    fake.emit('second-instance', {}, ['/opt/fuse-table', 'fusetable://settings/delete-everything']);
    expect(pushed().slice(1)).toEqual([
      { type: 'farLinkOpened', room: 'abcde234567fghijklmnopqrst' },
      {
        type: 'farLinkRefused',
        error: { code: 'far-link-refused', message: 'This link is not a FUSE Table room link (fusetable://far/…).', params: { link: 'fusetable://settings/delete-everything' } },
      },
    ]);
    // The window comes forward for each link.
    expect(focused()).toBeGreaterThan(before);
    // A development build does not claim the scheme for the bare Electron binary.
    expect(fake.state.calls).not.toContain('setAsDefaultProtocolClient fusetable');
  });

  it('refuses an empty data folder setting before touching anything', () => {
    vi.stubEnv('FUSE_TABLE_DATA_DIR', ' ');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startApp(mainDir);
    expect(fake.state.exitCode).toBe(1);
    expect(fake.state.errorBoxes).toEqual([['FUSE Table cannot start', 'FUSE_TABLE_DATA_DIR is set but empty; give it a folder or unset it']]);
    expect(fake.state.calls).toEqual(['setName FUSE Table']);
  });

  it('refuses a dev server that is not on this machine', () => {
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://192.0.2.1:5173/');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startApp(mainDir);
    expect(fake.state.exitCode).toBe(1);
    expect(fake.state.errorBoxes).toEqual([
      ['FUSE Table cannot start', 'ELECTRON_RENDERER_URL must be an http URL on this machine, not http://192.0.2.1:5173/'],
    ]);
  });
});
