import { describe, expect, it } from 'vitest';
import type { Result } from '@shared/errors';
import type { GameResult } from '@shared/history';
import type { Hint } from '@shared/hints-api';
import { dumpDatabase, gameId, SETUP, value } from '../host.test-support';
import { invitingHosts } from '../guests/inviting-host.test-support';

// A hint is asked through the API, worked out by the game's module from a seat's view (here the
// counting stand-in, whose hint is its winning move), and counted in the game's record.

const { invitingHost } = invitingHosts('hints');

const code = (result: Result<unknown>) => (result.ok ? 'ok' : result.error.code);
const hintsShown = (dataDir: string) => (dumpDatabase(dataDir).games as { id: string; hints_shown: number }[]).map((g) => [g.id, g.hints_shown]);

describe('a hint', () => {
  it('suggests a move for the seats the main screen plays, and the finished game’s history says hints were shown', async () => {
    const { host, dataDir } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    const hint = value<Hint>(await host.dispatch('askHint', { id: gameId(1) }));
    expect(hint).toEqual({ id: gameId(1), kind: 'flatline', version: 0, seats: [0, 1], action: { type: 'done' }, why: { key: 'flatline.hint.why.done', params: {} } });
    expect(hintsShown(dataDir)).toEqual([[gameId(1), 1], [gameId(2), 0]]);
    // The hint is followed: the rules accept it.
    value(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: hint.action }));
    value(await host.dispatch('act', { kind: 'flatline', id: gameId(2), action: { type: 'done' } }));
    const { entries } = value<{ entries: GameResult[] }>(await host.dispatch('listHistory', { limit: 10, offset: 0 }));
    expect(entries.map((entry) => [entry.gameId, entry.hints])).toEqual([
      [gameId(2), undefined],
      [gameId(1), 1],
    ]);
  });

  it('is refused, clearly and changing nothing, for a finished or paused game or a seat not there', async () => {
    const { host, dataDir } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    expect(code(await host.dispatch('askHint', { id: gameId(1), seat: 2 }))).toBe('no-such-seat');
    value(await host.dispatch('pauseGame', { id: gameId(1) }));
    expect(code(await host.dispatch('askHint', { id: gameId(1) }))).toBe('game-paused');
    value(await host.dispatch('resumeGame', { id: gameId(1) }));
    value(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'done' } }));
    const over = await host.dispatch('askHint', { id: gameId(1) });
    expect(over.ok ? null : over.error).toEqual({ code: 'game-finished', message: 'This game is over: there is nothing left to suggest.', params: { id: gameId(1), status: 'won' } });
    expect(hintsShown(dataDir)).toEqual([[gameId(1), 0]]);
  });

  it('asked from a device is for its own seat only; the main screen no longer asks for that seat', async () => {
    const { host, guest } = invitingHost();
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await host.dispatch('openInvitations', { id: gameId(1) }));
    const { token } = value<{ token: string }>(await guest('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    expect(value<Hint>(await guest('askHint', { token, id: gameId(1) })).seats).toEqual([1]);
    // Naming another seat is refused at the boundary: the token alone says whose hint it is.
    const other = await guest('askHint', { token, id: gameId(1), seat: 0 });
    expect(other.ok ? null : [other.error.code, other.error.message]).toEqual(['invalid-payload', 'Invalid payload: Unrecognized key: "seat"']);
    expect(code(await guest('askHint', { token: 'A'.repeat(32), id: gameId(1) }))).toBe('invalid-token');
    expect(code(await host.dispatch('askHint', { id: gameId(1), seat: 1 }))).toBe('seat-played-from-device');
    expect(value<Hint>(await host.dispatch('askHint', { id: gameId(1) })).seats).toEqual([0]);
  });
});
