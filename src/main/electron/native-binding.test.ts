import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { electronNativeBindingPath, missingNativeBindingMessage } from './native-binding';

describe('Electron native binding path', () => {
  it('is beside app.asar in a packaged app, where electron-builder puts the extra resource', () => {
    const path = electronNativeBindingPath({ isPackaged: true, resourcesPath: '/opt/FUSE Table/resources', appPath: '/opt/FUSE Table/resources/app.asar' });
    expect(path).toBe(join('/opt/FUSE Table/resources', 'better_sqlite3.node'));
  });

  it('is native/electron in a checkout, never the Node build in node_modules', () => {
    const path = electronNativeBindingPath({ isPackaged: false, resourcesPath: '/x/electron/dist/resources', appPath: '/work/main' });
    expect(path).toBe(join('/work/main', 'native', 'electron', 'better_sqlite3.node'));
  });

  it('tells a developer how to build a missing driver, and a user to reinstall', () => {
    expect(missingNativeBindingMessage('/w/native/electron/better_sqlite3.node', false)).toContain('npm start');
    expect(missingNativeBindingMessage('/opt/r/better_sqlite3.node', true)).toContain('reinstall FUSE Table');
  });
});
