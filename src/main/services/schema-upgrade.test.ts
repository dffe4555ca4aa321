import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppInfo } from '@shared/api';
import type { GameDetail, GameSummary } from '@shared/games';
import type { GameResult, Stats } from '@shared/history';
import type { Profile } from '@shared/profiles';
import { flatlineSetupSchema } from '@shared/flatline/setup';
import { playGreedyGame } from '../engine/flatline/bot/play';
import { flatlineModule } from '../engine/flatline';
import { migrate } from '../store/migrate';
import { migrations, LATEST_SCHEMA_VERSION } from '../store/migrations';
import { DATABASE_FILE } from '../store/store';
import { tempDirs } from '../store/test-support';
import { gameId } from './host.test-support';
import { realHost, seedThat, TWO } from './saves/saves.test-support';

const dirs = tempDirs('upgrade');
afterEach(() => dirs.cleanUp());

const AT = '2026-10-01T18:00:00.000Z';
const LATER = '2026-10-01T18:40:00.000Z';

/**
 * A database as an older version of the app left it: schema `version`, one finished game and one in
 * progress, each with its real action log and start snapshot, written with that version's columns.
 */
function oldDatabase(version: number): { dataDir: string; wonSeed: number; finished: ReturnType<typeof playGreedyGame> } {
  const dataDir = dirs.make();
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  migrate(db, { file: 'games.db', now: () => AT, migrations: migrations.slice(0, version) });
  const setup = flatlineSetupSchema.parse(TWO);
  const wonSeed = seedThat('won', TWO);
  const finished = playGreedyGame(setup, wonSeed);
  const inProgress = playGreedyGame(setup, 3, 12);
  const insert = db.prepare(
    `INSERT INTO games (id, kind, title, setup, seed, status, round, action_count, created_at, updated_at, finished_at)
     VALUES (?, 'flatline', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const action = db.prepare('INSERT INTO game_actions (game_id, seq, action, at) VALUES (?, ?, ?, ?)');
  const snapshot = db.prepare('INSERT INTO snapshots (game_id, seq, state) VALUES (?, ?, ?)');
  const games = [
    { id: gameId(1), title: 'Old win', seed: wonSeed, played: finished, done: LATER },
    { id: gameId(2), title: 'Old game', seed: 3, played: inProgress, done: null },
  ];
  for (const game of games) {
    insert.run(game.id, game.title, JSON.stringify(setup), game.seed, flatlineModule.status(game.played.state), game.played.state.round, game.played.actions.length, AT, LATER, game.done);
    game.played.actions.forEach((a, i) => action.run(game.id, i + 1, JSON.stringify(a), LATER));
    snapshot.run(game.id, 0, JSON.stringify(flatlineModule.start(setup, game.seed)));
  }
  db.close();
  return { dataDir, wonSeed, finished };
}

describe('upgrading a database from every earlier schema version', () => {
  for (let version = 1; version < LATEST_SCHEMA_VERSION; version++) {
    it(`brings a version ${version} database up to date, keeps its games playable and records its finished game's result`, async () => {
      const { dataDir, finished } = oldDatabase(version);
      const { host, call, logged } = realHost(dataDir, [], 10);
      try {
        expect((await call<AppInfo>('appInfo')).schemaVersion).toBe(LATEST_SCHEMA_VERSION);
        expect((await call<AppInfo>('appInfo')).notice).toBeUndefined();
        const list = await call<GameSummary[]>('listGames', { status: 'all' });
        expect(list.map((g) => [g.title, g.status, g.paused])).toEqual([
          ['Old win', 'won', false],
          ['Old game', 'in-progress', false],
        ]);
        // The finished game reaches history with numbers read from its replayed final state.
        expect(logged).toContain('recorded the results of 1 finished game(s) kept before results were stored');
        const history = await call<{ total: number; entries: GameResult[] }>('listHistory', {});
        expect(history.total).toBe(1);
        expect(history.entries[0]).toMatchObject({
          gameId: gameId(1),
          title: 'Old win',
          outcome: 'won',
          cause: null,
          rounds: finished.state.round,
          details: { patientsTreated: finished.state.patientsTreated.length, statFailed: finished.state.xArea.length },
          startedAt: AT,
          finishedAt: LATER,
          durationMs: 40 * 60_000,
        });
        expect((await call<Stats>('getStats', {})).wins).toBe(1);
        // The game in progress plays on, and the new tables work.
        const game = await call<GameDetail>('getGame', { id: gameId(2) });
        expect(game.state.actions).toBe(12);
        await call<Profile>('saveProfile', { name: 'Ann', colour: 'red' });
      } finally {
        host.close();
      }
    });
  }
});
