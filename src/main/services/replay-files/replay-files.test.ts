import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { GameDetailOf, GameSummary } from '@shared/games';
import type { ExportedGame, GameFile } from '@shared/saves';
import type { GameResult, Stats } from '@shared/history';
import type { ReplayFileEntry, SameDeal } from '@shared/replay-files';
import type { ReplayOutline, ReplayStepOf } from '@shared/replays';
import type { ApiHost } from '../api-host';
import { NOW, tempDirs } from '../../store/test-support';
import { openStore } from '../../store/store';
import { replayFileLog } from './replay-file-log';
import { canonicalJson } from '../saves/game-file';
import { gameId } from '../host.test-support';
import { dumpAll, playOut, realHost, seedThat, TWO } from '../saves/saves.test-support';

type GameDetail = GameDetailOf<'flatline'>;

const dirs = tempDirs('replay-files');
const hosts: ApiHost[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

function open(seeds: number[], firstId = 1) {
  const dataDir = dirs.make();
  const opened = realHost(dataDir, seeds, firstId);
  hosts.push(opened.host);
  return { ...opened, dataDir };
}

const WON = seedThat('won', TWO);
const LOST = seedThat('lost', TWO);

/** A host with one game on `seed` played to its end, and that game's replay file. */
async function finished(seed: number, title: string, firstId = 1) {
  const opened = open([seed], firstId);
  const game = await opened.call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title });
  const over = await playOut(opened.call, opened.clock, game.id);
  const file = await opened.call<ExportedGame>('exportReplay', { id: game.id });
  return { ...opened, game: over, file };
}

const resign = (file: Omit<GameFile, 'checksum'>): string =>
  JSON.stringify({ ...file, checksum: createHash('sha256').update(canonicalJson(file)).digest('hex') });

describe('replay files: export and open', () => {
  it('exports a finished game as a .fusereplay file: the versioned, checksummed game file', async () => {
    const { file, game } = await finished(WON, 'Night shift');
    expect(file.fileName).toBe('Night-shift-2026-11-22.fusereplay');
    const parsed = JSON.parse(file.text) as GameFile;
    expect([parsed.format, parsed.version, parsed.game.status, parsed.game.seed]).toEqual(['fuse-table-game', 1, 'won', WON]);
    expect(parsed.actions).toHaveLength(game.version);
  });

  it('refuses to export a game still being played (its deal stays hidden), changing nothing', async () => {
    const { call, host, dataDir } = open([WON]);
    const game = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO });
    const before = dumpAll(dataDir);
    const refused = await host.dispatch('exportReplay', { id: game.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'replay-not-finished' } });
    expect(dumpAll(dataDir)).toEqual(before);
  });

  it("opens a friend's file apart from the player's own games, history and statistics; the same game opened twice is one entry", async () => {
    const friend = await finished(LOST, 'Bea at home');
    const { call, clock, dataDir } = open([WON], 50);
    const mine = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'Mine' });
    await playOut(call, clock, mine.id);
    const historyBefore = await call<{ total: number; entries: GameResult[] }>('listHistory', {});
    const statsBefore = await call<Stats>('getStats', {});
    const gamesBefore = await call<GameSummary[]>('listGames', { status: 'all' });

    const entry = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    expect(entry.fileId).toBe(`f-${gameId(51)}`);
    expect(entry.result).toMatchObject({ gameId: entry.fileId, kind: 'flatline', title: 'Bea at home', outcome: 'lost', campaignId: null });
    expect(entry.result.players.map((p) => p.name)).toEqual(['Ada', 'Bea']);
    expect(entry.result.rounds).toBe(friend.game.round);

    expect(await call('listHistory', {})).toEqual(historyBefore);
    expect(await call('getStats', {})).toEqual(statsBefore);
    expect(await call('listGames', { status: 'all' })).toEqual(gamesBefore);
    expect(dumpAll(dataDir).replay_files).toHaveLength(1);

    // The same game again (even exported again later, with another export time): the same entry.
    friend.clock.advance(3_600_000);
    const again = await friend.call<ExportedGame>('exportReplay', { id: friend.game.id });
    expect(again.text).not.toBe(friend.file.text);
    clock.advance(60_000);
    const reopened = await call<ReplayFileEntry>('openReplayFile', { text: again.text });
    expect(reopened.fileId).toBe(entry.fileId);
    expect(reopened.openedAt > entry.openedAt).toBe(true);
    expect((await call<ReplayFileEntry[]>('listReplayFiles')).map((f) => f.fileId)).toEqual([entry.fileId]);
  });

  it("is watched step by step like one's own game: from the deal to exactly the board the friend's game ended with", async () => {
    const friend = await finished(LOST, 'Bea at home');
    const { call, host, dataDir } = open([WON], 50);
    const entry = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    const source = { kind: 'file', fileId: entry.fileId };
    const outline = await call<ReplayOutline>('openReplay', { source });
    expect(outline).toMatchObject({ kind: 'flatline', title: 'Bea at home', status: 'lost', steps: friend.game.version + 1 });
    const last = await call<ReplayStepOf<'flatline'>>('replayStep', { source, step: outline.steps - 1 });
    expect(last.game.state).toEqual(friend.game.state);
    expect(last.game).toMatchObject({ id: entry.fileId, status: 'lost' });
    // An unknown file is refused, and watching changed nothing stored.
    const before = dumpAll(dataDir);
    expect(await host.dispatch('openReplay', { source: { kind: 'file', fileId: 'f-unknown' } })).toMatchObject({ ok: false, error: { code: 'replay-file-not-found' } });
    expect(dumpAll(dataDir)).toEqual(before);
  });

  it("gives the replay screen the file's game and whole log, as the file wrote them", async () => {
    const friend = await finished(WON, 'Log me');
    const { call, host, dataDir } = open([WON], 50);
    const entry = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    host.close();
    const store = openStore({ dataDir, now: () => NOW });
    try {
      const { kind, title, setup, seed, status, round, finishedAt } = (JSON.parse(friend.file.text) as GameFile).game;
      const written = JSON.parse(friend.file.text) as GameFile;
      expect(replayFileLog(store, entry.fileId)).toEqual({ kind, title, setup, seed, status, round, finishedAt, actions: written.actions });
      expect(() => replayFileLog(store, 'f-gone')).toThrow('There is no replay file with id f-gone.');
    } finally {
      store.close();
    }
  });
});

