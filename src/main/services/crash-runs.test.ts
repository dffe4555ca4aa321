import { afterEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { AppInfo } from '@shared/api';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { gameId, testHost, value } from './host.test-support';
import { runUntilKilled } from './kill-child.test-support';

const dirs = tempDirs('crash-runs');
afterEach(() => dirs.cleanUp());

const RUNS = 10;

/** A fixed-seed sequence of kill moments: after 1–400 acknowledged actions, then 0–7 ms more. */
function killMoments(count: number): { acks: number; delayMs: number }[] {
  let x = 20261122;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 0x1_0000_0000;
  return Array.from({ length: count }, () => ({ acks: 1 + Math.floor(next() * 400), delayMs: Math.floor(next() * 8) }));
}

/** The last "acked N" line's count (0 before any). */
function lastAcked(lines: readonly string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) {
    const match = /^acked (\d+)$/.exec(lines[i]!);
    if (match) return Number(match[1]);
  }
  return 0;
}

/** Runs the crash child until it has acknowledged `acks` actions, waits `delayMs`, then SIGKILLs it. */
async function playUntilKilled(dataDir: string, acks: number, delayMs: number): Promise<number> {
  const lines = await runUntilKilled(join(__dirname, 'crash-child.test-support.ts'), [dataDir], (read) => lastAcked(read) >= acks, delayMs);
  return lastAcked(lines);
}

describe('many crashes at seeded random moments', () => {
  it(`never leave a database that fails to open or lacks an acknowledged action (${RUNS} runs)`, async () => {
    let runs = 0;
    let checked = 0;
    for (const { acks, delayMs } of killMoments(RUNS)) {
      const dataDir = dirs.make();
      const acked = await playUntilKilled(dataDir, acks, delayMs);
      const { host } = testHost(dataDir);
      try {
        expect(value<AppInfo>(await host.dispatch('appInfo', {})).notice).toBeUndefined();
        const history = (value<GameDetail>(await host.dispatch('getGame', { id: gameId(1) })).state as unknown as CountingState).history;
        expect(history.length).toBeGreaterThanOrEqual(acked);
        expect(history.slice(0, acked)).toEqual(Array.from({ length: acked }, (_, i) => `{"type":"decide","option":"note-${i + 1}"}`));
        value(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } }));
      } finally {
        host.close();
      }
      runs++;
      checked += acked;
    }
    console.log(`crash safety: ${runs} processes killed with SIGKILL at seeded random moments; ${checked} acknowledged actions all found after reopening`);
    expect(runs).toBe(RUNS);
  }, 120_000);
});
