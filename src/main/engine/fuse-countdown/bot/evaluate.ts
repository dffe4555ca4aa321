import { cardById } from '@shared/fuse-countdown/data';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';

/** What the evaluation weighs, in points (a bomb defused is 50). */
export const WEIGHTS = {
  bomb: 50,
  spark: 20,
  /** A bomb in front, by the share of its cells filled. */
  bombProgress: 35,
  sparkProgress: 15,
  /** A spark still in front: it must be defused before the ship is saved. */
  sparkInFront: 8,
  /** Per second of the clock spent: a team defuses a bomb in about 20 s. */
  second: 2.5,
};

/**
 * How good a table is where a rollout stops. The ship is saved by defusing every bomb of the deck and
 * the row (and the sparks in play) before the clock runs out: what is defused counts, what is half
 * done counts by its share, and the clock spent counts against.
 */
export function evaluate(s: FuseCountdownState, w = WEIGHTS): number {
  const left = s.clock.limitMs === null ? 0 : Math.max(0, s.clock.limitMs - s.clock.elapsedMs) / 1000;
  if (s.outcome?.status === 'won') return 100_000 + left;
  let v = w.bomb * s.stats.bombsDefused + w.spark * s.stats.sparksDefused - w.second * (s.clock.elapsedMs / 1000);
  for (const st of s.seats) {
    for (const c of st.bombs) v += (w.bombProgress * c.dice.length) / (cardById(c.card)?.cells.length ?? 1);
    for (const c of st.sparks) v += (w.sparkProgress * c.dice.length) / (cardById(c.card)?.cells.length ?? 1) - w.sparkInFront;
  }
  if (s.outcome?.status === 'lost') v -= 100_000;
  return v;
}
