import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import { tempDirs } from '../../store/test-support';
import { dumpDatabase, gameId, SETUP, testHost, value } from '../host.test-support';

const dirs = tempDirs('finished');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

describe('a finished game', () => {
  it.each([['won', 'done'] as const, ['lost', 'decide'] as const])('(%s) cannot be paused or continued, and nothing about it changes', async (outcome, type) => {
    const dataDir = dirs.make();
    const { host, clock } = testHost(dataDir);
    hosts.push(host);
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    const action = type === 'done' ? { type: 'done' } : { type: 'decide', option: 'lose' };
    const over = value<GameDetail>(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action }));
    expect(over.status).toBe(outcome);
    const before = dumpDatabase(dataDir);
    clock.advance(60_000);

    for (const method of ['pauseGame', 'resumeGame'] as const) {
      expect(await host.dispatch(method, { id: gameId(1) })).toEqual({
        ok: false,
        error: { code: 'game-finished', message: 'This game is over: it cannot be paused or continued.', params: { id: gameId(1), status: outcome } },
      });
    }
    expect(dumpDatabase(dataDir)).toEqual(before);
    expect(value<GameDetail>(await host.dispatch('getGame', { id: gameId(1) })).paused).toBe(false);
  });
});
