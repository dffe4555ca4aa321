import { describe, expect, it } from 'vitest';
import { defaultDraft, draftToInput, seatCount, type NewGameDraft } from './new-game';
import { apiInputSchemas } from '@shared/api';
import type { FlatlineSetup } from '@shared/flatline/setup';

const defaultName = (n: number) => `Player ${n}`;

/** The draft makes a FLATLINE game of `setup` (with `seed` when given), one the API accepts. */
function expectGame(draft: NewGameDraft, setup: FlatlineSetup, seed?: number) {
  const result = draftToInput(draft, defaultName);
  // (toEqual passes over a seed left undefined.)
  expect(result).toEqual({ ok: true, input: { kind: 'flatline', setup, seed } });
  expect(result.ok && apiInputSchemas.createGame.safeParse(result.input).success).toBe(true);
}

describe('new game form', () => {
  it('one player is solitaire: one person, two colours, two seats', () => {
    const seats: FlatlineSetup['seats'] = [{ name: 'Ann', colour: 'red' }, { name: 'Ann', colour: 'blue' }];
    expectGame({ ...defaultDraft(), players: 1, names: ['Ann', 'ignored', '', '', ''] }, { seats, solitaire: true, level: 'standard', meterSide: 'standard', timerSeconds: 60 });
    expect(seatCount(1)).toBe(2);
  });

  it('five players get five seats with their own colours, and blank names get a default', () => {
    const draft = { ...defaultDraft(), players: 5, names: [' Ann ', 'Bo', '', 'Di', 'Ed'], level: 'expert' as const, meterSide: 'expert' as const, timerSeconds: null, seed: '42', takeBack: true };
    const seats: FlatlineSetup['seats'] = [
      { name: 'Ann', colour: 'red' },
      { name: 'Bo', colour: 'blue' },
      { name: 'Player 3', colour: 'green' },
      { name: 'Di', colour: 'yellow' },
      { name: 'Ed', colour: 'purple' },
    ];
    expectGame(draft, { seats, solitaire: false, level: 'expert', meterSide: 'expert', timerSeconds: null, takeBack: true }, 42);
  });

  it('refuses a seed that is not a whole number in range, and a name that is too long', () => {
    for (const seed of ['-1', '1.5', 'abc', '4294967296']) {
      expect(draftToInput({ ...defaultDraft(), seed }, defaultName)).toEqual({
        ok: false,
        problems: [{ field: 'seed', key: 'app.newGame.problems.seed', params: { max: 4294967295 } }],
      });
    }
    expect(draftToInput({ ...defaultDraft(), seed: '4294967295' }, defaultName)).toMatchObject({ ok: true, input: { seed: 4294967295 } });
    expect(draftToInput({ ...defaultDraft(), names: ['x'.repeat(25), '', '', '', ''] }, defaultName)).toEqual({
      ok: false,
      problems: [{ field: 'names.0', key: 'app.newGame.problems.nameTooLong', params: { max: 24 } }],
    });
  });

  it('refuses a player count outside 1–5', () => {
    expect(draftToInput({ ...defaultDraft(), players: 6 }, defaultName)).toMatchObject({ ok: false, problems: [{ field: 'players' }] });
    expect(draftToInput({ ...defaultDraft(), players: 0 }, defaultName)).toMatchObject({ ok: false, problems: [{ field: 'players' }] });
  });
});
