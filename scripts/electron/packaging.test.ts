import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuredFuses, readFuses } from './fuses.mjs';
import { packageBin } from './package-bin.mjs';
import { launchablePackagedApp } from '../../e2e/support/packaged-app';
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
let smokeBuild: ReturnType<typeof spawnSync>;
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

  const builder = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [packageBin(ROOT, 'electron-builder'), '--linux', '--x64', '--dir', '--config', 'electron-builder.yml', `-c.electronDist=${electron}`, ...args],
      { cwd: project, encoding: 'utf8', timeout: 240_000, env: { ...process.env, CSC_IDENTITY_AUTO_DISCOVERY: 'false' } },
    );
  // As the release workflow packages: the shipped configuration (with the homepage it sets) ...
  build = builder('--publish', 'never', '-c.extraMetadata.homepage=https://github.example/owner/fuse-table');
  // ... and the smoke-test build, with the overrides release.yml passes to `npm run dist`.
  smokeBuild = builder(...releaseSmokeBuildArgs());
}, 300_000);

/** The arguments release.yml gives `npm run dist --` for the smoke-test build. */
function releaseSmokeBuildArgs(): string[] {
  const lines = readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8').split(/\r?\n/);
  const step = lines.findIndex((line) => line.includes('name: Package the smoke-test build'));
  const run = lines.findIndex((line, i) => i > step && /^\s+run: >-$/.test(line));
  if (step === -1 || run === -1) throw new Error('release.yml has no smoke-test build step with a folded run: >- command');
  const indent = lines[run]!.search(/\S/);
  const command: string[] = [];
  for (const line of lines.slice(run + 1)) {
    if (line.trim() === '' || line.search(/\S/) <= indent) break;
    command.push(line.trim());
  }
  const words = command.join(' ').split(/\s+/);
  if (words.slice(0, 4).join(' ') !== 'npm run dist --') throw new Error(`unexpected smoke-test build command: ${words.join(' ')}`);
  return words.slice(4).filter((word) => word !== '--dir');
}

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The JSON header of an asar archive (size fields, then the JSON), and where file data starts. */
function asarHeader(file: string): { header: AsarDir; bytes: Buffer; dataStart: number } {
  const bytes = readFileSync(file);
  const header = JSON.parse(bytes.subarray(16, 16 + bytes.readUInt32LE(12)).toString('utf8')) as AsarDir;
  return { header, bytes, dataStart: 8 + bytes.readUInt32LE(4) };
}

/** One file's text out of an asar archive. */
function asarRead(file: string, path: string): string {
  const { header, bytes, dataStart } = asarHeader(file);
  let entry: AsarDir | AsarFile = header;
  for (const part of path.split('/')) entry = (entry as AsarDir).files[part]!;
  const { offset, size } = entry as AsarFile;
  return bytes.subarray(dataStart + Number(offset), dataStart + Number(offset) + size).toString('utf8');
}

/** The file list of an asar archive. */
function asarFiles(file: string): string[] {
  const { header } = asarHeader(file);
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
type AsarFile = { size: number; offset: string };
type AsarDir = { files: Record<string, AsarDir | AsarFile> };

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

  it('carries package.json into app.asar with the homepage the release sets', () => {
    const packaged = JSON.parse(asarRead(join(project, 'dist', 'linux-unpacked', 'resources', 'app.asar'), 'package.json')) as Record<string, unknown>;
    const ours = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(packaged).toMatchObject({ name: ours['name'], productName: 'FUSE Table', version: ours['version'], main: './out/main/index.js' });
    expect(packaged['homepage']).toBe('https://github.example/owner/fuse-table');
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
    expect(fuses).toEqual({ loadBrowserProcessSpecificV8Snapshot: false, ...configured });
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
    expect(packaged.stdout).toContain(`The 7 fuses electron-builder.yml sets are set in ${join(project, 'dist', 'linux-unpacked', 'fuse-table')}.`);
    const plain = check(join(project, 'stand-in-electron', 'electron'));
    expect(plain.status).toBe(1);
    expect(plain.stderr).toContain('runAsNode: electron-builder.yml says false, the binary has true');
    expect(plain.stderr).toContain('enableNodeCliInspectArguments: electron-builder.yml says false, the binary has true');
  });

  it('makes, with release.yml\'s smoke-build arguments, a build in dist-smoke/ Playwright can drive, and refuses the shipped one', () => {
    expect(releaseSmokeBuildArgs()).toEqual([
      '--publish',
      'never',
      '-c.directories.output=dist-smoke',
      '-c.electronFuses.enableNodeCliInspectArguments=true',
      '-c.mac.identity=null',
      '-c.mac.notarize=false',
    ]);
    expect(smokeBuild.status, `${smokeBuild.stdout}\n${smokeBuild.stderr}`).toBe(0);
    const smoke = launchablePackagedApp(project, { FUSE_TABLE_PACKAGED_DIR: 'dist-smoke' }, 'linux', 'x64');
    expect(smoke).toEqual({
      found: true,
      executable: join(project, 'dist-smoke', 'linux-unpacked', 'fuse-table'),
      resourcesDir: join(project, 'dist-smoke', 'linux-unpacked', 'resources'),
    });
    // Only the inspector differs from the shipped build.
    const shippedFuses = readFuses(readFileSync(join(project, 'dist', 'linux-unpacked', 'fuse-table')));
    expect(readFuses(readFileSync(join(project, 'dist-smoke', 'linux-unpacked', 'fuse-table')))).toEqual({ ...shippedFuses, enableNodeCliInspectArguments: true });
    const shipped = launchablePackagedApp(project, {}, 'linux', 'x64');
    expect(!shipped.found && shipped.reason).toContain('is the shipped build, whose Node inspector fuse is off');
  });
});
