// The Italian glossary (locales/glossary.json): one word per concept, taken from the Italian FLATLINE
// rulebook, plus our own Italian terms for FUSE: Countdown (no Italian rulebook exists for it) and our
// own Italian names for FLATLINE's cards (the rulebook leaves them in English, as printed).
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
  /** A FLATLINE card (its id): `en` is the name printed on it, `it` our Italian name. */
  card?: string;
  /** The locale keys that name the card (the Italian name in Italian, the printed one in English). */
  keys?: string[];
  /** The locale keys that give the printed name, the same in both languages. */
  printedKeys?: string[];
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
    'FLATLINE terms come from the Italian FLATLINE rulebook; FUSE: Countdown has no Italian rulebook: its terms are ours.',
    '',
    '## FLATLINE card names in Italian: ours, with the printed name at hand',
    '',
    "The Italian rulebook leaves the 29 emergency and stat (triage) cards with the English names printed on",
    'them. We first kept those names in the Italian texts too, but a group that played in Italian found them',
    'a break: the table read every other word in Italian and met English names in the middle of its sentences',
    '("I dadi hanno colpito No Help In Sight"). So every card has an Italian name of our own (the "Carte di',
    'FLATLINE" table below): our words, natural for an Italian player and short enough for the board, whose',
    'card names are never cut from 1024×640 up and on a 360×640 phone. It is the card\'s name wherever the app',
    'speaks Italian: the board, the log, questions, hints, history, a phone\'s seat view and the rules. The',
    'printed name stays one look away for players who know the physical cards: a card\'s tip on the board,',
    'the legend and the rules reference say "Pausa Bagno (nome stampato: Bathroom Break)". English is unchanged.',
    'The test checks that the Italian texts spell each card as the table does, and name no card by its',
    'printed name anywhere else.',
    '',
  ];
  const table = (title: string, rows: readonly GlossaryEntry[]): void => {
    out.push(`## ${title}`, '', '| id | English | Italiano | non usare | fonte |', '|---|---|---|---|---|');
    for (const e of rows) {
      const rejected = [...e.rejected, ...(e.enRejected ?? []).map((v) => `${v} (en)`)].join(', ');
      const it = e.plural ? `${e.it} (pl. ${e.plural})` : e.it;
      out.push(`| ${e.id} | ${cell(e.en)} | ${cell(it)} | ${cell(rejected)} | ${cell(e.source)} |`);
    }
    out.push('');
  };
  for (const game of ['shared', 'flatline', 'fuse-countdown'] as const) table(GAME_TITLES[game], entries.filter((e) => e.game === game && !e.card));
  const cards = entries.filter((e) => e.card);
  out.push('## Carte di FLATLINE', '', '| id | stampato (English) | Italiano | fonte |', '|---|---|---|---|');
  for (const e of cards) out.push(`| ${e.id} | ${cell(e.en)} | ${cell(e.it)} | ${cell(e.source)} |`);
  out.push('');
  return out.join('\n');
}
