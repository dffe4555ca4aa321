import { describe, expect, it } from 'vitest';
import { gate } from './required-or-skipped';

const missing = { found: false as const, reason: 'the Electron 45.4.1 binary is not installed' };

describe('tests that need the Electron binary', () => {
  it('run when it is there, whatever the switch says', () => {
    expect(gate('Electron app tests', { found: true }, 'FUSE_TABLE_REQUIRE_ELECTRON', {})).toEqual({ mode: 'run' });
    expect(gate('Electron app tests', { found: true }, 'FUSE_TABLE_REQUIRE_ELECTRON', { FUSE_TABLE_REQUIRE_ELECTRON: '1' })).toEqual({ mode: 'run' });
  });

  it('are skipped with the reason when it is missing and nobody requires them', () => {
    const skipped = { mode: 'skip', message: 'Electron app tests skipped: the Electron 45.4.1 binary is not installed' };
    expect(gate('Electron app tests', missing, 'FUSE_TABLE_REQUIRE_ELECTRON', {})).toEqual(skipped);
    expect(gate('Electron app tests', missing, 'FUSE_TABLE_REQUIRE_ELECTRON', { FUSE_TABLE_REQUIRE_ELECTRON: '0' })).toEqual(skipped);
    expect(gate('Electron app tests', missing, 'FUSE_TABLE_REQUIRE_ELECTRON', { FUSE_TABLE_REQUIRE_ELECTRON: '' })).toEqual(skipped);
  });

  it('fail, naming the switch and the reason, when the workflow requires them and it is missing', () => {
    for (const value of ['1', 'true', 'TRUE']) {
      expect(gate('Electron app tests', missing, 'FUSE_TABLE_REQUIRE_ELECTRON', { FUSE_TABLE_REQUIRE_ELECTRON: value })).toEqual({
        mode: 'fail',
        message: `Electron app tests cannot run, and FUSE_TABLE_REQUIRE_ELECTRON=${value} says they must: the Electron 45.4.1 binary is not installed`,
      });
    }
  });

  it('fail on a switch value that means nothing rather than guess', () => {
    expect(gate('Packaged app smoke test', missing, 'FUSE_TABLE_REQUIRE_PACKAGED', { FUSE_TABLE_REQUIRE_PACKAGED: 'yes' })).toEqual({
      mode: 'fail',
      message: 'FUSE_TABLE_REQUIRE_PACKAGED must be 1, true, 0 or false, not "yes"',
    });
  });
});
