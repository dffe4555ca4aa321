import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATABASE_FILE } from '../store/store';
import { tempDirs } from '../store/test-support';
import { testHost } from './host.test-support';

const dirs = tempDirs('read-only');
afterEach(() => {
  for (const dir of made.splice(0)) chmodSync(dir, 0o755);
  dirs.cleanUp();
});
const made: string[] = [];

// Root may write to any file, so as root the application drops to "nobody" (a user without rights
// to what is made read-only) once it has loaded; as anyone else it runs as that user.
const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

function startIn(dataDir: string): { notice: { code: string; params: Record<string, string> } | undefined; created: { ok: boolean; error?: { code: string } } } {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'read-only-child.test-support.ts'), dataDir], {
    encoding: 'utf8',
    env: { ...process.env, HOME: dataDir, ...(asUser.uid !== undefined ? { FUSE_TABLE_TEST_RUN_AS: `${asUser.uid}:${asUser.gid}` } : {}) },
    timeout: 30_000,
  });
  if (child.status !== 0) throw new Error(`child failed (${child.status}): ${child.stderr}`);
  return JSON.parse(child.stdout) as ReturnType<typeof startIn>;
}

/** A data folder with saved games in it, owned by the user the application runs as. */
async function savedFolder(): Promise<{ dataDir: string; file: string }> {
  const dataDir = dirs.make();
  const { host } = testHost(dataDir);
  await host.dispatch('createGame', { kind: 'flatline', setup: { seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }] } });
  host.close();
  const file = join(dataDir, DATABASE_FILE);
  if (asUser.uid !== undefined) {
    chownSync(dataDir, asUser.uid, asUser.gid);
    chownSync(file, asUser.uid, asUser.gid);
  }
  made.push(dataDir);
  return { dataDir, file };
}

describe('a database that cannot be written', () => {
  it('is reported at start when the file is read-only, and nothing is changed', async () => {
    const { dataDir, file } = await savedFolder();
    chmodSync(file, 0o444);
    const before = readFileSync(file);

    const { notice, created } = startIn(dataDir);
    expect(notice).toMatchObject({ code: 'database-read-only', params: { file } });
    expect(created).toMatchObject({ ok: false, error: { code: 'database-read-only' } });
    expect(readFileSync(file).equals(before)).toBe(true);
    // SQLite's index of the (empty) log is all it leaves beside a WAL database it only read; the lock is gone.
    expect(readdirSync(dataDir).sort()).toEqual([DATABASE_FILE, `${DATABASE_FILE}-shm`, `${DATABASE_FILE}-wal`]);
    expect(readFileSync(`${file}-wal`)).toHaveLength(0);
  }, 60_000);

  it('is reported at start when the folder is read-only, and nothing is changed', async () => {
    const { dataDir, file } = await savedFolder();
    chmodSync(dataDir, 0o555);
    const before = readFileSync(file);

    const { notice, created } = startIn(dataDir);
    expect(notice).toMatchObject({ code: 'database-read-only', params: { file: dataDir } });
    expect(created).toMatchObject({ ok: false, error: { code: 'database-read-only' } });
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dataDir).sort()).toEqual([DATABASE_FILE]);
  }, 60_000);
});
