import { describe, expect, it } from 'vitest';
import { setupSummary, timerKey } from './setup-text';
import { peopleAtTable, seatLooks } from '../../../lib/table/seats';
import type { FlatlineSetup } from '@shared/flatline/setup';

// Echoes the key and its values so the test sees exactly what would be translated.
const t = (key: string, params?: Record<string, string | number>) => (params ? `${key}(${Object.values(params).join('|')})` : key);

const setup = (overrides: Partial<FlatlineSetup>): FlatlineSetup => ({
  seats: [
    { name: 'Ann', colour: 'red' },
    { name: 'Bo', colour: 'blue' },
    { name: 'Cy', colour: 'green' },
  ],
  solitaire: false,
  level: 'expert',
  meterSide: 'standard',
  timerSeconds: 90,
  ...overrides,
});

describe('setup text', () => {
  it('summarises a table of players', () => {
    const s = setup({});
    expect(setupSummary({ setup: s, seats: s.seats, solitaire: false }, t)).toBe(
      'app.setup.summary(app.newGame.playerCount(3)|app.levels.expert|app.timers.90)',
    );
  });

  it('summarises solitaire and an untimed countdown', () => {
    const s = setup({ seats: [{ name: 'Ann', colour: 'red' }, { name: 'Ann', colour: 'blue' }], solitaire: true, level: 'training', timerSeconds: null });
    expect(setupSummary({ setup: s, seats: s.seats, solitaire: true }, t)).toBe('app.setup.soloSummary(app.levels.training|app.timers.untimed)');
    expect(peopleAtTable({ seats: s.seats, solitaire: true })).toEqual(['Ann']);
  });

  it('names the timer keys', () => {
    expect([60, 90, 120, null].map((s) => timerKey(s as 60 | 90 | 120 | null))).toEqual([
      'app.timers.60',
      'app.timers.90',
      'app.timers.120',
      'app.timers.untimed',
    ]);
  });

  it('gives every person a distinct initial, and a solitaire player one initial on both colours', () => {
    expect(seatLooks([{ name: 'Player 1', colour: 'red' }, { name: 'Player 2', colour: 'blue' }, { name: 'Bo', colour: 'green' }], false)).toEqual([
      { name: 'Player 1', colour: 'red', initial: 'P1' },
      { name: 'Player 2', colour: 'blue', initial: 'P2' },
      { name: 'Bo', colour: 'green', initial: 'B' },
    ]);
    expect(seatLooks([{ name: 'ann', colour: 'red' }, { name: 'ann', colour: 'blue' }], true).map((l) => l.initial)).toEqual(['A', 'A']);
  });
});
