import { join } from 'node:path';

/** The file scripts/electron-native.mjs builds and electron-builder ships as an extra resource. */
export const ELECTRON_NATIVE_FILE = 'better_sqlite3.node';

/**
 * The better-sqlite3 build made for Electron's ABI. Node (tests, web host) keeps using the one in
 * node_modules; the app points better-sqlite3's `nativeBinding` here, so neither build is ever
 * rebuilt for the other. Packaged: beside app.asar in resources/ (a .node cannot load from inside
 * an asar). From a checkout: native/electron/ under the project root (the app path).
 */
export function electronNativeBindingPath(app: { isPackaged: boolean; resourcesPath: string; appPath: string }): string {
  return app.isPackaged
    ? join(app.resourcesPath, ELECTRON_NATIVE_FILE)
    : join(app.appPath, 'native', 'electron', ELECTRON_NATIVE_FILE);
}

/** What to tell the user when that file is missing. */
export function missingNativeBindingMessage(path: string, isPackaged: boolean): string {
  return isPackaged
    ? `The SQLite driver is missing from this installation (${path}). Please reinstall FUSE Table.`
    : `The SQLite driver built for Electron is missing (${path}). Run \`npm start\`, which builds it, ` +
        'or `node scripts/electron-native.mjs` on its own.';
}
