import { describe, expect, it } from 'vitest';
import { resources } from '../../../lib/i18n/resources';
import type { Pending } from '@shared/flatline/pending';
import type { Translator } from './board-text';
import { optionGroups } from './option-groups';

/** The real locale trees through a tiny stand-in for i18next: dotted keys, {{name}} interpolation. */
function translator(lang: 'en' | 'it'): Translator {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[lang].translation);
  return {
    has: (key) => typeof find(key) === 'string',
    t: (key, params = {}) => String(find(key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`)),
  };
}

const seats = [
  { name: 'Ada', colour: 'red' as const },
  { name: 'Bruno', colour: 'blue' as const },
];
const patients = ['patient-01', 'patient-04', 'patient-02', null];
const line = (slot: number, l: number) => ({ id: `line:${slot}:${l}`, slot, line: l });

describe("a question's answers", () => {
  it('ten lines to clear: each patient once, its lines side by side under its name, in the order asked', () => {
    const pending: Pending = {
      kind: 'choose-line-to-clear',
      source: 'clear',
      options: [line(0, 0), line(0, 1), line(1, 0), line(1, 1), line(1, 2), line(0, 3), line(2, 0), line(2, 1), line(2, 2), line(1, 3)],
    };
    const groups = optionGroups(translator('en'), pending, seats, patients);
    expect(groups.map((g) => [g.patient, g.options.map((o) => o.text).join(' · ')])).toEqual([
      ['Pilot Okafor', '1 · 2 · 4'],
      ['Cook Delacroix', '1 · 2 · 3 · 4'],
      ['Engineer Vance', '1 · 2 · 3'],
    ]);
    // Every answer is still there once, its whole words for a screen reader.
    expect(groups.flatMap((g) => g.options.map((o) => o.option.id))).toHaveLength(10);
    expect(groups[1]!.options[2]!.full).toBe('line 3 of Cook Delacroix');
    expect(optionGroups(translator('it'), pending, seats, patients)[1]!.options[2]).toMatchObject({ text: '3', full: 'linea 3 di Cuoco Delacroix' });
  });

  it('answers that are not lines stand alone, in their whole words', () => {
    const pending: Pending = { kind: 'choose-player-to-lose-dice', source: 'trigger:all-lose-die', options: [{ id: 'seat:0', seat: 0 }, { id: 'seat:1', seat: 1 }] };
    expect(optionGroups(translator('en'), pending, seats, patients)).toEqual([
      { patient: null, options: [{ option: { id: 'seat:0', seat: 0 }, text: 'Ada', full: 'Ada' }] },
      { patient: null, options: [{ option: { id: 'seat:1', seat: 1 }, text: 'Bruno', full: 'Bruno' }] },
    ]);
  });
});
