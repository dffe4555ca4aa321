import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checksumLines, isInstaller } from './checksums.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fuse-checksums-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('installer checksums', () => {
  it('cover exactly the installers, named as electron-builder.yml names them', () => {
    const config = readFileSync(join(__dirname, '..', '..', 'electron-builder.yml'), 'utf8');
    const named = [...config.matchAll(/artifactName: (\S+)/g)].map((m) => m[1]!.replace('${version}', '0.1.0').replace('${arch}', 'x64').replace('.${ext}', ''));
    expect(named).toEqual(['FUSE-Table-Setup-0.1.0', 'FUSE-Table-0.1.0-x64', 'FUSE-Table-0.1.0-x64', 'fuse-table_0.1.0_x64']);
    for (const name of ['FUSE-Table-Setup-0.1.0.exe', 'FUSE-Table-0.1.0-arm64.dmg', 'FUSE-Table-0.1.0-x86_64.AppImage', 'fuse-table_0.1.0_amd64.deb']) {
      expect(isInstaller(name), name).toBe(true);
    }
    for (const name of ['FUSE-Table-Setup-0.1.0.exe.blockmap', '__uninstaller-nsis-fuse-table.exe', 'latest.yml', 'builder-debug.yml', 'SHA256SUMS-linux.txt']) {
      expect(isInstaller(name), name).toBe(false);
    }
  });

  it('are the SHA-256 of each file, in sha256sum\'s format, sorted by name', () => {
    writeFileSync(join(dir, 'fuse-table_0.1.0_amd64.deb'), 'abc');
    writeFileSync(join(dir, 'FUSE-Table-0.1.0-x86_64.AppImage'), '');
    writeFileSync(join(dir, 'builder-debug.yml'), 'not an installer');
    mkdirSync(join(dir, 'linux-unpacked'));
    expect(checksumLines(dir)).toEqual([
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  FUSE-Table-0.1.0-x86_64.AppImage',
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  fuse-table_0.1.0_amd64.deb',
    ]);
  });

  it('refuse an empty folder, and the command line writes the file it is asked for', () => {
    expect(() => checksumLines(dir)).toThrow(`no installers in ${dir}`);
    writeFileSync(join(dir, 'FUSE-Table-Setup-0.1.0.exe'), 'abc');
    const run = spawnSync(process.execPath, [join(__dirname, 'checksums.mjs'), dir, 'SHA256SUMS-windows.txt'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(dir, 'SHA256SUMS-windows.txt'), 'utf8')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  FUSE-Table-Setup-0.1.0.exe\n');
  });
});
