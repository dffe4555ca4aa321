import { describe, expect, it } from 'vitest';
import type { GameResult, Stats } from '@shared/history';
import type { GameDetail } from '@shared/games';
import { gameId, SETUP, value } from '../host.test-support';
import { invitingHosts } from '../guests/inviting-host.test-support';

// A game played with devices is saved, resumed and counted like any other; its history says which
// seats played from a device, and statistics tell one-screen games from device games.

const { dirs, invitingHost } = invitingHosts('device-records');

describe('a game played with devices', () => {
  it('keeps its device seats across a restart, and its history and statistics say so', async () => {
    const dataDir = dirs.make();
    const first = invitingHost(dataDir);
    value(await first.host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await first.host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    value(await first.host.dispatch('openInvitations', { id: gameId(1) }));
    value(await first.guest('claimSeat', { code: 'KQ7RM2', seat: 1 }));
    // The host moves the device to seat 0: both seats have been played from a device.
    value(await first.host.dispatch('moveGuest', { id: gameId(1), from: 1, to: 0 }));
    first.host.close();

    // Resumed after a restart (invitations closed with the app), finished at the main screen.
    const second = invitingHost(dataDir);
    expect(value<GameDetail>(await second.host.dispatch('getGame', { id: gameId(1) })).status).toBe('in-progress');
    value(await second.host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'done' } }));
    value(await second.host.dispatch('act', { kind: 'flatline', id: gameId(2), action: { type: 'decide', option: 'lose' } }));

    const { entries } = value<{ entries: GameResult[] }>(await second.host.dispatch('listHistory', { limit: 10, offset: 0 }));
    expect(entries.map((entry) => [entry.gameId, entry.outcome, entry.devices])).toEqual([
      [gameId(2), 'lost', undefined],
      [gameId(1), 'won', [1, 0]],
    ]);
    const stats = value<Stats>(await second.host.dispatch('getStats', {}));
    expect(stats.byTable).toEqual([
      { key: 'one-screen', games: 1, wins: 0 },
      { key: 'devices', games: 1, wins: 1 },
    ]);
  });
});
