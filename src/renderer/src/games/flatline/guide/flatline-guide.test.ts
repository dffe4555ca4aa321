import { describe, expect, it } from 'vitest';
import type { FlatlineSetupInput } from '@shared/flatline/setup';
import { flatlineGuide } from './flatline-guide';

// FLATLINE's guide at its end: "Play a real game" for the table that took it.
const t = ((key: string) => key) as Parameters<typeof flatlineGuide.create>[0];
const seatsOf = (input: { setup: unknown }) => (input.setup as FlatlineSetupInput).seats.map((seat) => seat.colour);

describe("FLATLINE's guide at its end", () => {
  it("offers one person's real game with two colours, or the group's with its three medics, at Training on the 60-second countdown", () => {
    const one = flatlineGuide.firstGame(t).setup as FlatlineSetupInput;
    const group = flatlineGuide.firstGame(t, true).setup as FlatlineSetupInput;
    expect([seatsOf({ setup: one }), one.solitaire, one.level, one.timerSeconds]).toEqual([['red', 'blue'], true, 'training', 60]);
    expect([seatsOf({ setup: group }), group.solitaire, group.level, group.timerSeconds]).toEqual([['red', 'blue', 'green'], false, 'training', 60]);
    expect('seed' in flatlineGuide.firstGame(t, true)).toBe(false);
  });

  it('tells a group’s guided game by its seats', () => {
    expect([flatlineGuide.isGroup!(seatsOf(flatlineGuide.group!(t)).length), flatlineGuide.isGroup!(seatsOf(flatlineGuide.create(t)).length)]).toEqual([true, false]);
  });
});
