import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetailOf, GameSummary } from '@shared/games';
import type { ExportedGame, GameFile } from '@shared/saves';
import type { Profile } from '@shared/profiles';
import type { ApiHost } from '../api-host';
import { tempDirs } from '../../store/test-support';
import { canonicalJson } from './game-file';
import { createHash } from 'node:crypto';
import { gameId } from '../host.test-support';
import { dumpAll, realHost, TWO } from './saves.test-support';

/** The games these tests play are FLATLINE games. */
type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('saves');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function open(seeds: number[] = [7]) {
  const dataDir = dirs.make();
  const opened = realHost(dataDir, seeds);
  hosts.push(opened.host);
  return { ...opened, dataDir };
}

/** Advance, answer with the first option, or end the countdown. */
const nextAction = (game: GameDetail) =>
  game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : game.state.stop === 'countdown' ? { type: 'done' } : { type: 'advance' };

/** A game five actions in. */
async function playedGame(call: ReturnType<typeof realHost>['call']): Promise<GameDetail> {
  let game = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'Night shift' });
  for (let i = 0; i < 5; i++) game = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: nextAction(game) });
  return game;
}

const resign = (file: Omit<GameFile, 'checksum'>): string =>
  JSON.stringify({ ...file, checksum: createHash('sha256').update(canonicalJson(file)).digest('hex') });

describe('saved games: rename, export and import', () => {
  it('renames a game without changing when it was last played', async () => {
    const { call, clock } = open();
    const game = await playedGame(call);
    clock.advance(60_000);
    const renamed = await call<GameSummary>('renameGame', { id: game.id, title: '  Friday table  ' });
    expect(renamed.title).toBe('Friday table');
    expect(renamed.updatedAt).toBe(game.updatedAt);
    expect((await call<GameDetail>('getGame', { id: game.id })).title).toBe('Friday table');
    expect((await call<GameSummary[]>('listGames', { status: 'all' })).map((g) => g.title)).toEqual(['Friday table']);
  });

  it('exports a game and imports it back as a new game in exactly the same state', async () => {
    const { call } = open();
    const game = await playedGame(call);
    const exported = await call<ExportedGame>('exportGame', { id: game.id });
    expect(exported.fileName).toBe('Night-shift-2026-11-22.fuse-game.json');
    const file = JSON.parse(exported.text) as GameFile;
    expect(file.format).toBe('fuse-table-game');
    expect(file.version).toBe(1);
    expect(file.actions).toHaveLength(5);

    const imported = await call<GameSummary>('importGame', { text: exported.text });
    expect(imported.id).toBe(gameId(2));
    expect(imported.title).toBe('Night shift');
    expect(imported.round).toBe(game.round);
    const reopened = await call<GameDetail>('getGame', { id: imported.id });
    expect(reopened.state).toEqual(game.state);
    // Imported in the middle of a countdown, it waits paused for the players.
    expect(game.state.stop).toBe('countdown');
    expect(reopened.paused).toBe(true);
    await call('resumeGame', { id: imported.id });
    // And it plays on like the original.
    const next = nextAction(reopened);
    const a = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: next });
    const b = await call<GameDetail>('act', { kind: 'flatline', id: imported.id, action: next });
    expect(b.state).toEqual(a.state);
  });

  it('a game that chose "Take back a misplaced die" exports with the rule and its take-backs, and imports to the same state', async () => {
    const { call } = open();
    let game = await call<GameDetail>('createGame', { kind: 'flatline', setup: { ...TWO, takeBack: true }, title: 'Forgiving' });
    for (let i = 0; i < 20 && game.state.stop !== 'countdown'; i++) game = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: nextAction(game) });
    const [die, places] = Object.entries(game.legalPlaces!.placements).find(([, at]) => at.length > 0)!;
    game = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: { type: 'place', die, target: places[0]!.target, space: places[0]!.space } });
    game = await call<GameDetail>('act', { kind: 'flatline', id: game.id, action: { type: 'take-back', die } });
    const exported = await call<ExportedGame>('exportGame', { id: game.id });
    const file = JSON.parse(exported.text) as GameFile;
    expect((file.game.setup as { takeBack?: boolean }).takeBack).toBe(true);
    expect(file.actions.at(-1)).toMatchObject({ action: { type: 'take-back', die } });
    const imported = await call<GameSummary>('importGame', { text: exported.text });
    expect((await call<GameDetail>('getGame', { id: imported.id })).state).toEqual(game.state);
  });

  it('refuses every kind of bad file with a clear reason and changes nothing', async () => {
    const { call, host, dataDir } = open();
    const game = await playedGame(call);
    const { text } = await call<ExportedGame>('exportGame', { id: game.id });
    const good = JSON.parse(text) as GameFile;
    const { checksum: _checksum, ...body } = good;
    const before = dumpAll(dataDir);

    const bad: [string, string, string][] = [
      ['{"format": "fuse', 'import-not-json', 'not JSON'],
      [JSON.stringify({ hello: 'world' }), 'import-wrong-format', 'not a FUSE Table game file'],
      [JSON.stringify({ ...good, version: 2 }), 'import-too-new', 'newer FUSE Table'],
      [JSON.stringify({ ...good, game: { ...good.game, seed: -3 } }), 'import-invalid', 'game.seed'],
      [JSON.stringify({ ...good, actions: [...good.actions, { seq: 6, action: { type: 'cheat' }, at: good.exportedAt }] }), 'import-invalid', 'actions.5.action'],
      // Edited by hand: the checksum no longer matches.
      [JSON.stringify({ ...good, game: { ...good.game, title: 'Hacked' } }), 'import-tampered', 'checksum'],
      [JSON.stringify({ ...good, actions: good.actions.slice(0, 4) }), 'import-tampered', 'checksum'],
      // Edited and re-signed: the replay catches what the checksum cannot.
      [resign({ ...body, actions: [{ seq: 1, action: { type: 'done' }, at: good.exportedAt }] }), 'import-replay-refused', 'action 1'],
      [resign({ ...body, game: { ...body.game, round: 9 } }), 'import-replay-mismatch', 'round and outcome'],
      [resign({ ...body, game: { ...body.game, status: 'won' } }), 'import-replay-mismatch', 'round and outcome'],
      [resign({ ...body, actions: body.actions.map((a, i) => ({ ...a, seq: i === 2 ? 9 : a.seq })) }), 'import-invalid', 'out of order'],
    ];
    for (const [textIn, code, mentions] of bad) {
      const result = await host.dispatch('importGame', { text: textIn });
      expect(result.ok, code).toBe(false);
      if (result.ok) continue;
      expect(result.error.code, textIn.slice(0, 80)).toBe(code);
      expect(result.error.message).toContain('This file cannot be imported');
      expect(result.error.message).toContain(mentions);
    }
    expect(dumpAll(dataDir)).toEqual(before);
  });
});

