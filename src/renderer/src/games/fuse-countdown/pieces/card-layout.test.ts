import { describe, expect, it } from 'vitest';
import { BOMB_CARDS, SPARK_CARDS, cardById, type Card } from '@shared/fuse-countdown';
import { CELL, greaterOnLeft, layoutCard, type CellBox } from './card-layout';

const card = (id: string): Card => {
  const c = cardById(id);
  if (!c) throw new Error(id);
  return c;
};
const overlap = (a: CellBox, b: CellBox) => a.x < b.x + b.size && b.x < a.x + a.size && a.y < b.y + b.size && b.y < a.y + a.size;

describe('card layout', () => {
  it('keeps every die position of every card inside the field, the same size on every card, and apart', () => {
    for (const c of [...BOMB_CARDS, ...SPARK_CARDS]) {
      const { cells, width: FIELD_W, height: FIELD_H } = layoutCard(c);
      expect(cells, c.id).toHaveLength(c.cells.length);
      for (const b of cells) {
        expect(b.x, c.id).toBeGreaterThanOrEqual(0);
        expect(b.y, c.id).toBeGreaterThanOrEqual(0);
        expect(b.x + b.size, c.id).toBeLessThanOrEqual(FIELD_W);
        expect(b.y + b.size, c.id).toBeLessThanOrEqual(FIELD_H);
        expect(b.size, c.id).toBe(CELL);
      }
      // Only a ziggurat's top die rests over the four beneath it.
      const flat = c.config === 'ziggurat' ? cells.filter((b) => b.step === 1) : cells;
      for (const a of flat) for (const b of flat) if (a !== b) expect(overlap(a, b), `${c.id} ${a.cell}/${b.cell}`).toBe(false);
    }
  });

  it("keeps every relation's badge and sign off the die positions, on every card, down to the smallest slot", () => {
    // A badge is 12 px type at least: about 17 px high and a sign 16 px wide, so on a 32 px slot (20
    // units) its centre must be 5.4 units or more from every die position, or it covers one.
    const HALF_BADGE = 5.4;
    const covered: string[] = [];
    for (const c of [...BOMB_CARDS, ...SPARK_CARDS]) {
      const l = layoutCard(c);
      for (const m of l.marks) {
        for (const p of m.kind === 'gap' ? m.signs : [m.badge]) {
          for (const b of l.cells) {
            const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.size));
            const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.size));
            if (Math.max(dx, dy) < HALF_BADGE) covered.push(`${c.id}: relation ${m.relation} over position ${b.cell}`);
          }
        }
      }
    }
    expect(covered).toEqual([]);
  });

  it('gives an equation between neighbours room for its signs between the dice, and its bracket lanes room for their badges', () => {
    const eq = layoutCard(card('bomb-45'));
    const [a, b] = eq.cells as [CellBox, CellBox];
    expect(b.x - (a.x + a.size)).toBeGreaterThanOrEqual(2 * 5.4);
    const l51 = layoutCard(card('bomb-51')); // a lane of pairs and a lane over them: a badge's height apart
    const ys = [...new Set(l51.marks.map((m) => (m.kind === 'bracket' ? m.y : 0)))];
    expect(Math.abs(ys[0]! - ys[1]!)).toBeGreaterThanOrEqual(2 * 5.4 - 1);
  });

  it('draws a stack in the rulebook exploded view: left to right in placement order, with the arrow beneath', () => {
    const l = layoutCard(card('bomb-44'));
    expect(l.cells.map((b) => b.step)).toEqual([1, 2, 3, 4, 5]);
    expect(l.cells.map((b) => b.x)).toEqual([...l.cells.map((b) => b.x)].sort((a, b) => a - b));
    expect(l.arrow).not.toBeNull();
    expect(l.arrow!.y).toBeGreaterThan(l.cells[0]!.y + l.cells[0]!.size);
  });

  it('puts a wall second-level die right above the die it rests on (the rulebook example wall)', () => {
    const c = card('bomb-42'); // yellow, black, blue; red above yellow, green above blue
    const l = layoutCard(c);
    const [yellow, , blue, red, green] = l.cells as [CellBox, CellBox, CellBox, CellBox, CellBox];
    expect(red.x).toBe(yellow.x);
    expect(green.x).toBe(blue.x);
    expect(red.y).toBeLessThan(yellow.y);
    expect([yellow, blue, red, green].map((b) => b.step)).toEqual([1, 1, 2, 2]);
  });

  it('shows a ziggurat from above: four dice in a square and the top die over their middle (the rulebook example)', () => {
    const l = layoutCard(card('bomb-43'));
    const base = l.cells.filter((b) => b.step === 1);
    const top = l.cells.find((b) => b.step === 2)!;
    expect(base).toHaveLength(4);
    expect(new Set(base.map((b) => b.x)).size).toBe(2);
    expect(new Set(base.map((b) => b.y)).size).toBe(2);
    for (const b of base) expect(overlap(top, b)).toBe(true);
    const mid = (v: number[]) => (Math.min(...v) + Math.max(...v)) / 2;
    expect(top.x + top.size / 2).toBeCloseTo(mid(base.map((b) => b.x + b.size / 2)));
  });

  it('draws an equation over neighbours as signs between them', () => {
    const l = layoutCard(card('bomb-45')); // a + b = c, then c − d = e
    const gaps = l.marks.filter((m) => m.kind === 'gap');
    expect(gaps.flatMap((g) => (g.kind === 'gap' ? g.signs.map((s) => s.sign) : []))).toEqual(['+', '=', '−', '=']);
  });

  it('gives relations that share dice separate bracket lanes', () => {
    const l = layoutCard(card('bomb-19')); // greater 0>1, 1>2: they meet at the middle die
    const ys = l.marks.map((m) => (m.kind === 'bracket' ? m.y : null));
    expect(ys[0]).not.toBeNull();
    expect(ys[0]).not.toBe(ys[1]);
    const l51 = layoutCard(card('bomb-51')); // three pairs side by side share a lane; the group over them gets its own
    const lanes = l51.marks.map((m) => (m.kind === 'bracket' ? m.y : -1));
    expect(new Set(lanes.slice(0, 3)).size).toBe(1);
    expect(lanes[3]).not.toBe(lanes[0]);
  });

  it('joins a wall die to the one beneath it by a line, and a base-row group by a bracket under the wall', () => {
    const l = layoutCard(card('bomb-47'));
    expect(l.marks.map((m) => m.kind)).toEqual(['line', 'line', 'bracket']);
    const base = l.cells.filter((b) => b.step === 1);
    const bracket = l.marks[2]!;
    expect(bracket.kind === 'bracket' && bracket.y > base[0]!.y + base[0]!.size).toBe(true);
  });

  it('reads "greater" as left or right from where the dice are drawn', () => {
    const stack = layoutCard(card('bomb-27')); // each die greater than the one before: the right one is greater
    expect(greaterOnLeft(stack, 1, 0)).toBe(false);
    const plain = layoutCard(card('bomb-11')); // slot 1 greater than slot 2
    expect(greaterOnLeft(plain, 0, 1)).toBe(true);
  });
});
