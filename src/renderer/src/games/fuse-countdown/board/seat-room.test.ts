import { describe, expect, it } from 'vitest';
import { BOMB_CARDS } from '@shared/fuse-countdown';
import { seatRoom } from './seat-room';

describe("a seat's room, in slots", () => {
  const bombs = BOMB_CARDS.filter((c) => c.config === 'plain').map((c) => c.id);
  it('one card: its own size with its frame, the same on one line or two', () => {
    const r = seatRoom([bombs[0]!]);
    expect(r.across).toBeGreaterThan(2);
    expect(r.across2).toBe(r.across);
    expect(r.high2).toBe(r.high);
  });
  it('two cards: side by side, or one above the other at twice the height', () => {
    const one = seatRoom([bombs[0]!]);
    const two = seatRoom([bombs[0]!, bombs[0]!]);
    expect(two.across).toBeCloseTo(2 * one.across);
    expect(two.across2).toBeCloseTo(one.across);
    expect(two.high2).toBeCloseTo(2 * one.high + 0.2);
  });
  it('a line under a card (padlock, Defuse now) asks for more height', () => {
    expect(seatRoom([bombs[0]!], true).high).toBeGreaterThan(seatRoom([bombs[0]!]).high);
  });
  it('no cards: a small room, never zero', () => {
    expect(seatRoom([]).across).toBeGreaterThan(0);
  });
});
