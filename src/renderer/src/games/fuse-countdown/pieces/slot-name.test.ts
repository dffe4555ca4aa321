import { describe, expect, it } from 'vitest';
import { BOMB_CARDS, SPARK_CARDS, cardById } from '@shared/fuse-countdown';
import { trEn, trIt } from '../board/test-translator.test-support';
import { slotList, slotName } from './slot-name';

const en = trEn.t;
const it_ = trIt.t;
const card = (id: string) => cardById(id)!;

describe('a slot is named by what its card shows, never by a number the card does not print', () => {
  it('a slot asking for something no other slot of its card asks for is named by that alone', () => {
    // bomb-13: Red, Blue, Green
    expect([0, 1, 2].map((c) => slotName(card('bomb-13'), c, en))).toEqual(['slot for a Red die', 'slot for a Blue die', 'slot for a Green die']);
    // bomb-03: Green, Red or Black, a 1 or a 2
    expect([0, 1, 2].map((c) => slotName(card('bomb-03'), c, it_))).toEqual(['spazio per un dado Verde', 'spazio per un Rosso o un Nero', 'spazio per un 1 o un 2']);
  });

  it('twins are told apart by where they sit: left, middle, right, or counted from the left', () => {
    // bomb-14: three any-die slots
    expect([0, 1, 2].map((c) => slotName(card('bomb-14'), c, en))).toEqual(['slot for any die on the left', 'slot for any die in the middle', 'slot for any die on the right']);
    // bomb-06: Red or Blue twice, then Green
    expect([0, 1, 2].map((c) => slotName(card('bomb-06'), c, it_))).toEqual(['spazio per un Rosso o un Blu a sinistra', 'spazio per un Rosso o un Blu a destra', 'spazio per un dado Verde']);
    // bomb-29: five any-die slots
    expect(slotName(card('bomb-29'), 2, en)).toBe('slot for any die third from the left');
  });

  it('every slot of every card has a name of its own, in both languages, with no slot numbers', () => {
    for (const c of [...BOMB_CARDS, ...SPARK_CARDS]) {
      for (const t of [en, it_]) {
        const names = c.cells.map((_, i) => slotName(c, i, t));
        expect(new Set(names).size, `${c.id}: ${names.join(' | ')}`).toBe(c.cells.length);
        for (const name of names) expect(name, c.id).not.toMatch(/^(slot|spazio) \d|\{\{|fuse-countdown\./);
      }
    }
  });

  it('several slots read as one phrase, each with its article in English', () => {
    expect(slotList(card('bomb-13'), [0, 1, 2], en)).toBe('the slot for a Red die, the slot for a Blue die and the slot for a Green die');
    expect(slotList(card('bomb-13'), [0, 2], it_)).toBe('spazio per un dado Rosso e spazio per un dado Verde');
  });
});
