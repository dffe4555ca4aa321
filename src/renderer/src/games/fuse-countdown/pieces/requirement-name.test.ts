import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { BOMB_CARDS, SPARK_CARDS, cardById } from '@shared/fuse-countdown';
import { resources } from '../../../lib/i18n/resources';
import { layoutCard } from './card-layout';
import { cellLines, dieName, relationName, relationReads, relationSign, requirementName } from './requirement-name';

const i18n = i18next.createInstance();
await i18n.init({ resources, lng: 'en', fallbackLng: false, initAsync: false, interpolation: { escapeValue: false } });
const en = (key: string, params?: Record<string, string | number>) => i18n.t(key, { lng: 'en', ...params });
const it_ = (key: string, params?: Record<string, string | number>) => i18n.t(key, { lng: 'it', ...params });

describe('requirement names', () => {
  it('names every per-slot icon of the Icon Reference', () => {
    expect(requirementName({ kind: 'any' }, en)).toBe('Any die');
    expect(requirementName({ kind: 'colour', colour: 'red' }, en)).toBe('A Red die');
    expect(requirementName({ kind: 'number', number: 3 }, en)).toBe('A 3');
    expect(requirementName({ kind: 'colour-number', colour: 'black', number: 6 }, en)).toBe('Black 6');
    expect(requirementName({ kind: 'colours', colours: ['red', 'blue'] }, en)).toBe('Red or Blue');
    expect(requirementName({ kind: 'numbers', numbers: [5, 6] }, en)).toBe('A 5 or a 6');
    expect(requirementName({ kind: 'colour-or-number', colour: 'green', number: 1 }, en)).toBe('Green, or any colour showing 1');
    expect(requirementName({ kind: 'not-colour', colour: 'black' }, en)).toBe('Anything but Black');
    expect(requirementName({ kind: 'pairs', pairs: [{ colour: 'red', number: 3 }, { colour: 'blue', number: 4 }] }, en)).toBe('Red 3 or Blue 4');
    expect(requirementName({ kind: 'split' }, en)).toBe('A split die only');
  });

  it('uses our Italian terms', () => {
    expect(requirementName({ kind: 'split' }, it_)).toBe('Solo dado bicolore');
    expect(requirementName({ kind: 'colours', colours: ['yellow', 'green'] }, it_)).toBe('Giallo o Verde');
    expect(dieName(['red', 'blue'], 2, it_)).toBe('Rosso/Blu 2');
  });

  it('names dice by colour and face, both halves of a split die', () => {
    expect(dieName(['red'], 4, en)).toBe('Red 4');
    expect(dieName(['red', 'blue'], 2, en)).toBe('Red/Blue 2');
    expect(dieName(['green'], null, en)).toBe('Green die');
  });

  it('names every relation, and says which property it reads', () => {
    const gt = cardById('bomb-11')!;
    expect(relationName(gt.relations[0]!, en, layoutCard(gt))).toBe('Greater number on the left');
    const stack = cardById('bomb-27')!;
    expect(relationName(stack.relations[0]!, en, layoutCard(stack))).toBe('Greater number on the right');
    expect(relationSign(stack.relations[0]!, layoutCard(stack))).toBe('<');
    expect(relationName({ kind: 'equation', op: '-', cells: [0, 1, 2] }, en)).toBe('Equation: # − # = #');
    expect(relationReads({ kind: 'same-colour', cells: [0, 1] })).toEqual(['colour']);
    expect(relationReads({ kind: 'greater', cells: [0, 1] })).toEqual(['number']);
    expect(relationReads({ kind: 'same-colour-and-number', cells: [0, 1] })).toEqual(['colour', 'number']);
  });

  it('the rulebook stack example: the second die must be greater than the first, the fourth greater than the third', () => {
    const c = cardById('bomb-34')!; // our card matching the rulebook's four-dice stack
    expect(cellLines(c, 1, en)).toEqual([
      'Slot for any die second from the left',
      "Stack: die 2 of 4, placed bottom to top in the arrow's order",
      'A greater number than the slot for any die on the left',
    ]);
    expect(cellLines(c, 2, en)).toEqual(['Slot for any die third from the left', "Stack: die 3 of 4, placed bottom to top in the arrow's order", 'A smaller number than the slot for any die on the right']);
  });

  it('the rulebook wall example: red above yellow and green above blue need the die beneath them', () => {
    const c = cardById('bomb-42')!;
    expect(cellLines(c, 3, en)).toEqual(['Slot for a Red die', 'Wall, second level: needs the die beneath it (the slot for a Yellow die) first']);
    expect(cellLines(c, 0, en)).toEqual(['Slot for a Yellow die', 'Wall, first level: any order']);
  });

  it('the rulebook ziggurat example: blue, 5, 6, yellow beneath and red on top, placed last', () => {
    const c = cardById('bomb-43')!;
    expect(c.cells.map((_, i) => cellLines(c, i, en)[0])).toEqual(['Slot for a Blue die', 'Slot for a 5', 'Slot for a 6', 'Slot for a Yellow die', 'Slot for a Red die']);
    expect(cellLines(c, 4, en)[1]).toBe('Ziggurat, top: placed last, on the four dice beneath it');
  });

  it('the rulebook split die example: neighbours of different colours, told to each middle die from both sides', () => {
    const c = cardById('bomb-35')!; // four dice, adjacent dice never share a colour
    expect(cellLines(c, 1, en)).toEqual(['Slot for any die second from the left', 'A different colour from the slot for any die on the left', 'A different colour from the slot for any die third from the left']);
    expect(cellLines(c, 2, en)).toEqual(['Slot for any die third from the left', 'A different colour from the slot for any die second from the left', 'A different colour from the slot for any die on the right']);
  });

  it('the FAQ equation card: every die of a # − # = # card is told the whole equation', () => {
    const c = cardById('bomb-24')!;
    for (const i of [0, 1, 2]) expect(cellLines(c, i, en)).toContain('Slot for any die on the left − slot for any die in the middle = slot for any die on the right');
  });

  it('has words for every position of every card, in both languages', () => {
    for (const card of [...BOMB_CARDS, ...SPARK_CARDS]) {
      card.cells.forEach((_, i) => {
        for (const t of [en, it_]) for (const line of cellLines(card, i, t)) expect(line, `${card.id}:${i}`).not.toMatch(/fuse-countdown\.|\{\{/);
      });
    }
  });
});
