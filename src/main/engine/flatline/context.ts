import type { FlatlineState, LossCause } from '@shared/flatline/state';
import type { GameCtx } from '../core/define-game';

/** What a step works on: a private copy of the state and the live random generator. */
export type Ctx = GameCtx<FlatlineState>;

export function log(ctx: Ctx, code: string, params: Record<string, string | number | boolean> = {}): void {
  ctx.s.log.push({ round: ctx.s.round, phase: ctx.s.phase, code, params });
}

export { refusal } from '@shared/refusal';

export function lose(ctx: Ctx, cause: LossCause): void {
  if (ctx.s.outcome !== 'in-progress') return;
  ctx.s.outcome = 'lost';
  ctx.s.lossCause = cause;
  ctx.s.phase = 'game-over';
  ctx.s.stop = null;
  ctx.s.pending = null;
  ctx.s.queue = [];
  log(ctx, 'game-lost', { cause });
}

export function win(ctx: Ctx): void {
  if (ctx.s.outcome !== 'in-progress') return;
  ctx.s.outcome = 'won';
  ctx.s.phase = 'game-over';
  ctx.s.stop = null;
  ctx.s.pending = null;
  ctx.s.queue = [];
  log(ctx, 'game-won', { treated: ctx.s.patientsTreated.length });
}

export const over = (ctx: Ctx): boolean => ctx.s.outcome !== 'in-progress';

/** Effects arising before the countdown ends apply to this round, later ones to the next. */
export const isBeforeResolution = (ctx: Ctx): boolean =>
  ctx.s.phase === 'A-lose-power' ||
  ctx.s.phase === 'B-add-emergencies' ||
  ctx.s.phase === 'C-roll-emergency-dice' ||
  ctx.s.phase === 'D-planning' ||
  ctx.s.phase === 'E-countdown';
