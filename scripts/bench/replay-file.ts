// Replay-file benchmark: the largest finished game the contract allows (a FLATLINE game played to its
// end by the greedy bot, its first countdown stretched with zero-length clock ticks up to
// GAME_FILE_MAX_CHARS characters), opened as a friend's replay file through the API while another
// call is made every 10 ms; then "Same deal" and the list of files with it stored.
// `npm run bench` picks up run(); `tsx scripts/bench/replay-file.ts` prints it alone.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GAME_FILE_FORMAT, GAME_FILE_MAX_CHARS, GAME_FILE_VERSION, type GameFile } from '../../src/shared/saves';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import type { ReplayFileEntry } from '../../src/shared/replay-files';
import { flatlineModule } from '../../src/main/engine/flatline/index';
import { playGreedyGame } from '../../src/main/engine/flatline/bot/play';
import { canonicalJson } from '../../src/main/services/saves/game-file';
import { openApiHost } from '../../src/main/services';
import { importWhileCalling } from './import';

export const name = 'replay file';

const AT = '2026-11-22T09:00:00.000Z';

/** The largest finished game file: a greedy game whose first countdown holds as many zero ticks as fit. */
export function largestFinishedFile(maxChars = GAME_FILE_MAX_CHARS): { text: string; actions: number } {
  const setup = flatlineSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }], timerSeconds: 120 });
  const seed = 7;
  const played = playGreedyGame(setup, seed);
  // Where the first countdown runs: the ticks go there.
  let state = flatlineModule.start(setup, seed);
  let at = 0;
  while (state.stop !== 'countdown') {
    const applied = flatlineModule.apply(state, played.actions[at]!);
    if (!applied.ok) throw new Error('the greedy game was refused');
    state = applied.state;
    at++;
  }
  const body = (actions: FlatlineAction[]): Omit<GameFile, 'checksum'> => {
    let final = flatlineModule.start(setup, seed);
    for (const action of actions) {
      const applied = flatlineModule.apply(final, action);
      if (!applied.ok) throw new Error(`the stretched game was refused: ${applied.refusal.code}`);
      final = applied.state;
    }
    return {
      format: GAME_FILE_FORMAT,
      version: GAME_FILE_VERSION,
      exportedAt: AT,
      game: { kind: 'flatline', title: 'The longest night', setup, seed, status: flatlineModule.status(final), round: flatlineModule.round(final), createdAt: AT, updatedAt: AT, finishedAt: AT },
      actions: actions.map((action, i) => ({ seq: i + 1, action, at: AT })),
    };
  };
  const bare = JSON.stringify(body(played.actions)).length + 100;
  const one = JSON.stringify({ seq: 100000, action: { type: 'tick', elapsedMs: 0 }, at: AT }).length + 1;
  const ticks = Math.floor((maxChars - bare) / one);
  const actions = [...played.actions.slice(0, at), ...Array.from({ length: ticks }, (): FlatlineAction => ({ type: 'tick', elapsedMs: 0 })), ...played.actions.slice(at)];
  const file = body(actions);
  if (file.game.status === 'in-progress') throw new Error('the stretched game did not finish');
  const checksum = createHash('sha256').update(canonicalJson(file)).digest('hex');
  return { text: JSON.stringify({ ...file, checksum }), actions: actions.length };
}

export async function run(): Promise<Record<string, number | string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fuse-table-bench-replay-file-'));
  const host = openApiHost({ dataDir, transport: 'web', appVersion: 'bench' });
  try {
    const { text, actions } = largestFinishedFile();
    const measured = await importWhileCalling(host, text, 'openReplayFile');
    const timed = async (method: string, payload: unknown) => {
      const started = performance.now();
      const result = await host.dispatch(method, payload);
      if (!result.ok) throw new Error(`${method}: ${result.error.code}`);
      return { ms: Math.round((performance.now() - started) * 10) / 10, value: result.value };
    };
    const list = await timed('listReplayFiles', {});
    const [entry] = list.value as ReplayFileEntry[];
    const deal = await timed('sameDeal', { file: entry!.fileId });
    return {
      'file characters': text.length,
      'file actions': actions,
      'opened': measured.ok ? 'yes' : 'no',
      'open ms': measured.importMs,
      'slowest other call during open ms': measured.slowestOtherMs,
      'longest event loop block during open ms': measured.longestBlockMs,
      'list of files ms': list.ms,
      'same deal ms': deal.ms,
    };
  } finally {
    host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('replay-file.ts')) {
  void run().then((figures) => {
    for (const [key, value] of Object.entries(figures)) console.log(`${key}: ${value}`);
  });
}
