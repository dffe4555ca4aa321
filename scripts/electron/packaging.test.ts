import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredFuses, readFuses } from './fuses.mjs';
import { packageBin } from './package-bin.mjs';
import { findPackagedApp } from './packaged-app.mjs';

/**
 * The electron-builder configuration, checked offline: the real electron-builder.yml and
 * package.json packaged with `--dir` for Linux against a stand-in Electron (a file carrying a fuse
 * wire), in a copy of the project with a stand-in build. No download happens: installers (which
 * fetch their tools) and a real Electron are for the release workflow.
 */
const ROOT = join(__dirname, '..', '..');
// Electron's own wire before packaging: RunAsNode on, cookie encryption off, NODE_OPTIONS on,
// inspector on, asar integrity off, asar-only off, V8 snapshot off, file:// privileges on.
const ELECTRON_WIRE = '10110001';

let project: string;
let build: ReturnType<typeof spawnSync>;
const nativeStandIn = Buffer.from('stand-in for the Electron build of better_sqlite3.node');

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'fuse-packaging-'));
  for (const file of ['electron-builder.yml', 'package.json']) copyFileSync(join(ROOT, file), join(project, file));
  cpSync(join(ROOT, 'resources'), join(project, 'resources'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), process.platform === 'win32' ? 'junction' : 'dir');
  const files: Record<string, string | Buffer> = {
    'out/main/index.js': "require('./chunk.js');\n",
    'out/main/chunk.js': '// main\n',
    'out/main/index.js.map': '{}',
    'out/preload/index.cjs': '// preload\n',
    'out/renderer/index.html': '<!doctype html>\n',
    'native/electron/better_sqlite3.node': nativeStandIn,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(project, path, '..'), { recursive: true });
    writeFileSync(join(project, path), content);
  }
  const electron = join(project, 'stand-in-electron');
  mkdirSync(electron);
  const wire = Buffer.concat([Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX', 'latin1'), Buffer.from([1, ELECTRON_WIRE.length]), Buffer.from(ELECTRON_WIRE, 'latin1')]);
  writeFileSync(join(electron, 'electron'), Buffer.concat([Buffer.from('\x7fELF stand-in ', 'latin1'), wire, Buffer.from('\0end')]), { mode: 0o755 });
  writeFileSync(join(electron, 'version'), '45.4.1');
  writeFileSync(join(electron, 'LICENSE'), 'stand-in');

  build = spawnSync(
    process.execPath,
    [packageBin(ROOT, 'electron-builder'), '--linux', '--x64', '--dir', '--config', 'electron-builder.yml', `-c.electronDist=${electron}`],
    { cwd: project, encoding: 'utf8', timeout: 240_000, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' } },
  );
}, 300_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The file list of an asar archive, from its JSON header (size fields, then the JSON). */
function asarFiles(file: string): string[] {
  const bytes = readFileSync(file);
  const header = JSON.parse(bytes.subarray(16, 16 + bytes.readUInt32LE(12)).toString('utf8')) as AsarDir;
  const paths: string[] = [];
  const walk = (dir: AsarDir, prefix: string) => {
    for (const [name, entry] of Object.entries(dir.files)) {
      if ('files' in entry) walk(entry, `${prefix}${name}/`);
      else paths.push(`${prefix}${name}`);
    }
  };
  walk(header, '');
  return paths.sort();
}
type AsarDir = { files: Record<string, AsarDir | { size: number }> };

describe('electron-builder.yml, packaged offline with --dir', () => {
  it('packages without error', () => {
    expect(build.error).toBeUndefined();
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  });

  it('leaves an app the smoke test finds, with the driver and icon beside app.asar', () => {
    const app = findPackagedApp(project, { platform: 'linux', arch: 'x64', env: {} });
    expect(app).toEqual({
      found: true,
      folder: join(project, 'dist', 'linux-unpacked'),
      executable: join(project, 'dist', 'linux-unpacked', 'fuse-table'),
      resourcesDir: join(project, 'dist', 'linux-unpacked', 'resources'),
    });
    const resources = join(project, 'dist', 'linux-unpacked', 'resources');
    expect(readFileSync(join(resources, 'better_sqlite3.node'))).toEqual(nativeStandIn);
    expect(readFileSync(join(resources, 'icon.png'))).toEqual(readFileSync(join(ROOT, 'resources', 'icon.png')));
  });

  it('puts the build and the runtime dependencies in app.asar, and no source maps or Node build of the driver', () => {
    const files = asarFiles(join(project, 'dist', 'linux-unpacked', 'resources', 'app.asar'));
    expect(files).toEqual(expect.arrayContaining(['out/main/index.js', 'out/main/chunk.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'package.json']));
    expect(files).toEqual(expect.arrayContaining(['node_modules/better-sqlite3/lib/index.js', 'node_modules/ws/index.js', 'node_modules/zod/package.json']));
    expect(files.filter((f) => f.endsWith('.map') || f.startsWith('node_modules/better-sqlite3/build/') || f.startsWith('node_modules/better-sqlite3/deps/'))).toEqual([]);
    expect(files.filter((f) => /^node_modules\/(electron|vitest|@playwright|svelte)\//.test(f))).toEqual([]);
  });

  it('flips exactly the fuses electron-builder.yml sets and leaves the others as Electron has them', () => {
    const fuses = readFuses(readFileSync(join(project, 'dist', 'linux-unpacked', 'fuse-table')));
    const configured = configuredFuses(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8'));
    expect(fuses).toEqual({ loadBrowserProcessSpecificV8Snapshot: false, grantFileProtocolExtraPrivileges: true, ...configured });
    expect(existsSync(join(project, 'dist', 'linux-unpacked', 'electron'))).toBe(false);
  });

  it('passes the release workflow\'s fuse check, which refuses Electron as it comes', () => {
    const check = (...args: string[]) =>
      spawnSync(process.execPath, [join(ROOT, 'scripts', 'electron', 'check-fuses.mjs'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, FUSE_TABLE_PACKAGED_DIR: join(project, 'dist') },
      });
    // With no argument it checks the app the locator finds for this system (here
    // FUSE_TABLE_PACKAGED_DIR), which is this Linux build only on Linux.
    const packaged = process.platform === 'linux' ? check() : check(join(project, 'dist', 'linux-unpacked', 'fuse-table'));
    expect(packaged.status, packaged.stderr).toBe(0);
    expect(packaged.stdout).toContain(`The 6 fuses electron-builder.yml sets are set in ${join(project, 'dist', 'linux-unpacked', 'fuse-table')}.`);
    const plain = check(join(project, 'stand-in-electron', 'electron'));
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain('runAsNode: electron-builder.yml says false, the binary has true');
    expect(plain.stderr).toContain('enableNodeCliInspectArguments: electron-builder.yml says false, the binary has true');
  });
});
