import { describe, expect, it } from 'vitest';
import { chooseDataDir, defaultDataDir } from './data-dir';

describe('the web host data folder', () => {
  it('is the same per-user folder the Electron app uses on each system', () => {
    expect(defaultDataDir({ platform: 'linux', env: {}, homedir: '/home/ann' })).toBe('/home/ann/.config/FUSE Table');
    expect(defaultDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/xdg' }, homedir: '/home/ann' })).toBe('/xdg/FUSE Table');
    expect(defaultDataDir({ platform: 'darwin', env: {}, homedir: '/Users/ann' })).toBe('/Users/ann/Library/Application Support/FUSE Table');
    expect(defaultDataDir({ platform: 'win32', env: { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, homedir: 'C:\\Users\\ann' })).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\FUSE Table',
    );
    expect(defaultDataDir({ platform: 'win32', env: {}, homedir: 'C:\\Users\\ann' })).toBe('C:\\Users\\ann\\AppData\\Roaming\\FUSE Table');
  });

  it('ignores an empty XDG_CONFIG_HOME', () => {
    expect(defaultDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '  ' }, homedir: '/home/ann' })).toBe('/home/ann/.config/FUSE Table');
  });

  it('prefers the flag, then the environment variable, then the default', () => {
    const context = { platform: 'linux' as const, env: { FUSE_TABLE_DATA_DIR: '/from-env' }, homedir: '/home/ann' };
    expect(chooseDataDir('/from-flag', context)).toBe('/from-flag');
    expect(chooseDataDir(undefined, context)).toBe('/from-env');
    expect(chooseDataDir('', context)).toBe('/from-env');
    expect(chooseDataDir(undefined, { ...context, env: {} })).toBe('/home/ann/.config/FUSE Table');
  });
});
