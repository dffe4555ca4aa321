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
// The timer keeps the process alive and holds the store: with nothing referring to it, the garbage
// collector may finalise the connection, which closes the database (checkpointing and deleting its
// write-ahead log) while the test believes it is still held.
setInterval(() => void store, 1000);
