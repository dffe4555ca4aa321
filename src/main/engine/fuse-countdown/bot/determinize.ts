import { DIE_IDS, dieKind } from '@shared/fuse-countdown/components';
import { BOMB_IDS, FUSE_IDS, SPARK_IDS } from '@shared/fuse-countdown/data';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import type { FuseCountdownView } from '@shared/fuse-countdown/view';
import { copyState } from '../../core/copy-state';
import { pickIndex, seedRng, shuffle, type RandomGenerator } from '../../core/random';

/** Every card and die id the table shows somewhere (the log aside: a card seen once may be back in a deck). */
function shownIds(open: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') ids.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(open);
  return ids;
}

/**
 * One world consistent with a player view: the bag holds, kind by kind, the dice the table does not
 * show; the bomb deck is the unseen bombs with the fuse cards still to come shuffled in, the box the
 * other unseen bombs; the spark deck the unseen sparks; the generator (future draws and rolls) gets
 * a fresh seed. The log is left empty: no rule reads it, and rollouts stay cheap.
 */
export function determinize(view: FuseCountdownView, rng: RandomGenerator): FuseCountdownState {
  const { bombDeckCount, sparkDeckCount, boxedCount, bagCounts, log: _log, ...open } = view;
  const shown = shownIds(open);
  const bag: string[] = [];
  for (const [kind, count] of Object.entries(bagCounts)) {
    bag.push(...shuffle(rng, DIE_IDS.filter((id) => dieKind(id) === kind && !shown.has(id))).slice(0, count));
  }
  const fusesLeft = Math.max(0, open.fuses - open.fuseDiscard.length);
  const fuses = shuffle(rng, FUSE_IDS.filter((id) => !shown.has(id))).slice(0, Math.min(fusesLeft, bombDeckCount));
  const bombs = shuffle(rng, BOMB_IDS.filter((id) => !shown.has(id)));
  const bombDeck = shuffle(rng, [...bombs.slice(0, bombDeckCount - fuses.length), ...fuses]);
  const boxed = bombs.slice(bombDeckCount - fuses.length, bombDeckCount - fuses.length + boxedCount);
  const sparkDeck = shuffle(rng, SPARK_IDS.filter((id) => !shown.has(id))).slice(0, sparkDeckCount);
  return { ...copyState({ ...open, log: [] }), bag: shuffle(rng, bag), bombDeck, boxed, sparkDeck, rng: seedRng(pickIndex(rng, 0x7fffffff)) };
}
