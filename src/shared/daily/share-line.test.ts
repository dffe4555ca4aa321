import { describe, expect, it } from 'vitest';
import { DAILY_DEALS } from '../game-registry';
import { formatLine, parseLine, type DailyBlocks, type ShareLine } from './share-line';

const BLOCKS = DAILY_DEALS as DailyBlocks;
const TODAY = '2026-11-29';

const FLATLINE: ShareLine = {
  kind: 'flatline',
  date: '2026-11-29',
  setting: { players: '2', level: 'standard', meter: 'expert' },
  result: { outcome: 'won', values: { treated: 7, rounds: 5 } },
};
const COUNTDOWN: ShareLine = {
  kind: 'fuse-countdown',
  date: '2026-11-28',
  setting: { players: '3', level: 'expert' },
  result: { outcome: 'won', values: { score: 61, left: 135 } },
};

/** A well-formed line with one part replaced, its check recomputed so only that part is wrong. */
function withPart(line: ShareLine, index: number, text: string): string {
  const parts = formatLine(BLOCKS, line).split(' | ');
  parts[index] = text;
  return parts.join(' | ');
}

describe('the daily share line', () => {
  it('says the game, date, setting and result in one line, and nothing of the deal', () => {
    expect(formatLine(BLOCKS, FLATLINE)).toBe(
      'FUSE Table daily v1 | flatline | 2026-11-29 | players=2 level=standard meter=expert | won treated=7 rounds=5 | check=' +
        formatLine(BLOCKS, FLATLINE).slice(-8),
    );
    expect(formatLine(BLOCKS, COUNTDOWN)).toMatch(/^FUSE Table daily v1 \| fuse-countdown \| 2026-11-28 \| players=3 level=expert \| won score=61 left=2:15 \| check=[0-9a-f]{8}$/);
  });

  it('writes the examples of docs/daily-deal.md, check included', () => {
    const doc: ShareLine = { ...FLATLINE, setting: { players: '2', level: 'standard', meter: 'standard' }, result: { outcome: 'won', values: { treated: 7, rounds: 6 } } };
    expect(formatLine(BLOCKS, doc)).toBe('FUSE Table daily v1 | flatline | 2026-11-29 | players=2 level=standard meter=standard | won treated=7 rounds=6 | check=8af9af9f');
    expect(formatLine(BLOCKS, { ...COUNTDOWN, date: '2026-11-29' })).toBe('FUSE Table daily v1 | fuse-countdown | 2026-11-29 | players=3 level=expert | won score=61 left=2:15 | check=362d6b33');
  });

  it('reads back what it wrote, for both games, with the spacing around it forgiven', () => {
    expect(parseLine(BLOCKS, formatLine(BLOCKS, FLATLINE), TODAY)).toEqual({ ok: true, line: FLATLINE });
    expect(parseLine(BLOCKS, `  ${formatLine(BLOCKS, COUNTDOWN)}\n`, TODAY)).toEqual({ ok: true, line: COUNTDOWN });
    const lost: ShareLine = { ...COUNTDOWN, result: { outcome: 'lost', values: { score: 14, left: 0 } } };
    expect(parseLine(BLOCKS, formatLine(BLOCKS, lost), TODAY)).toEqual({ ok: true, line: lost });
  });

  const bad: [what: string, text: string, problem: { code: string; params: Record<string, string> }][] = [
    ['a text that is no daily line', 'I saved the ship with 2:15 left!', { code: 'not-a-line', params: {} }],
    ['a line of another version', 'FUSE Table daily v7 | flatline', { code: 'version', params: { version: 'v7' } }],
    ['a line with a part missing', 'FUSE Table daily v1 | flatline | 2026-11-29 | won', { code: 'parts', params: { found: '4', expected: '6' } }],
    ['a game the app does not have', withPart(FLATLINE, 1, 'chess'), { code: 'game', params: { game: 'chess' } }],
    ['a date written the wrong way', withPart(FLATLINE, 2, '29/11/2026'), { code: 'date', params: { date: '29/11/2026' } }],
    ['a date that is not in the calendar', withPart(FLATLINE, 2, '2026-02-30'), { code: 'date', params: { date: '2026-02-30' } }],
    ['a date after today', withPart(FLATLINE, 2, '2026-11-30'), { code: 'future-date', params: { date: '2026-11-30', today: TODAY } }],
    ['a player count the game does not seat', withPart(FLATLINE, 3, 'players=6 level=standard meter=expert'), { code: 'setting', params: { game: 'flatline', field: 'players', value: '6' } }],
    ['a level that does not exist', withPart(COUNTDOWN, 3, 'players=3 level=legendary'), { code: 'setting', params: { game: 'fuse-countdown', field: 'level', value: 'legendary' } }],
    ['a setting with a field missing', withPart(FLATLINE, 3, 'players=2 level=standard'), { code: 'setting', params: { game: 'flatline', field: 'meter', value: '' } }],
    ['a field of the other game', withPart(COUNTDOWN, 3, 'players=3 level=expert meter=standard'), { code: 'setting', params: { game: 'fuse-countdown', field: 'meter', value: 'standard' } }],
    ['a result that is neither won nor lost', withPart(FLATLINE, 4, 'drawn treated=7 rounds=5'), { code: 'result', params: { value: 'drawn' } }],
    ['a score that is not a number', withPart(COUNTDOWN, 4, 'won score=lots left=2:15'), { code: 'value', params: { game: 'fuse-countdown', field: 'score', value: 'lots' } }],
    ['time left not written m:ss', withPart(COUNTDOWN, 4, 'won score=61 left=135'), { code: 'value', params: { game: 'fuse-countdown', field: 'left', value: '135' } }],
    ['more patients treated than were dealt', withPart(FLATLINE, 4, 'won treated=9 rounds=5'), { code: 'impossible', params: { game: 'flatline', field: 'treated', why: 'max', limit: '7' } }],
    ['a win with patients left untreated', withPart(FLATLINE, 4, 'won treated=5 rounds=5'), { code: 'impossible', params: { game: 'flatline', field: 'treated', why: 'won', limit: '7' } }],
    ['more time left than the clock has', withPart(COUNTDOWN, 4, 'won score=61 left=12:00'), { code: 'impossible', params: { game: 'fuse-countdown', field: 'left', why: 'max', limit: '600' } }],
    ['a score above what every card gives', withPart(COUNTDOWN, 4, 'won score=9999 left=2:15'), { code: 'impossible', params: { game: 'fuse-countdown', field: 'score', why: 'max', limit: '310' } }], // 10 + 60 + 29 bombs × 6 + 30 sparks × 2 + 3 fuse cards × 2
    ['a saved ship scoring less than its time bonus', withPart(COUNTDOWN, 4, 'won score=12 left=2:15'), { code: 'impossible', params: { game: 'fuse-countdown', field: 'score', why: 'won', limit: '23' } }],
    ['a line edited after it was made', formatLine(BLOCKS, FLATLINE).replace('rounds=5', 'rounds=4'), { code: 'check', params: {} }],
    ['a line without its check', formatLine(BLOCKS, FLATLINE).replace(/check=\w+$/, ''), { code: 'check', params: {} }],
  ];
  it.each(bad)('refuses %s, naming what is wrong', (_what, text, problem) => {
    expect(parseLine(BLOCKS, text, TODAY)).toEqual({ ok: false, problem });
  });

  it('has no daily deal for a game that declares none', () => {
    expect(() => formatLine({ flatline: undefined }, FLATLINE)).toThrow('flatline has no daily deal');
    expect(parseLine({}, formatLine(BLOCKS, FLATLINE), TODAY)).toEqual({ ok: false, problem: { code: 'game', params: { game: 'flatline' } } });
  });
});
