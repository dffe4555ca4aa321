import { describe, expect, it } from 'vitest';
import type { RoleId } from '@shared/fuse-countdown/components';
import { canPlace } from '@shared/fuse-countdown/rules/queries';
import { giveCards, play, refused, start, withRolled } from './test-support';

/** Every role's ability with the rulebook's clarifications; only the leader's ability is active. */
const table = (role: RoleId, players = 3) => {
  const roles: RoleId[] = [role, ...(['technologist', 'cutter', 'disposal-expert', 'explosives-instructor'] as RoleId[]).filter((r) => r !== role)].slice(0, players);
  return start(players, { roles });
};

describe('Cutter', () => {
  it('names a colour before the draw and may change dice of that colour to any colour or number', () => {
    let s = table('cutter');
    giveCards(s, 0, ['bomb-01', 'bomb-13']);
    s = play(s, { type: 'roll', name: { colour: 'red' } });
    expect(s.ability.named).toEqual({ colour: 'red' });
    s = withRolled(s, [['d01', 2], ['d21', 5], ['d09', 3]]);
    s.ability.named = { colour: 'red' };
    s = play(s, { type: 'change-colour', die: 'd01', colour: 'green' }, { type: 'change-number', die: 'd21', number: 6 });
    expect(s.rolled.map((r) => [r.die, r.colours.join('/'), r.face])).toEqual([['d01', 'green', 2], ['d21', 'red/blue', 6], ['d09', 'black', 3]]);
    // Colour or number, never both; only dice of the named colour (a split die qualifies by either colour).
    refused(s, { type: 'change-number', die: 'd01', number: 5 }, 'die-already-changed');
    refused(s, { type: 'change-colour', die: 'd09', colour: 'red' }, 'die-not-named');
  });

  it('a changed colour counts until the die is placed, then the die is its own colour again', () => {
    let s = table('cutter', 1);
    giveCards(s, 0, ['bomb-07', 'bomb-02', 'bomb-03', 'bomb-04']);
    s = withRolled(s, [['d01', 2], ['d05', 3], ['d02', 4]]);
    s.ability.named = { colour: 'red' };
    s = play(s, { type: 'change-colour', die: 'd01', colour: 'blue' });
    // bomb-07: two dice of the same colour. The red die placed as blue is red again afterwards.
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-07', cell: 0 });
    expect(s.seats[0]?.bombs[0]?.dice[0]?.shown).toEqual(['blue']);
    expect(canPlace(s, 0, 'd05', 'bomb-07', 1)?.code).toBe('relation-same-colour');
    expect(canPlace(s, 0, 'd02', 'bomb-07', 1)).toBeNull();
  });

  it('only the Cutter may name a colour, and only when it leads', () => {
    refused(table('technologist'), { type: 'roll', name: { colour: 'red' } }, 'cannot-name-colour');
    const s = start(2, { roles: ['technologist', 'cutter'] });
    refused(s, { type: 'roll', name: { colour: 'red' } }, 'cannot-name-colour');
  });
});

describe('Operations Engineer', () => {
  it('names a number and may change dice showing it to any colour or number', () => {
    let s = table('operations-engineer');
    s = play(s, { type: 'roll', name: { number: 4 } });
    s = withRolled(s, [['d01', 4], ['d05', 4], ['d09', 3]]);
    s.ability.named = { number: 4 };
    s = play(s, { type: 'change-number', die: 'd01', number: 6 }, { type: 'change-colour', die: 'd05', colour: 'yellow' });
    expect(s.rolled.map((r) => [r.colours.join('/'), r.face])).toEqual([['red', 6], ['yellow', 4], ['black', 3]]);
    refused(s, { type: 'change-number', die: 'd09', number: 4 }, 'die-not-named');
    refused(table('cutter'), { type: 'roll', name: { number: 4 } }, 'cannot-name-number');
  });
});

