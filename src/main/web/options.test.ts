import { describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_PORT, DEFAULT_PORT, parseOptions } from './options';

const context = { platform: 'linux' as const, env: {}, homedir: '/home/ann' };

describe('web host flags', () => {
  it('defaults to this machine only, a stable port and the per-user folder', () => {
    expect(parseOptions([], context)).toEqual({
      kind: 'run',
      options: { host: '127.0.0.1', port: DEFAULT_PORT, dataDir: '/home/ann/.config/FUSE Table', guestHost: null, guestPort: DEFAULT_GUEST_PORT },
    });
  });

  it('takes --port, --host and --data-dir', () => {
    expect(parseOptions(['--port', '0', '--host', '0.0.0.0', '--data-dir', '/tmp/x'], context)).toEqual({
      kind: 'run',
      options: { host: '0.0.0.0', port: 0, dataDir: '/tmp/x', guestHost: null, guestPort: DEFAULT_GUEST_PORT },
    });
    expect(parseOptions(['--port=8080'], context)).toMatchObject({ kind: 'run', options: { port: 8080 } });
  });

  it('uses FUSE_TABLE_DATA_DIR when no flag is given', () => {
    expect(parseOptions([], { ...context, env: { FUSE_TABLE_DATA_DIR: '/srv/fuse' } })).toMatchObject({
      kind: 'run',
      options: { dataDir: '/srv/fuse' },
    });
  });

  it('refuses a bad port, an empty folder and unknown flags with a clear message', () => {
    expect(parseOptions(['--port', 'abc'], context)).toEqual({
      kind: 'error',
      message: '--port must be a whole number from 0 to 65535, not "abc"',
    });
    expect(parseOptions(['--port', '70000'], context)).toMatchObject({ kind: 'error' });
    expect(parseOptions(['--port', '-1'], context)).toMatchObject({ kind: 'error' });
    expect(parseOptions(['--data-dir', ' '], context)).toEqual({ kind: 'error', message: '--data-dir needs a folder' });
    const unknown = parseOptions(['--colour', 'red'], context);
    expect(unknown.kind).toBe('error');
    expect(unknown.kind === 'error' && unknown.message).toContain('--colour');
  });

  it('takes --guest-host (an IP address) and --guest-port for the guest listener', () => {
    expect(parseOptions(['--guest-host', '192.168.1.20', '--guest-port', '0'], context)).toMatchObject({
      kind: 'run',
      options: { guestHost: '192.168.1.20', guestPort: 0 },
    });
    expect(parseOptions(['--guest-host', 'table.local'], context)).toEqual({
      kind: 'error',
      message: '--guest-host must be an IP address (phones often cannot resolve names), not "table.local"',
    });
    expect(parseOptions(['--guest-port', '99999'], context)).toEqual({ kind: 'error', message: '--guest-port must be a whole number from 0 to 65535, not "99999"' });
  });

  it('answers --help', () => {
    expect(parseOptions(['--help'], context)).toEqual({ kind: 'help' });
  });
});