describe('profiles', () => {
  it('creates and edits profiles, records who sat where, and keeps a crew member until the campaign goes', async () => {
    const { call, host } = open([7, 8]);
    const ann = await call<Profile>('saveProfile', { name: 'Ann', colour: 'green' });
    const bo = await call<Profile>('saveProfile', { name: 'Bo', colour: 'red' });
    expect(ann.id).toBe(`p-${gameId(1)}`);
    const renamed = await call<Profile>('saveProfile', { id: bo.id, name: 'Bob', colour: 'purple' });
    expect(renamed).toEqual({ ...bo, name: 'Bob', colour: 'purple' });
    expect((await call<Profile[]>('listProfiles')).map((p) => p.name)).toEqual(['Ann', 'Bob']);

    const unknown = await host.dispatch('createGame', { kind: 'flatline', setup: TWO, profiles: [`p-${gameId(99)}`] });
    expect(unknown.ok ? null : unknown.error.code).toBe('profile-not-found');
    const twice = await host.dispatch('createGame', { kind: 'flatline', setup: TWO, profiles: [ann.id, ann.id] });
    expect(twice.ok ? null : twice.error.code).toBe('profile-seated-twice');
    expect(await call<GameSummary[]>('listGames', { status: 'all' })).toEqual([]);

    const campaign = await call<{ id: string }>('createCampaign', { name: 'Crew', crew: [ann.id] });
    const refused = await host.dispatch('deleteProfile', { id: ann.id });
    expect(refused.ok ? null : refused.error.code).toBe('profile-in-campaign');
    await call('deleteCampaign', { id: campaign.id });
    expect(await call('deleteProfile', { id: ann.id })).toEqual({ id: ann.id });
    expect((await call<Profile[]>('listProfiles')).map((p) => p.name)).toEqual(['Bob']);
  });
});
