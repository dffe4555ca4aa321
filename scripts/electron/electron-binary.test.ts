import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary.mjs';

let root: string;
const electronDir = () => join(root, 'node_modules', 'electron');
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fuse-electron-bin-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function installPackage(pathTxt?: string, binary?: string) {
  mkdirSync(join(electronDir(), 'dist'), { recursive: true });
  writeFileSync(join(electronDir(), 'package.json'), JSON.stringify({ name: 'electron', version: '45.4.1' }));
  if (pathTxt !== undefined) writeFileSync(join(electronDir(), 'path.txt'), pathTxt);
  if (binary) writeFileSync(join(electronDir(), 'dist', binary), '');
}

describe('finding the Electron binary without require("electron")', () => {
  it('says the package is missing', () => {
    expect(findElectronBinary(root, {})).toEqual({
      found: false,
      reason: 'the electron package is not installed (node_modules/electron is missing); run `npm install`',
    });
  });

  it('says the binary was never downloaded when path.txt is missing, and how to get it', () => {
    installPackage();
    const result = findElectronBinary(root, {});
    expect(result.found).toBe(false);
    expect(!result.found && result.reason).toBe(
      'the Electron 45.4.1 binary is not installed (node_modules/electron/path.txt is missing); ' +
        'install it with `npx --no install-electron` (downloads Electron 45.4.1; needs internet access)',
    );
  });

  it('says the binary is missing when path.txt names a file dist/ lacks', () => {
    installPackage('electron');
    const result = findElectronBinary(root, {});
    expect(!result.found && result.reason).toContain(`${join(electronDir(), 'dist', 'electron')} is missing`);
  });

  it('finds the executable path.txt names inside dist/', () => {
    installPackage('electron', 'electron');
    expect(findElectronBinary(root, {})).toEqual({ found: true, path: join(electronDir(), 'dist', 'electron'), distDir: join(electronDir(), 'dist'), version: '45.4.1' });
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH as the electron package does', () => {
    installPackage('electron');
    const override = join(root, 'my-electron');
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: override })).toEqual({
      found: false,
      reason: `ELECTRON_OVERRIDE_DIST_PATH is set, but ${join(override, 'electron')} does not exist`,
    });
    mkdirSync(override);
    writeFileSync(join(override, 'electron'), '');
    expect(findElectronBinary(root, { ELECTRON_OVERRIDE_DIST_PATH: override })).toEqual({ found: true, path: join(override, 'electron'), distDir: override, version: '45.4.1' });
  });
});
