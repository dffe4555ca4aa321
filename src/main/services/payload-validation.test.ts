import { afterEach, describe, expect, it } from 'vitest';
import { API_METHODS, type ApiMethod } from '@shared/api';
import { tempDirs } from '../store/test-support';
import { dumpDatabase, gameId, SETUP, testHost, value } from './host.test-support';

const dirs = tempDirs('payloads');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** For every method, payloads that must be refused, and the field the refusal must name. */
const WRONG: Record<ApiMethod, [payload: unknown, field: string | undefined, mentions: string][]> = {
  appInfo: [
    [{ verbose: true }, undefined, 'verbose'],
    ['hello', undefined, 'object'],
  ],
  listGames: [
    [{ status: 'paused' }, 'status', 'status'],
    [{ status: 'all', page: 2 }, undefined, 'page'],
  ],
  createGame: [
    [{ kind: 'countdown', setup: SETUP }, 'kind', 'kind'],
    [{ kind: 'flatline', setup: { seats: [SETUP.seats[0]] } }, 'setup.seats', 'two seats'],
    [{ kind: 'flatline', setup: { seats: [{ name: '', colour: 'red' }, SETUP.seats[1]] } }, 'setup.seats.0.name', 'name'],
    [{ kind: 'flatline', setup: { seats: [SETUP.seats[0], { name: 'Cy', colour: 'red' }] } }, 'setup.seats', 'own colour'],
    [{ kind: 'flatline', setup: { ...SETUP, timerSeconds: 45 } }, 'setup.timerSeconds', 'timerSeconds'],
    [{ kind: 'flatline', setup: SETUP, seed: -1 }, 'seed', 'seed'],
    [{ kind: 'flatline', setup: SETUP, title: '   ' }, 'title', 'title'],
    [{ kind: 'flatline' }, 'setup', 'setup'],
    [{ kind: 'flatline', setup: SETUP, guided: false }, 'guided', 'guided'],
  ],
  getGame: [
    [{ id: 'game-1' }, 'id', 'UUID'],
    [{}, 'id', 'id'],
  ],
  act: [
    [{ kind: 'flatline', id: gameId(1), action: { type: 'cheat' } }, 'action.type', 'action.type'],
    [{ kind: 'flatline', id: gameId(1), action: { type: 'tick', elapsedMs: -5 } }, 'action.elapsedMs', 'elapsedMs'],
    [{ kind: 'flatline', id: gameId(1), action: { type: 'advance', extra: 1 } }, 'action', 'extra'],
    [{ kind: 'flatline', id: 'x', action: { type: 'advance' } }, 'id', 'UUID'],
    [{ id: gameId(1), action: { type: 'advance' } }, 'kind', 'kind'],
    [{ kind: 'countdown', id: gameId(1), action: { type: 'advance' } }, 'kind', 'kind'],
  ],
  pauseGame: [
    [{}, 'id', 'id'],
    [{ id: 'now' }, 'id', 'UUID'],
  ],
  resumeGame: [
    [{ id: null }, 'id', 'id'],
    [{ id: gameId(1), at: 5 }, undefined, 'at'],
  ],
  deleteGame: [
    [{}, 'id', 'id'],
    [{ id: 17 }, 'id', 'id'],
  ],
  setTableSettings: [
    [{ pace: 'warp' }, 'pace', 'pace'],
    [{}, 'pace', 'pace'],
    [{ pace: 'fast', volume: 3 }, undefined, 'volume'],
  ],
  renameGame: [
    [{ id: gameId(1), title: '  ' }, 'title', 'name'],
    [{ id: gameId(1), title: 'x'.repeat(61) }, 'title', '60'],
  ],
  exportGame: [[{}, 'id', 'id']],
  importGame: [
    [{ text: '' }, 'text', 'empty'],
    [{ text: 'x'.repeat(5_000_001) }, 'text', 'too large'],
  ],
  listProfiles: [[{ all: true }, undefined, 'all']],
  saveProfile: [
    [{ name: '', colour: 'red' }, 'name', 'name'],
    [{ name: 'Ann', colour: 'pink' }, 'colour', 'colour'],
    [{ id: 'ann', name: 'Ann', colour: 'red' }, 'id', 'profile id'],
  ],
  deleteProfile: [[{ id: gameId(1) }, 'id', 'profile id']],
  listCampaigns: [[{ page: 1 }, undefined, 'page']],
  createCampaign: [
    [{ name: 'Crew', crew: [] }, 'crew', 'at least one'],
    [{ name: ' ', crew: [`p-${gameId(1)}`] }, 'name', 'name'],
    [{ name: 'Crew', crew: [`p-${gameId(1)}`, `p-${gameId(1)}`] }, 'crew', 'once'],
    [{ name: 'Crew', crew: [`p-${gameId(1)}`], fittedClock: 'yes' }, 'fittedClock', 'boolean'],
    [{ kind: 'fuse-countdown', name: 'Crew', crew: [`p-${gameId(1)}`], fittedClock: true, timerSeconds: 600 }, 'timerSeconds', 'fitted clock'],
  ],
  continueCampaign: [[{ id: gameId(1) }, 'id', 'campaign id']],
  deleteCampaign: [[{}, 'id', 'id']],
  listHistory: [[{ limit: 0 }, 'limit', 'limit']],
  openInvitations: [[{ id: 'game' }, 'id', 'UUID']],
  closeInvitations: [[{ id: gameId(1) }, undefined, 'id']],
  invitationStatus: [[{ all: true }, undefined, 'all']],
  releaseSeat: [
    [{ id: gameId(1), seat: 5 }, 'seat', 'seat'],
    [{ id: gameId(1) }, 'seat', 'seat'],
  ],
  moveGuest: [[{ id: gameId(1), from: 0, to: -1 }, 'to', 'to']],
  makePersonSeat: [
    [{ id: gameId(1), seat: 7 }, 'seat', 'seat'],
    [{ id: gameId(1) }, 'seat', 'seat'],
  ],
  setGuide: [
    [{ id: gameId(1), step: -1, held: true }, 'step', 'step'],
    [{ id: gameId(1), step: 2, held: 'yes' }, 'held', 'held'],
    [{ id: 'x', step: 2, held: true }, 'id', 'UUID'],
  ],
  finishGuide: [
    [{}, 'id', 'id'],
    [{ id: gameId(1), profile: 'p' }, undefined, 'profile'],
  ],
  listGuidesFinished: [
    [{ kind: 'chess' }, 'kind', 'kind'],
  ],
  askHint: [
    [{ id: gameId(1), seat: 5 }, 'seat', 'seat'],
    [{ id: gameId(1), seat: 0, peek: true }, undefined, 'peek'],
    [{}, 'id', 'id'],
  ],
  getStats: [[{ profileId: 'me' }, 'profileId', 'profile id']],
};

describe('payload validation through dispatch', () => {
  it('covers every method of the API', () => {
    expect(Object.keys(WRONG).sort()).toEqual([...API_METHODS].sort());
  });

  for (const method of API_METHODS) {
    it(`refuses a wrong ${method} payload naming the field, and changes nothing`, async () => {
      const dataDir = dirs.make();
      const { host, events } = testHost(dataDir);
      hosts.push(host);
      // One game with one action, so there is something a bad call could wrongly change.
      value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
      value(await host.dispatch('act', { kind: 'flatline', id: gameId(1), action: { type: 'advance' } }));
      const before = dumpDatabase(dataDir);
      const eventCount = events.length;

      for (const [payload, field, mentions] of WRONG[method]) {
        const result = await host.dispatch(method, payload);
        expect(result.ok, JSON.stringify(payload)).toBe(false);
        if (result.ok) continue;
        expect(result.error.code).toBe('invalid-payload');
        expect(result.error.field).toBe(field);
        expect(result.error.message).toContain(mentions);
      }
      expect(dumpDatabase(dataDir)).toEqual(before);
      expect(events).toHaveLength(eventCount);
    });
  }
});
