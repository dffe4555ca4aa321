import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { GameResult, Stats } from '@shared/history';
import type { GameSummary } from '@shared/games';
import type { ExportedGame, GameFile } from '@shared/saves';
import { tempDirs } from '../../store/test-support';
import { canonicalJson } from '../saves/game-file';
import { dumpDatabase, gameId, SETUP, testHost, value } from '../host.test-support';
import { dumpAll } from '../saves/saves.test-support';

// The hints shown at a game's table travel with its file: exported and imported, it is still a game
// played with hints, in history and in statistics (here with the counting stand-in's rules).

const dirs = tempDirs('hints-export');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function open() {
  const dataDir = dirs.make();
  const made = testHost(dataDir);
  hosts.push(made.host);
  const call = async <T>(method: string, payload: unknown = {}): Promise<T> => value<T>(await made.host.dispatch(method, payload));
  return { ...made, dataDir, call };
}

const resign = (file: Omit<GameFile, 'checksum'>): string =>
  JSON.stringify({ ...file, checksum: createHash('sha256').update(canonicalJson(file)).digest('hex') });

/** A finished game at whose table three hints were shown, and its export. */
async function hintedGame() {
  const opened = open();
  const { call } = opened;
  await call('createGame', { kind: 'flatline', setup: SETUP, title: 'Hinted' });
  for (let i = 0; i < 3; i++) await call('askHint', { id: gameId(1) });
  await call('act', { kind: 'flatline', id: gameId(1), action: { type: 'done' } });
  const { text } = await call<ExportedGame>('exportGame', { id: gameId(1) });
  return { ...opened, text, file: JSON.parse(text) as GameFile };
}

const hintsOf = (entries: GameResult[]) => entries.map((entry) => [entry.gameId, entry.hints]);

describe('a game exported and imported', () => {
  it('keeps its hints shown: history says "3 hints shown" and statistics keep it with the hinted games', async () => {
    const { call, text, file } = await hintedGame();
    expect(file.game.hintsShown).toBe(3);
    // A game played without hints beside it.
    await call('createGame', { kind: 'flatline', setup: SETUP, title: 'Plain' });
    await call('act', { kind: 'flatline', id: gameId(2), action: { type: 'done' } });

    const imported = await call<GameSummary>('importGame', { text });
    expect(imported.id).toBe(gameId(3));
    const { entries } = await call<{ entries: GameResult[] }>('listHistory', { limit: 10, offset: 0 });
    // Finished at the same minute: the latest recorded first.
    expect(hintsOf(entries)).toEqual([
      [gameId(3), 3],
      [gameId(2), undefined],
      [gameId(1), 3],
    ]);
    expect((await call<Stats>('getStats', {})).byHints).toEqual([
      { key: 'without', games: 1, wins: 1 },
      { key: 'with', games: 2, wins: 2 },
    ]);
    expect(hintsOf((await call<{ entries: GameResult[] }>('listHistory', { hints: 'without', limit: 10, offset: 0 })).entries)).toEqual([[gameId(2), undefined]]);
    // Exported again, the count goes on with it.
    expect((JSON.parse((await call<ExportedGame>('exportGame', { id: gameId(3) })).text) as GameFile).game.hintsShown).toBe(3);
  });

  it('imports a file without the count (written before hints were counted, or without hints) as played without hints', async () => {
    const { call, file } = await hintedGame();
    const { checksum: _checksum, ...body } = file;
    const { hintsShown: _hints, ...older } = file.game;
    await call('importGame', { text: resign({ ...body, game: older }) });
    const { entries } = await call<{ entries: GameResult[] }>('listHistory', { limit: 10, offset: 0 });
    expect(hintsOf(entries)).toEqual([
      [gameId(2), undefined],
      [gameId(1), 3],
    ]);
  });

  it('refuses a count that is not one, clearly, and changes nothing', async () => {
    const { host, dataDir, file } = await hintedGame();
    const before = dumpAll(dataDir);
    const { checksum: _checksum, ...body } = file;
    const bad: [unknown, string][] = [
      [-1, 'cannot be below 0'],
      [2.5, 'must be a whole number'],
      ['3', 'must be a number'],
      [null, 'must be a number'],
    ];
    for (const [count, why] of bad) {
      const result = await host.dispatch('importGame', { text: resign({ ...body, game: { ...body.game, hintsShown: count as number } }) });
      expect(result.ok ? 'accepted' : [result.error.code, result.error.message]).toEqual([
        'import-invalid',
        `This file cannot be imported: Invalid game file: game.hintsShown: the number of hints shown ${why}.`,
      ]);
    }
    expect(dumpAll(dataDir)).toEqual(before);
    expect(dumpDatabase(dataDir).games).toHaveLength(1);
  });
});