describe('Logistics Specialist', () => {
  it('rolls one extra die and may take one extra die', () => {
    let s = table('logistics-specialist');
    s = play(s, { type: 'roll' });
    expect(s.rolled).toHaveLength(4);
    expect(s.quotas).toEqual([1, 1, 1]);
    expect(s.maxTake).toEqual([2, 1, 1]);
    const other = table('technologist');
    expect(play(other, { type: 'roll' }).rolled).toHaveLength(3);
  });

  it('may return a die to the bag instead, and then draws no spark for the die it did not take', () => {
    let s = table('logistics-specialist');
    s = play(s, { type: 'roll' });
    const die = s.rolled[0]?.die ?? '';
    s = play(s, { type: 'return-die', die });
    expect(s.bag).toContain(die);
    expect(s.quotas[0]).toBe(0);
    refused(s, { type: 'return-die', die: s.rolled[0]?.die ?? '' }, 'return-used');
    s.seats.forEach((st) => (st.bombs = []));
    s = play(s, { type: 'done' });
    expect(s.seats.map((st) => st.sparks.length)).toEqual([0, 1, 1]);
  });

  it('only the Logistics Specialist returns a die', () => {
    const s = play(table('technologist'), { type: 'roll' });
    refused(s, { type: 'return-die', die: s.rolled[0]?.die ?? '' }, 'no-such-ability');
  });
});

describe('Technologist', () => {
  it('changes the colour of one rolled die (a split die may become one colour)', () => {
    let s = withRolled(table('technologist'), [['d21', 2], ['d05', 3], ['d09', 3]]);
    s = play(s, { type: 'change-colour', die: 'd21', colour: 'green' });
    expect(s.rolled[0]?.colours).toEqual(['green']);
    refused(s, { type: 'change-colour', die: 'd05', colour: 'green' }, 'change-used');
    refused(s, { type: 'change-number', die: 'd05', number: 1 }, 'no-such-ability');
  });
});

describe('Equipment Technician', () => {
  it('changes the number of one rolled die, and the die keeps that number once placed', () => {
    let s = table('equipment-technician');
    giveCards(s, 0, ['bomb-05', 'bomb-13']);
    s = withRolled(s, [['d01', 2], ['d05', 3], ['d09', 3]]);
    s = play(s, { type: 'change-number', die: 'd01', number: 3 });
    refused(s, { type: 'change-number', die: 'd05', number: 1 }, 'change-used');
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-05', cell: 0 });
    expect(s.seats[0]?.bombs[0]?.dice[0]?.face).toBe(3);
  });
});

describe('Disposal Expert', () => {
  it('flips rolled dice to their opposite faces: 1–6, 2–4, 3–5', () => {
    let s = withRolled(table('disposal-expert'), [['d01', 1], ['d05', 2], ['d09', 3]]);
    s = play(s, { type: 'flip', dice: ['d01', 'd05', 'd09'] });
    expect(s.rolled.map((r) => r.face)).toEqual([6, 4, 5]);
    refused(s, { type: 'flip', dice: ['d01'] }, 'die-already-flipped');
  });
});

describe('Explosives Instructor', () => {
  it('rerolls any rolled dice up to three times, each time free to include dice not rerolled before', () => {
    let s = withRolled(table('explosives-instructor'), [['d01', 1], ['d05', 2], ['d09', 3]]);
    s = play(s, { type: 'reroll', dice: ['d01'] }, { type: 'reroll', dice: ['d05', 'd09'] }, { type: 'reroll', dice: ['d01', 'd05', 'd09'] });
    expect(s.ability.rerolls).toBe(3);
    refused(s, { type: 'reroll', dice: ['d01'] }, 'rerolls-used');
    expect(s.log.filter((e) => e.code === 'dice-rerolled')).toHaveLength(3);
  });
});

describe('only the leader, only before the first die is taken', () => {
  it('abilities close once a die is taken', () => {
    let s = table('technologist');
    giveCards(s, 0, ['bomb-05', 'bomb-13']);
    s = withRolled(s, [['d01', 3], ['d05', 3], ['d09', 3]]);
    s = play(s, { type: 'place', seat: 0, die: 'd01', card: 'bomb-05', cell: 0 });
    refused(s, { type: 'change-colour', die: 'd05', colour: 'red' }, 'ability-closed');
  });

  it('another seat\'s role is not active', () => {
    const s = withRolled(start(2, { roles: ['technologist', 'disposal-expert'] }), [['d01', 1], ['d05', 2]]);
    refused(s, { type: 'flip', dice: ['d01'] }, 'no-such-ability');
  });
});
