// Run by folder-lock.test.ts in a child process: opens the store on a data folder, says "ready",
// and holds it until it is killed.
import { openStore } from './store';

const store = openStore({ dataDir: process.argv[2] ?? '', now: () => '2026-11-22T10:00:00.000Z', owner: 'web' });
store.games.insert({
  id: 'held',
  kind: 'flatline',
  paused: false,
  title: 'Held',
  setup: {},
  seed: 1,
  status: 'in-progress',
  round: 1,
  actionCount: 0,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: null,
});
process.stdout.write('ready\n');
setInterval(() => undefined, 1000);
