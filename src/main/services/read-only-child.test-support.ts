// Run by read-only.test.ts in a child process: starts the application on a data folder and prints
// its start-up notice and the answer to creating a game, as JSON. Root writes to read-only files, so
// when the child starts as root (FUSE_TABLE_TEST_RUN_AS=<uid>:<gid>) it loads everything it needs
// first (the project may sit in a folder only root can read), then drops to that unprivileged user
// before the store is opened.
import Database from 'better-sqlite3';
import { SETUP, testHost } from './host.test-support';

function dropPrivileges(): void {
  const runAs = process.env['FUSE_TABLE_TEST_RUN_AS'];
  if (!runAs) return;
  // Load the SQLite driver's native part now, while its files can still be read.
  new Database(':memory:').close();
  const [uid, gid] = runAs.split(':').map(Number);
  process.setgid?.(gid!);
  process.setuid?.(uid!);
}

async function main(dataDir: string): Promise<void> {
  dropPrivileges();
  const { host } = testHost(dataDir);
  const info = await host.dispatch('appInfo', {});
  const created = await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
  host.close();
  process.stdout.write(JSON.stringify({ notice: info.ok ? (info.value as { notice?: unknown }).notice : null, created }));
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(error);
  process.exit(3);
});
