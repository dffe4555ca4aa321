import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { resources } from './resources';

/** Every string of a tree with its dotted key. */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([k, v]) => entries(v, prefix ? `${prefix}.${k}` : k));
}

describe('singular and plural (i18next plural forms)', () => {
  for (const lang of ['en', 'it'] as const) {
    it(`every ${lang} line that counts with {{count}} has its singular form, and reads right for 1`, async () => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: lang, resources, interpolation: { escapeValue: false } });
      const all = entries(resources[lang].translation);
      // Lines where the count is followed by a word: "{{count}} dice" (a bare "({{count}})" reads the same for any number).
      const counted = all.filter(([key, text]) => /\{\{count\}\} (?!of |su |di )\p{L}/u.test(text) && !key.endsWith('_one') && !key.endsWith('_other'));
      const keys = new Set(all.map(([key]) => key));
      expect(counted.filter(([key]) => !keys.has(`${key}_one`)).map(([key]) => key)).toEqual([]);
      const plural = lang === 'en' ? /\b1 (dice|cubes|points|bombs|sparks|turns|cards|games|players|seconds|fuse cards)\b/ : /\b1 (dadi|cubetti|punti|Bombe|Scintille|turni|carte|partite|giocatori|secondi|Carte)\b/;
      const wrong = counted.map(([key]) => [key, i18n.t(key, { count: 1, amount: 1, points: 1, left: 1, number: 2, player: 'Ann', card: 'X' })]).filter(([, text]) => plural.test(text!));
      expect(wrong).toEqual([]);
    });
  }
});
