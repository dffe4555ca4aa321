import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDataFolder } from './data-folder';

const appDataDir = resolve('/home/ada/.config');
const base = { argv: ['/usr/lib/electron', '.'], env: {}, appDataDir, cwd: resolve('/work') };

describe('data folder', () => {
  it('is "FUSE Table" in the per-user app data folder by default', () => {
    expect(chooseDataFolder(base)).toEqual({ dataDir: join(appDataDir, 'FUSE Table'), source: 'default' });
  });

  it('follows FUSE_TABLE_DATA_DIR, relative to the working folder', () => {
    expect(chooseDataFolder({ ...base, env: { FUSE_TABLE_DATA_DIR: 'games' } })).toEqual({
      dataDir: resolve('/work/games'),
      source: 'env',
    });
  });

  it('follows --data-dir in either spelling, over the environment', () => {
    const env = { FUSE_TABLE_DATA_DIR: '/elsewhere' };
    expect(chooseDataFolder({ ...base, env, argv: [...base.argv, '--data-dir', '/tmp/t1'] })).toEqual({
      dataDir: resolve('/tmp/t1'),
      source: 'flag',
    });
    expect(chooseDataFolder({ ...base, env, argv: [...base.argv, '--data-dir=/tmp/t 2'] }).dataDir).toBe(resolve('/tmp/t 2'));
  });

  it('refuses an empty or missing value instead of falling back silently', () => {
    expect(() => chooseDataFolder({ ...base, argv: ['--data-dir='] })).toThrow('--data-dir needs a folder, got an empty value');
    expect(() => chooseDataFolder({ ...base, argv: ['--data-dir'] })).toThrow('--data-dir needs a folder after it');
    expect(() => chooseDataFolder({ ...base, argv: ['--data-dir', '--inspect'] })).toThrow('--data-dir needs a folder after it');
    expect(() => chooseDataFolder({ ...base, env: { FUSE_TABLE_DATA_DIR: ' ' } })).toThrow('FUSE_TABLE_DATA_DIR is set but empty');
  });
});

describe('app identity', () => {
  it('matches the appId electron-builder packages under', async () => {
    const { readFileSync } = await import('node:fs');
    const { APP_ID } = await import('./data-folder');
    const config = readFileSync(join(process.cwd(), 'electron-builder.yml'), 'utf8');
    expect(config).toMatch(new RegExp(`^appId: ${APP_ID.replace(/\./g, '\\.')}$`, 'm'));
    expect(config).toMatch(/^productName: FUSE Table$/m);
  });
});
