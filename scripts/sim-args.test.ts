import { describe, expect, it } from 'vitest';
import { checkGames, parsePlayer, readOptions } from './sim-args';

describe('sim option reading (shared by both games)', () => {
  it('hands each option its value and steps past it', () => {
    const seen: string[] = [];
    readOptions(['--games', '5', '--json', '--seed', '9'], (arg, need) => {
      seen.push(arg === '--json' ? arg : `${arg}=${need()}`);
      return true;
    });
    expect(seen).toEqual(['--games=5', '--json', '--seed=9']);
  });

  it('refuses an unknown option and an option without its value', () => {
    expect(() => readOptions(['--colour', 'red'], () => false)).toThrow('unknown option --colour');
    expect(() => readOptions(['--games'], (_, need) => (need(), true))).toThrow('--games needs a value');
  });

  it('checks --games and --player with the messages the sims always printed', () => {
    expect(() => checkGames(0)).toThrow('--games takes a positive whole number');
    expect(() => checkGames(2.5)).toThrow('--games takes a positive whole number');
    expect(() => checkGames(3)).not.toThrow();
    expect(parsePlayer('strong')).toBe('strong');
    expect(() => parsePlayer('expert')).toThrow('--player takes reference or strong (got "expert")');
  });
});