describe("deleting a friend's file", () => {
  it("forgets the file and its line on the deal, and nothing of the player's own games, history or statistics", async () => {
    const friend = await finished(LOST, 'Bea at home');
    const { call, clock, host, dataDir } = open([LOST], 50);
    const mine = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'Mine' });
    await playOut(call, clock, mine.id);
    const entry = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    const source = { kind: 'file', fileId: entry.fileId };
    await call<ReplayOutline>('openReplay', { source });
    expect((await call<SameDeal>('sameDeal', { game: mine.id })).files.map((f) => f.fileId)).toEqual([entry.fileId]);
    const before = dumpAll(dataDir);
    const historyBefore = await call('listHistory', {});
    const statsBefore = await call('getStats', {});
    const gamesBefore = await call('listGames', { status: 'all' });

    expect(await call('deleteReplayFile', { fileId: entry.fileId })).toEqual({ fileId: entry.fileId });
    expect(await call('listReplayFiles')).toEqual([]);
    expect(await call<SameDeal>('sameDeal', { game: mine.id })).toMatchObject({ games: [{ gameId: mine.id }], files: [] });
    expect(await call('listHistory', {})).toEqual(historyBefore);
    expect(await call('getStats', {})).toEqual(statsBefore);
    expect(await call('listGames', { status: 'all' })).toEqual(gamesBefore);
    const after = dumpAll(dataDir);
    expect(after.replay_files).toEqual([]);
    expect({ ...after, replay_files: before.replay_files }).toEqual(before);
    // Its replay, built a moment ago, is not served any more; nor can it be played or listed on the deal.
    expect(await host.dispatch('replayStep', { source, step: 0 })).toMatchObject({ ok: false, error: { code: 'replay-file-not-found' } });
    expect(await host.dispatch('playDeal', { file: entry.fileId })).toMatchObject({ ok: false, error: { code: 'replay-file-not-found' } });

    // Opened again, it comes back as a new entry.
    const again = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    expect((await call<ReplayFileEntry[]>('listReplayFiles')).map((f) => f.fileId)).toEqual([again.fileId]);
  });

  it('refuses a bad or unknown id, changing nothing', async () => {
    const friend = await finished(WON, 'Keep me');
    const { call, host, dataDir } = open([WON], 50);
    const entry = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    const before = dumpAll(dataDir);
    const refusals: [payload: unknown, code: string, field?: string][] = [
      [{ fileId: 'f-nothing-here' }, 'replay-file-not-found'],
      [{ fileId: gameId(51) }, 'invalid-payload', 'fileId'],
      [{ fileId: "f-1' OR 1=1 --" }, 'invalid-payload', 'fileId'],
      [{}, 'invalid-payload', 'fileId'],
      [{ fileId: entry.fileId, also: 1 }, 'invalid-payload'],
    ];
    for (const [payload, code, field] of refusals) {
      const result = await host.dispatch('deleteReplayFile', payload);
      expect(result, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code, ...(field ? { field } : {}) } });
    }
    expect(dumpAll(dataDir)).toEqual(before);
    expect((await call<ReplayFileEntry[]>('listReplayFiles')).map((f) => f.fileId)).toEqual([entry.fileId]);
  });
});

