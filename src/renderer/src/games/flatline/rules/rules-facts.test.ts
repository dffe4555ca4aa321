import { describe, expect, it } from 'vitest';
import { resources } from '../../../lib/i18n/resources';
import { BOARD_FACTS, EMERGENCY_CARDS, METER_ROWS, PATIENT_DECK, TABLE_SIZES, TRIAGE_CARDS } from './rules-facts';
import { RULES_SECTIONS } from './rules-sections';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('the rules reference', () => {
  it('lists every emergency and stat card of the rulebook exactly once', () => {
    expect(EMERGENCY_CARDS).toHaveLength(18);
    expect(TRIAGE_CARDS).toHaveLength(11);
    expect(BOARD_FACTS).toEqual({
      patientsInPlay: 4,
      emergencySlots: 6,
      emergencyRows: 2,
      triageAreaSize: 4,
      powerCubes: 10,
      meterSpaces: 8,
      emergencyCards: 18,
      statCards: 11,
    });
    expect(new Set([...EMERGENCY_CARDS, ...TRIAGE_CARDS]).size).toBe(29);
  });

  it('has a name and a one-line summary for every card in English and Italian', () => {
    for (const lang of ['en', 'it'] as const) {
      const tree = resources[lang].translation;
      for (const id of [...EMERGENCY_CARDS, ...TRIAGE_CARDS]) {
        for (const part of ['name', 'summary']) {
          const value = lookup(tree, `flatline.rules.card.${id}.${part}`);
          expect(typeof value === 'string' && value.length > 0, `${lang} rules.card.${id}.${part}`).toBe(true);
        }
      }
    }
  });

  it('names each card as the board does, in Italian by a name of its own (the printed one is English)', () => {
    for (const id of [...EMERGENCY_CARDS, ...TRIAGE_CARDS]) {
      const tab = (TRIAGE_CARDS as readonly string[]).includes(id) ? 'triage' : 'emergency';
      for (const lang of ['en', 'it'] as const) {
        expect(lookup(resources[lang].translation, `flatline.rules.card.${id}.name`), `${lang} ${id}`).toBe(lookup(resources[lang].translation, `flatline.cards.${tab}.${id}.name`));
      }
      expect(lookup(resources.it.translation, `flatline.rules.card.${id}.name`)).not.toBe(lookup(resources.en.translation, `flatline.rules.card.${id}.name`));
    }
    expect(lookup(resources.en.translation, 'flatline.rules.card.under-manned.name')).toBe('Under-manned');
    expect(lookup(resources.en.translation, 'flatline.rules.card.clear.name')).toBe('Clear!');
    expect(lookup(resources.it.translation, 'flatline.rules.card.bathroom-break.name')).toBe('Pausa Bagno');
  });

  it('has a heading and every paragraph of every section in both languages', () => {
    for (const lang of ['en', 'it'] as const) {
      for (const section of RULES_SECTIONS) {
        for (const key of [`flatline.rules.section.${section.id}.title`, ...section.paragraphs.map((p) => `flatline.rules.section.${section.id}.${p}`)]) {
          const value = lookup(resources[lang].translation, key);
          expect(typeof value === 'string' && value.length > 0, `${lang} ${key}`).toBe(true);
        }
      }
    }
  });

  it('gives the setup numbers of the rulebook', () => {
    expect(PATIENT_DECK.map((row) => row.counts)).toEqual([
      [6, 7, 8],
      [9, 10, 11],
      [11, 12, 14],
      [13, 15, 17],
    ]);
    expect(TABLE_SIZES.map((r) => [r.players, r.dice, r.maxDice, r.rerolls, r.stationSpaces, r.xLimit])).toEqual([
      ['1–2', 7, 8, 5, 3, 4],
      ['3', 6, 7, 5, 3, 3],
      ['4', 6, 7, 4, 4, 3],
      ['5', 6, 7, 3, 5, 3],
    ]);
  });

  it('shows every power meter, both sides, eight numbers from 1 to 4, expert revealing more', () => {
    expect(METER_ROWS.map((r) => `${r.players} ${r.side}`)).toEqual([
      '1–2 standard', '1–2 expert', '3 standard', '3 expert', '4 standard', '4 expert', '5 standard', '5 expert',
    ]);
    for (const row of METER_ROWS) {
      expect(row.reveals).toHaveLength(8);
      expect(row.reveals.every((n) => n >= 1 && n <= 4)).toBe(true);
    }
    const total = (players: string, side: string) =>
      METER_ROWS.find((r) => r.players === players && r.side === side)!.reveals.reduce((a, b) => a + b, 0);
    for (const players of ['1–2', '3', '4', '5']) expect(total(players, 'expert')).toBeGreaterThan(total(players, 'standard'));
  });
});
