import type { Refusal } from '../core/rules';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { refusal, type Ctx } from './context';
import { run } from './resolve';
import { changeColour, changeNumber, flip, reroll, returnDie, roll, startClock } from './turn';
import { defuseEarly, distributionFinished, done, endDistribution, place } from './distribute';
import { decide, rollForSix } from './decisions';
import { endNow, tick } from './clock';
import { fitClock } from './table-clock';
import { takeBack } from './take-back';

/** A FUSE: Countdown state of this version (anything else is refused before the rules see it). */
export const isFuseCountdownState = (s: unknown): s is FuseCountdownState =>
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

/** One action against the rules (the platform's `defineGame` wraps it): null when accepted. */
export function act(ctx: Ctx, action: FuseCountdownAction): Refusal | null {
  const { s } = ctx;
  if (s.outcome) return refusal('game-over', 'The game is over.');
  if (action.type === 'tick') return tick(ctx, action.elapsedMs);
  // Like the clock running out, End now comes whatever the table is doing, a decision open or not.
  if (action.type === 'end-now') return endNow(ctx);
  if (action.type === 'start') return startClock(ctx);
  if (action.type === 'fit-clock') return fitClock(ctx, action.devices);
  if (s.pending && action.type !== 'decide' && action.type !== 'roll-six') {
    return refusal('decision-pending', 'A decision is waiting to be made first.', { kind: s.pending.kind, seat: s.pending.seat });
  }
  if (s.phase === 'ready') return refusal('not-started', 'Start the clock first: the table waits until the players are ready.');
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
    case 'take-back':
      return takeBack(ctx, action.seat, action.die);
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
