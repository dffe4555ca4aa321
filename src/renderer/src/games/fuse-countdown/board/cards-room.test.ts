import { describe, expect, it } from 'vitest';
import { BOMB_CARDS } from '@shared/fuse-countdown';
import { cardsRoom } from './cards-room';

describe("a line of cards' room", () => {
  const plain = BOMB_CARDS.filter((c) => c.config === 'plain').map((c) => c.id);
  const wall = BOMB_CARDS.find((c) => c.config === 'wall')!.id;
  it('one card: its own slots and one header line, the same on one line or two', () => {
    const r = cardsRoom([plain[0]!]);
    expect(r).toMatchObject({ count: 1, lines: 1, count2: 1, lines2: 1 });
    expect(r.across).toBeGreaterThanOrEqual(2.6);
    expect(r.across2).toBe(r.across);
    expect(r.high2).toBe(r.high);
  });
  it('two cards: side by side, or one above the other at twice the height', () => {
    const one = cardsRoom([plain[0]!]);
    const two = cardsRoom([plain[0]!, plain[0]!]);
    expect(two).toMatchObject({ count: 2, count2: 1, lines2: 2 });
    expect(two.across).toBeCloseTo(2 * one.across);
    expect(two.across2).toBeCloseTo(one.across);
    expect(two.high2).toBeCloseTo(2 * one.high);
  });
  it("a shaped card's header may take two lines, and a line under a card (padlock, Defuse now) as much as three", () => {
    expect(cardsRoom([wall]).lines).toBe(2);
    expect(cardsRoom([plain[0]!], 3).lines).toBe(4);
  });
  it('counts the narrow cards apart: on a small window their header sets their width', () => {
    const narrow = BOMB_CARDS.find((c) => c.config === 'plain' && c.cells.length <= 2)!.id;
    const r = cardsRoom([narrow, wall]);
    expect(r.narrow).toBeGreaterThanOrEqual(1);
    expect(r.acrossWide).toBeLessThan(r.across);
  });
  it('no cards: a small room, never zero', () => {
    expect(cardsRoom([]).across).toBeGreaterThan(0);
    expect(cardsRoom([]).high).toBeGreaterThan(0);
  });
});
