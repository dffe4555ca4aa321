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

/** A FLATLINE game played with the box, as its result form sends it. */
const PHYSICAL = { kind: 'flatline', players: [{ name: 'Ada', profileId: null }], level: 'standard', meterSide: 'standard', timerSeconds: 60, outcome: 'won', patientsTreated: 6, rounds: 7 };

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
  openFarRoom: [[{ id: 'room' }, 'id', 'UUID']],
  closeFarRoom: [[{ room: 'abc' }, undefined, 'room']],
  farCall: [
    [{ peer: 'a b', method: 'lobby', payload: {} }, 'peer', 'letters'],
    [{ peer: 'p1', method: 'act', payload: { pad: 'x'.repeat(9000) } }, 'payload', 'larger than'],
  ],
  farListen: [[{ peer: 'p1' }, 'token', 'token']],
  farLeave: [[{}, 'peer', 'peer']],
  makePersonSeat: [
    [{ id: gameId(1), seat: 7 }, 'seat', 'seat'],
    [{ id: gameId(1) }, 'seat', 'seat'],
  ],
  setGuide: [
    [{ id: gameId(1), step: -1, held: true }, 'step', 'step'],
    [{ id: gameId(1), step: 2, held: 'yes' }, 'held', 'held'],
    [{ id: gameId(1), step: 2, held: true, explained: 1.5 }, 'explained', 'explained'],
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
  dailyToday: [[{ date: '2026-11-29' }, undefined, 'date']],
  playDaily: [
    [{ kind: 'chess', setting: {} }, 'kind', 'kind'],
    [{ kind: 'flatline', setting: { Players: '2' } }, 'setting.Players', 'key'],
    [{ kind: 'flatline', setting: {}, names: [''] }, 'names.0', 'name'],
  ],
  addFriendLine: [
    [{ line: '', friend: 'Ada' }, 'line', 'paste'],
    [{ line: 'x'.repeat(401), friend: 'Ada' }, 'line', '400'],
    [{ line: 'FUSE Table daily v1', friend: '' }, 'friend', 'name'],
  ],
  dailySeries: [[{ kind: 'chess' }, 'kind', 'kind']],
  openReplay: [
    [{ source: { kind: 'film', gameId: gameId(1) } }, 'source.kind', 'kind'],
    [{ source: { kind: 'file', fileId: 'x' } }, 'source.fileId', 'replay file id'],
    [{ source: { kind: 'game', gameId: 'abc' } }, 'source.gameId', 'UUID'],
    [{}, 'source', 'source'],
  ],
  replayStep: [
    [{ source: { kind: 'game', gameId: gameId(1) }, step: -1 }, 'step', 'step'],
    [{ source: { kind: 'game', gameId: gameId(1) }, step: 1.5 }, 'step', 'step'],
    [{ source: { kind: 'game', gameId: gameId(1) }, step: 0, hidden: 'yes' }, 'hidden', 'hidden'],
  ],
  exportReplay: [[{ id: 'last' }, 'id', 'UUID']],
  openReplayFile: [
    [{ text: '' }, 'text', 'empty'],
    [{ text: 'x'.repeat(5_000_001) }, 'text', 'too large'],
  ],
  listReplayFiles: [[{ kind: 'flatline' }, undefined, 'kind']],
  deleteReplayFile: [
    [{}, 'fileId', 'expected string'],
    [{ fileId: 'x' }, 'fileId', 'replay file id'],
    [{ fileId: 'f-1', game: gameId(1) }, undefined, 'game'],
  ],
  sameDeal: [
    [{ game: 'x' }, 'game', 'UUID'],
    [{ file: 'x' }, 'file', 'replay file id'],
    [{ game: gameId(1), file: 'f-1' }, undefined, 'file'],
  ],
  playDeal: [
    [{}, undefined, 'game'],
    [{ seed: 7 }, undefined, 'seed'],
  ],
  startCompanion: [
    [{ kind: 'flatline', clock: { timerSeconds: 45 } }, 'clock.timerSeconds', 'timerSeconds'],
    [{ kind: 'fuse-countdown', clock: { clock: '12' } }, 'clock.clock', 'clock'],
    [{ kind: 'chess', clock: {} }, 'kind', 'kind'],
  ],
  getCompanion: [[{ id: 'x' }, undefined, 'id']],
  companionAct: [
    [{ id: 'c-1', act: 'next' }, 'id', 'companion id'],
    [{ id: `c-${'0'.repeat(36)}`, act: 'rewind' }, 'act', 'act'],
  ],
  openCompanionInvitations: [
    [{ id: 'abc' }, 'id', 'companion id'],
    [{ id: `c-${'0'.repeat(36)}`, seat: 0 }, undefined, 'seat'],
  ],
  recordCompanion: [
    [{ result: { ...PHYSICAL, patientsTreated: 21 } }, 'result.patientsTreated', 'at most 20'],
    [{ result: { ...PHYSICAL, players: [] } }, 'result.players', 'at least 1'],
    [{ result: { ...PHYSICAL, players: [{ name: '  ', profileId: null }] } }, 'result.players.0.name', 'name'],
    [{ result: { ...PHYSICAL, meterSide: 'left' } }, 'result.meterSide', 'meterSide'],
    [{ result: { ...PHYSICAL, outcome: 'draw' } }, 'result.outcome', 'outcome'],
    [{ result: { kind: 'fuse-countdown', players: [{ name: 'Ada' }], level: 'training', fuses: 3, clock: '10', outcome: 'won', score: 30 } }, 'result.fuses', 'below Expert'],
    [{ result: { kind: 'fuse-countdown', players: [{ name: 'Ada' }], level: 'expert', fuses: 3, clock: '10', outcome: 'won', score: -1 } }, 'result.score', 'at least 0'],
  ],
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
