import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configuredFuses, fuseFileOf, fuseMismatches, readFuses } from './fuses.mjs';

/** Binary noise around a v1 fuse wire, as Electron's binary carries it. */
const binary = (wire: string, version = 1) =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0xff]), Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX', 'latin1'), Buffer.from([version, wire.length]), Buffer.from(wire, 'latin1'), Buffer.from([0, 1, 2])]);

describe('Electron fuses', () => {
  it('reads each fuse of the wire by name, including removed ones and ones newer than ours', () => {
    expect(readFuses(binary('0100110r1'))).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      loadBrowserProcessSpecificV8Snapshot: false,
      grantFileProtocolExtraPrivileges: 'removed',
      fuse8: true,
    });
  });

  it('refuses a file with no wire, another wire version, or a state byte it does not know', () => {
    expect(() => readFuses(Buffer.from('plain file'))).toThrow('no fuse wire in this file');
    expect(() => readFuses(binary('01', 2))).toThrow('fuse wire version 2');
    expect(() => readFuses(binary('0x'))).toThrow('fuse 1 has an unknown state byte 120');
  });

  it('looks for the wire in the Electron Framework on macOS and in the executable elsewhere', () => {
    expect(fuseFileOf('/r/dist/mac-arm64/FUSE Table.app/Contents/MacOS/FUSE Table')).toBe(
      join('/r/dist/mac-arm64/FUSE Table.app', 'Contents', 'Frameworks', 'Electron Framework.framework', 'Electron Framework'),
    );
    expect(fuseFileOf('/r/dist/linux-unpacked/fuse-table')).toBe('/r/dist/linux-unpacked/fuse-table');
    expect(fuseFileOf('C:\\r\\dist\\win-unpacked\\FUSE Table.exe')).toBe('C:\\r\\dist\\win-unpacked\\FUSE Table.exe');
  });

  it('reads the fuses electron-builder.yml sets: no plain Node, no file:// privileges, no NODE_OPTIONS or inspector, code only from the checked asar', () => {
    const config = readFileSync(join(__dirname, '..', '..', 'electron-builder.yml'), 'utf8');
    expect(configuredFuses(config)).toEqual({
      runAsNode: false,
      grantFileProtocolExtraPrivileges: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    expect(() => configuredFuses('appId: x\n')).toThrow('no electronFuses block');
  });

  it('names each fuse the binary has otherwise than configured', () => {
    const configured = { runAsNode: false, enableNodeCliInspectArguments: false };
    expect(fuseMismatches(configured, readFuses(binary('0000')))).toEqual([]);
    expect(fuseMismatches(configured, readFuses(binary('1001')))).toEqual([
      'runAsNode: electron-builder.yml says false, the binary has true',
      'enableNodeCliInspectArguments: electron-builder.yml says false, the binary has true',
    ]);
    expect(fuseMismatches(configured, readFuses(binary('00')))).toEqual(['enableNodeCliInspectArguments: electron-builder.yml says false, the binary has no such fuse']);
  });
});
