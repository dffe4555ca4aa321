import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { GameDetailOf, GameSummary } from '@shared/games';
import type { ExportedGame, GameFile } from '@shared/saves';
import type { ApiHost } from '../api-host';
import { tempDirs } from '../../store/test-support';
import { canonicalJson } from './game-file';
import { timestampProblem } from './game-file-checks';
import { dumpAll, realHost, TWO } from './saves.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('file-checks');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** Date forms the app never writes; each was accepted before (statistics then showed months named "0"). */
const BAD_DATES: [string, string][] = [
  ['0', 'full UTC timestamp'],
  ['2020', 'full UTC timestamp'],
  ['Nov 2026', 'full UTC timestamp'],
  ['Tue Nov 24 2026 10:00:00 GMT+0000', 'full UTC timestamp'],
  ['+275760-09-13T00:00:00.000Z', 'full UTC timestamp'],
  ['2026-11-22', 'full UTC timestamp'],
  ['2026-11-22T09:00:00Z', 'full UTC timestamp'],
  ['2026-11-22T09:00:00.000+01:00', 'full UTC timestamp'],
  ['2026-11-22 09:00:00.000Z', 'full UTC timestamp'],
  ['1999-12-31T23:59:59.999Z', 'between the years 2000 and 2200'],
  ['2201-01-01T00:00:00.000Z', 'between the years 2000 and 2200'],
  ['2026-02-30T09:00:00.000Z', 'not a real date'],
  ['2026-11-22T24:00:00.000Z', 'not a real date'],
];

describe('timestamps in a game file', () => {
  it.each(BAD_DATES)('refuses "%s"', (text, mention) => {
    expect(timestampProblem(text)).toContain(mention);
  });

  it('accepts exactly what the app writes', () => {
    for (const text of ['2026-11-22T09:00:00.000Z', '2000-01-01T00:00:00.000Z', '2200-12-31T23:59:59.999Z']) expect(timestampProblem(text)).toBeNull();
  });
});

const resign = (file: Omit<GameFile, 'checksum'>): string =>
  JSON.stringify({ ...file, checksum: createHash('sha256').update(canonicalJson(file)).digest('hex') });

/** A finished game (the bot plays it out, a second per action) and its export, with a host to import into. */
async function exported() {
  const dataDir = dirs.make();
  const { host, call, clock } = realHost(dataDir, [7]);
  hosts.push(host);
  let game = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'Night shift' });
  for (let i = 0; i < 6; i++) {
    clock.advance(1000);
    const action = game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : game.state.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };
    game = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action });
  }
  clock.advance(1000);
  const { text } = await call<ExportedGame>('exportGame', { id: game.id });
  const { checksum: _checksum, ...body } = JSON.parse(text) as GameFile;
  return { host, call, dataDir, body, text };
}

describe('importing accepts only what the app writes', () => {
  it('imports the unchanged export (the checks refuse nothing the app produced)', async () => {
    const { call, text } = await exported();
    expect((await call<GameSummary>('importGame', { text })).title).toBe('Night shift');
  });

  it.each(BAD_DATES)('refuses "%s" in every date of the file, re-signed, and changes nothing', async (date, mention) => {
    const { host, dataDir, body } = await exported();
    const before = dumpAll(dataDir);
    const edits: [string, Omit<GameFile, 'checksum'>][] = [
      ['exportedAt', { ...body, exportedAt: date }],
      ['game.createdAt', { ...body, game: { ...body.game, createdAt: date } }],
      ['game.updatedAt', { ...body, game: { ...body.game, updatedAt: date } }],
      ['actions.2.at', { ...body, actions: body.actions.map((a, i) => (i === 2 ? { ...a, at: date } : a)) }],
    ];
    for (const [field, file] of edits) {
      const result = await host.dispatch('importGame', { text: resign(file) });
      expect(result).toMatchObject({ ok: false, error: { code: 'import-invalid' } });
      if (!result.ok) {
        expect(result.error.message, field).toContain(field);
        expect(result.error.message, field).toContain(mention);
      }
    }
    expect(dumpAll(dataDir)).toEqual(before);
  });

  it('refuses times that do not tell one story, and a title the API would refuse', async () => {
    const { host, dataDir, body } = await exported();
    const before = dumpAll(dataDir);
    const { createdAt, updatedAt } = body.game;
    const cases: [Omit<GameFile, 'checksum'>, string][] = [
      [{ ...body, game: { ...body.game, updatedAt: '2026-01-01T00:00:00.000Z' } }, 'last played before it was created'],
      [{ ...body, actions: body.actions.map((a, i) => (i === 3 ? { ...a, at: createdAt } : a)) }, 'action 4 is dated before the one it follows'],
      [{ ...body, game: { ...body.game, updatedAt: body.actions[2]!.at } }, 'last played before its last action'],
      [{ ...body, game: { ...body.game, finishedAt: updatedAt } }, 'a game in progress has no finishing time'],
      [{ ...body, exportedAt: '2025-01-01T00:00:00.000Z' }, 'exported before the game was created'],
      [{ ...body, game: { ...body.game, title: 'Night\u202Eshift' } }, 'game.title: the text has a character that changes the text direction'],
      [{ ...body, game: { ...body.game, title: '\u200B\u3164' } }, 'game.title: a game needs a name'],
    ];
    for (const [file, mention] of cases) {
      const result = await host.dispatch('importGame', { text: resign(file) });
      expect(result.ok ? 'accepted' : result.error.message, mention).toContain(mention);
    }
    expect(dumpAll(dataDir)).toEqual(before);
  });
});
