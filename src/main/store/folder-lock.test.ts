import { afterEach, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { DATABASE_FILE, DataFolderInUseError, LOCK_FILE, openStore } from './store';
import { tempDirs } from './test-support';
import { processStart } from './folder-lock';

const dirs = tempDirs('lock');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  dirs.cleanUp();
});

const now = () => '2026-11-22T12:00:00.000Z';

/** Starts a second real process holding `dataDir`; resolves once it has opened the store. */
function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'lock-child.test-support.ts'), dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let errors = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}: ${errors}`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const snapshot = (dataDir: string) => Object.fromEntries(readdirSync(dataDir).sort().map((name) => [name, readFileSync(join(dataDir, name))]));

describe('one process owns a data folder', () => {
  it('refuses a second process on the same folder, naming the holder and how to choose another folder, and changes nothing', async () => {
    const dataDir = dirs.make();
    const holder = await holdInAnotherProcess(dataDir);
    const before = snapshot(dataDir);

    let refused: unknown;
    try {
      openStore({ dataDir, now, owner: 'electron' }).close();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    const message = (refused as Error).message;
    expect(message).toContain(`the FUSE Table web host, process ${holder.pid} on ${hostname()}`);
    expect(message).toContain('--data-dir');
    expect(message).toContain('FUSE_TABLE_DATA_DIR');
    expect(snapshot(dataDir)).toEqual(before);
  }, 30_000);

  it('takes over the lock of a process that was killed, and keeps its saved games', async () => {
    const dataDir = dirs.make();
    const holder = await holdInAnotherProcess(dataDir);
    await killed(holder);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const store = openStore({ dataDir, now, owner: 'web' });
    expect(store.games.get('held')?.title).toBe('Held');
    store.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 30_000);

  it('refuses a second opening in the same process until the first is closed', () => {
    const dataDir = dirs.make();
    const first = openStore({ dataDir, now, owner: 'web' });
    expect(() => openStore({ dataDir, now, owner: 'web' })).toThrow(DataFolderInUseError);
    first.close();
    openStore({ dataDir, now, owner: 'web' }).close();
  });

  it('treats a lock file from a process that no longer exists on this machine as stale', () => {
    const dataDir = dirs.make();
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ app: 'FUSE Table', kind: 'web', pid: gone, hostname: hostname(), startedAt: now(), token: 't' }));
    openStore({ dataDir, now }).close();
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(true);
  });

  it('treats a lock whose pid now belongs to a process started at another time as stale (a reused pid)', async () => {
    const dataDir = dirs.make();
    const other = await holdInAnotherProcess(dirs.make());
    const reused = { app: 'FUSE Table', kind: 'web', pid: other.pid, processStart: '1', hostname: hostname(), startedAt: now(), token: 't' };
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(reused));
    openStore({ dataDir, now }).close();
    // The same pid with its real start time is a live holder.
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ ...reused, processStart: processStart(other.pid!) }));
    expect(() => openStore({ dataDir, now })).toThrow(DataFolderInUseError);
  }, 30_000);

  it('never guesses a lock stale when its holder ran on another machine, or the file cannot be read', () => {
    const dataDir = dirs.make();
    writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify({ app: 'FUSE Table', kind: 'electron', pid: 1, hostname: 'another-machine', startedAt: now(), token: 't' }));
    expect(() => openStore({ dataDir, now })).toThrow(/FUSE Table desktop app, process 1 on another-machine/);
    writeFileSync(join(dataDir, LOCK_FILE), 'half a lo');
    expect(() => openStore({ dataDir, now })).toThrow(/its lock file cannot be read/);
    expect(existsSync(join(dataDir, DATABASE_FILE))).toBe(false);
  });
});
