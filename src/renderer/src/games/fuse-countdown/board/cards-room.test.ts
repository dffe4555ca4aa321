import { describe, expect, it } from 'vitest';
import { BOMB_CARDS } from '@shared/fuse-countdown';
import { cardsRoom, headerBeside, slotSide } from './cards-room';

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

describe('slot side, and the header beside the cards', () => {
  // The rooms and boxes of the four seats of a four-seat table at 1024×640 with a fuse card turned up
  // (expert, seed 1, turn 7): 486×105 px for the cards under a 36 px header in each seat.
  const room = (across: number, high: number, lines: number, across2: number, high2: number, lines2: number) => ({ across, high, lines, across2, high2, lines2, count: 2, count2: 1, narrow: 0, acrossWide: across, narrow2: 0, acrossWide2: across2 });
  const ada = room(12.8, 2.35, 1, 7.65, 4.2, 2);
  const bruno = room(9.05, 1.85, 1, 5.15, 3.25, 2);
  const dario = { ...room(8.4, 2.85, 2, 4.5, 4.25, 3), narrow: 1, acrossWide: 4.5, narrow2: 1, acrossWide2: 4.5 };
  const seat = { w: 486, h: 105 + 36 + 4 };
  const header = { above: 36, beside: 190 };
  it('is the CSS formula: a Wall under a header on a short seat is held by the height, at 17.5 px', () => {
    expect(slotSide(dario, 486, 105)).toBeCloseTo(17.54, 1);
    expect(slotSide(ada, 486, 105)).toBeCloseTo(27.66, 1);
  });
  it('never below 16 px nor above 180 px', () => {
    expect(slotSide(dario, 50, 20)).toBe(16);
    expect(slotSide(room(1, 1, 1, 1, 1, 1), 5000, 5000)).toBe(180);
  });
  it("the seat holding a Wall puts its header beside its cards; the seats whose cards want the width keep it above", () => {
    expect(headerBeside(dario, seat, header, 4)).toBe(true);
    expect(slotSide(dario, seat.w - header.beside - 4, seat.h)).toBeGreaterThan(28);
    expect(headerBeside(ada, seat, header, 4)).toBe(false);
    expect(headerBeside(bruno, seat, header, 4)).toBe(false);
  });
});
