// FUSE: Countdown's words for a replay (docs/replays.md): its moments on the timeline and, after the
// game, the bomb deck (fuse cards among the bombs) and the spark deck in the order they would have
// been drawn, and the dice left in the bag.
import type { TableReplayBlock } from '../../../lib/table-game';
import { cardName, dieName, type Translator } from '../records/log-text';

const ICONS: Readonly<Record<string, string>> = { 'bomb-defused': '✔', spark: '✦', 'fuse-card': '✸', 'last-minute': '⏱' };

/** A name as the first word of a list's line ("a spark" → "A spark"). */
const capital = (name: string): string => name.charAt(0).toLocaleUpperCase() + name.slice(1);

/** The same names counted: "Red die ×3", in the order first met. */
function counted(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => capital(count > 1 ? `${name} ×${count}` : name));
}

/** The replay block, in the words of `tr` (the live translation at the table). */
export function fuseCountdownReplayWords(tr: Translator): TableReplayBlock<'fuse-countdown'> {
  return {
    markText: (code, count, t) => t(`fuse-countdown.replay.mark.${code}`, { count }),
    markIcon: (code) => ICONS[code] ?? '•',
    hiddenParts: (hidden, t) => [
      { title: t('fuse-countdown.replay.hidden.bombDeck', { count: hidden.bombDeck.length }), items: hidden.bombDeck.map((id) => capital(cardName(tr, id))) },
      { title: t('fuse-countdown.replay.hidden.sparkDeck', { count: hidden.sparkDeck.length }), items: counted(hidden.sparkDeck.map((id) => cardName(tr, id))) },
      { title: t('fuse-countdown.replay.hidden.bag', { count: hidden.bag.length }), items: counted(hidden.bag.map((die) => dieName(tr, die))) },
    ],
  };
}
