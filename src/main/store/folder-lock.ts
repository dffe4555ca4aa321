import { closeSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

/** The file that says which process owns a data folder. */
export const LOCK_FILE = 'fuse-table.lock';

/** Who holds a data folder: written into the lock file, shown to a second process. */
export interface LockHolder {
  app: 'FUSE Table';
  /** Which program: the desktop app or the web host. */
  kind: string;
  pid: number;
  /** When the kernel started that process (Linux, from /proc), so a reused pid is not taken for it. */
  processStart?: string;
  hostname: string;
  startedAt: string;
  /** Tells this holder's lock from a later one by the same pid. */
  token: string;
}

const KIND_NAMES: Record<string, string> = { electron: 'the FUSE Table desktop app', web: 'the FUSE Table web host' };

/** Another process owns the folder: nothing was opened or changed. */
export class DataFolderInUseError extends Error {
  readonly code = 'data-folder-in-use';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `${KIND_NAMES[holder.kind] ?? `FUSE Table (${holder.kind})`}, process ${holder.pid} on ${holder.hostname}, running since ${holder.startedAt}`
      : 'another FUSE Table process (its lock file cannot be read)';
    super(
      `The data folder ${dataDir} is already in use by ${who}. Only one app or web host may use a data folder ` +
        `at a time: close the other one, or choose another folder with --data-dir DIR or the ` +
        `FUSE_TABLE_DATA_DIR environment variable. Nothing was changed. (If that process is really gone, ` +
        `delete ${join(dataDir, LOCK_FILE)}.)`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/** The folder cannot be written to, so neither the lock nor the database can be. */
export class DataFolderNotWritableError extends Error {
  readonly code = 'database-read-only';
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(`The data folder ${dataDir} cannot be written to (${reason}). Nothing was changed.`);
    this.name = 'DataFolderNotWritableError';
  }
}

export interface FolderLock {
  readonly holder: LockHolder;
  /** Removes the lock file if it is still ours. */
  release(): void;
}

/** Locks held by this process, so a pid reused by us (a container's pid 1) is not mistaken for a live holder. */
const heldHere = new Set<string>();

function readHolder(path: string): LockHolder | null | 'missing' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string' && typeof parsed.token === 'string') {
      return parsed as LockHolder;
    }
  } catch {
    // Unreadable content: treated as held, never guessed stale.
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process as the kernel counts it (Linux); undefined where /proc does not say. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name (which is in parentheses and may hold spaces).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * A lock is stale when its holder ran on this machine and that process is gone, or the pid now
 * belongs to a process started at another time (pids are reused, in containers especially).
 */
function isStale(holder: LockHolder, path: string): boolean {
  if (holder.hostname !== hostname()) return false;
  if (holder.pid === process.pid) return !heldHere.has(path);
  if (!isAlive(holder.pid)) return true;
  const started = processStart(holder.pid);
  return holder.processStart !== undefined && started !== undefined && started !== holder.processStart;
}

const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Writes the holder to a private file, flushed, then links it into place: the lock appears whole or not at all. */
function tryLink(path: string, holder: LockHolder): boolean {
  const temp = `${path}.${holder.token}.tmp`;
  const fd = openSync(temp, 'wx');
  try {
    writeSync(fd, JSON.stringify(holder));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

/**
 * Takes the data folder for this process, or throws DataFolderInUseError naming the process that
 * holds it. A lock left by a process that died on this machine is taken over.
 */
export function lockDataFolder(dataDir: string, kind: string, nowIso: string): FolderLock {
  const path = join(dataDir, LOCK_FILE);
  const started = processStart(process.pid);
  const holder: LockHolder = {
    app: 'FUSE Table',
    kind,
    pid: process.pid,
    ...(started ? { processStart: started } : {}),
    hostname: hostname(),
    startedAt: nowIso,
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      if (tryLink(path, holder)) {
        heldHere.add(path);
        return { holder, release: () => release(path, holder) };
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NOT_WRITABLE.has(code)) throw new DataFolderNotWritableError(dataDir, code);
      throw error;
    }
    const current = readHolder(path);
    if (current === 'missing') continue;
    if (current === null || !isStale(current, path)) throw new DataFolderInUseError(dataDir, current);
    takeOverStale(path, current);
  }
  throw new DataFolderInUseError(dataDir, null);
}

/**
 * Moves a stale lock out of the way. If another starter replaced it in the meantime, the file moved
 * is theirs: it is put back and we try again (and then find it held).
 */
function takeOverStale(path: string, stale: LockHolder): void {
  const moved = `${path}.stale-${randomUUID()}`;
  try {
    renameSync(path, moved);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const taken = readHolder(moved);
  if (taken !== 'missing' && taken !== null && taken.token === stale.token) {
    unlinkSync(moved);
    return;
  }
  try {
    linkSync(moved, path);
  } catch {
    // Someone else holds it now; the next attempt reads who.
  }
  unlinkSync(moved);
}

function release(path: string, holder: LockHolder): void {
  heldHere.delete(path);
  const current = readHolder(path);
  if (current !== 'missing' && current !== null && current.token === holder.token) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone: nothing to release.
    }
  }
}
