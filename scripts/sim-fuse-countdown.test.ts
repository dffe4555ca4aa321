import { describe, expect, it } from 'vitest';
import { parseCountdownArgs } from './sim-fuse-countdown';

describe('sim --game fuse-countdown options', () => {
  it('covers every player count and level by default and takes the documented options', () => {
    expect(parseCountdownArgs([])).toMatchObject({ games: 200, players: [1, 2, 3, 4], seed: 1, json: false, fuses: null });
    expect(parseCountdownArgs(['--games', '5', '--players', '2', '--level', 'elite', '--fuses', '4', '--seed', '9', '--json'])).toEqual({
      games: 5,
      players: [2],
      levels: ['elite'],
      fuses: 4,
      seed: 9,
      json: true,
    });
  });

  it('refuses bad values with a clear message', () => {
    expect(() => parseCountdownArgs(['--players', '5'])).toThrow('--players takes 1 to 4');
    expect(() => parseCountdownArgs(['--level', 'easy'])).toThrow('--level takes');
    expect(() => parseCountdownArgs(['--fuses', '11'])).toThrow('--fuses takes 1 to 10');
    expect(() => parseCountdownArgs(['--games'])).toThrow('--games needs a value');
  });
});
