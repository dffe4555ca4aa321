// The Italian glossary (locales/glossary.json): one word per concept, taken from the Italian FLATLINE
// rulebook, plus our own Italian terms for FUSE: Countdown (no Italian rulebook exists for it).
import data from '../../locales/glossary.json';

export type GlossaryGame = 'flatline' | 'fuse-countdown' | 'shared';

export interface GlossaryEntry {
  id: string;
  game: GlossaryGame;
  en: string;
  it: string;
  /** Italian variants that must appear nowhere in that game's Italian texts. */
  rejected: string[];
  /** English variants that must appear nowhere in that game's English texts. */
  enRejected?: string[];
  /** Phrases that contain a rejected variant but are right (a game's title). */
  allowed?: string[];
  /** Where the Italian rulebook uses the term, or that the term is ours. */
  source: string;
  /** Only the locale files under this folder use the word in this sense ("disco" is also a hard disk). */
  files?: string;
  /** A component's or area's name, always written with these capitals (and this plural). */
  exactCase?: boolean;
  plural?: string;
  /** A card name: the locale keys that show it, in both languages. */
  card?: string;
  keys?: string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = (data as { entries: GlossaryEntry[] }).entries;

const GAME_TITLES: Record<GlossaryGame, string> = {
  flatline: 'FLATLINE',
  'fuse-countdown': 'FUSE: Countdown (termini nostri)',
  shared: 'Comuni a entrambi i giochi',
};

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** docs/glossary.md, written from the glossary so the two never disagree. */
export function glossaryMarkdown(entries: readonly GlossaryEntry[] = GLOSSARY): string {
  const out = [
    '# Glossario italiano / Italian glossary',
    '',
    'Generated from `src/renderer/src/locales/glossary.json` by `src/renderer/src/lib/i18n/glossary.test.ts`',
    '(update with `npx vitest run src/renderer/src/lib/i18n/glossary.test.ts -u`). One Italian word per concept;',
    'the rejected variants must appear nowhere in the Italian texts (the test checks every locale file), and the',
    'names of components and areas keep the capitals shown here.',
    'FLATLINE terms come from the Italian FLATLINE rulebook; the Italian rulebook keeps the printed English card',
    'names, so the Italian texts do too. FUSE: Countdown has no Italian rulebook: its terms are ours.',
    '',
  ];
  for (const game of ['shared', 'flatline', 'fuse-countdown'] as const) {
    const rows = entries.filter((e) => e.game === game);
    out.push(`## ${GAME_TITLES[game]}`, '', '| id | English | Italiano | non usare | fonte |', '|---|---|---|---|---|');
    for (const e of rows) {
      const rejected = [...e.rejected, ...(e.enRejected ?? []).map((v) => `${v} (en)`)].join(', ');
      const it = e.plural ? `${e.it} (pl. ${e.plural})` : e.it;
      out.push(`| ${e.id} | ${cell(e.en)} | ${cell(it)} | ${cell(rejected)} | ${cell(e.source)} |`);
    }
    out.push('');
  }
  return out.join('\n');
}
