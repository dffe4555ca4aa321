// Finds the Electron binary the way the electron package does (path.txt names the executable
// inside dist/), without require('electron'): requiring it starts a download when the binary is
// missing, and on machines without internet that hangs or fails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * { found: true, path, distDir, version } when the binary is installed, else { found: false, reason }
 * with a reason fit to print. ELECTRON_OVERRIDE_DIST_PATH is honoured as the package honours it.
 */
export function findElectronBinary(root, env = process.env) {
  const packageDir = join(root, 'node_modules', 'electron');
  const packageFile = join(packageDir, 'package.json');
  if (!existsSync(packageFile)) {
    return { found: false, reason: 'the electron package is not installed (node_modules/electron is missing); run `npm install`' };
  }
  const version = JSON.parse(readFileSync(packageFile, 'utf8')).version;
  const howToInstall = `install it with \`npx --no install-electron\` (downloads Electron ${version}; needs internet access)`;
  const pathFile = join(packageDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : undefined;

  const overrideDir = env.ELECTRON_OVERRIDE_DIST_PATH;
  if (overrideDir) {
    const path = join(overrideDir, executable || defaultExecutable());
    return existsSync(path)
      ? { found: true, path, distDir: overrideDir, version }
      : { found: false, reason: `ELECTRON_OVERRIDE_DIST_PATH is set, but ${path} does not exist` };
  }
  if (!executable) {
    return { found: false, reason: `the Electron ${version} binary is not installed (node_modules/electron/path.txt is missing); ${howToInstall}` };
  }
  const path = join(packageDir, 'dist', executable);
  if (!existsSync(path)) {
    return { found: false, reason: `the Electron ${version} binary is not installed (${path} is missing); ${howToInstall}` };
  }
  return { found: true, path, distDir: join(packageDir, 'dist'), version };
}

function defaultExecutable() {
  if (process.platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  return process.platform === 'win32' ? 'electron.exe' : 'electron';
}
