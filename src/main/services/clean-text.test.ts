import { afterEach, describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import type { Profile } from '@shared/profiles';
import { isInvisible, normaliseText, textProblem } from '@shared/clean-text';
import { tempDirs } from '../store/test-support';
import { gameId, SETUP, testHost, value } from './host.test-support';

const dirs = tempDirs('clean-text');
const hosts: { close(): void }[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) host.close();
  dirs.cleanUp();
});

/** Each kind of unclean text, inside an otherwise fine name. */
const BAD: [string, string, string][] = [
  ['a control character (escape)', 'Ada\u001b[31m', 'control character'],
  ['a newline', 'Ada\nBea', 'control character'],
  ['a C1 control', 'Ada\u0085', 'control character'],
  ['a line separator', 'Ada\u2028Bea', 'control character'],
  ['a right-to-left override', 'Ada\u202Egnp.exe', 'text direction'],
  ['a left-to-right embedding', '\u202AAda', 'text direction'],
  ['a first-strong isolate', 'Ada\u2068Bea\u2069', 'text direction'],
  ['a lone high surrogate', 'Ada\uD83D', 'surrogate'],
  ['a lone low surrogate', '\uDE00Ada', 'surrogate'],
];

/** Names that show nothing at all: empty once their invisible characters are left out. */
const INVISIBLE: [string, string][] = [
  ['zero-width spaces', '\u200B\u200B'],
  ['a zero-width joiner and non-joiner', '\u200D\u200C'],
  ['a byte-order mark and a soft hyphen', '\uFEFF\u00AD'],
  ['Hangul fillers', '\u3164\u115F'],
  ['a braille blank and an ideographic space', '\u2800\u3000'],
  ['no-break spaces and a word joiner', '\u00A0\u2060\u00A0'],
];

describe('clean text', () => {
  it.each(BAD)('refuses %s', (_what, text, mention) => {
    expect(textProblem(text)).toContain(mention);
  });

  it.each(INVISIBLE)('counts a name of only %s as empty', (_what, text) => {
    expect(isInvisible(text)).toBe(true);
  });

  it('keeps ordinary names from many scripts, emoji and combining marks as they are', () => {
    for (const name of ['Zoë', 'Ana María', 'Łukasz', 'Ølstykke', 'Дарья', 'محمد', 'נועה', '美咲', '🎲 Dice', 'Ω-7']) {
      expect(textProblem(name)).toBeNull();
      expect(isInvisible(name)).toBe(false);
    }
    // Decomposed "é" (e + combining acute) is stored composed, as one character.
    expect(normaliseText(' Rene\u0301e ')).toBe('Ren\u00e9e');
  });
});

describe('names and titles through the API', () => {
  const open = () => {
    const made = testHost(dirs.make());
    hosts.push(made.host);
    return made.host;
  };

  it.each(BAD)('refuses %s in every name and title, and stores nothing', async (_what, text) => {
    const host = open();
    const profile = value<Profile>(await host.dispatch('saveProfile', { name: 'Ada', colour: 'red' }));
    const seats = [{ name: text, colour: 'red' }, SETUP.seats[1]];
    const refusals = [
      await host.dispatch('createGame', { kind: 'flatline', setup: { seats } }),
      await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, title: text }),
      await host.dispatch('saveProfile', { name: text, colour: 'red' }),
      await host.dispatch('saveProfile', { id: profile.id, name: text, colour: 'red' }),
      await host.dispatch('createCampaign', { name: text, crew: [profile.id] }),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    value(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP }));
    expect(await host.dispatch('renameGame', { id: gameId(1), title: text })).toMatchObject({ ok: false, error: { code: 'invalid-payload', field: 'title' } });
    expect(value<{ name: string }[]>(await host.dispatch('listProfiles', {})).map((p) => p.name)).toEqual(['Ada']);
    expect(value<unknown[]>(await host.dispatch('listCampaigns', {}))).toEqual([]);
  });

  it.each(INVISIBLE)('refuses a name of only %s as empty', async (_what, text) => {
    const host = open();
    expect(await host.dispatch('saveProfile', { name: text, colour: 'red' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-payload', field: 'name', message: 'Invalid payload: name: a player needs a name' },
    });
    expect(await host.dispatch('createGame', { kind: 'flatline', setup: SETUP, title: text })).toMatchObject({
      ok: false,
      error: { field: 'title', message: 'Invalid payload: title: a game needs a name' },
    });
  });

  it('stores names normalised (NFC) and gives them back unchanged after a restart', async () => {
    const dataDir = dirs.make();
    const first = testHost(dataDir).host;
    const game = value<GameDetail>(
      await first.dispatch('createGame', { kind: 'flatline', setup: { seats: [{ name: 'Zoe\u0308', colour: 'red' }, SETUP.seats[1]] }, title: ' Cafe\u0301 night ' }),
    );
    expect(game.title).toBe('Caf\u00e9 night');
    first.close();
    const second = testHost(dataDir).host;
    hosts.push(second);
    const again = value<GameDetail>(await second.dispatch('getGame', { id: game.id }));
    expect(again.title).toBe('Caf\u00e9 night');
    expect(again.setup.seats[0]!.name).toBe('Zo\u00eb');
  });
});
