import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The switches the workflows set, tried on the real specs through Playwright: with nothing to
 * launch, the Electron and packaged-app tests skip by default and fail when required.
 */
const ROOT = join(__dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'fuse-required-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function playwright(project: string, env: Record<string, string>) {
  const { FUSE_TABLE_REQUIRE_ELECTRON: _e, FUSE_TABLE_REQUIRE_PACKAGED: _p, CI: _ci, ...base } = process.env;
  return spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--project', project, '--reporter=line', `--output=${join(scratch, project)}`],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      // Nothing to launch: an Electron folder and an electron-builder output that do not exist.
      env: { ...base, ELECTRON_OVERRIDE_DIST_PATH: join(scratch, 'no-electron'), FUSE_TABLE_PACKAGED_DIR: join(scratch, 'no-dist'), ...env },
    },
  );
}

describe('the workflows\' switches that forbid skipping', () => {
  it('leave the Electron tests skipped, with the reason, when nobody requires them', () => {
    const run = playwright('electron', {});
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`Electron app tests skipped: ELECTRON_OVERRIDE_DIST_PATH is set, but ${join(scratch, 'no-electron')}`);
    expect(run.stdout).toMatch(/3 skipped/);
  }, 120_000);

  it('make the Electron tests fail when FUSE_TABLE_REQUIRE_ELECTRON=1 and Electron is missing', () => {
    const run = playwright('electron', { FUSE_TABLE_REQUIRE_ELECTRON: '1' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Error: Electron app tests cannot run, and FUSE_TABLE_REQUIRE_ELECTRON=1 says they must: ELECTRON_OVERRIDE_DIST_PATH is set');
    expect(run.stdout).not.toContain('prebuild-install'); // it fails before trying to build the driver
  }, 120_000);

  it('make the packaged-app smoke test fail when FUSE_TABLE_REQUIRE_PACKAGED=1 and nothing is packaged', () => {
    const run = playwright('packaged', { FUSE_TABLE_REQUIRE_PACKAGED: '1' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain(`Error: Packaged app smoke test cannot run, and FUSE_TABLE_REQUIRE_PACKAGED=1 says they must: no packaged app: ${join(scratch, 'no-dist')} does not exist`);
  }, 120_000);
});
