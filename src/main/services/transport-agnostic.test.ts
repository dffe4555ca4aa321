import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The web host runs the same services without Electron: nothing in the store or the services may
// import it (the engine's own lint rule covers the engine).
const ROOTS = [__dirname, join(__dirname, '..', 'store')];
const IMPORTS_ELECTRON = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]electron(?:\/[^'"]*)?['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the store and the services', () => {
  it('import nothing from electron', () => {
    const files = ROOTS.flatMap(sources).filter((file) => file !== __filename);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => IMPORTS_ELECTRON.test(readFileSync(file, 'utf8'))).map((f) => relative(__dirname, f));
    expect(offenders).toEqual([]);
  });

  it('would notice an electron import', () => {
    expect(IMPORTS_ELECTRON.test("import { app } from 'electron';")).toBe(true);
    expect(IMPORTS_ELECTRON.test("const { ipcMain } = require('electron/main');")).toBe(true);
    expect(IMPORTS_ELECTRON.test("import { x } from './electron-free';")).toBe(false);
  });
});
