import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppInfo } from '@shared/api';
import type { GameSummary } from '@shared/games';
import { DATABASE_FILE } from '../../store/store';
import { tempDirs } from '../../store/test-support';
import { SETUP, testHost, value } from '../host.test-support';

const dirs = tempDirs('untrusted');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

describe('files the application does not trust, as the window sees them', () => {
  it('a foreign SQLite file: a notice at start, every call refused with it, the file untouched', async () => {
    const dataDir = dirs.make();
    const file = join(dataDir, DATABASE_FILE);
    const raw = new Database(file);
    raw.exec('CREATE TABLE games (name TEXT)');
    raw.close();
    const before = readFileSync(file);
    const { host } = testHost(dataDir);
    hosts.push(host);
    expect(value<AppInfo>(await host.dispatch('appInfo', {})).notice).toMatchObject({ code: 'database-foreign', params: { file } });
    expect(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP })).toMatchObject({ ok: false, error: { code: 'database-foreign' } });
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('a log from another folder: a notice at start, and the folder\'s own games, playable', async () => {
    // Another folder's host, "killed" with a game in its log.
    const other = dirs.make();
    const running = testHost(other).host;
    value(await running.dispatch('createGame', { kind: 'flatline', setup: SETUP, title: 'Not ours' }));
    const dataDir = dirs.make();
    const mine = testHost(dataDir, { firstId: 50 }).host;
    value(await mine.dispatch('createGame', { kind: 'flatline', setup: SETUP, title: 'Ours' }));
    mine.close();
    copyFileSync(join(other, `${DATABASE_FILE}-wal`), join(dataDir, `${DATABASE_FILE}-wal`));
    running.close();

    const { host } = testHost(dataDir, { firstId: 60 });
    hosts.push(host);
    expect(value<AppInfo>(await host.dispatch('appInfo', {})).notice).toMatchObject({ code: 'database-log-set-aside' });
    expect(value<GameSummary[]>(await host.dispatch('listGames', {})).map((g) => g.title)).toEqual(['Ours']);
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
  });
});
