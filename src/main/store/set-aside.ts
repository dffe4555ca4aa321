import { existsSync, renameSync } from 'node:fs';

/** The files SQLite keeps beside a database in WAL mode; they belong to it and move with it. */
const COMPANIONS = ['', '-wal', '-shm'] as const;

/** A timestamp usable in a file name on every system (no colons). */
function fileStamp(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
}

/**
 * Moves a damaged database (and its -wal/-shm; or, given `moved`, only those companions) aside as `<name>.damaged-<time>[-n]`, never
 * deleting anything, so the data can still be recovered by hand. Returns the new main file's path.
 */
export function setAside(file: string, nowIso: string, moved: readonly string[] = COMPANIONS): string {
  const base = `${file}.damaged-${fileStamp(nowIso)}`;
  let target = base;
  for (let n = 2; COMPANIONS.some((suffix) => existsSync(target + suffix)); n++) target = `${base}-${n}`;
  for (const suffix of moved) {
    if (existsSync(file + suffix)) renameSync(file + suffix, target + suffix);
  }
  return target;
}
