import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { chooseDataDir, type DataDirContext } from './data-dir';

/** The port users get unless they ask for another; tests pass --port 0 for any free port. */
export const DEFAULT_PORT = 5197;
export const DEFAULT_HOST = '127.0.0.1';
/** The guest listener's port, when invitations open; tests pass --guest-port 0. */
export const DEFAULT_GUEST_PORT = 5198;

export interface WebHostOptions {
  host: string;
  port: number;
  dataDir: string;
  /** Where the guest listener listens when invitations open; null: this machine's LAN address. */
  guestHost: string | null;
  guestPort: number;
}

export type ParsedOptions = { kind: 'run'; options: WebHostOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Usage: npm run serve -- [--port N] [--data-dir DIR] [--host ADDRESS] [--guest-host ADDRESS] [--guest-port N]

  --port N         port to listen on (default ${DEFAULT_PORT}; 0 picks any free port)
  --data-dir DIR   folder for the games database (default: $FUSE_TABLE_DATA_DIR,
                   else the same per-user folder the desktop app uses)
  --host ADDRESS   address to listen on (default ${DEFAULT_HOST}: this machine only)
  --guest-host ADDRESS
                   address of the guest listener players' devices join, opened only while
                   the host invites players (default: this machine's local network address)
  --guest-port N   its port (default ${DEFAULT_GUEST_PORT}; 0 picks any free port)
  --help           show this help`;

/** Reads the web host's flags; a bad flag is reported, never guessed around. */
export function parseOptions(argv: readonly string[], context: DataDirContext): ParsedOptions {
  let values: { port?: string; host?: string; 'data-dir'?: string; 'guest-host'?: string; 'guest-port'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        'guest-host': { type: 'string' },
        'guest-port': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  const port = portOf('--port', values.port, DEFAULT_PORT);
  if (typeof port === 'string') return { kind: 'error', message: port };
  const guestPort = portOf('--guest-port', values['guest-port'], DEFAULT_GUEST_PORT);
  if (typeof guestPort === 'string') return { kind: 'error', message: guestPort };
  if (values['guest-host'] !== undefined && isIP(values['guest-host'].trim()) === 0) {
    return { kind: 'error', message: `--guest-host must be an IP address (phones often cannot resolve names), not "${values['guest-host']}"` };
  }
  const host = values.host?.trim() || DEFAULT_HOST;
  if (values['data-dir'] !== undefined && values['data-dir'].trim() === '') {
    return { kind: 'error', message: '--data-dir needs a folder' };
  }
  return {
    kind: 'run',
    options: { host, port, dataDir: chooseDataDir(values['data-dir'], context), guestHost: values['guest-host']?.trim() ?? null, guestPort },
  };
}

/** A port flag's number, its default when absent, or the message saying what is wrong with it. */
function portOf(flag: string, value: string | undefined, fallback: number): number | string {
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) return `${flag} must be a whole number from 0 to 65535, not "${value}"`;
  return Number(value);
}
