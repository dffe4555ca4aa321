import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS } from '@shared/players';
import { initialOf, PLAYER_PATTERNS, tableInitials } from './player-look';

describe('telling players apart without colour', () => {
  it('gives every die colour its own pattern', () => {
    const patterns = PLAYER_COLOURS.map((c) => PLAYER_PATTERNS[c]);
    expect(new Set(patterns).size).toBe(PLAYER_COLOURS.length);
  });

  it('takes the first letter of a name, upper-cased', () => {
    expect(initialOf('  anna ')).toBe('A');
    expect(initialOf('Élodie')).toBe('É');
    expect(initialOf('')).toBe('?');
  });

  it('keeps single initials when they already differ', () => {
    expect(tableInitials(['Anna', 'Bruno', 'Carla'])).toEqual(['A', 'B', 'C']);
  });

  it('uses two letters when initials clash, and the seat number when those clash too', () => {
    expect(tableInitials(['Anna', 'Alberto', 'Bea'])).toEqual(['An', 'Al', 'B']);
    expect(tableInitials(['Anna', 'Bea', 'Anna'])).toEqual(['A1', 'B', 'A3']);
  });
});
