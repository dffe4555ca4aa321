#!/usr/bin/env node
// `npm start`: build the SQLite driver for Electron if needed, build the app, launch it in
// Electron. Arguments after `--` go to the app (e.g. `npm start -- --data-dir ./my-games`).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findElectronBinary } from './electron/electron-binary.mjs';
import { packageBin } from './electron/package-bin.mjs';
import { ensureElectronNative } from './electron-native.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function stop(message) {
  console.error(`\n${message}`);
  process.exit(1);
}

const electron = findElectronBinary(ROOT);
if (!electron.found) {
  stop(
    `Cannot start FUSE Table: ${electron.reason}.\n` +
      'To play without Electron, run `npm run serve` and open the address it prints in a browser.',
  );
}

try {
  ensureElectronNative();
} catch (error) {
  stop(error.message);
}

const build = spawnSync(process.execPath, [packageBin(ROOT, 'electron-vite'), 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) stop('The build failed (see above); nothing was launched.');

// ELECTRON_RUN_AS_NODE would turn Electron into plain Node: never pass it on.
const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
const app = spawn(electron.path, [ROOT, ...process.argv.slice(2)], { cwd: ROOT, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.kill(signal));
app.on('error', (error) => stop(`Could not launch ${electron.path}: ${error.message}`));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
