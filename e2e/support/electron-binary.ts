import { join } from 'node:path';
import { findElectronBinary, type ElectronBinary } from '../../scripts/electron/electron-binary.mjs';

/** The project root: the Electron app is launched from here (package.json "main" → out/main/index.js). */
export const ROOT = join(__dirname, '..', '..');

/**
 * The installed Electron binary, found from node_modules/electron/path.txt and dist/ (or
 * ELECTRON_OVERRIDE_DIST_PATH), never by require('electron'), which would start a download.
 * The same lookup `npm start` uses.
 */
export function electronBinary(): ElectronBinary {
  return findElectronBinary(ROOT, process.env);
}
