import { describe, expect, it } from 'vitest';
import { abilityOffer, bagKinds, bagTotal, fusesThisTurn, legalTargets, litCells, ownerOf, placedThisTurn, qualifiesForNamed } from './board-model';
import { viewOf } from './view-fixture.test-support';

describe('what the board lights and counts', () => {
  const hints = {
    placements: [
      { seat: 0, die: 'd01', card: 'bomb-01', cell: 0 },
      { seat: 0, die: 'd01', card: 'bomb-01', cell: 2 },
      { seat: 1, die: 'd01', card: 'bomb-02', cell: 1 },
      { seat: 1, die: 'd05', card: 'bomb-02', cell: 0 },
    ],
  };
  it('lights the cells of one card where the picked die may go, and walks them in board order', () => {
    expect([...litCells(hints, 'd01', 'bomb-01')]).toEqual([0, 2]);
    expect([...litCells(hints, null, 'bomb-01')]).toEqual([]);
    expect(legalTargets(hints, 'd01')).toEqual(['bomb-01#0', 'bomb-01#2', 'bomb-02#1']);
  });

  it('counts the bag by kind in a fixed order, the split dice after the five colours', () => {
    const s = viewOf({ bagCounts: { red: 3, 'green/red': 1 } });
    expect(bagKinds(s).map((k) => `${k.kind}:${k.count}`)).toEqual([
      'red:3',
      'blue:0',
      'black:0',
      'yellow:0',
      'green:0',
      'red/blue:0',
      'blue/black:0',
      'black/yellow:0',
      'yellow/green:0',
      'green/red:1',
    ]);
    expect(bagTotal(s)).toBe(4);
  });

  it('finds the seat holding a card, and the dice placed and fuse cards met this turn', () => {
    const s = viewOf({
      turn: 2,
      seats: [
        { role: 'cutter', roleActive: true, bombs: [{ card: 'bomb-03', dice: [] }], sparks: [], taken: 0 },
        { role: 'technologist', roleActive: true, bombs: [], sparks: [{ card: 'spark-04', dice: [] }], taken: 0 },
      ],
      log: [
        { turn: 1, phase: 'distribute', code: 'die-placed', params: { die: 'd02' } },
        { turn: 2, phase: 'distribute', code: 'die-placed', params: { die: 'd07' } },
        { turn: 2, phase: 'resolve', code: 'fuse-activated', params: { fuse: 'fuse-09', effect: 'roles-dark' } },
      ],
    });
    expect(ownerOf(s, 'spark-04')).toBe(1);
    expect(ownerOf(s, 'bomb-99')).toBe(-1);
    expect([...placedThisTurn(s)]).toEqual(['d07']);
    expect(fusesThisTurn(s)).toEqual(['fuse-09']);
  });
});

describe("abilityOffer: the leader's ability at its moment", () => {
  it('the Cutter names a colour before the draw', () => {
    expect(abilityOffer(viewOf()).name).toBe('colour');
  });

  it('after naming red, the Cutter may change a die of that colour (a split die by either colour), until the first die is taken', () => {
    const rolled = [
      { die: 'd25', face: 3, colours: ['green', 'red'] as ('green' | 'red')[], changed: null, flipped: false },
      { die: 'd05', face: 4, colours: ['blue' as const], changed: null, flipped: false },
    ];
    const s = viewOf({ phase: 'distribute', rolled, quotas: [2, 2], maxTake: [2, 2], ability: { named: { colour: 'red' }, changeUsed: false, rerolls: 0, logistics: null, closed: false } });
    expect(abilityOffer(s)).toMatchObject({ changeColour: true, changeNumber: true, flip: false, rerolls: 0 });
    expect(qualifiesForNamed(s, 'd25')).toBe(true);
    expect(qualifiesForNamed(s, 'd05')).toBe(false);
    const closed = { ...s, ability: { ...s.ability, closed: true } };
    expect(abilityOffer(closed)).toMatchObject({ changeColour: false, changeNumber: false });
  });

  it('a role switched off by a fuse card offers nothing', () => {
    const s = viewOf({ seats: [{ role: 'cutter', roleActive: false, bombs: [], sparks: [], taken: 0 }, viewOf().seats[1]!] });
    expect(abilityOffer(s).name).toBeNull();
  });

  it('the Explosives Instructor has three rerolls, the Logistics Specialist returns one die or takes one more', () => {
    const ei = viewOf({ phase: 'distribute', seats: [{ role: 'explosives-instructor', roleActive: true, bombs: [], sparks: [], taken: 0 }, viewOf().seats[1]!], ability: { named: null, changeUsed: false, rerolls: 1, logistics: null, closed: false } });
    expect(abilityOffer(ei).rerolls).toBe(2);
    const ls = viewOf({ phase: 'distribute', quotas: [2, 2], maxTake: [3, 2], seats: [{ role: 'logistics-specialist', roleActive: true, bombs: [], sparks: [], taken: 0 }, viewOf().seats[1]!] });
    expect(abilityOffer(ls)).toMatchObject({ returnDie: true, extraDie: true });
  });
});
