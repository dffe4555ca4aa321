import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPackagedApp, LINUX_EXECUTABLE, PRODUCT_NAME } from './packaged-app.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fuse-packaged-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Lays out what electron-builder leaves in dist/: the executable and resources/app.asar. */
function unpacked(executable: string, resourcesDir: string, { asar = true } = {}) {
  mkdirSync(dirname(join(root, executable)), { recursive: true });
  writeFileSync(join(root, executable), '');
  mkdirSync(join(root, resourcesDir), { recursive: true });
  if (asar) writeFileSync(join(root, resourcesDir, 'app.asar'), '');
}

describe('finding the packaged app electron-builder unpacked', () => {
  it('finds the Linux executable and its resources in dist/linux-unpacked', () => {
    unpacked('dist/linux-unpacked/fuse-table', 'dist/linux-unpacked/resources');
    expect(findPackagedApp(root, { platform: 'linux', arch: 'x64', env: {} })).toEqual({
      found: true,
      folder: join(root, 'dist', 'linux-unpacked'),
      executable: join(root, 'dist', 'linux-unpacked', 'fuse-table'),
      resourcesDir: join(root, 'dist', 'linux-unpacked', 'resources'),
    });
  });

  it('finds the Windows .exe named after the product in dist/win-unpacked', () => {
    unpacked('dist/win-unpacked/FUSE Table.exe', 'dist/win-unpacked/resources');
    const found = findPackagedApp(root, { platform: 'win32', arch: 'x64', env: {} });
    expect(found).toMatchObject({ found: true, executable: join(root, 'dist', 'win-unpacked', 'FUSE Table.exe') });
  });

  it('finds the macOS binary inside the .app bundle, in mac/ for Intel and mac-arm64/ for Apple silicon', () => {
    unpacked('dist/mac-arm64/FUSE Table.app/Contents/MacOS/FUSE Table', 'dist/mac-arm64/FUSE Table.app/Contents/Resources');
    expect(findPackagedApp(root, { platform: 'darwin', arch: 'arm64', env: {} })).toEqual({
      found: true,
      folder: join(root, 'dist', 'mac-arm64'),
      executable: join(root, 'dist', 'mac-arm64', 'FUSE Table.app', 'Contents', 'MacOS', 'FUSE Table'),
      resourcesDir: join(root, 'dist', 'mac-arm64', 'FUSE Table.app', 'Contents', 'Resources'),
    });
    // An Intel Mac does not pick up the Apple silicon build.
    const intel = findPackagedApp(root, { platform: 'darwin', arch: 'x64', env: {} });
    expect(intel.found).toBe(false);
    expect(!intel.found && intel.reason).toContain('found only mac-arm64');
    unpacked('dist/mac/FUSE Table.app/Contents/MacOS/FUSE Table', 'dist/mac/FUSE Table.app/Contents/Resources');
    expect(findPackagedApp(root, { platform: 'darwin', arch: 'x64', env: {} })).toMatchObject({ found: true, folder: join(root, 'dist', 'mac') });
  });

  it('finds an arm64 Linux build in its own folder', () => {
    unpacked('dist/linux-arm64-unpacked/fuse-table', 'dist/linux-arm64-unpacked/resources');
    expect(findPackagedApp(root, { platform: 'linux', arch: 'arm64', env: {} })).toMatchObject({ found: true, folder: join(root, 'dist', 'linux-arm64-unpacked') });
  });

  it('looks in the folder FUSE_TABLE_PACKAGED_DIR names, relative to the project', () => {
    unpacked('dist-smoke/linux-unpacked/fuse-table', 'dist-smoke/linux-unpacked/resources');
    expect(findPackagedApp(root, { platform: 'linux', arch: 'x64', env: {} }).found).toBe(false);
    expect(findPackagedApp(root, { platform: 'linux', arch: 'x64', env: { FUSE_TABLE_PACKAGED_DIR: 'dist-smoke' } })).toMatchObject({
      found: true,
      executable: join(root, 'dist-smoke', 'linux-unpacked', 'fuse-table'),
    });
  });

  it('says what is missing and how to build it', () => {
    expect(findPackagedApp(root, { platform: 'linux', arch: 'x64', env: {} })).toEqual({
      found: false,
      reason: `no packaged app: ${join(root, 'dist')} does not exist; run \`npm run dist -- --dir\` (or \`npm run dist\`) first`,
    });
    mkdirSync(join(root, 'dist', 'win-unpacked'), { recursive: true });
    expect(findPackagedApp(root, { platform: 'linux', arch: 'x64', env: {} })).toEqual({
      found: false,
      reason:
        `no packaged app for linux-x64 in ${join(root, 'dist')} (looked for ${join(root, 'dist', 'linux-unpacked', 'fuse-table')}, ` +
        `${join(root, 'dist', 'linux-x64-unpacked', 'fuse-table')}; found only win-unpacked); run \`npm run dist -- --dir\` first`,
    });
    expect(findPackagedApp(root, { platform: 'aix', arch: 'ppc64', env: {} })).toEqual({ found: false, reason: 'FUSE Table is not packaged for aix' });
  });

  it('refuses a half-finished packaging with no app.asar', () => {
    unpacked('dist/linux-unpacked/fuse-table', 'dist/linux-unpacked/resources', { asar: false });
    const result = findPackagedApp(root, { platform: 'linux', arch: 'x64', env: {} });
    expect(!result.found && result.reason).toContain('app.asar');
  });

  it('uses the names electron-builder.yml gives the product and the Linux executable', () => {
    const config = readFileSync(join(__dirname, '..', '..', 'electron-builder.yml'), 'utf8');
    expect(config).toMatch(new RegExp(`^productName: ${PRODUCT_NAME}$`, 'm'));
    expect(config).toMatch(new RegExp(`^  executableName: ${LINUX_EXECUTABLE}$`, 'm'));
    expect(config).toMatch(/^ {2}output: dist$/m);
  });
});
