import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppInfo } from '@shared/api';
import type { Campaign } from '@shared/campaigns';
import type { GameDetail, GameSummary } from '@shared/games';
import type { GameResult, Stats } from '@shared/history';
import type { Profile } from '@shared/profiles';
import { LATEST_SCHEMA_VERSION } from '../store/migrations';
import { DATABASE_FILE } from '../store/store';
import { tempDirs } from '../store/test-support';
import { realHost } from './saves/saves.test-support';

const dirs = tempDirs('upgrade-v3');
afterEach(() => dirs.cleanUp());

/**
 * `fixtures/schema-v3.db` was written by the release before games became modules (schema 3), by
 * playing through its API: two profiles; a campaign that lost and then won its first mission; two
 * free games played to the end (one renamed, one on the expert meter side with a 90 s timer); one
 * three-player game still in progress.
 */
const FIXTURE = join(__dirname, '..', 'store', 'fixtures', 'schema-v3.db');

interface V3Result {
  game_id: string;
  kind: string;
  level: string;
  meter_side: string;
  players: number;
  solitaire: number;
  timer: string;
  won: number;
  loss_cause: string | null;
  rounds: number;
  patients_treated: number;
  emergencies_cleared: number;
  stat_failed: number;
  rerolls_used: number;
  started_at: string;
  finished_at: string;
  duration_ms: number;
}

describe('a database written by the schema-3 release', () => {
  it('opens with every game, result, profile and campaign intact, and plays on', async () => {
    const dataDir = dirs.make();
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(FIXTURE, join(dataDir, DATABASE_FILE));
    const old = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
    const oldResults = old.prepare('SELECT * FROM game_results ORDER BY game_id').all() as V3Result[];
    const oldGames = old.prepare('SELECT id, title, status, round, action_count FROM games ORDER BY id').all();
    old.close();
    expect(oldResults).toHaveLength(4);

    const { host, call } = realHost(dataDir, [], 50);
    try {
      const info = await call<AppInfo>('appInfo');
      expect([info.schemaVersion, info.notice]).toEqual([LATEST_SCHEMA_VERSION, undefined]);

      // Every game, with its title, status and round.
      const games = await call<GameSummary[]>('listGames', { status: 'all' });
      expect(games.map((g) => ({ id: g.id, title: g.title, status: g.status, round: g.round })).sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
        (oldGames as { id: string; title: string; status: string; round: number }[]).map(({ id, title, status, round }) => ({ id, title, status, round })),
      );

      // Every result row carried over exactly: the shared columns, and FLATLINE's numbers in details.
      const history = await call<{ total: number; entries: GameResult[] }>('listHistory', { limit: 100 });
      expect(history.total).toBe(4);
      for (const row of oldResults) {
        const entry = history.entries.find((e) => e.gameId === row.game_id)!;
        expect(entry).toMatchObject({
          kind: row.kind,
          outcome: row.won === 1 ? 'won' : 'lost',
          cause: row.loss_cause,
          level: row.level,
          timer: row.timer,
          rounds: row.rounds,
          score: null,
          startedAt: row.started_at,
          finishedAt: row.finished_at,
          durationMs: row.duration_ms,
          details: {
            meterSide: row.meter_side,
            patientsTreated: row.patients_treated,
            emergenciesCleared: row.emergencies_cleared,
            statFailed: row.stat_failed,
            rerollsUsed: row.rerolls_used,
          },
        });
        expect(entry.players).toHaveLength(row.solitaire === 1 ? 1 : row.players);
      }

      const stats = await call<Stats>('getStats', {});
      expect([stats.games, stats.wins]).toEqual([4, oldResults.filter((r) => r.won === 1).length]);
      expect(stats.dimensions.find((d) => d.key === 'meterSide')?.tallies.map((t) => [t.key, t.games])).toEqual([
        ['standard', oldResults.filter((r) => r.meter_side === 'standard').length],
        ['expert', oldResults.filter((r) => r.meter_side === 'expert').length],
      ]);

      // Profiles, who played, and the campaign where it stood.
      const profiles = await call<Profile[]>('listProfiles');
      expect(profiles.map((p) => p.name).sort()).toEqual(['Ada', 'Bea']);
      const ada = profiles.find((p) => p.name === 'Ada')!;
      expect((await call<Stats>('getStats', { profileId: ada.id })).games).toBe(3);
      const [campaign] = await call<Campaign[]>('listCampaigns');
      expect(campaign).toMatchObject({ kind: 'flatline', name: 'Night shift', step: 1, wins: 1, losses: 1, status: 'active', fittedClock: false });
      expect(campaign!.mission?.id).toBe('flatline-standard-standard');

      // The game in progress plays on, and the campaign's next mission starts.
      const unfinished = games.find((g) => g.status === 'in-progress')!;
      const open = await call<GameDetail>('getGame', { id: unfinished.id });
      expect(open.version).toBe((oldGames as { id: string; action_count: number }[]).find((g) => g.id === unfinished.id)!.action_count);
      const next = await call<GameDetail>('continueCampaign', { id: campaign!.id });
      expect(next).toMatchObject({ kind: 'flatline', status: 'in-progress', setup: { level: 'standard', meterSide: 'standard' } });
    } finally {
      host.close();
    }
  });
});