describe('replay files: bad files', () => {
  it('refuses every kind of bad file with a clear message naming what is wrong, and changes nothing', async () => {
    const friend = await finished(WON, 'Good one');
    const good = JSON.parse(friend.file.text) as GameFile;
    const { checksum: _checksum, ...body } = good;
    const { host, dataDir, call } = open([WON], 50);
    // A game still being played, exported as a game file.
    const playing = await friend.call<GameDetail>('createGame', { kind: 'flatline', setup: TWO });
    const unfinished = (await friend.call<ExportedGame>('exportGame', { id: playing.id })).text;
    const before = dumpAll(dataDir);

    const bad: [what: string, text: string, code: string, mentions: string][] = [
      ['not JSON', 'FLATLINE night shift, we won', 'replay-not-json', 'not JSON'],
      ['damaged (cut short)', friend.file.text.slice(0, 200), 'replay-not-json', 'not JSON'],
      ['damaged (edited by hand)', JSON.stringify({ ...good, game: { ...good.game, title: 'We won really' } }), 'replay-tampered', 'checksum'],
      ['damaged (a field wrong, re-signed)', resign({ ...body, game: { ...body.game, seed: -3 } }), 'replay-invalid', 'game.seed'],
      ["another program's file", JSON.stringify({ format: 'chess-pgn', moves: [] }), 'replay-wrong-format', 'not a FUSE Table game file'],
      ["another game's file", resign({ ...body, game: { ...body.game, kind: 'chess' } }), 'replay-unknown-game', 'chess'],
      ['a newer version', JSON.stringify({ ...good, version: 2 }), 'replay-too-new', 'newer FUSE Table'],
      ['a log the engine refuses', resign({ ...body, actions: [{ seq: 1, action: { type: 'done' }, at: good.exportedAt }] }), 'replay-replay-refused', 'action 1'],
      ['a log that ends elsewhere', resign({ ...body, game: { ...body.game, status: 'lost' } }), 'replay-replay-mismatch', 'round and outcome'],
      ['a game not over', unfinished, 'replay-in-progress', 'still being played'],
      ['empty', '', 'invalid-payload', 'empty'],
      ['too large', ' '.repeat(5_000_001), 'invalid-payload', 'too large'],
    ];
    for (const [what, text, code, mentions] of bad) {
      const result = await host.dispatch('openReplayFile', { text });
      expect(result.ok, what).toBe(false);
      if (result.ok) continue;
      expect(result.error.code, what).toBe(code);
      if (code !== 'invalid-payload') expect(result.error.message, what).toContain('This replay file cannot be opened');
      expect(result.error.message, what).toContain(mentions);
      expect(await call('listReplayFiles'), what).toEqual([]);
    }
    expect(dumpAll(dataDir)).toEqual(before);
  });
});

