// FLATLINE's words for a replay (docs/replays.md): its moments on the timeline and, after the game,
// the face-down decks in the order they would have been drawn.
import type { TableReplayBlock } from '../../../lib/table-game';
import { cardName, type Translator } from '../board/board-text';

const ICONS: Readonly<Record<string, string>> = { 'patient-treated': '✚', 'stat-failed': '✕', emergency: '!' };

/** The replay block, in the words of `tr` (the live translation at the table). */
export function flatlineReplayWords(tr: Translator): TableReplayBlock<'flatline'> {
  return {
    markText: (code, count, t) => t(`flatline.replay.mark.${code}`, { count }),
    markIcon: (code) => ICONS[code] ?? '•',
    hiddenParts: (hidden, t) => [
      { title: t('flatline.replay.hidden.patientDeck', { count: hidden.patientDeck.length }), items: hidden.patientDeck.map((id) => cardName(tr, id)) },
      { title: t('flatline.replay.hidden.emergencyDeck', { count: hidden.emergencyDeck.length }), items: hidden.emergencyDeck.map((id) => cardName(tr, id)) },
    ],
  };
}
