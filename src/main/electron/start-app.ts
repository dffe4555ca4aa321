import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session } from 'electron';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { openApiHost } from '../services';
import type { ApiHost } from '../services/api-host';
import { connectApiToIpc } from './api-ipc';
import { APP_SCHEME_PRIVILEGES, appProtocolHandler } from './app-protocol';
import { APP_ID, chooseDataFolder, PRODUCT_NAME } from './data-folder';
import { createMainWindow } from './main-window';
import { applicationMenuTemplate } from './menu-template';
import { electronNativeBindingPath, missingNativeBindingMessage } from './native-binding';
import { installNavigationGuards } from './navigation-guards';
import { APP_SCHEME, rendererLocation, type RendererLocation } from './renderer-location';
import { hardenSession } from './session-guards';
import { startGuestListener } from '../web/guest-listener';
import { chooseLanAddress } from '../web/lan-address';
import { IPC_EVENT } from '@shared/api';
import { createReplayFileDoor, replayFilesIn } from './replay-file-door';
import { createFarLinkDoor } from './far-link-door';
import { FAR_SCHEME, farLinksIn } from '@shared/far-link';

/** The guest listener's port in the desktop app (the web host takes --guest-port). */
const GUEST_PORT = 5198;

/** Says what went wrong in a dialog (the terminal too) and quits: the app cannot run without it. */
function fatal(title: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${title}: ${message}`);
  dialog.showErrorBox(title, message);
  app.exit(1);
}

/**
 * The Electron app: one hardened window over the application services. `mainDir` is the folder of
 * the built entry (out/main); the preload and renderer builds sit beside it.
 */
export function startApp(mainDir: string): void {
  app.setName(PRODUCT_NAME);
  // Windows groups taskbar entries and notifications by this id; electron-builder uses the same (appId).
  if (process.platform === 'win32') app.setAppUserModelId(APP_ID);

  let dataDir: string;
  let location: RendererLocation;
  try {
    dataDir = chooseDataFolder({
      argv: process.argv,
      env: process.env,
      appDataDir: app.getPath('appData'),
      cwd: process.cwd(),
    }).dataDir;
    location = rendererLocation(process.env, mainDir, app.isPackaged);
  } catch (error) {
    fatal('FUSE Table cannot start', error);
    return;
  }
  // Chromium's profile goes with the database, so a chosen folder (tests, portable use) holds
  // everything and the single-instance lock is per folder.
  app.setPath('userData', dataDir);
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }

  app.enableSandbox();
  // The renderer's own origin (app://fuse-table): must be declared before the app is ready.
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.on('web-contents-created', (_event, contents) => installNavigationGuards(contents, location));

  let mainWindow: BrowserWindow | null = null;
  let host: ApiHost | undefined;
  const openWindow = () => {
    const iconPath = app.isPackaged ? join(process.resourcesPath, 'icon.png') : join(app.getAppPath(), 'resources', 'icon.png');
    mainWindow = createMainWindow({
      location,
      preloadPath: join(mainDir, '..', 'preload', 'index.cjs'),
      dataDir,
      pauseRunningGames: () => host?.pauseRunningGames(),
      ...(process.platform === 'linux' && existsSync(iconPath) ? { iconPath } : {}),
    });
    mainWindow.on('closed', () => (mainWindow = null));
  };

  // Replay files the system opens with the app (docs/replay-files.md): macOS sends `open-file` (before
  // the app is ready when it launches the app for the file), Windows and Linux put the file on the
  // command line, of this launch or of a second one. They wait until the window listens.
  const door = createReplayFileDoor({
    host: { dispatch: (method, payload) => (host ? host.dispatch(method, payload) : Promise.resolve({ ok: false, error: { code: 'database-unavailable', message: 'No database is open.' } })) },
    files: { size: async (path) => (await stat(path)).size, read: (path) => readFile(path, 'utf8') },
    tell: (event) => BrowserWindow.getAllWindows().forEach((window) => window.webContents.send(IPC_EVENT, event)),
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    void door.open(path);
  });
  for (const path of replayFilesIn(process.argv.slice(1))) void door.open(path);

  const showWindow = () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  };
  // Room links (fusetable://far/<code>, docs/far-away.md): the installers register the scheme; a
  // packaged app also claims it at start (an AppImage or a moved app). macOS sends `open-url`,
  // Windows and Linux the command line. Each opens "Join a table far away" with its code filled.
  if (app.isPackaged) app.setAsDefaultProtocolClient(FAR_SCHEME);
  const farLinks = createFarLinkDoor({
    tell: (event) => BrowserWindow.getAllWindows().forEach((window) => window.webContents.send(IPC_EVENT, event)),
    show: showWindow,
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    farLinks.open(url);
  });
  for (const link of farLinksIn(process.argv.slice(1))) farLinks.open(link);

  app.on('second-instance', (_event, argv: string[]) => {
    for (const path of replayFilesIn(argv.slice(1))) void door.open(path);
    for (const link of farLinksIn(argv.slice(1))) farLinks.open(link);
    showWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(async () => {
      hardenSession(session.defaultSession);
      if (location.kind === 'app') protocol.handle(APP_SCHEME, appProtocolHandler(location.rendererDir));
      Menu.setApplicationMenu(Menu.buildFromTemplate(applicationMenuTemplate(process.platform, app.isPackaged)));

      const appPaths = { isPackaged: app.isPackaged, resourcesPath: process.resourcesPath, appPath: app.getAppPath() };
      const nativeBinding = electronNativeBindingPath(appPaths);
      if (!existsSync(nativeBinding)) {
        fatal('FUSE Table cannot open its game store', missingNativeBindingMessage(nativeBinding, app.isPackaged));
        return;
      }
      let opened: ApiHost;
      try {
        opened = await openApiHost({
          dataDir,
          transport: 'electron',
          appVersion: app.getVersion(),
          nativeBinding,
          // Players' devices join over the local network, only while the host invites them; the
          // listener closes with the invitations and when the app quits (opened.close below).
          guestDoor: (gate) =>
            startGuestListener({ gate, host: chooseLanAddress(), port: GUEST_PORT, ...(location.kind === 'app' ? { rendererDir: location.rendererDir } : {}) }),
        });
      } catch (error) {
        fatal('FUSE Table cannot open its game store', error);
        return;
      }
      host = opened;
      const disconnect = connectApiToIpc({
        ipcMain,
        host: opened,
        location,
        targets: () => BrowserWindow.getAllWindows().map((window) => window.webContents),
      });
      app.on('will-quit', () => {
        disconnect();
        opened.close();
      });

      openWindow();
      mainWindow!.webContents.once('did-finish-load', () => {
        void door.ready();
        farLinks.ready();
      });
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openWindow();
      });
    })
    .catch((error: unknown) => fatal('FUSE Table failed to start', error));
}
