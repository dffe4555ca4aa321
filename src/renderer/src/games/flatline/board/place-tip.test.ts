import { describe, expect, it } from 'vitest';
import { overlap, placeTip } from './place-tip';

const bounds = { left: 0, top: 0, width: 1000, height: 600 };
const tip = { width: 120, height: 24 };

describe('placeTip: the name of a place, beside it', () => {
  it('goes above the place, centred, when nothing is in the way', () => {
    expect(placeTip({ left: 400, top: 300, width: 40, height: 40 }, tip, bounds, [])).toEqual({ left: 360, top: 272, width: 120, height: 24 });
  });

  it('goes below when a card title lies above the place', () => {
    const place = { left: 400, top: 300, width: 40, height: 40 };
    const title = { left: 380, top: 270, width: 200, height: 20 };
    const at = placeTip(place, tip, bounds, [title]);
    expect(at).toEqual({ left: 360, top: 344, width: 120, height: 24 });
    expect(overlap(at, title)).toBe(0);
  });

  it('goes to the side when titles lie above and below', () => {
    const place = { left: 400, top: 300, width: 40, height: 40 };
    const titles = [
      { left: 300, top: 270, width: 300, height: 20 },
      { left: 300, top: 342, width: 300, height: 30 },
    ];
    expect(placeTip(place, tip, bounds, titles)).toEqual({ left: 444, top: 308, width: 120, height: 24 });
  });

  it('slides inside the right edge rather than being cut by it', () => {
    const at = placeTip({ left: 960, top: 300, width: 40, height: 40 }, tip, bounds, []);
    expect(at.left + at.width).toBe(1000);
    expect(at.top).toBe(272);
  });

  it('goes below a place at the top edge, since above would be cut', () => {
    expect(placeTip({ left: 400, top: 2, width: 40, height: 40 }, tip, bounds, []).top).toBe(46);
  });

  it('covers as little title as it can when every side meets one', () => {
    const place = { left: 400, top: 300, width: 40, height: 40 };
    const titles = [
      { left: 0, top: 0, width: 1000, height: 298 },
      { left: 0, top: 342, width: 1000, height: 258 },
      { left: 444, top: 300, width: 5, height: 40 },
      { left: 270, top: 300, width: 100, height: 40 },
    ];
    // Above and below are all title; right covers 5 × 24 of one, left 94 × 24 of another.
    expect(placeTip(place, tip, bounds, titles)).toEqual({ left: 444, top: 308, width: 120, height: 24 });
  });
});
