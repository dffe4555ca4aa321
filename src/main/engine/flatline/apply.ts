import type { Refusal } from '../core/rules';
import type { FlatlineAction } from '@shared/flatline/actions';
import { isTriageWindow, type FlatlineState } from '@shared/flatline/state';
import type { TriageCard } from '@shared/flatline/cards';
import { refusal, type Ctx } from './context';
import { run } from './runner';
import { changeFace, done, place, reroll, startCountdown, tick, unready } from './countdown';
import { askDie, offerDie, tidyOffers, withdrawAsk } from './die-offers';
import { decide } from './decisions';
import { checkTriageUse, useTriage } from './triage';
import { log } from './context';
import { takeBack } from './take-back';

/** A FLATLINE state of this version (anything else is refused before the rules see it). */
export const isFlatlineState = (s: unknown): s is FlatlineState =>
  typeof s === 'object' && s !== null && (s as FlatlineState).version === 1 && Array.isArray((s as FlatlineState).dice) &&
  Array.isArray((s as FlatlineState).rng) && Array.isArray((s as FlatlineState).queue);

/**
 * What FLATLINE runs by itself after an act: the round's automatic steps up to the next point that
 * needs the players. A player's Wait holds one window: it ends with the window. The log's length
 * before the act tells the board (and the window's deadline) which lines are new.
 */
export function settle(ctx: Ctx, before?: FlatlineState): void {
  run(ctx);
  tidyOffers(ctx.s);
  if (!before) return;
  if (ctx.s.stop !== before.stop) delete ctx.s.held;
  ctx.s.logFrom = before.log.length;
}

/** One action against the rules (the platform's `defineGame` wraps it): null when accepted. */
export function act(ctx: Ctx, action: FlatlineAction): Refusal | null {
  const { s } = ctx;
  if (s.outcome !== 'in-progress') return refusal('game-over', 'The game is over.');
  if (s.pending && action.type !== 'decide') {
    return refusal('decision-pending', 'A decision is waiting to be made first.', { kind: s.pending.kind });
  }
  switch (action.type) {
    case 'advance':
      if (s.stop === 'countdown') return refusal('countdown-running', 'The countdown is running: place dice, or declare it done.');
      if (s.stop === 'planning') {
        s.stop = null;
        startCountdown(ctx);
        return null;
      }
      delete s.held;
      s.stop = null;
      return null;
    case 'hold':
      if (!isTriageWindow(s.stop)) return refusal('no-window-to-hold', 'Only a triage window waits, and none is open now.');
      if (s.held) return refusal('window-already-held', 'This triage window already waits until someone goes on.');
      s.held = true;
      return null;
    case 'place':
      return place(ctx, action.die, action.target, action.space);
    case 'take-back':
      return takeBack(ctx, action.die, (seat) => unready(ctx, seat));
    case 'reroll':
      return reroll(ctx, action);
    case 'change-face':
      return changeFace(ctx, action.die, action.face);
    case 'use-triage': {
      const problem = checkTriageUse(s, action.card);
      if (problem) return problem;
      useTriage(ctx, action.card as TriageCard);
      return null;
    }
    case 'discard-triage':
      if (!s.triageArea.includes(action.card)) {
        return refusal('triage-card-not-in-area', 'That card is not in the triage area.', { card: action.card });
      }
      if (s.stop === null) return refusal('not-waiting', 'Triage cards are handled while the table has the turn.');
      s.triageArea = s.triageArea.filter((c) => c !== action.card);
      s.discardPile.push(action.card);
      log(ctx, 'triage-discarded', { card: action.card });
      return null;
    case 'decide':
      return decide(ctx, action.option);
    case 'tick':
      return tick(ctx, action.elapsedMs);
    case 'done':
      return done(ctx, action.seat);
    case 'ask-die':
      return askDie(ctx, action.seat, (seat) => unready(ctx, seat));
    case 'offer-die':
      return offerDie(ctx, action.die, action.to);
    case 'withdraw-ask':
      return withdrawAsk(ctx, action.seat);
  }
}
