import { describe, expect, it } from 'vitest';
import { botWaitKey, botWaitMs, botWaitSeed, personMs } from './bot-pace';

// The bots' pace model (docs/bots.md, "A person's pace"): a person's time over each kind of act,
// scaled by the pace and spread by a seeded draw.

const FIRST_OF_SIX = { act: 'place', look: 6 } as const;
const NEXT_DIE = { act: 'place', look: 0 } as const;
const seeds = Array.from({ length: 5000 }, (_, i) => botWaitSeed(i * 7 + 1, i % 90, i % 5));

describe("the bots' pace", () => {
  it("is a person's time: a look at a new roll (1.35 s, then 0.8 s a die) before the first die, 2.5 s a die after another", () => {
    expect(personMs(FIRST_OF_SIX)).toBe(1350 + 6 * 800 + 2500);
    expect(personMs(NEXT_DIE)).toBe(2500);
    expect(personMs({ act: 'reroll', look: 6 })).toBe(1350 + 4800 + 3000);
    expect(personMs({ act: 'roll' })).toBe(2500);
    expect(personMs({ act: 'weigh' })).toBe(3000);
    expect(personMs({ act: 'answer' })).toBe(2000);
  });

  it('a seeded steady bot: its first die of six, its next, and the same seed giving the same wait', () => {
    const seed = botWaitSeed(7, 12, 2);
    expect(botWaitMs('steady', FIRST_OF_SIX, seed)).toBe(9882);
    expect(botWaitMs('steady', FIRST_OF_SIX, seed)).toBe(9882);
    expect(botWaitMs('steady', NEXT_DIE, botWaitSeed(7, 13, 2))).toBe(2674);
    // The pace scales the same draw: relaxed 1.4 ×, quick 0.6 ×.
    expect(botWaitMs('relaxed', FIRST_OF_SIX, seed)).toBe(13835);
    expect(botWaitMs('quick', FIRST_OF_SIX, seed)).toBe(5929);
  });

  it('at the steady pace no draw puts a third die of six down within 10 s: the first no sooner than 7.35 s, each next no sooner than 2.1 s', () => {
    const firsts = seeds.map((seed) => botWaitMs('steady', FIRST_OF_SIX, seed));
    const nexts = seeds.map((seed) => botWaitMs('steady', NEXT_DIE, seed));
    expect([Math.min(...firsts), Math.max(...firsts)]).toEqual([7353, 9946]);
    expect([Math.min(...nexts), Math.max(...nexts)]).toEqual([2125, 2875]);
    expect(Math.min(...firsts) + 2 * Math.min(...nexts)).toBeGreaterThan(10_000);
  });

  it('draws spread over the whole ±15 %, not bunched at one end', () => {
    const factors = seeds.map((seed) => botWaitMs('steady', NEXT_DIE, seed) / 2500);
    const tenths = Array.from({ length: 10 }, (_, i) => factors.filter((f) => f >= 0.85 + i * 0.03 && f < 0.88 + i * 0.03).length);
    for (const count of tenths) expect(count).toBeGreaterThan(400);
  });

  it("keeps one wait while the seat means the same kind of act, and starts another when it means something else", () => {
    expect(botWaitKey('steady', FIRST_OF_SIX)).toBe('bot-steady-place-6');
    expect(botWaitKey('steady', NEXT_DIE)).toBe('bot-steady-place-0');
    expect(botWaitKey('quick', { act: 'roll' })).toBe('bot-quick-roll');
  });
});
