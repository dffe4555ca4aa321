import { describe, expect, it } from 'vitest';
import type { FlatlineView } from '@shared/flatline/view';
import { fixtureState } from '../board/board-fixture.test-support';
import { askingOthers, diceToOffer, isAsking, mayAsk, offeredBy, offeredTo } from './die-offers';

/** The fixture's countdown: Ada (0) with red, blue, red, green; Bruno (1) with yellow. */
function table(countdown: Partial<FlatlineView['countdown']> = {}): FlatlineView {
  const state = fixtureState(2, ['red', 'blue', 'red', 'green']);
  return { ...state, countdown: { ...state.countdown, ...countdown } };
}

describe("what a seat's device shows of a die for a re-roll", () => {
  it('a seat may ask while the track takes a die, it holds one to roll again and another player holds one to give', () => {
    expect([mayAsk(table(), 1, true), mayAsk(table(), 1, false), mayAsk(table({ asks: [1] }), 1, true)]).toEqual([true, false, false]);
    const alone = table();
    alone.dice = alone.dice.map((d) => (d.seat === 1 ? { ...d, at: { kind: 'out' as const } } : d));
    expect([mayAsk(alone, 1, true), mayAsk(alone, 0, true)]).toEqual([false, false]);
  });

  it("another seat's ask, with one die of each face to offer, and those already offered apart", () => {
    const asked = table({ asks: [1] });
    expect([isAsking(asked, 1), askingOthers(asked, 0), askingOthers(asked, 1)]).toEqual([true, [1], []]);
    expect(diceToOffer(asked, 0, 1).map((d) => d.face)).toEqual(['red', 'blue', 'green']);
    const offered = table({ asks: [1], offers: [{ die: 's0d0', to: 1 }] });
    expect(diceToOffer(offered, 0, 1).map((d) => d.id)).toEqual(['s0d1', 's0d2', 's0d3']);
    expect(offeredBy(offered, 0, 1).map((d) => d.id)).toEqual(['s0d0']);
    expect(offeredTo(offered, 1)).toEqual([{ die: expect.objectContaining({ id: 's0d0', face: 'red' }), from: 0 }]);
  });

  it('an offer of a die no longer in its tray is not shown', () => {
    const placed = table({ asks: [1], offers: [{ die: 's0d0', to: 1 }] });
    placed.dice = placed.dice.map((d) => (d.id === 's0d0' ? { ...d, at: { kind: 'reroll' as const, index: 0 } } : d));
    expect(offeredTo(placed, 1)).toEqual([]);
  });
});
