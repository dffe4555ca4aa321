import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

describe('npm start without an Electron binary', () => {
  it('says what is missing and how to play instead, builds nothing, and fails', () => {
    const missing = join(ROOT, 'test-results', 'no-electron-here');
    const result = spawnSync(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: missing },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`Cannot start FUSE Table: ELECTRON_OVERRIDE_DIST_PATH is set, but ${missing}`);
    expect(result.stderr).toContain('run `npm run serve` and open the address it prints in a browser');
  });
});
