import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchablePackagedApp } from './packaged-app';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fuse-launchable-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An unpacked app whose fuse file carries `wire` (inspector is the fourth fuse). */
function packaged(folder: string, executable: string, resources: string, wire: string, fuseFile = executable) {
  for (const [path, content] of [
    [executable, 'stand-in'],
    [join(resources, 'app.asar'), ''],
    [fuseFile, Buffer.concat([Buffer.from('\0dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX', 'latin1'), Buffer.from([1, wire.length]), Buffer.from(wire, 'latin1')])],
  ] as const) {
    mkdirSync(dirname(join(root, folder, path)), { recursive: true });
    writeFileSync(join(root, folder, path), content);
  }
}

describe('the packaged app the smoke test may launch', () => {
  it('is the unpacked app when its Node inspector fuse is on (the smoke-test build)', () => {
    packaged('dist-smoke/linux-unpacked', 'fuse-table', 'resources', '01011100');
    expect(launchablePackagedApp(root, { FUSE_TABLE_PACKAGED_DIR: 'dist-smoke' }, 'linux', 'x64')).toEqual({
      found: true,
      executable: join(root, 'dist-smoke', 'linux-unpacked', 'fuse-table'),
      resourcesDir: join(root, 'dist-smoke', 'linux-unpacked', 'resources'),
    });
  });

  it('is refused, with how to make the smoke build, when the inspector fuse is off as shipped', () => {
    packaged('dist/win-unpacked', 'FUSE Table.exe', 'resources', '01001100');
    const result = launchablePackagedApp(root, {}, 'win32', 'x64');
    expect(result.found).toBe(false);
    expect(!result.found && result.reason).toBe(
      `${join(root, 'dist', 'win-unpacked', 'FUSE Table.exe')} is the shipped build, whose Node inspector fuse is off, so Playwright cannot drive it; ` +
        'build the smoke-test variant: npm run dist -- --dir -c.directories.output=dist-smoke -c.electronFuses.enableNodeCliInspectArguments=true, then FUSE_TABLE_PACKAGED_DIR=dist-smoke',
    );
  });

  it('reads the fuses of a macOS app from its Electron Framework', () => {
    const app = 'FUSE Table.app';
    packaged('dist/mac-arm64', `${app}/Contents/MacOS/FUSE Table`, `${app}/Contents/Resources`, '01011100', `${app}/Contents/Frameworks/Electron Framework.framework/Electron Framework`);
    expect(launchablePackagedApp(root, {}, 'darwin', 'arm64')).toMatchObject({ found: true, executable: join(root, 'dist', 'mac-arm64', app, 'Contents', 'MacOS', 'FUSE Table') });
    rmSync(join(root, 'dist', 'mac-arm64', app, 'Contents', 'Frameworks'), { recursive: true });
    const result = launchablePackagedApp(root, {}, 'darwin', 'arm64');
    expect(!result.found && result.reason).toContain('Electron Framework is missing: the packaged app is incomplete');
  });

  it('passes on the locator\'s reason when nothing is packaged, and says when the binary has no fuses', () => {
    expect(launchablePackagedApp(root, {}, 'linux', 'x64')).toEqual({
      found: false,
      reason: `no packaged app: ${join(root, 'dist')} does not exist; run \`npm run dist -- --dir\` (or \`npm run dist\`) first`,
    });
    mkdirSync(join(root, 'dist', 'linux-unpacked', 'resources'), { recursive: true });
    writeFileSync(join(root, 'dist', 'linux-unpacked', 'fuse-table'), 'no wire here');
    writeFileSync(join(root, 'dist', 'linux-unpacked', 'resources', 'app.asar'), '');
    const result = launchablePackagedApp(root, {}, 'linux', 'x64');
    expect(!result.found && result.reason).toContain('cannot read the fuses of');
  });
});
