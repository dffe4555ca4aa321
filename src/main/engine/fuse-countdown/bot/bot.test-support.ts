import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { fuseCountdownModule } from '../index';
import { greedyAction } from './greedy';
import { setupFor } from './simulate';

/** Shared set-up for the bots' tests: positions reached by the reference bot, and the view a bot is given. */

export const view = (s: FuseCountdownState) => fuseCountdownModule.view(s);

/** Applies an action that must be accepted. */
export function apply(s: FuseCountdownState, a: unknown): FuseCountdownState {
  const r = fuseCountdownModule.apply(s, a);
  if (!r.ok) throw new Error(`${r.refusal.code}: ${JSON.stringify(a)}`);
  return r.state;
}

/** Plays the reference bot from the start of a seeded Expert game (`players` seats) until `stop` says so. */
export function referenceUntil(players: number, seed: number, stop: (s: FuseCountdownState) => boolean, limit = 500): FuseCountdownState {
  let s = fuseCountdownModule.start(setupFor(players, 'expert'), seed);
  for (let i = 0; i < limit; i++) {
    if (stop(s)) return s;
    s = apply(s, greedyAction(s));
  }
  throw new Error('the position asked for never came up');
}

/** The same table with everything the view hides shuffled another way (bag, decks, box, generator). */
export const scrambled = (s: FuseCountdownState, rng: number[]): FuseCountdownState => ({
  ...structuredClone(s),
  bag: [...s.bag].reverse(),
  bombDeck: [...s.bombDeck].reverse(),
  sparkDeck: [...s.sparkDeck].reverse(),
  boxed: [...s.boxed].reverse(),
  rng,
});
