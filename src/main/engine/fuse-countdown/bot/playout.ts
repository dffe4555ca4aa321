import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { copyState } from '../../core/copy-state';
import { restoreRng } from '../../core/random';
import { act, settle } from '../apply';
import type { Ctx } from '../context';
import { actionTime, type TimeModel } from './time-model';

/**
 * A sampled world the search plays forward in place: the rules' own act and settle, as the module's
 * apply runs them, but on one private copy instead of a copy per action (a rollout's states are never
 * looked at again). Never used on a state anyone else holds.
 */
export const playoutOf = (world: FuseCountdownState): Ctx => {
  const s = copyState(world);
  return { s, rng: restoreRng(s.rng) };
};

/** One action in place and the clock it costs at this pace: false (nothing done) when refused. */
export function playInPlace(ctx: Ctx, action: FuseCountdownAction, model: TimeModel): boolean {
  const before = ctx.s.log.length;
  if (act(ctx, action)) return false;
  settle(ctx);
  ctx.s.actions++;
  if (ctx.s.outcome) return true;
  const elapsedMs = Math.round(ctx.s.clock.elapsedMs + actionTime(action, ctx.s.log.slice(before), model));
  if (!act(ctx, { type: 'tick', elapsedMs })) settle(ctx);
  return true;
}
