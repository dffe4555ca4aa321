import type { Applied, Refusal } from '../core/rules';
import { fuseCountdownActionSchema, type FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { refusal, type Ctx } from './context';
import { restoreRng } from './rng';
import { copyState } from '../core/copy-state';
import { run } from './resolve';
import { changeColour, changeNumber, flip, reroll, returnDie, roll } from './turn';
import { defuseEarly, distributionFinished, done, endDistribution, place } from './distribute';
import { decide, rollForSix } from './decisions';
import { endNow, tick } from './clock';

const looksLikeState = (s: unknown): s is FuseCountdownState =>
  typeof s === 'object' && s !== null && (s as FuseCountdownState).kind === 'fuse-countdown' && (s as FuseCountdownState).version === 1 &&
  Array.isArray((s as FuseCountdownState).rng) && Array.isArray((s as FuseCountdownState).seats);

/** Runs queued work, then ends step 2 by itself when nothing more can be taken. */
export function settle(ctx: Ctx): void {
  for (let guard = 0; guard < 100; guard++) {
    run(ctx);
    const { s } = ctx;
    if (s.outcome || s.pending || s.queue.length > 0) return;
    if (s.phase === 'distribute' && distributionFinished(ctx)) {
      endDistribution(ctx);
      continue;
    }
    return;
  }
}

/**
 * Applies one action: a new state, or a refusal with a stable code and the state untouched. Never
 * throws: the input is validated again here, and a bug surfaces as `internal-error`.
 */
export function applyAction(state: FuseCountdownState, action: FuseCountdownAction): Applied<FuseCountdownState> {
  try {
    if (!looksLikeState(state)) return { ok: false, refusal: refusal('invalid-state', 'That is not a FUSE: Countdown game state.') };
    const parsed = fuseCountdownActionSchema.safeParse(action);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { ok: false, refusal: refusal('invalid-action', `That is not a FUSE: Countdown action: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim()) };
    }
    const ctx: Ctx = { s: copyState(state), rng: restoreRng(state.rng) };
    const problem = dispatch(ctx, parsed.data);
    if (problem) return { ok: false, refusal: problem };
    settle(ctx);
    ctx.s.rng = [...ctx.rng.getState()];
    ctx.s.actions++;
    return { ok: true, state: ctx.s };
  } catch (error) {
    return { ok: false, refusal: refusal('internal-error', `The rules engine failed on this action: ${error instanceof Error ? error.message : String(error)}`) };
  }
}

function dispatch(ctx: Ctx, action: FuseCountdownAction): Refusal | null {
  const { s } = ctx;
  if (s.outcome) return refusal('game-over', 'The game is over.');
  if (action.type === 'tick') return tick(ctx, action.elapsedMs);
  // Like the clock running out, End now comes whatever the table is doing, a decision open or not.
  if (action.type === 'end-now') return endNow(ctx);
  if (s.pending && action.type !== 'decide' && action.type !== 'roll-six') {
    return refusal('decision-pending', 'A decision is waiting to be made first.', { kind: s.pending.kind, seat: s.pending.seat });
  }
  switch (action.type) {
    case 'roll':
      return roll(ctx, action.name);
    case 'change-colour':
      return changeColour(ctx, action.die, action.colour);
    case 'change-number':
      return changeNumber(ctx, action.die, action.number);
    case 'flip':
      return flip(ctx, action.dice);
    case 'reroll':
      return reroll(ctx, action.dice);
    case 'return-die':
      return returnDie(ctx, action.die);
    case 'place':
      return place(ctx, action.seat, action.die, action.card, action.cell);
    case 'defuse':
      return defuseEarly(ctx, action.seat, action.card);
    case 'done':
      return done(ctx);
    case 'decide':
      return decide(ctx, action.seat, action.option);
    case 'roll-six':
      return rollForSix(ctx);
  }
}
