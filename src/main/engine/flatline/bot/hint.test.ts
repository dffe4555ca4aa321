import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import type { SymbolId } from '@shared/flatline/symbols';
import { flatlineModule } from '../index';
import { act, countdownWith, setupFor } from '../test-support';
import { greedyAction } from './greedy';
import { flatlineAdvice, seatRerolls } from './hint';

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

/**
 * Seat 0 of a two-player game holds these faces and seat 1 none, in a first countdown where nothing
 * can be finished with them: no emergency card on the board and both recharging stations locked.
 */
function stuck(faces: SymbolId[], change: (s: FlatlineState) => void = () => {}): FlatlineState {
  const s = countdownWith(firstCountdown(2, 3), [faces, []], false);
  s.emergencyArea = [Array(6).fill(null), Array(6).fill(null)];
  s.locks.stations = [true, true];
  change(s);
  return s;
}

describe('a FLATLINE hint for a seat whose dice finish nothing', () => {
  it('weighs re-rolls that keep a die against rolling them all and Done: keeps the blue', () => {
    const s = stuck(['red', 'red', 'blue']);
    // Offered: all dice rolled, the blue kept, or a red kept (each of the two best targets' own dice).
    expect(seatRerolls(view(s), [0])).toEqual([
      { type: 'reroll', seat: 0, dice: ['s0d1', 's0d2'], sacrifice: 's0d0' },
      { type: 'reroll', seat: 0, dice: ['s0d1'], sacrifice: 's0d0' },
      { type: 'reroll', seat: 0, dice: ['s0d2'], sacrifice: 's0d1' },
    ]);
    const advice = flatlineAdvice(view(s), [0], 9);
    expect(advice).toEqual({
      action: { type: 'reroll', seat: 0, dice: ['s0d1'], sacrifice: 's0d0' },
      why: { key: 'flatline.hint.why.reroll-keep', params: { count: 1, seat: 0 } },
    });
    const after = act(s, advice.action!);
    expect(after.rerollTrack[0]).toBe('s0d0');
    expect(after.dice.find((d) => d.id === 's0d2')).toMatchObject({ face: 'blue', at: { kind: 'tray' } });
  });

  it('rolls them all when keeping a red is offered but weighs less: one die on the track, the others re-rolled', () => {
    const s = stuck(['red', 'red', 'red']);
    expect(seatRerolls(view(s), [0])).toContainEqual({ type: 'reroll', seat: 0, dice: ['s0d2'], sacrifice: 's0d1' });
    const advice = flatlineAdvice(view(s), [0], 9);
    expect(advice).toEqual({
      action: { type: 'reroll', seat: 0, dice: ['s0d1', 's0d2'], sacrifice: 's0d0' },
      why: { key: 'flatline.hint.why.reroll', params: { count: 2, seat: 0 } },
    });
    expect(act(s, advice.action!).rerollTrack[0]).toBe('s0d0');
  });

  it('says Done when the re-roll track is locked down this round', () => {
    const s = stuck(['red', 'red', 'blue'], (t) => (t.locks.reroll = true));
    expect(flatlineAdvice(view(s), [0], 9)).toEqual({ action: { type: 'done', seat: 0 }, why: { key: 'flatline.hint.why.done', params: {} } });
  });

  it('says Done when the track is full, or when its only die would be the price of the re-roll', () => {
    const full = stuck(['red', 'red', 'blue'], (t) => (t.rerollTrack = t.rerollTrack.map((_, i) => `s1d${i}`)));
    expect(flatlineAdvice(view(full), [0], 9).action).toEqual({ type: 'done', seat: 0 });
    expect(flatlineAdvice(view(stuck(['red'])), [0], 9).action).toEqual({ type: 'done', seat: 0 });
  });

  it('spends a free re-roll (A Fresh Start) on the reds, keeping the blue, even with the track locked', () => {
    const s = stuck(['red', 'red', 'blue'], (t) => {
      t.locks.reroll = true;
      t.effects.freeRerolls[0] = 1;
    });
    const advice = flatlineAdvice(view(s), [0], 9);
    expect(advice).toEqual({
      action: { type: 'reroll', seat: 0, dice: ['s0d0', 's0d1'] },
      why: { key: 'flatline.hint.why.reroll-free-keep', params: { count: 2, seat: 0 } },
    });
    expect(flatlineModule.apply(s, advice.action).ok).toBe(true);
  });
});