describe('the same deal', () => {
  it("plays a finished game's deal again, and lists every result on that deal: own games and friends' files", async () => {
    const friend = await finished(WON, 'Friend', 100);
    const { call, clock, host } = open([WON, LOST], 1);
    const first = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'First' });
    await playOut(call, clock, first.id);
    const other = await call<GameDetail>('createGame', { kind: 'flatline', setup: TWO, title: 'Another deal' });
    await playOut(call, clock, other.id);

    const again = await call<GameDetail>('playDeal', { game: first.id });
    expect([again.kind, again.setup, again.status, again.seed]).toEqual(['flatline', first.setup, 'in-progress', undefined]);
    // Its deal is hidden while it is played, and refused to "Same deal".
    expect(await host.dispatch('sameDeal', { game: again.id })).toMatchObject({ ok: false, error: { code: 'replay-not-finished' } });
    const over = await playOut(call, clock, again.id);
    expect(over.seed).toBe(WON);

    const file = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    const deal = await call<SameDeal>('sameDeal', { game: first.id });
    expect(deal.games.map((g) => g.title)).toEqual([over.title, 'First']);
    expect(deal.files.map((f) => [f.fileId, f.result.title])).toEqual([[file.fileId, 'Friend']]);
    expect(await call('sameDeal', { file: file.fileId })).toEqual(deal);
    const elsewhere = await call<SameDeal>('sameDeal', { game: other.id });
    expect([elsewhere.games.map((g) => g.title), elsewhere.files]).toEqual([['Another deal'], []]);
  });

  it("seats the player's own profiles when asked: their names and colours, the game counted for them; the deal and bots unchanged", async () => {
    const friend = await finished(LOST, 'Friend', 100);
    const { call, clock, host, dataDir } = open([WON], 1);
    const ann = await call<{ id: string }>('saveProfile', { name: 'Ann', colour: 'blue' });
    const file = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    const friendSeats = friend.game.setup.seats;
    expect(friendSeats.map((seat) => [seat.name, seat.colour])).toEqual([['Ada', TWO.seats[0]!.colour], ['Bea', TWO.seats[1]!.colour]]);

    // Ann in the first seat, the second keeps its name.
    const game = await call<GameDetail>('playDeal', { file: file.fileId, profiles: [ann.id, null] });
    const blueWas = friendSeats.findIndex((seat) => seat.colour === 'blue');
    const expected = friendSeats.map((seat, at) => (at === 0 ? { ...seat, name: 'Ann', colour: 'blue' } : at === blueWas ? { ...seat, colour: friendSeats[0]!.colour } : seat));
    expect(game.setup.seats).toEqual(expected);
    expect({ ...game.setup, seats: friendSeats }).toEqual(friend.game.setup);
    const over = await playOut(call, clock, game.id);
    expect([over.seed, over.status, over.round]).toEqual([LOST, friend.game.status, friend.game.round]);
    const mine = await call<{ entries: GameResult[] }>('listHistory', { profileId: ann.id });
    expect(mine.entries.map((e) => [e.gameId, e.players.find((p) => p.seat === 0)?.profileId])).toEqual([[game.id, ann.id]]);

    // Refused, changing nothing: an unknown profile, more profiles than players, a bad id.
    const before = dumpAll(dataDir);
    expect(await host.dispatch('playDeal', { file: file.fileId, profiles: [`p-${gameId(99)}`] })).toMatchObject({ ok: false, error: { code: 'profile-not-found' } });
    expect(await host.dispatch('playDeal', { file: file.fileId, profiles: [ann.id, null, null] })).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'profiles' } });
    expect(await host.dispatch('playDeal', { file: file.fileId, profiles: ['ann'] })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(dumpAll(dataDir)).toEqual(before);
  });

  it("plays a friend's deal from their file, and refuses a file or game that is not there", async () => {
    const friend = await finished(LOST, 'Friend', 100);
    const { call, clock, host, dataDir } = open([WON], 1);
    const file = await call<ReplayFileEntry>('openReplayFile', { text: friend.file.text });
    const game = await call<GameDetail>('playDeal', { file: file.fileId });
    expect(game.setup).toEqual(friend.game.setup);
    const over = await playOut(call, clock, game.id);
    expect([over.seed, over.status, over.round]).toEqual([LOST, friend.game.status, friend.game.round]);

    const before = dumpAll(dataDir);
    expect(await host.dispatch('playDeal', { file: 'f-nothing' })).toMatchObject({ ok: false, error: { code: 'replay-file-not-found' } });
    expect(await host.dispatch('sameDeal', { game: gameId(77) })).toMatchObject({ ok: false, error: { code: 'game-not-found' } });
    expect(dumpAll(dataDir)).toEqual(before);
  });
});
