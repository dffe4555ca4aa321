import { describe, expect, it } from 'vitest';
import { abilityOffer, bagKinds, bagTotal, cellOfKey, cellsHolding, fusesThisTurn, keptOnly, keyboardTargets, legalTargets, litByCard, ownerOf, placedThisTurn, qualifiesForNamed, samePlacements, stepThrough, toggled } from './board-model';
import { viewOf } from './view-fixture.test-support';

describe('what the board lights and counts', () => {
  const legalPlaces = {
    placements: [
      { seat: 0, die: 'd01', card: 'bomb-01', cell: 0 },
      { seat: 0, die: 'd01', card: 'bomb-01', cell: 2 },
      { seat: 1, die: 'd01', card: 'bomb-02', cell: 1 },
      { seat: 1, die: 'd05', card: 'bomb-02', cell: 0 },
    ],
  };
  it('lights the cells of one card where the picked die may go, and walks them in board order', () => {
    expect([...(litByCard(legalPlaces, 'd01').get('bomb-01') ?? [])]).toEqual([0, 2]);
    expect([...(litByCard(legalPlaces, 'd01').get('bomb-02') ?? [])]).toEqual([1]);
    expect([...(litByCard(legalPlaces, null).get('bomb-01') ?? [])]).toEqual([]);
    expect(legalTargets(legalPlaces, 'd01')).toEqual(['bomb-01#0', 'bomb-01#2', 'bomb-02#1']);
  });

  it('tells a clock tick from a change: the same placements, in the same order, are the same', () => {
    expect(samePlacements(legalPlaces.placements, legalPlaces.placements.map((p) => ({ ...p })))).toBe(true);
    expect(samePlacements(legalPlaces.placements, legalPlaces.placements.slice(1))).toBe(false);
    expect(samePlacements(legalPlaces.placements, [...legalPlaces.placements.slice(1), legalPlaces.placements[0]!])).toBe(false);
  });

  it('walks the keyboard through the lit slots, or every slot with the assist off, round the end', () => {
    const s = viewOf({
      seats: [
        { role: 'cutter', roleActive: true, bombs: [{ card: 'bomb-01', dice: [] }], sparks: [{ card: 'spark-04', dice: [] }], taken: 0 },
        { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-02', dice: [] }], sparks: [], taken: 0 },
      ],
    });
    expect(keyboardTargets(s, legalPlaces, 'd05', true)).toEqual(['bomb-02#0']);
    expect(keyboardTargets(s, legalPlaces, 'd05', false)).toEqual(['bomb-01#0', 'bomb-01#1', 'spark-04#0', 'bomb-02#0', 'bomb-02#1']);
    const order = ['a#0', 'a#1', 'b#0'];
    expect(stepThrough(order, 'a#1', 1)).toBe('b#0');
    expect(stepThrough(order, 'b#0', 1)).toBe('a#0');
    expect(stepThrough(order, 'a#0', -1)).toBe('b#0');
    expect(stepThrough([], 'a#0', 1)).toBeNull();
    expect(cellOfKey('bomb-01#2')).toEqual({ card: 'bomb-01', cell: 2 });
    expect(cellOfKey('tray')).toBeNull();
    expect(cellOfKey('seat-1')).toBeNull();
  });

  it("replaces the board's sets whole: marking toggles, a catch-up keeps only what is still there", () => {
    const marked = new Set(['d01']);
    expect([...toggled(marked, 'd02')]).toEqual(['d01', 'd02']);
    expect([...toggled(marked, 'd01')]).toEqual([]);
    expect([...marked]).toEqual(['d01']);
    expect(keptOnly(marked, () => true)).toBe(marked);
    expect([...keptOnly(new Set(['d01', 'd02']), (d) => d === 'd02')]).toEqual(['d02']);
    const card = { card: 'bomb-01', dice: [{ die: 'd07', cell: 0, face: 3, shown: ['red' as const] }, { die: 'd08', cell: 1, face: 5, shown: ['blue' as const] }] };
    expect([...cellsHolding(card, ['d08', 'd99'])]).toEqual([1]);
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
