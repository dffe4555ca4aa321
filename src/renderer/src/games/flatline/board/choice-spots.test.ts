import { describe, expect, it } from 'vitest';
import type { FlatlineView } from '@shared/flatline/view';
import { optionSpot, placeChoices } from './choice-spots';
import { fixtureState } from './board-fixture.test-support';

describe('where a decision’s answers lie on the board', () => {
  const state = fixtureState(2);

  it('a seat is its tray, a line its line, a station its station, a card where it lies', () => {
    expect(optionSpot(state, { id: 'seat:1', seat: 1 })).toBe('tray:1');
    expect(optionSpot(state, { id: 'line:0:2', slot: 0, line: 2 })).toBe('line:0:2');
    expect(optionSpot(state, { id: 'station:1', station: 1 })).toBe('station:1');
    expect(optionSpot(state, { id: 'card', card: 'lost-assistance' })).toBe('emergency:1:1');
    expect(optionSpot(state, { id: 'card', card: 'recharge' })).toBe('triage:recharge');
    expect(optionSpot(state, { id: 'skip' })).toBeNull();
  });

  it('only while something is asked, and a place two answers share is left to the list', () => {
    expect(placeChoices(null).size).toBe(0);
    const asking: FlatlineView = {
      ...state,
      pending: { kind: 'choose-player-to-lose-dice', source: 'bathroom-break', amount: 2, options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }, { id: 'again', seat: 1 }, { id: 'skip' }] },
    };
    expect([...placeChoices(asking)].map(([spot, option]) => [spot, option.id])).toEqual([['tray:0', 'seat:0']]);
  });
});
