// The worst case for an import, used by scripts/bench/import.ts and import-yields.test.ts.
import { createHash } from 'node:crypto';
import type { GameDetailOf } from '@shared/games';
import type { FlatlineAction } from '@shared/flatline/actions';
import { GAME_FILE_MAX_CHARS, type ExportedGame, type GameFile } from '@shared/saves';
import type { ApiHost } from '../api-host';
import { canonicalJson } from './game-file';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

async function call<T>(host: ApiHost, method: string, payload: unknown): Promise<T> {
  const result = await host.dispatch(method, payload);
  if (!result.ok) throw new Error(`${method}: ${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/**
 * The largest game file (or the largest under `maxChars`): a FLATLINE game at its first countdown,
 * then zero-length clock ticks, which the rules accept, until the size limit. Re-signed.
 */
export async function largestGameFile(host: ApiHost, maxChars = GAME_FILE_MAX_CHARS): Promise<{ text: string; actions: number }> {
  let game = await call<GameDetail>(host, 'createGame', {
    kind: 'flatline',
    setup: { seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bea', colour: 'blue' }], timerSeconds: 120 },
    seed: 7,
  });
  for (let i = 0; i < 50 && game.state.stop !== 'countdown'; i++) {
    const action: FlatlineAction = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]?.id ?? '' } : { type: 'advance' };
    game = await call<GameDetail>(host, 'act', { kind: 'flatline', id: game.id, action });
  }
  const { text } = await call<ExportedGame>(host, 'exportGame', { id: game.id });
  const { checksum: _checksum, ...body } = JSON.parse(text) as GameFile;
  const at = body.game.updatedAt;
  const one = JSON.stringify({ seq: 100000, action: { type: 'tick', elapsedMs: 0 }, at }).length + 1;
  const room = Math.floor((maxChars - text.length - 200) / one);
  const start = body.actions.length;
  for (let i = 0; i < room; i++) body.actions.push({ seq: start + i + 1, action: { type: 'tick', elapsedMs: 0 }, at });
  const checksum = createHash('sha256').update(canonicalJson(body)).digest('hex');
  return { text: JSON.stringify({ ...body, checksum }), actions: body.actions.length };
}

