import { describe, expect, it } from 'vitest';
import { noteShift, type Box } from './note-place';

const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
// A seat at the foot of a 1024×640 board (it clips what overflows it), a slot near its bottom edge.
const seat = box(515, 420, 500, 170);
const slot = box(900, 520, 40, 40);

describe('a refusal at a slot stays wholly in view', () => {
  it('stays below its slot where there is room', () => {
    expect(noteShift(box(850, 350, 140, 28), box(900, 310, 40, 40), seat)).toEqual({ dx: 0, dy: 74 });
    expect(noteShift(box(850, 450, 140, 28), box(900, 410, 40, 40), box(0, 0, 1024, 640))).toEqual({ dx: 0, dy: 0 });
  });

  it('goes above its slot when below would pass the bottom of its seat', () => {
    // Drawn at 568–596, under the seat's edge (590): moved to end 4 px above the slot's top.
    expect(noteShift(box(850, 568, 140, 28), slot, seat)).toEqual({ dx: 0, dy: 516 - 28 - 568 });
  });

  it('slides sideways to stay inside the seat, at either edge', () => {
    expect(noteShift(box(930, 480, 140, 28), box(980, 440, 40, 40), seat).dx).toBe(1011 - 1070);
    expect(noteShift(box(480, 480, 140, 28), box(520, 440, 40, 40), seat).dx).toBe(519 - 480);
  });

  it('where neither side has room, it starts at the top of what shows it', () => {
    const low = box(0, 600, 1024, 40);
    expect(noteShift(box(100, 630, 140, 60), box(140, 605, 20, 20), low)).toEqual({ dx: 0, dy: 604 - 630 });
  });
});
