#!/usr/bin/env node
// `npm run dist`: build the app, make sure the SQLite driver for Electron is built and checked,
// then package with electron-builder for the current OS (electron-builder.yml: Windows NSIS,
// macOS DMG, Linux AppImage and deb). Arguments after `--` go to electron-builder, e.g.
// `npm run dist -- --dir` for an unpacked folder. Installers download their tools on first use.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron/electron-binary.mjs';
import { packageBin } from './electron/package-bin.mjs';
import { ensureElectronNative } from './electron-native.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLATFORM_FLAG = { win32: '--win', darwin: '--mac', linux: '--linux' };

function stop(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

const platformFlag = PLATFORM_FLAG[process.platform];
if (!platformFlag) stop(`FUSE Table is packaged for Windows, macOS and Linux, not ${process.platform}.`);

try {
  ensureElectronNative();
} catch (error) {
  stop(`${error.message}\nPackaging needs that driver; nothing was packaged.`);
}

const node = (args) => spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' }).status === 0;
if (!node([packageBin(ROOT, 'electron-vite'), 'build'])) stop('The build failed (see above); nothing was packaged.');

// A local Electron (node_modules/electron/dist) saves electron-builder its own download.
const electron = findElectronBinary(ROOT);
const builderArgs = [packageBin(ROOT, 'electron-builder'), platformFlag, '--config', 'electron-builder.yml'];
if (electron.found) builderArgs.push(`-c.electronDist=${electron.distDir}`);
else console.log(`No local Electron binary (${electron.reason}); electron-builder will download Electron itself.`);
if (!node([...builderArgs, ...process.argv.slice(2)])) stop('electron-builder failed (see above).');
console.log('Packages are in dist/.');
