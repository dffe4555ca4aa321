import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AppInfo } from '@shared/api';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { gameId, testHost, value } from './host.test-support';

const dirs = tempDirs('crash-runs');
afterEach(() => dirs.cleanUp());

const RUNS = 10;

/** A fixed-seed sequence of kill moments: after 1–400 acknowledged actions, then 0–7 ms more. */
function killMoments(count: number): { acks: number; delayMs: number }[] {
  let x = 20261122;
  const next = () => (x = (Math.imul(x, 1103515245) + 12345) >>> 0) / 0x1_0000_0000;
  return Array.from({ length: count }, () => ({ acks: 1 + Math.floor(next() * 400), delayMs: Math.floor(next() * 8) }));
}

/** Runs the crash child until it has acknowledged `acks` actions, waits `delayMs`, then SIGKILLs it. */
function playUntilKilled(dataDir: string, acks: number, delayMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'crash-child.test-support.ts'), dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acked = 0;
    let buffered = '';
    let errors = '';
    let killing = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^acked (\d+)$/.exec(line);
        if (match) acked = Number(match[1]);
      }
      if (acked >= acks && !killing) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    // What was read before the kill is what was acknowledged; later output never arrives.
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(acked) : reject(new Error(`child exited with ${code}: ${errors}`))));
  });
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
        expect(history.slice(0, acked)).toEqual(Array.from({ length: acked }, (_, i) => `{"type":"tick","elapsedMs":${i + 1}}`));
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
