import { describe, expect, it } from 'vitest';
import { DICE, OPPOSITE_FACE, ROLES, cardSchema, dieColours } from './components';
import { BOMB_CARDS, FUSE_CARDS, SPARK_CARDS } from './data';
import { canComplete, poolWithout } from './rules/requirements';

describe('components', () => {
  it('has 25 dice: four of each colour and five split dice, every colour on two split dice', () => {
    expect(DICE).toHaveLength(25);
    const singles = DICE.filter((d) => d.colours.length === 1);
    const splits = DICE.filter((d) => d.colours.length === 2);
    expect(singles).toHaveLength(20);
    expect(splits).toHaveLength(5);
    for (const c of ['red', 'blue', 'black', 'yellow', 'green'] as const) {
      expect(singles.filter((d) => d.colours[0] === c)).toHaveLength(4);
      expect(splits.filter((d) => d.colours.includes(c))).toHaveLength(2);
    }
    expect(new Set(DICE.map((d) => d.id)).size).toBe(25);
    expect(dieColours('d21')).toEqual(['red', 'blue']);
  });

  it('has the atypical opposite faces 1–6, 2–4 and 3–5', () => {
    expect(OPPOSITE_FACE).toEqual({ 1: 6, 6: 1, 2: 4, 4: 2, 3: 5, 5: 3 });
  });

  it('has 52 bomb cards worth 1–6 (more low than high), 30 spark cards, 10 fuse cards and 7 roles', () => {
    expect(BOMB_CARDS).toHaveLength(52);
    expect(SPARK_CARDS).toHaveLength(30);
    expect(FUSE_CARDS).toHaveLength(10);
    expect(ROLES).toHaveLength(7);
    const byPoints = [1, 2, 3, 4, 5, 6].map((p) => BOMB_CARDS.filter((c) => c.points === p).length);
    expect(byPoints).toEqual([12, 11, 10, 8, 6, 5]);
    for (const c of [...BOMB_CARDS, ...SPARK_CARDS]) expect(cardSchema.parse(c)).toEqual(c);
    expect(new Set([...BOMB_CARDS, ...SPARK_CARDS].map((c) => c.id)).size).toBe(82);
    for (const s of SPARK_CARDS) expect(s.cells.length).toBeLessThanOrEqual(2);
    expect(FUSE_CARDS.filter((f) => f.effect === 'return-matching')).toHaveLength(7);
  });

  it('uses every configuration and every requirement kind of the Icon Reference', () => {
    const configs = new Set(BOMB_CARDS.map((c) => c.config));
    expect([...configs].sort()).toEqual(['plain', 'stack', 'wall', 'ziggurat']);
    const reqs = new Set([...BOMB_CARDS, ...SPARK_CARDS].flatMap((c) => c.cells.map((cell) => cell.req.kind)));
    expect([...reqs].sort()).toEqual(['any', 'colour', 'colour-number', 'colour-or-number', 'colours', 'not-colour', 'number', 'numbers', 'pairs', 'split']);
    const relations = new Set(BOMB_CARDS.flatMap((c) => c.relations.map((r) => r.kind)));
    expect([...relations].sort()).toEqual(['different-colours', 'equation', 'greater', 'same-colour', 'same-colour-and-number', 'same-colour-or-number', 'same-number']);
    expect(BOMB_CARDS.some((c) => c.cells.some((cell) => cell.first))).toBe(true);
    expect(BOMB_CARDS.some((c) => c.cells.some((cell) => cell.last))).toBe(true);
  });

  it('every bomb and spark card can be completed with the game\'s 25 dice', () => {
    for (const card of [...BOMB_CARDS, ...SPARK_CARDS]) expect(canComplete(card, [], poolWithout([])), card.id).toBe(true);
  });
});
