// Run by read-only.test.ts in a child process (as an unprivileged user when the tests run as root,
// since root writes to read-only files): starts the application on a data folder and prints its
// start-up notice and the answer to creating a game, as JSON.
import { SETUP, testHost } from './host.test-support';

async function main(dataDir: string): Promise<void> {
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
