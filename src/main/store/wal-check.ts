import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * Tells whether the write-ahead log beside a database belongs to it, before SQLite opens either.
 *
 * A log carries nothing that names its database: SQLite applies any log whose frames agree with
 * the log's own header. So the store marks its logs itself. Each database holds a random token in
 * its header (`PRAGMA user_version`, which our migrations never use), and the store starts every
 * log by rewriting that token: it turns SQLite's automatic checkpoints off, and after each of its
 * own checkpoints (which empty the log) the very next write is the token. The first frame of every
 * log it writes is therefore page 1 carrying the token. A log whose first valid frame is not page 1
 * with the database's token came from somewhere else.
 */

const WAL_HEADER = 32;
const FRAME_HEADER = 24;
const WAL_MAGIC_LE = 0x377f0682;
const WAL_MAGIC_BE = 0x377f0683;
const WAL_VERSION = 3007000;
/** Where SQLite keeps `user_version` in page 1 (the database header). */
const TOKEN_OFFSET = 60;

export type LogVerdict =
  | { kind: 'none' }
  | { kind: 'ours' }
  /** A database from before tokens: its log is trusted once, as before this check existed. */
  | { kind: 'legacy' }
  | { kind: 'foreign'; reason: string };

function readAt(file: string, position: number, length: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(length);
    const read = readSync(fd, buffer, 0, length, position);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** SQLite's log checksum (fileformat2 §4.1), continued from `s0, s1`. */
function walChecksum(data: Buffer, bigEndian: boolean, s0: number, s1: number): [number, number] {
  for (let i = 0; i + 8 <= data.length; i += 8) {
    const x0 = bigEndian ? data.readUInt32BE(i) : data.readUInt32LE(i);
    const x1 = bigEndian ? data.readUInt32BE(i + 4) : data.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

/** The page size and token in a database file's header; null for an empty or missing file. */
function databaseHeader(dbFile: string): { pageSize: number; token: number } | null {
  const head = readAt(dbFile, 0, 100);
  if (!head || head.length < 100) return null;
  const raw = head.readUInt16BE(16);
  return { pageSize: raw === 1 ? 65536 : raw, token: head.readUInt32BE(TOKEN_OFFSET) };
}

/**
 * Whether SQLite would apply anything from `<dbFile>-wal`, and if so whether the log is this
 * database's. A log with no valid first frame is one SQLite ignores, so it is left alone.
 */
export function checkLog(dbFile: string): LogVerdict {
  const walFile = `${dbFile}-wal`;
  let size: number;
  try {
    size = statSync(walFile).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'none' };
    throw error;
  }
  if (size < WAL_HEADER + FRAME_HEADER) return { kind: 'none' };
  const header = readAt(walFile, 0, WAL_HEADER)!;
  const magic = header.readUInt32BE(0);
  if ((magic !== WAL_MAGIC_LE && magic !== WAL_MAGIC_BE) || header.readUInt32BE(4) !== WAL_VERSION) return { kind: 'none' };
  const bigEndian = magic === WAL_MAGIC_BE;
  const pageSize = header.readUInt32BE(8);
  const [h0, h1] = walChecksum(header.subarray(0, 24), bigEndian, 0, 0);
  if (h0 !== header.readUInt32BE(24) || h1 !== header.readUInt32BE(28)) return { kind: 'none' };
  if (size < WAL_HEADER + FRAME_HEADER + pageSize) return { kind: 'none' };

  const frame = readAt(walFile, WAL_HEADER, FRAME_HEADER + pageSize)!;
  if (frame.readUInt32BE(8) !== header.readUInt32BE(16) || frame.readUInt32BE(12) !== header.readUInt32BE(20)) return { kind: 'none' };
  const [f0, f1] = walChecksum(frame.subarray(FRAME_HEADER), bigEndian, ...walChecksum(frame.subarray(0, 8), bigEndian, h0, h1));
  if (f0 !== frame.readUInt32BE(16) || f1 !== frame.readUInt32BE(20)) return { kind: 'none' };

  // From here SQLite would apply this log: it must be ours.
  const db = databaseHeader(dbFile);
  if (!db) return { kind: 'foreign', reason: 'a write-ahead log was found without its database' };
  if (db.pageSize !== pageSize) return { kind: 'foreign', reason: 'the write-ahead log was written for a database with another page size' };
  const page = frame.readUInt32BE(0);
  const logToken = frame.subarray(FRAME_HEADER).readUInt32BE(TOKEN_OFFSET);
  if (db.token === 0) return page === 1 && logToken !== 0 ? { kind: 'foreign', reason: 'the write-ahead log belongs to another database' } : { kind: 'legacy' };
  if (page !== 1 || logToken !== db.token) return { kind: 'foreign', reason: 'the write-ahead log belongs to another database' };
  return { kind: 'ours' };
}
