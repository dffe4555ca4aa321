import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import { flatlineModule } from '../index';
import { act, setupFor } from '../test-support';
import { greedyAction } from './greedy';
import { flatlineAdvice } from './hint';

const view = (s: FlatlineState) => flatlineModule.view(s);

/** The first countdown of a seeded game, reached with the reference bot. */
function firstCountdown(players: number, seed: number): FlatlineState {
  let s = flatlineModule.start(setupFor(players), seed);
  while (s.stop !== 'countdown') s = act(s, greedyAction(s));
  return s;
}

describe('a FLATLINE hint', () => {
  it('suggests a placement of the asking seat’s own die that the rules accept', () => {
    const s = firstCountdown(3, 5);
    for (const seat of [0, 1, 2]) {
      const advice = flatlineAdvice(view(s), [seat], 9);
      expect(advice.action?.type).toBe('place');
      if (advice.action?.type !== 'place') continue;
      expect(advice.action.die.startsWith(`s${seat}d`)).toBe(true);
      expect(flatlineModule.apply(s, advice.action).ok).toBe(true);
    }
  });

  it('is worked out from the view alone: scrambled decks and generator give the same hint', () => {
    const s = firstCountdown(2, 3);
    const scrambled: FlatlineState = { ...structuredClone(s), patientDeck: [...s.patientDeck].reverse(), emergencyDeck: [...s.emergencyDeck].reverse(), rng: [1, 2, 3, 4] };
    const advice = flatlineAdvice(view(s), [0], 4);
    expect(flatlineAdvice(view(scrambled), [0], 4)).toEqual(advice);
    expect(advice).toEqual({
      action: { type: 'place', die: 's0d1', target: { kind: 'line', slot: 0, line: 0 }, space: 0 },
      why: { key: 'flatline.hint.why.towards', params: { target: 'line', slot: 1, line: 1, left: 1 } },
    });
  });

  it('answers a table question for whoever asks, and says why', () => {
    let s = flatlineModule.start(setupFor(2), 3);
    for (let i = 0; i < 400 && !s.pending; i++) s = act(s, greedyAction(s));
    expect(s.pending).not.toBeNull();
    const advice = flatlineAdvice(view(s), [1], 2);
    expect(advice.action?.type).toBe('decide');
    expect(advice.why.key).toBe('flatline.hint.why.decide');
    expect(flatlineModule.apply(s, advice.action).ok).toBe(true);
  });

  it('has nothing to suggest once the game is over', () => {
    const s: FlatlineState = { ...firstCountdown(2, 3), outcome: 'lost' };
    expect(flatlineAdvice(view(s), [0], 1)).toEqual({ action: null, why: { key: 'flatline.hint.why.over', params: {} } });
  });
});

describe('a FLATLINE hint away from the countdown', () => {
  it('at planning says to start the countdown, which the rules accept', () => {
    const s = flatlineModule.start(setupFor(2), 3);
    expect(s.stop).toBe('planning');
    const advice = flatlineAdvice(view(s), [0], 1);
    expect(advice).toEqual({ action: { type: 'advance' }, why: { key: 'flatline.hint.why.start', params: {} } });
    expect(flatlineModule.apply(s, advice.action).ok).toBe(true);
  });
});
