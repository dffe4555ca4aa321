import type { Refusal } from '../core/rules';
import { inFinale } from '@shared/fuse-countdown/rules/queries';
import type { FuseCountdownState, LossCause } from '@shared/fuse-countdown/state';
import { log, lose, refusal, type Ctx } from './context';

/** Why time ran out: bombs still to defuse (deck or row not empty; Heroic: or bombs in front), else sparks in play. */
function timeOutCause(s: FuseCountdownState): LossCause {
  const bombsLeft = !inFinale(s) || (s.setup.level === 'heroic' && s.seats.some((st) => st.bombs.length > 0));
  return bombsLeft ? 'time-out-bombs' : 'time-out-sparks';
}

/**
 * Time is an input: a tick carries the total elapsed milliseconds. When the limit is reached the game
 * is lost, with bombs still to defuse or with sparks in play.
 */
export function tick(ctx: Ctx, elapsedMs: number): Refusal | null {
  const { s } = ctx;
  if (s.phase === 'roles' || s.phase === 'ready') return refusal('clock-standing', 'The clock stands until the players start it.');
  if (elapsedMs < s.clock.elapsedMs) return refusal('clock-backwards', 'The clock never runs backwards.', { elapsedMs: s.clock.elapsedMs });
  const limit = s.clock.limitMs;
  s.clock.elapsedMs = limit === null ? elapsedMs : Math.min(elapsedMs, limit);
  if (limit !== null && elapsedMs >= limit) lose(ctx, timeOutCause(s));
  return null;
}

/**
 * End now (our reading, "A lost cause"): a ship that can no longer be saved is given up as the clock
 * running out would end it, with the clock stopped at this moment; untimed, as the game would end by
 * itself (`dice-locked`). Refused while the ship can still be saved.
 */
export function endNow(ctx: Ctx): Refusal | null {
  const { s } = ctx;
  if (!s.lostCause) return refusal('ship-can-be-saved', 'The ship can still be saved: End now is for a game that can no longer be won.');
  log(ctx, 'ended-now', {});
  lose(ctx, s.clock.limitMs === null ? 'dice-locked' : timeOutCause(s));
  return null;
}
