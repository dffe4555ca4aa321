import { describe, expect, it } from 'vitest';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { fuseCountdownModule } from '../index';
import { greedyAction } from './greedy';
import { fuseCountdownAdvice } from './hint';
import { setupFor } from './simulate';

const view = (s: FuseCountdownState) => fuseCountdownModule.view(s);

/** Plays the reference bot from the start until dice are rolled and the players share them out. */
function firstDistribution(players: number, seed: number): FuseCountdownState {
  let s = fuseCountdownModule.start(setupFor(players, 'expert'), seed);
  for (let i = 0; i < 100 && !(s.phase === 'distribute' && !s.pending && s.rolled.length > 0); i++) {
    const r = fuseCountdownModule.apply(s, greedyAction(s));
    if (!r.ok) throw new Error(r.refusal.code);
    s = r.state;
  }
  return s;
}

describe('a FUSE: Countdown hint', () => {
  it('suggests a placement on one of the asking seat’s own cards that the rules accept', () => {
    const s = firstDistribution(3, 4);
    for (const seat of [0, 1, 2]) {
      const advice = fuseCountdownAdvice(view(s), [seat], 9);
      expect(advice.action?.type).toBe('place');
      if (advice.action?.type !== 'place') continue;
      expect(advice.action.seat).toBe(seat);
      expect(fuseCountdownModule.apply(s, advice.action).ok).toBe(true);
    }
  });

  it('is worked out from the view alone: a scrambled bag, decks, box and generator give the same hint', () => {
    const s = firstDistribution(3, 4);
    const scrambled: FuseCountdownState = {
      ...structuredClone(s),
      bag: [...s.bag].reverse(),
      bombDeck: [...s.bombDeck].reverse(),
      sparkDeck: [...s.sparkDeck].reverse(),
      boxed: [...s.boxed].reverse(),
      rng: [5, 6, 7, 8],
    };
    const advice = fuseCountdownAdvice(view(s), [1], 7);
    expect(fuseCountdownAdvice(view(scrambled), [1], 7)).toEqual(advice);
    expect(advice).toEqual({
      action: { type: 'place', seat: 1, die: 'd01', card: 'bomb-09', cell: 3 },
      why: { key: 'fuse-countdown.hint.why.towards', params: { card: 'bomb-09', cell: 4, left: 3 } },
    });
  });

  it('tells a seat whose answer is not wanted whom the table waits for', () => {
    const s = firstDistribution(2, 4);
    const waiting: FuseCountdownState = { ...s, pending: { kind: 'replacement', seat: 0, source: 'defused:bomb-01', options: s.row.slice(0, 2) } };
    expect(fuseCountdownAdvice(view(waiting), [1], 1)).toEqual({ action: null, why: { key: 'fuse-countdown.hint.why.waiting', params: { seat: 1 } } });
    expect(fuseCountdownAdvice(view(waiting), [0], 1).action).toEqual({ type: 'decide', seat: 0, option: expect.any(String) });
  });

  it('has nothing to suggest once the game is over', () => {
    const s: FuseCountdownState = { ...firstDistribution(2, 4), outcome: { status: 'lost', cause: 'time-out-bombs' } as FuseCountdownState['outcome'] };
    expect(fuseCountdownAdvice(view(s), [0], 1)).toEqual({ action: null, why: { key: 'fuse-countdown.hint.why.over', params: {} } });
  });
});
