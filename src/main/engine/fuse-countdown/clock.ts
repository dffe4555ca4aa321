import type { Refusal } from '../core/rules';
import { inFinale } from '@shared/fuse-countdown/rules/queries';
import { lose, refusal, type Ctx } from './context';

/**
 * Time is an input: a tick carries the total elapsed milliseconds. When the limit is reached the game
 * is lost, with bombs still to defuse or with sparks in play.
 */
export function tick(ctx: Ctx, elapsedMs: number): Refusal | null {
  const { s } = ctx;
  if (elapsedMs < s.clock.elapsedMs) return refusal('clock-backwards', 'The clock never runs backwards.', { elapsedMs: s.clock.elapsedMs });
  const limit = s.clock.limitMs;
  s.clock.elapsedMs = limit === null ? elapsedMs : Math.min(elapsedMs, limit);
  if (limit !== null && elapsedMs >= limit) {
    const bombsLeft = !inFinale(s) || (s.setup.level === 'heroic' && s.seats.some((st) => st.bombs.length > 0));
    lose(ctx, bombsLeft ? 'time-out-bombs' : 'time-out-sparks');
  }
  return null;
}
