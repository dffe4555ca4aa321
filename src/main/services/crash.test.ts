import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AppInfo } from '@shared/api';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../store/test-support';
import type { CountingState } from './counting-rules.test-support';
import { gameId, testHost, value } from './host.test-support';

const dirs = tempDirs('crash');
afterEach(() => dirs.cleanUp());

/** Starts the child, kills it without warning once it has acknowledged `atLeast` actions. */
function playUntilKilled(dataDir: string, atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'crash-child.test-support.ts'), dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let acked = 0;
    let buffered = '';
    let errors = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^acked (\d+)$/.exec(line);
        if (match) acked = Number(match[1]);
      }
      if (acked >= atLeast) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`child exited with ${code}: ${errors}`));
    });
  });
}

describe('a crash in the middle of play', () => {
  it('loses no acknowledged action and leaves a database that opens cleanly', async () => {
    const dataDir = dirs.make();
    const acked = await playUntilKilled(dataDir, 150);

    const { host } = testHost(dataDir);
    try {
      expect(value<AppInfo>(await host.dispatch('appInfo', {})).notice).toBeUndefined();
      const game = value<GameDetail>(await host.dispatch('getGame', { id: gameId(1) }));
      const history = (game.state as unknown as CountingState).history;
      // Every acknowledged action is there, in order; at most the ones in flight beyond it.
      expect(history.length).toBeGreaterThanOrEqual(acked);
      expect(history.slice(0, acked)).toEqual(Array.from({ length: acked }, (_, i) => `{"type":"decide","option":"note-${i + 1}"}`));
      // And play continues.
      const next = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } }));
      expect((next.state as unknown as CountingState).history).toHaveLength(history.length + 1);
    } finally {
      host.close();
    }
  });
});
