import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertModuleAbi, electronAbi, installCheckedModule, moduleAbisIn, readModuleAbi } from './native-abi.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fuse-native-abi-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A small stand-in for a .node file: binary noise around the symbol table's text. */
function fixture(name: string, ...symbols: string[]): string {
  const file = join(dir, name);
  const noise = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x00, 0xff, 0x10]);
  writeFileSync(file, Buffer.concat([noise, ...symbols.flatMap((s) => [Buffer.from(`${s}\0`, 'latin1'), noise])]));
  return file;
}

describe('native module ABI check', () => {
  it('reads the ABI from the module registration symbol, ignoring Mach-O underscores', () => {
    expect(readModuleAbi(fixture('electron.node', 'sqlite3_open', 'node_register_module_v150'))).toBe(150);
    expect(readModuleAbi(fixture('mac.node', '_node_register_module_v150'))).toBe(150);
    expect(moduleAbisIn(Buffer.from('node_register_module_v115\0node_register_module_v115'))).toEqual([115]);
  });

  it('reads the real Node build in node_modules as this Node\'s ABI', () => {
    const nodeBuild = join(process.cwd(), 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
    expect(readModuleAbi(nodeBuild)).toBe(Number(process.versions.modules));
  });

  it('refuses loudly a build for another ABI, naming both, and spots a Node build', () => {
    const nodeAbi = Number(process.versions.modules);
    const file = fixture('node-build.node', `node_register_module_v${nodeAbi}`);
    expect(() => assertModuleAbi(file, 150)).toThrow(
      `ABI MISMATCH: ${file} was built for ABI ${nodeAbi}, but Electron needs ABI 150. ABI ${nodeAbi} is this Node's own`,
    );
    expect(() => assertModuleAbi(fixture('old.node', 'node_register_module_v140'), 150)).toThrow('built for ABI 140, but Electron needs ABI 150. It would fail to load.');
    expect(assertModuleAbi(fixture('ok.node', 'node_register_module_v150'), 150)).toBe(150);
  });

  it('refuses files that are not modules, name several ABIs, or are missing', () => {
    expect(() => readModuleAbi(fixture('plain.node', 'sqlite3_open'))).toThrow('is not a Node native module');
    expect(() => readModuleAbi(fixture('two.node', 'node_register_module_v115', 'node_register_module_v150'))).toThrow('names several ABIs (115, 150)');
    expect(() => readModuleAbi(join(dir, 'absent.node'))).toThrow('does not exist');
  });

  it('puts a build in place only when its ABI matches, leaving the old file alone otherwise', () => {
    const target = join(dir, 'native', 'electron', 'better_sqlite3.node');
    expect(() => installCheckedModule(fixture('wrong.node', 'node_register_module_v115'), target, 150)).toThrow('ABI MISMATCH');
    expect(existsSync(target)).toBe(false);

    const good = fixture('good.node', 'node_register_module_v150');
    expect(installCheckedModule(good, target, 150)).toBe(150);
    expect(readFileSync(target)).toEqual(readFileSync(good));

    expect(() => installCheckedModule(fixture('worse.node', 'node_register_module_v140'), target, 150)).toThrow('ABI MISMATCH');
    expect(readFileSync(target)).toEqual(readFileSync(good));
  });

  it('takes Electron\'s ABI from the electron package', () => {
    expect(electronAbi(process.cwd())).toBe(Number(readFileSync(join(process.cwd(), 'node_modules/electron/abi_version'), 'utf8')));
    expect(() => electronAbi(dir)).toThrow('is the electron package installed?');
  });
});
