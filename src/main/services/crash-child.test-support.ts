// Run by crash.test.ts in a child process: plays one game as fast as it can, printing each
// acknowledged action, until it is killed.
import { gameId, SETUP, testHost } from './host.test-support';

async function main(dataDir: string): Promise<void> {
  const { host } = testHost(dataDir);
  const created = await host.dispatch('createGame', { kind: 'flatline', setup: SETUP });
  if (!created.ok) throw new Error(created.error.message);
  for (let n = 1; ; n++) {
    const result = await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'decide', option: `note-${n}` } });
    if (!result.ok) throw new Error(result.error.message);
    process.stdout.write(`acked ${n}\n`);
  }
}

main(process.argv[2] ?? '').catch((error: unknown) => {
  console.error(error);
  process.exit(3);
});
