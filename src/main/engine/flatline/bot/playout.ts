import type { FlatlineAction } from '@shared/flatline/actions';
import type { FlatlineState } from '@shared/flatline/state';
import { copyState } from '../../core/copy-state';
import { restoreRng } from '../../core/random';
import { act, settle } from '../apply';
import type { Ctx } from '../context';

/**
 * A sampled world the search plays forward in place: the rules' own act and settle, as the module's
 * apply runs them, but on one private copy instead of a copy per action (a rollout's states are never
 * looked at again). Never used on a state anyone else holds.
 */
export const playoutOf = (world: FlatlineState): Ctx => {
  const s = copyState(world);
  return { s, rng: restoreRng(s.rng) };
};

/** One action in place: false (and nothing done) when the rules refuse it. */
export function playInPlace(ctx: Ctx, action: FlatlineAction): boolean {
  if (act(ctx, action)) return false;
  settle(ctx);
  ctx.s.actions++;
  return true;
}
