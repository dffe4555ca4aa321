import { describe, expect, it } from 'vitest';
import { groupLog, lightSpot, spotSelector } from './log-groups';

describe('the log drawer groups lines under their headings', () => {
  it('keeps every line, in order, under the heading it came with', () => {
    const groups = groupLog([
      { text: 'A power cube leaves the meter.', group: 'Round 1', spot: 'meter' },
      { text: 'Emergency dice rolled: 3, 5.', group: 'Round 1' },
      { text: 'The dial turns.', group: 'Round 2', spot: 'dial' },
    ]);
    expect(groups.map((g) => g.heading)).toEqual(['Round 1', 'Round 2']);
    expect(groups[0]!.lines.map((l) => [l.index, l.line.text])).toEqual([
      [0, 'A power cube leaves the meter.'],
      [1, 'Emergency dice rolled: 3, 5.'],
    ]);
    expect(groups[1]!.lines).toEqual([{ index: 2, line: { text: 'The dial turns.', group: 'Round 2', spot: 'dial' } }]);
  });

  it('never reorders the story: a heading that returns later starts a new group', () => {
    const groups = groupLog([
      { text: 'a', group: 'Turn 1' },
      { text: 'b', group: 'Turn 2' },
      { text: 'c', group: 'Turn 1' },
    ]);
    expect(groups.map((g) => [g.heading, g.lines.length])).toEqual([
      ['Turn 1', 1],
      ['Turn 2', 1],
      ['Turn 1', 1],
    ]);
  });

  it('has no groups for an empty log', () => {
    expect(groupLog([])).toEqual([]);
  });
});

describe('a line points at its board element', () => {
  it('by its data-spot, quoted so any id is safe', () => {
    expect(spotSelector('patient:2')).toBe('[data-spot="patient:2"]');
    expect(spotSelector('odd"id')).toBe('[data-spot="odd\\"id"]');
    expect(spotSelector(undefined)).toBeNull();
    expect(spotSelector('')).toBeNull();
  });
});

describe('a line lights the board element it describes', () => {
  function fakeBoard(spots: string[]) {
    const elements = new Map(spots.map((spot) => [`[data-spot="${spot}"]`, { spot, classes: new Set<string>() }]));
    const element = (e: { spot: string; classes: Set<string> }) => ({
      spot: e.spot,
      classes: e.classes,
      classList: { add: (c: string) => void e.classes.add(c), remove: (c: string) => void e.classes.delete(c) },
    });
    const made = new Map([...elements].map(([k, v]) => [k, element(v)]));
    return { querySelector: (selector: string) => made.get(selector) ?? null, lit: () => [...made.values()].filter((e) => e.classes.has('spot-lit')).map((e) => e.spot) };
  }

  it('lights one element at a time and puts it out when the line is left', () => {
    const board = fakeBoard(['meter', 'dial']);
    let lit = lightSpot(board, 'meter', null);
    expect(board.lit()).toEqual(['meter']);
    lit = lightSpot(board, 'dial', lit);
    expect(board.lit()).toEqual(['dial']);
    lit = lightSpot(board, null, lit);
    expect(board.lit()).toEqual([]);
    expect(lit).toBeNull();
  });

  it('lights nothing for a spot the board does not carry, or before the board is there', () => {
    const board = fakeBoard(['meter']);
    expect(lightSpot(board, 'patient:9', null)).toBeNull();
    expect(board.lit()).toEqual([]);
    expect(lightSpot(undefined, 'meter', null)).toBeNull();
  });
});
