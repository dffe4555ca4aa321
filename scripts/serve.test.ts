import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm run serve` in a stand-in project: a fake build tool and a fake web host that record what
// they were asked, so the script's own behaviour is what is tested.

let root: string;

const FAKE_HOST = `require('node:fs').writeFileSync(require('node:path').join(__dirname, 'args.json'), JSON.stringify(process.argv.slice(2)));
process.exit(process.argv.includes('--fail') ? 3 : 0);
`;
const FAKE_BUILD = `const fs = require('node:fs'); const path = require('node:path');
const root = process.cwd();
fs.writeFileSync(path.join(root, 'built.txt'), process.argv.slice(2).join(' '));
fs.mkdirSync(path.join(root, 'out', 'main'), { recursive: true });
fs.mkdirSync(path.join(root, 'out', 'renderer'), { recursive: true });
fs.writeFileSync(path.join(root, 'out', 'renderer', 'index.html'), '<!doctype html>');
fs.writeFileSync(path.join(root, 'out', 'main', 'web.js'), ${JSON.stringify(FAKE_HOST)});
`;

function serve(...args: string[]) {
  return spawnSync(process.execPath, [join(root, 'scripts', 'serve.mjs'), ...args], { cwd: root, encoding: 'utf8' });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fuse-serve-'));
  mkdirSync(join(root, 'scripts'));
  copyFileSync(join(__dirname, 'serve.mjs'), join(root, 'scripts', 'serve.mjs'));
  mkdirSync(join(root, 'node_modules', 'electron-vite', 'bin'), { recursive: true });
  writeFileSync(join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), FAKE_BUILD);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run serve', () => {
  it('builds when the web host or the renderer is missing, then starts the host with the given flags', () => {
    const run = serve('--port', '0', '--data-dir', '/tmp/somewhere');
    expect(run.status).toBe(0);
    expect(readFileSync(join(root, 'built.txt'), 'utf8')).toBe('build');
    expect(JSON.parse(readFileSync(join(root, 'out', 'main', 'args.json'), 'utf8'))).toEqual(['--port', '0', '--data-dir', '/tmp/somewhere']);
  });

  it('does not build again when both are there, and passes the host exit code on', () => {
    serve();
    rmSync(join(root, 'built.txt'));
    const run = serve('--fail');
    expect(existsSync(join(root, 'built.txt'))).toBe(false);
    expect(run.status).toBe(3);
  });

  it('stops with a clear message when the build fails', () => {
    writeFileSync(join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'), 'process.exit(4);');
    const run = serve();
    expect(run.status).toBe(4);
    expect(run.stderr).toContain('The build failed; the web host cannot start.');
    expect(existsSync(join(root, 'out', 'main', 'args.json'))).toBe(false);
  });
});
