import { afterEach, describe, expect, it } from 'vitest';
import type { GameResult, Stats } from '@shared/history';
import type { GameSummary } from '@shared/games';
import type { CompanionView } from '@shared/companion';
import { tempDirs } from '../../store/test-support';
import { dumpDatabase, testHost, value } from '../host.test-support';

const dirs = tempDirs('companion');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function host() {
  const dataDir = dirs.make();
  const made = testHost(dataDir);
  hosts.push(made.host);
  return { ...made, dataDir };
}

const countdown = (score: number, outcome: 'won' | 'lost' = 'won') => ({
  kind: 'fuse-countdown',
  players: [{ name: 'Ada' }, { name: 'Bo' }],
  level: 'expert',
  fuses: 3,
  clock: '10',
  outcome,
  score,
});

describe("the companion's result form", () => {
  it('puts a FLATLINE game played with the box into history and statistics, marked, and not among the saved games', async () => {
    const { host: api, clock } = host();
    const profile = value<{ id: string }>(await api.dispatch('saveProfile', { name: 'Ada', colour: 'red' }));
    const started = value<CompanionView>(await api.dispatch('startCompanion', { kind: 'flatline', clock: { timerSeconds: 90 } }));
    clock.advance(25 * 60_000);
    const { gameId } = value<{ gameId: string }>(
      await api.dispatch('recordCompanion', {
        companionId: started.id,
        result: { kind: 'flatline', players: [{ name: 'Ada', profileId: profile.id }, { name: 'Cy' }], level: 'expert', meterSide: 'expert', timerSeconds: 90, outcome: 'lost', patientsTreated: 4, rounds: 6 },
      }),
    );
    const history = value<{ total: number; entries: GameResult[] }>(await api.dispatch('listHistory', {}));
    expect(history.total).toBe(1);
    expect(history.entries[0]).toMatchObject({
      gameId,
      kind: 'flatline',
      physical: true,
      outcome: 'lost',
      level: 'expert',
      timer: '90',
      rounds: 6,
      durationMs: 25 * 60_000,
      details: { meterSide: 'expert', patientsTreated: 4 },
      players: [
        { seat: 0, name: 'Ada', profileId: profile.id },
        { seat: 1, name: 'Cy', profileId: null },
      ],
    });
    // The profile's own history has it; the saved games do not (there is nothing to open).
    expect(value<{ total: number }>(await api.dispatch('listHistory', { profileId: profile.id })).total).toBe(1);
    expect(value<GameSummary[]>(await api.dispatch('listGames', {}))).toEqual([]);
    const stats = value<Stats>(await api.dispatch('getStats', {}));
    expect(stats.byTable).toEqual([{ key: 'physical', games: 1, wins: 0 }]);
    expect(stats.dimensions).toContainEqual({ kind: 'flatline', key: 'meterSide', tallies: [{ key: 'expert', games: 1, wins: 0 }] });
    // The companion did its work: it is closed.
    expect(value(await api.dispatch('getCompanion', {}))).toBeNull();
  });

  it("keeps the box's best scores apart from the same setting's, and can be left out", async () => {
    const { host: api } = host();
    value(await api.dispatch('recordCompanion', { result: countdown(41) }));
    value(await api.dispatch('recordCompanion', { result: countdown(35) }));
    const stats = value<Stats>(await api.dispatch('getStats', { kind: 'fuse-countdown' }));
    expect(stats.bestScores).toEqual([
      expect.objectContaining({ kind: 'fuse-countdown', level: 'expert', players: 2, timer: '600', setting: { fuses: '3', takeBack: 'unknown' }, score: 41, games: 2, physical: true }),
    ]);
    expect(stats.dimensions.find((d) => d.key === 'roles')?.tallies).toEqual([]);
    expect(value<Stats>(await api.dispatch('getStats', { physical: 'without' })).games).toBe(0);
    expect(value<Stats>(await api.dispatch('getStats', { physical: 'only' })).games).toBe(2);
  });

  it('refuses a profile that does not exist, naming the field, and records nothing', async () => {
    const { host: api, events, dataDir } = host();
    value(await api.dispatch('listGames', {}));
    const before = dumpDatabase(dataDir);
    const result = await api.dispatch('recordCompanion', {
      result: { ...countdown(20), players: [{ name: 'Ada' }, { name: 'Bo', profileId: 'p-00000000-0000-4000-8000-000000000000' }] },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'invalid-payload', field: 'result.players.1.profileId' });
    expect(value<{ total: number }>(await api.dispatch('listHistory', {})).total).toBe(0);
    expect(dumpDatabase(dataDir)).toEqual(before);
    expect(events.filter((e) => e.type !== 'companionChanged')).toEqual([]);
  });
});
