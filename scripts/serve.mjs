#!/usr/bin/env node
// `npm run serve`: build what is missing, then start the local web host with the given flags
// (--port, --data-dir, --host). The web host never loads Electron, so this works anywhere Node does.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const needed = [join(root, 'out', 'renderer', 'index.html'), join(root, 'out', 'main', 'web.js')];

if (needed.some((file) => !existsSync(file))) {
  console.log('Building FUSE Table (electron-vite build)…');
  const bin = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const build = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; the web host cannot start.');
    process.exit(build.status ?? 1);
  }
}

const host = spawn(process.execPath, [join(root, 'out', 'main', 'web.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
// Pass Ctrl-C and stop requests on, so the host closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal));
host.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
