import type { FuseCountdownState, LossCause } from '@shared/fuse-countdown/state';
import type { GameCtx } from '../core/define-game';

/** What a step works on: a private copy of the state and the live random generator. */
export type Ctx = GameCtx<FuseCountdownState>;

export function log(ctx: Ctx, code: string, params: Record<string, string | number | boolean> = {}): void {
  ctx.s.log.push({ turn: ctx.s.turn, phase: ctx.s.phase, code, params });
}

export { refusal } from '@shared/refusal';

function end(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'over';
  s.pending = null;
  s.queue = [];
  s.rollSix = null;
  s.clock.stoppedAtMs = s.clock.elapsedMs;
}

export function lose(ctx: Ctx, cause: LossCause): void {
  if (ctx.s.outcome) return;
  ctx.s.outcome = { status: 'lost', cause };
  log(ctx, 'game-lost', { cause });
  end(ctx);
}

export function win(ctx: Ctx): void {
  if (ctx.s.outcome) return;
  ctx.s.outcome = { status: 'won', cause: 'saved' };
  log(ctx, 'game-won', { bombs: ctx.s.stats.bombsDefused });
  end(ctx);
}
