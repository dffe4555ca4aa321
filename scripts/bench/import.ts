// Import benchmark: the largest game file the contract allows (every action a zero-length clock
// tick during a countdown, up to GAME_FILE_MAX_CHARS characters), imported through the API while
// another call is made every 10 ms. Prints how long the import takes and the slowest answer the
// other calls got meanwhile (the host must keep answering within 100 ms).
// `npm run bench` picks up run(); `tsx scripts/bench/import.ts` prints it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openApiHost, type ApiHost } from '../../src/main/services';
import { largestGameFile } from '../../src/main/services/saves/large-file.test-support';

export const name = 'import';

/** Imports `text` (or opens it as a replay file) while calling appInfo every 10 ms; the slowest of those answers, in ms. */
export async function importWhileCalling(
  host: ApiHost,
  text: string,
  method: 'importGame' | 'openReplayFile' = 'importGame',
): Promise<{ importMs: number; slowestOtherMs: number; longestBlockMs: number; otherCalls: number; ok: boolean }> {
  let slowest = 0;
  // The longest stretch the event loop was busy: the gap between two 1 ms timer ticks.
  let longestBlock = 0;
  let tick = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestBlock = Math.max(longestBlock, now - tick);
    tick = now;
  }, 1);
  let calls = 0;
  let done = false;
  // A call is due every 10 ms; its wait is counted from when it was due, so time the event loop
  // spent busy before it could even be sent counts too.
  const others = (async () => {
    while (!done) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      await host.dispatch('appInfo', {});
      slowest = Math.max(slowest, performance.now() - due);
      calls++;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const started = performance.now();
  const result = await host.dispatch(method, { text });
  const importMs = performance.now() - started;
  done = true;
  clearInterval(ticker);
  await others;
  return { importMs: Math.round(importMs), slowestOtherMs: Math.round(slowest), longestBlockMs: Math.round(longestBlock), otherCalls: calls, ok: result.ok };
}

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-bench-import-'));
  const host = openApiHost({ dataDir, transport: 'web', appVersion: 'bench' });
  try {
    const { text, actions } = await largestGameFile(host);
    const measured = await importWhileCalling(host, text);
    return {
      'file characters': text.length,
      'file actions': actions,
      'import accepted': measured.ok ? 'yes' : 'no',
      'import ms': measured.importMs,
      'slowest other call during import ms': measured.slowestOtherMs,
      'longest event loop block during import ms': measured.longestBlockMs,
      'other calls answered during import': measured.otherCalls,
    };
  } finally {
    host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('import.ts')) {
  void run().then((figures) => {
    for (const [key, value] of Object.entries(figures)) console.log(`${key}: ${value}`);
  });
}
