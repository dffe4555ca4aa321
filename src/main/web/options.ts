import { parseArgs } from 'node:util';
import { chooseDataDir, type DataDirContext } from './data-dir';

/** The port users get unless they ask for another; tests pass --port 0 for any free port. */
export const DEFAULT_PORT = 5197;
export const DEFAULT_HOST = '127.0.0.1';

export interface WebHostOptions {
  host: string;
  port: number;
  dataDir: string;
}

export type ParsedOptions = { kind: 'run'; options: WebHostOptions } | { kind: 'help' } | { kind: 'error'; message: string };

export const USAGE = `Usage: npm run serve -- [--port N] [--data-dir DIR] [--host ADDRESS]

  --port N         port to listen on (default ${DEFAULT_PORT}; 0 picks any free port)
  --data-dir DIR   folder for the games database (default: $FUSE_TABLE_DATA_DIR,
                   else the same per-user folder the desktop app uses)
  --host ADDRESS   address to listen on (default ${DEFAULT_HOST}: this machine only)
  --help           show this help`;

/** Reads the web host's flags; a bad flag is reported, never guessed around. */
export function parseOptions(argv: readonly string[], context: DataDirContext): ParsedOptions {
  let values: { port?: string; host?: string; 'data-dir'?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };

  let port = DEFAULT_PORT;
  if (values.port !== undefined) {
    if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
      return { kind: 'error', message: `--port must be a whole number from 0 to 65535, not "${values.port}"` };
    }
    port = Number(values.port);
  }
  const host = values.host?.trim() || DEFAULT_HOST;
  if (values['data-dir'] !== undefined && values['data-dir'].trim() === '') {
    return { kind: 'error', message: '--data-dir needs a folder' };
  }
  return { kind: 'run', options: { host, port, dataDir: chooseDataDir(values['data-dir'], context) } };
}
