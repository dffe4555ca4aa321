// The local web host: the same services the Electron app uses, reached over HTTP and a WebSocket,
// serving the built renderer. It never imports electron, directly or indirectly.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { version as appVersion } from '../../../package.json';
import { openApiHost } from '../services';
import { parseOptions, USAGE } from './options';
import { startWebServer } from './server';
import { loadDrawTable } from './table-page';
import { DataFolderInUseError } from '../store/folder-lock';
import { startGuestListener } from './guest-listener';
import { chooseLanAddress } from './lan-address';

async function main(): Promise<void> {
  const parsed = parseOptions(process.argv.slice(2), { platform: process.platform, env: process.env, homedir: homedir() });
  if (parsed.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    console.error(`FUSE Table web host: ${parsed.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { options } = parsed;
  // Built layout: out/main/web.js beside out/renderer.
  const rendererDir = join(__dirname, '..', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.error(`FUSE Table web host: no built renderer in ${rendererDir}; run "npm run build" first.`);
    process.exitCode = 1;
    return;
  }

  let apiHost;
  try {
    apiHost = await openApiHost({
      dataDir: options.dataDir,
      transport: 'web',
      appVersion,
      // Opened only while the host invites players; closed with the invitations and with the host.
      guestDoor: (gate) => startGuestListener({ gate, host: options.guestHost ?? chooseLanAddress(), port: options.guestPort, rendererDir }),
    });
  } catch (error) {
    // Another app or host owns the folder: say who, change nothing, and stop.
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(`FUSE Table web host: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  let server;
  try {
    // The renderer's server entry loads while the host starts listening; a game link asked for
    // before it is ready waits for it. Without it (or if it fails to load) pages are plain.
    const drawTable = loadDrawTable(join(__dirname, 'table-page.js')).catch((error: unknown) => {
      console.error('FUSE Table web host: tables will not be drawn on the host', error);
      return null;
    });
    server = await startWebServer({ apiHost, rendererDir, host: options.host, port: options.port, drawTable });
  } catch (error) {
    apiHost.close();
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? `port ${options.port} is already in use (try --port 0 or another port)` : String(error);
    console.error(`FUSE Table web host: cannot listen on ${options.host}:${options.port}: ${why}`);
    process.exitCode = 1;
    return;
  }
  console.log(`FUSE Table web host: ${server.url}`);
  console.log(`Data folder: ${options.dataDir}`);
  if (!['127.0.0.1', 'localhost', '::1'].includes(options.host)) {
    console.log(`Note: listening on ${options.host}, so other machines on the network can reach this table.`);
  }

  // Close the database cleanly on Ctrl-C or a service stop.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`FUSE Table web host: stopping (${signal})`);
    void server.close().finally(() => {
      apiHost.close();
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main().catch((error: unknown) => {
  console.error('FUSE Table web host: failed to start', error);
  process.exit(1);
});
