import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryMarkdown, type GlossaryEntry } from './glossary';
import { resources } from './resources';

// Every locale file, by language and path, so a game's words are checked in that game's files.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '../../locales/*/*/*.json'], { eager: true });

interface Text {
  file: string;
  key: string;
  value: string;
}

function texts(lang: 'en' | 'it'): Text[] {
  const out: Text[] = [];
  const walk = (file: string, node: unknown, key: string): void => {
    if (typeof node === 'string') out.push({ file, key, value: node });
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(file, v, key ? `${key}.${k}` : k);
  };
  for (const [path, mod] of Object.entries(files)) {
    const match = /locales\/(\w+)\/(.+)\.json$/.exec(path);
    if (match?.[1] === lang) walk(match[2]!, mod.default, '');
  }
  return out;
}

/** A game's own words are checked in its namespace; FLATLINE's also in the shared files it grew up in. */
function inScope(entry: GlossaryEntry, file: string): boolean {
  if (entry.files && !file.startsWith(entry.files)) return false;
  const fuse = file.startsWith('fuse-countdown/');
  if (entry.game === 'shared') return true;
  if (entry.game === 'fuse-countdown') return fuse;
  return !fuse;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only, any case: a letter or digit on either side means another word. */
const wordPattern = (phrase: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'giu');

/** `file key: "variant"` for every rejected variant still used. */
function violations(lang: 'en' | 'it'): string[] {
  const all = texts(lang);
  const found: string[] = [];
  for (const entry of GLOSSARY) {
    const rejected = lang === 'it' ? entry.rejected : (entry.enRejected ?? []);
    if (rejected.length === 0) continue;
    const keep = [lang === 'it' ? entry.it : entry.en, ...(entry.allowed ?? [])];
    for (const text of all) {
      if (!inScope(entry, text.file)) continue;
      // Interpolations are code, and the accepted term may contain a variant ("Carta Ambulatorio" holds no "triage").
      let value = text.value.replace(/\{\{[^}]*\}\}/g, ' ');
      for (const ok of keep) value = value.replace(wordPattern(ok), ' ');
      for (const variant of rejected) {
        if (wordPattern(variant).test(value)) found.push(`${text.file} ${text.key}: "${variant}" (say "${lang === 'it' ? entry.it : entry.en}")`);
      }
    }
  }
  return found;
}

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the Italian glossary', () => {
  it('has one entry per concept, each with both words and a source', () => {
    const ids = GLOSSARY.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const e of GLOSSARY) {
      expect(e.en.length > 0 && e.it.length > 0 && e.source.length > 0, e.id).toBe(true);
      // A variant equal to the accepted word would reject the word itself.
      expect(e.rejected.map((v) => v.toLowerCase()), e.id).not.toContain(e.it.toLowerCase());
    }
    // The Italian rulebook's components, levels and phases are all there.
    for (const id of ['power-meter', 'life-support-dial', 'triage-card', 'stat-area', 'level-training', 'phase-lose-power', 'countdown']) {
      expect(ids).toContain(id);
    }
  });

  it('no rejected Italian variant appears in the Italian texts', () => {
    expect(violations('it')).toEqual([]);
  });

  it('no rejected English variant appears in the English texts', () => {
    expect(violations('en')).toEqual([]);
  });

  it('names components and areas with the same capitals everywhere, as in the rulebook', () => {
    // "Carta Istantaneo" beside "carta Istantaneo" reads as two editions.
    const wrong: string[] = [];
    for (const e of GLOSSARY.filter((g) => g.exactCase)) {
      for (const form of [e.it, ...(e.plural ? [e.plural] : [])]) {
        for (const text of texts('it')) {
          if (!inScope(e, text.file)) continue;
          for (const m of text.value.matchAll(wordPattern(form))) if (m[0] !== form) wrong.push(`${text.file} ${text.key}: "${m[0]}" (write "${form}")`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('covers every FLATLINE card once, with an Italian name of its own beside the printed one', () => {
    const cards = GLOSSARY.filter((e) => e.card);
    const deck = ['emergency', 'triage'].flatMap((tab) => Object.keys(lookup(resources.en.translation, `flatline.cards.${tab}`) as object));
    expect(deck).toHaveLength(29);
    expect(cards.map((e) => e.card).sort()).toEqual([...deck].sort());
    for (const e of cards) {
      // Our own Italian name, not the English one the Italian rulebook keeps (see docs/glossary.md).
      expect(e.it, e.id).not.toBe(e.en);
      expect(e.keys?.length && e.printedKeys?.length, e.id).toBeTruthy();
    }
  });

  it('the Italian texts name every FLATLINE card by its Italian name, the English by its printed one, and both give the printed name', () => {
    const wrong: string[] = [];
    for (const e of GLOSSARY.filter((g) => g.card)) {
      for (const key of e.keys ?? []) {
        if (lookup(resources.it.translation, key) !== e.it) wrong.push(`it ${key}: ${String(lookup(resources.it.translation, key))} (say "${e.it}")`);
        if (lookup(resources.en.translation, key) !== e.en) wrong.push(`en ${key}: ${String(lookup(resources.en.translation, key))} (say "${e.en}")`);
      }
      for (const key of e.printedKeys ?? []) {
        for (const lang of ['en', 'it'] as const) {
          if (lookup(resources[lang].translation, key) !== e.en) wrong.push(`${lang} ${key}: ${String(lookup(resources[lang].translation, key))} (print "${e.en}")`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a card named inside an Italian sentence is spelt as the glossary spells it', () => {
    // e.g. "pausa bagno" or "Pausa bagno" in a rule summary would be a second spelling of the name.
    const wrong: string[] = [];
    for (const e of GLOSSARY.filter((g) => g.card)) {
      const pattern = wordPattern(e.it);
      for (const text of texts('it')) {
        for (const m of text.value.matchAll(pattern)) if (m[0] !== e.it) wrong.push(`${text.file} ${text.key}: "${m[0]}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no Italian text names a card by its printed English name, except where the printed name is given', () => {
    // "I dadi hanno colpito No Help In Sight" was the break an Italian table met; "Nessun Soccorso" now.
    const wrong: string[] = [];
    for (const e of GLOSSARY.filter((g) => g.card)) {
      const printedAt = new Set((e.printedKeys ?? []).map((key) => key.replace(/^flatline\./, '')));
      const pattern = wordPattern(e.en);
      for (const text of texts('it')) {
        if (text.file === 'flatline/cards' && printedAt.has(`cards.${text.key}`)) continue;
        if (pattern.test(text.value.replace(/\{\{[^}]*\}\}/g, ' '))) wrong.push(`${text.file} ${text.key}: "${e.en}" (say "${e.it}")`);
        pattern.lastIndex = 0;
      }
    }
    expect(wrong).toEqual([]);
  });

  it('docs/glossary.md is the glossary written out', async () => {
    await expect(glossaryMarkdown()).toMatchFileSnapshot('../../../../../docs/glossary.md');
  });
});
